import { simulatorModule } from '../module';
import { keyFamilyFrom } from '../api-keys/key-guard';
import { subAccountsModule } from '../subaccounts/module';
import { SECURITY_MIGRATIONS } from './migrations';
import { createSecurityMount } from './register-security';

/** 2FA, passwords, devices, activity and the mail outbox; the family is one security subject (docs/adr/0024). */
export const securityModule = simulatorModule({
  id: 'security',
  uses: ['subaccounts'],
  migrations: SECURITY_MIGRATIONS,
  start: (ctx) => createSecurityMount(ctx.store.security, ctx.store.accounts, ctx.clock, keyFamilyFrom(ctx.part(subAccountsModule).subAccounts)),
  // the trade password is a request hook: it must see the trading routes
  guards: (api, security) => security.tradePasswordGate.register(api),
  routes: (api, security, { options }) => security.api(api, options.control),
  control: (app, security) => security.control(app),
});
