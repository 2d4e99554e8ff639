import { simulatorModule } from '../module';
import { keyFamilyFrom } from '../api-keys/key-guard';
import { authModule } from '../auth/module';
import { subAccountsModule } from '../subaccounts/module';
import { SECURITY_MIGRATIONS } from './migrations';
import { createSecurityMount } from './register-security';

/** 2FA, passwords, devices, activity and the mail outbox; the family is one security subject (docs/adr/0024). */
export const securityModule = simulatorModule({
  id: 'security',
  uses: ['auth', 'subaccounts'],
  migrations: SECURITY_MIGRATIONS,
  start: async (ctx) => {
    const security = await createSecurityMount(
      ctx.store.security,
      ctx.store.accounts,
      ctx.clock,
      keyFamilyFrom(ctx.part(subAccountsModule).subAccounts),
    );
    ctx.part(authModule).askSecondFactorWith(security.signInFactor);
    return security;
  },
  // the trade password is a request hook: it must see the trading routes
  guards: (api, security) => security.tradePasswordGate.register(api),
  routes: (api, security, { options }) => security.api(api, options.control),
  control: (app, security) => security.control(app),
});
