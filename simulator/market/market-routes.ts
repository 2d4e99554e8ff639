import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import { fundingHistory } from './funding-history';
import type { MarketEngine } from './market-engine';
import { tokenRows } from './tokens';

export interface MarketRouteDeps {
  readonly engine: MarketEngine;
  readonly clock: () => number;
}

const symbolParam = z.string({ error: 'is required' }).regex(/^(SPOT|PERP)_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/, 'must be a symbol');
const historyQuery = z.object({
  symbol: symbolParam,
  start_t: z.coerce.number().int().min(0).optional(),
  end_t: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).max(1000).default(100),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const tradesQuery = z.object({ symbol: symbolParam, limit: z.coerce.number().int().min(1).max(1000).default(10) });

/** Market REST calls of the markets pages (mounted under /api): token, funding, market trades. */
export function registerMarketRoutes(app: FastifyInstance, { engine, clock }: MarketRouteDeps): void {
  const ok = <T>(data: T) => successBody(data, clock());
  const known = (symbol: string, perpOnly = false) => {
    if (!engine.has(symbol) || (perpOnly && !symbol.startsWith('PERP_'))) throw new ApiError(ErrorCodes.InvalidParameter, `symbol: unknown ${symbol}`);
  };

  app.get('/instrument/v4/public/token', async () => ok({ rows: tokenRows(engine.instruments) }));

  app.get('/md/v3/public/funding_rates', async () => ok({ rows: engine.fundingRates(clock()) }));

  app.get('/md/v3/public/funding_rate_history', async (request) => {
    const q = parseQuery(historyQuery, request.query);
    known(q.symbol, true);
    return ok(fundingHistory(q.symbol, clock(), { startT: q.start_t, endT: q.end_t, size: q.size, page: q.page }));
  });

  app.get('/md/v3/public/market_trades', async (request) => {
    const q = parseQuery(tradesQuery, request.query);
    known(q.symbol);
    return ok({ rows: engine.marketTrades(q.symbol, q.limit) });
  });
}
