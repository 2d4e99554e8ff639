import { simulatorModule } from '../module';
import { registerPrivateRoutes } from '../http/private-routes';
import { AUTH_MIGRATIONS } from './migrations';
import { createAuthMount } from './register-auth';
import type { SignInFactor } from './sign-in-factor';

/** Sign-in: the ID-token exchange for a session, sessions and their lifetime, the account's own info. */
export const authModule = simulatorModule({
  id: 'auth',
  uses: [],
  migrations: AUTH_MIGRATIONS,
  start: (ctx) => {
    // names other modules hold (the simulated traders' cool names) cannot be taken at sign-up
    const holders: ((coolName: string) => boolean)[] = [];
    const mount = createAuthMount(ctx.store, ctx.clock, ctx.options.auth, (name) => holders.some((holds) => holds(name)));
    // the second factor a sign-in asks once 2FA is on; the security module hands it over when it starts
    let signInFactor: SignInFactor | undefined;
    return {
      ...mount,
      reserveCoolNames: (holds: (coolName: string) => boolean) => void holders.push(holds),
      askSecondFactorWith: (factor: SignInFactor) => {
        signInFactor = factor;
      },
      secondFactor: () => signInFactor,
    };
  },
  routes: (api, auth, { store, clock }) => {
    registerPrivateRoutes(api, { accounts: store.accounts, clock });
    auth.api(api, auth.secondFactor());
  },
  control: (app, auth) => auth.control(app),
});
