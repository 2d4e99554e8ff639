import { simulatorModule } from '../module';
import { registerPrivateRoutes } from '../http/private-routes';
import { socialModule } from '../social/module';
import { AUTH_MIGRATIONS } from './migrations';
import { createAuthMount } from './register-auth';

/** Sign-in: the ID-token exchange for a session, sessions and their lifetime, the account's own info. */
export const authModule = simulatorModule({
  id: 'auth',
  // the simulated traders' cool names are taken; the traders are made later (social), so the check is read lazily
  uses: ['social'],
  migrations: AUTH_MIGRATIONS,
  start: (ctx) => createAuthMount(ctx.store, ctx.clock, ctx.options.auth, (name) => ctx.part(socialModule).traders.isReservedName(name)),
  routes: (api, auth, { store, clock }) => {
    registerPrivateRoutes(api, { accounts: store.accounts, clock });
    auth.api(api);
  },
  control: (app, auth) => auth.control(app),
});
