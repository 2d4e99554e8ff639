import { simulatorModule } from '../module';
import { socialModule } from '../social/module';
import { tradingModule } from '../trading/module';
import { COPY_MIGRATIONS } from './migrations';
import { createCopyMount } from './register-copy';

/** Copy trading (docs/adr/0022): lead traders' orders copied, stops checked, the profit share settled. */
export const copyModule = simulatorModule({
  id: 'copy',
  uses: ['trading', 'social'],
  migrations: COPY_MIGRATIONS,
  start: (ctx) =>
    createCopyMount(ctx.part(tradingModule).trading, ctx.part(socialModule).service, ctx.clock, {
      tickMs: 1000,
      settleMs: ctx.options.copySettleMs ?? 86_400_000,
    }),
  routes: (api, copy) => copy.api(api),
  control: (app, copy) => copy.control(app),
  stop: (copy) => copy.stop(),
});
