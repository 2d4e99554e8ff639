import { simulatorModule } from '../module';
import { campaignsModule } from '../campaigns/module';
import { earnModule } from '../earn/module';
import { tradingModule } from '../trading/module';
import { walletModule } from '../wallet/module';
import { createRewardsMount } from './register-rewards';

/** The reward centre and promotions: tasks from deposits and fills, fee discounts, APY boosters. */
export const rewardsModule = simulatorModule({
  id: 'rewards',
  uses: ['trading', 'campaigns', 'wallet', 'earn'],
  start: (ctx) =>
    createRewardsMount({
      trading: ctx.part(tradingModule).trading,
      notifications: ctx.part(campaignsModule).notifications,
      deposits: ctx.part(walletModule).deposits,
      earn: ctx.part(earnModule),
      clock: ctx.clock,
    }),
  routes: (api, rewards, ctx) =>
    rewards.api(api, { trading: ctx.part(tradingModule).trading, accounts: ctx.store.accounts, control: ctx.control, clock: ctx.clock }),
});
