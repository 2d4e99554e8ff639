import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import type { MarketEngine } from './market-engine';
import { roundDecimals } from './tick-math';
import { tokenRows } from './tokens';
import type { Instrument } from './instruments';
import { instrumentInfoRow } from './views';

const symbolText = z.string().regex(/^(SPOT|PERP)_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/, 'must be a symbol');
export const LEVERAGE_TIERS = [
  { maxNotional: 1_000_000, maxLeverage: 50, maintenanceMarginRatio: 0.01 },
  { maxNotional: 5_000_000, maxLeverage: 20, maintenanceMarginRatio: 0.025 },
  { maxNotional: 20_000_000, maxLeverage: 10, maintenanceMarginRatio: 0.05 },
  { maxNotional: 100_000_000, maxLeverage: 5, maintenanceMarginRatio: 0.1 },
];

/**
 * The leverage tiers of one perpetual (the one source: `/instrument/v4/public/leverageLimitations` serves them and the
 * trading engine checks leverage, position caps and maintenance margin against them). Ranks above 10 allow at most 20×.
 */
export function leverageTiersOf(instrument: Pick<Instrument, 'rank'>) {
  return LEVERAGE_TIERS.map((t, n) => {
    const maxLeverage = instrument.rank <= 10 ? t.maxLeverage : Math.min(t.maxLeverage, 20);
    return {
      tier: n + 1,
      minNotional: n === 0 ? 0 : LEVERAGE_TIERS[n - 1].maxNotional,
      maxNotional: t.maxNotional,
      maxLeverage,
      initialMarginRatio: roundDecimals(1 / maxLeverage, 4),
      maintenanceMarginRatio: t.maintenanceMarginRatio,
    };
  });
}

/**
 * The instrument extras the spec lists (mounted under /api): the futures multiplier, the insurance fund, leverage
 * tiers, liquidity and token info, from the engine's instruments. docs/protocol.md lists the shapes.
 */
export function registerInstrumentExtras(
  app: FastifyInstance,
  { engine, clock, insuranceDelta }: { engine: MarketEngine; clock: () => number; insuranceDelta?: (symbol: string) => number },
): void {
  const ok = <T>(data: T) => successBody(data, clock());
  const need = (s: string | undefined) => {
    if (s === undefined || !engine.has(s)) throw new ApiError(ErrorCodes.InvalidParameter, `symbol: unknown ${s ?? ''}`);
    return s;
  };
  const perps = () => engine.instruments.filter((i) => i.type === 'PERP');
  const ticker = (symbol: string) => engine.ticker(symbol)!;

  app.get('/instrument/v4/public/futures_multiplier_config', async () =>
    ok({ rows: perps().map((i) => ({ symbol: i.symbol, multiplier: 1, baseTick: i.baseTick })) }),
  );
  app.get('/instrument/v4/public/insuranceFund', async (request) => {
    const q = parseQuery(z.object({ symbol: symbolText.optional() }), request.query);
    const list = q.symbol === undefined ? perps() : [engine.instruments.find((i) => i.symbol === need(q.symbol))!];
    return ok({
      rows: list.map((i) => ({
        symbol: i.symbol,
        token: 'USDT',
        balance: roundDecimals(i.liquidity * 0.01 + (insuranceDelta?.(i.symbol) ?? 0), 2),
        updatedTime: clock(),
      })),
    });
  });
  app.get('/instrument/v4/public/leverageLimitations', async (request) => {
    const q = parseQuery(z.object({ symbol: symbolText.optional() }), request.query);
    const list = q.symbol === undefined ? perps() : [engine.instruments.find((i) => i.symbol === need(q.symbol))!];
    return ok({
      rows: list.map((i) => ({ symbol: i.symbol, tiers: leverageTiersOf(i) })),
    });
  });
  app.get('/instrument/v4/public/symbol/liquidity', async () => {
    const now = clock();
    return ok({
      rows: engine.instruments.map((i) => {
        const t = ticker(i.symbol);
        return { symbol: i.symbol, amount24h: t.amount, liquidity: roundDecimals(i.liquidity * 0.002, 2), timestamp: now };
      }),
    });
  });
  app.get('/instrument/v4/public/token_info', async (request) => {
    const q = parseQuery(z.object({ type: z.enum(['SPOT', 'PERP', 'ALL']).default('ALL') }), request.query);
    const bases = new Set(engine.instruments.filter((i) => q.type === 'ALL' || i.type === q.type).map((i) => i.base));
    return ok({
      rows: tokenRows(engine.instruments)
        .filter((t) => bases.has(t.balance_token) || (q.type === 'ALL' && t.balance_token === 'USDT'))
        .map((t) => {
          const info = engine.instruments.find((i) => i.base === t.balance_token);
          return {
            token: t.balance_token,
            fullname: t.fullname,
            decimals: t.decimals,
            spot: engine.has(`SPOT_${t.balance_token}_USDT`),
            perp: engine.has(`PERP_${t.balance_token}_USDT`),
            baseTick: info ? instrumentInfoRow(info).base_tick : 0,
          };
        }),
    });
  });
}
