import { simulatorModule } from '../module';
import { rewardsModule } from '../rewards/module';
import { socialModule } from '../social/module';
import { tradingModule } from '../trading/module';
import { createCompetitionsMount } from './register-competitions';

/** Trading competitions and market-maker epochs, whose prizes the reward centre pays through the ledger. */
export const competitionsModule = simulatorModule({
  id: 'competitions',
  uses: ['trading', 'social', 'rewards'],
  start: (ctx) => {
    const { rewards } = ctx.part(rewardsModule);
    return createCompetitionsMount(
      ctx.part(tradingModule).trading,
      ctx.part(socialModule),
      ctx.clock,
      ctx.options.campaignPayoutCheckMs ?? 5_000,
      (userId, campaignId, rank, token, amount) => rewards.payPrize(userId, campaignId, rank, token, amount),
    );
  },
  routes: (api, competitions, { store }) => competitions.api(api, store.accounts),
  control: (app, competitions) => competitions.control(app),
  stop: (competitions) => competitions.stop(),
});
