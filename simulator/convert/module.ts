import { simulatorModule } from '../module';
import { marketModule } from '../market/module';
import { tradingModule } from '../trading/module';
import { Convert } from './convert';
import { registerConvertRoutes } from './convert-routes';
import { CONVERT_MIGRATIONS } from './migrations';

/** Convert: quotes valid a few seconds, accepted through the ledger. */
export const convertModule = simulatorModule({
  id: 'convert',
  uses: ['market', 'trading'],
  migrations: CONVERT_MIGRATIONS,
  start: (ctx) =>
    new Convert(ctx.part(tradingModule).trading, ctx.part(marketModule).engine, {
      clock: ctx.clock,
      quoteTtlMs: ctx.options.convertQuoteTtlMs,
    }),
  routes: (api, convert, ctx) =>
    registerConvertRoutes(api, {
      trading: ctx.part(tradingModule).trading,
      convert,
      accounts: ctx.store.accounts,
      control: ctx.control,
      clock: ctx.clock,
    }),
});
