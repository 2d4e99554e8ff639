import { simulatorModule } from '../module';
import { tradingModule } from '../trading/module';
import { MemoryAccountCentreRepository } from './account-centre-repository';
import { ACCOUNT_CENTRE_MIGRATIONS } from './migrations';
import { registerAccountCentre } from './register-account-centre';

/** Account settings, watchlists and survey answers. */
export const accountCentreModule = simulatorModule({
  id: 'account-centre',
  uses: ['trading'],
  migrations: ACCOUNT_CENTRE_MIGRATIONS,
  start: ({ store }) => ({ repository: store.accountCentre ?? new MemoryAccountCentreRepository() }),
  routes: (api, { repository }, ctx) =>
    registerAccountCentre(api, {
      repository,
      accounts: ctx.store.accounts,
      trading: ctx.part(tradingModule).trading,
      control: ctx.control,
      clock: ctx.clock,
    }),
});
