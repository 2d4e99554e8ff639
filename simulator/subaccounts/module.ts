import { simulatorModule } from '../module';
import { authModule } from '../auth/module';
import { marketModule } from '../market/module';
import { tradingModule } from '../trading/module';
import { SUBACCOUNTS_MIGRATIONS } from './migrations';
import { createSubAccountParts } from './sub-account-parts';

/** Sub-accounts, transfers inside the family, collateral and the wallet mode (docs/adr/0021). */
export const subAccountsModule = simulatorModule({
  id: 'subaccounts',
  uses: ['auth', 'market', 'trading'],
  migrations: SUBACCOUNTS_MIGRATIONS,
  start: (ctx) => {
    const auth = ctx.part(authModule);
    return createSubAccountParts({
      store: ctx.store,
      trading: ctx.part(tradingModule).trading,
      market: ctx.part(marketModule).engine,
      clock: ctx.clock,
      sessionTtlMs: () => auth.sessionTtlMs(),
    });
  },
  routes: (api, parts, { control }) => parts.register(api, control),
});
