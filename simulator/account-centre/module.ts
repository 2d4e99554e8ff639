import { simulatorModule } from '../module';
import { tradingModule } from '../trading/module';
import { ACCOUNT_CENTRE_MIGRATIONS } from './migrations';
import { registerAccountCentre } from './register-account-centre';

/** Account settings, watchlists and survey answers. */
export const accountCentreModule = simulatorModule({
  id: 'account-centre',
  uses: ['trading'],
  migrations: ACCOUNT_CENTRE_MIGRATIONS,
  start: () => ({}),
  routes: (api, _part, ctx) => registerAccountCentre(api, { repository: ctx.store.accountCentre, accounts: ctx.store.accounts, trading: ctx.part(tradingModule).trading, control: ctx.control, clock: ctx.clock }),
});
