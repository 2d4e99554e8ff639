import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import { fundingHistory } from './funding-history';
import type { MarketEngine } from './market-engine';

export interface MdPublicRouteDeps {
  readonly engine: MarketEngine;
  readonly clock: () => number;
}

const symbolText = z.string({ error: 'is required' }).regex(/^(SPOT|PERP)_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/, 'must be a symbol');
const historyQuery = z.object({
  symbol: symbolText,
  start_t: z.coerce.number().int().min(0).optional(),
  end_t: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).max(1000).default(100),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const tradesQuery = z.object({ symbol: symbolText, limit: z.coerce.number().int().min(1).max(1000).default(10) });
const bySymbol = z.object({ symbol: symbolText });

/**
 * The markets pages' public market data under `md/v3/public/*` and its `md/v4/public/*` twin:
 * funding rates (all, one symbol, paged history), futures (one symbol; all at `md/v3/public/futures`, http/public-routes.ts,
 * and `md/v4/public/futures` here), market trades, and the 24 h ticker of one symbol. Snake_case rows with JSON numbers:
 * the spec does not show these shapes, so they are the simulator's design (docs/protocol.md "Markets pages").
 */
export function registerMdPublicRoutes(app: FastifyInstance, { engine, clock }: MdPublicRouteDeps): void {
  const ok = <T>(data: T) => successBody(data, clock());
  const known = (symbol: string, perpOnly = false) => {
    if (!engine.has(symbol) || (perpOnly && !symbol.startsWith('PERP_')))
      throw new ApiError(ErrorCodes.InvalidParameter, `symbol: unknown ${symbol}`);
    return symbol;
  };
  const param = (request: { params: unknown }) => parseQuery(bySymbol, request.params).symbol;

  for (const v of ['v3', 'v4']) {
    const base = `/md/${v}/public`;
    app.get(`${base}/funding_rates`, async () => ok({ rows: engine.fundingRates(clock()) }));
    app.get(`${base}/funding_rate/:symbol`, async (request) => {
      const symbol = known(param(request), true);
      return ok(engine.fundingRates(clock()).find((r) => r.symbol === symbol)!);
    });
    app.get(`${base}/funding_rate_history`, async (request) => {
      const q = parseQuery(historyQuery, request.query);
      known(q.symbol, true);
      return ok(fundingHistory(q.symbol, clock(), { startT: q.start_t, endT: q.end_t, size: q.size, page: q.page }));
    });
    app.get(`${base}/futures/:symbol`, async (request) => ok(engine.future(known(param(request), true), clock())!));
    app.get(`${base}/market_trades`, async (request) => {
      const q = parseQuery(tradesQuery, request.query);
      known(q.symbol);
      return ok({ rows: engine.marketTrades(q.symbol, q.limit) });
    });
  }
  app.get('/md/v4/public/futures', async () => ok({ rows: engine.futures(clock()) }));

  // "v3/ticker/{symbol}" is listed under md/v3/public in the spec; served at both readings of that line.
  for (const path of ['/md/v3/ticker/:symbol', '/md/v3/public/v3/ticker/:symbol']) {
    app.get(path, async (request) => {
      const symbol = known(param(request));
      const t = engine.ticker(symbol)!;
      const s = engine.symbolState(symbol)!;
      return ok({
        symbol,
        open: t.open,
        close: t.close,
        high: t.high,
        low: t.low,
        volume: t.volume,
        amount: t.amount,
        count: t.count,
        bid: s.bid,
        ask: s.ask,
        last_trade_ts: t.lastTradeTs,
      });
    });
  }
}
