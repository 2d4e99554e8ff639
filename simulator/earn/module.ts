import { simulatorModule } from '../module';
import { tradingModule } from '../trading/module';
import { Earn } from './earn';
import { registerEarnControlRoutes, registerEarnRoutes } from './earn-routes';
import { EARN_MIGRATIONS } from './migrations';

/** WOO staking and savings on the earn clock; My WOO's tier lowers the fees the engine charges. */
export const earnModule = simulatorModule({
  id: 'earn',
  uses: ['trading'],
  migrations: EARN_MIGRATIONS,
  start: async (ctx) => {
    const { trading } = ctx.part(tradingModule);
    const earn = new Earn(trading, ctx.clock, ctx.options.earnDayMs ?? 86_400_000);
    await earn.process();
    earn.start();
    trading.feeDiscounts.register('my-woo-tier', (userId) => earn.tiers.feeDiscount(userId), {
      has: (userId) => earn.tiers.hasFeeDiscount(userId),
    });
    return earn;
  },
  routes: (api, earn, ctx) =>
    registerEarnRoutes(api, {
      trading: ctx.part(tradingModule).trading,
      earn,
      accounts: ctx.store.accounts,
      control: ctx.control,
      clock: ctx.clock,
    }),
  control: (app, earn) => registerEarnControlRoutes(app, { earn }),
  stop: (earn) => earn.stop(),
});
