import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documented } from '../api-docs/api-operation';
import { paged, rowsOf } from '../api-docs/answers';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import { FUNDING_PERIOD_MS, fundingHistory } from './funding-history';
import type { MarketEngine } from './market-engine';
import { plainText } from './wire-text';

export interface PublicV3FuturesDeps {
  readonly engine: MarketEngine;
  readonly clock: () => number;
  /** The mark margin and PnL use when it is fixed: the public answers show the same mark. */
  readonly fixedMark?: (symbol: string) => string | undefined;
}

const perpSymbol = z.string().regex(/^PERP_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/, 'must be a perpetual symbol');
const oneOrAll = z.object({ symbol: perpSymbol.optional() });
const historyQuery = z.object({
  symbol: perpSymbol,
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(500).default(25),
});
const FUNDING_INTERVAL_HOURS = FUNDING_PERIOD_MS / 3_600_000;
const M = 'Market data';

/**
 * The v3 public futures calls CCXT makes (fetchTicker(s) on swaps, fetchFundingRate(s), fetchFundingRateHistory), in
 * the recorded shapes (docs/protocol.md "Public v3 market data"): decimals as strings, times as integer milliseconds,
 * rows camelCase. The same figures as the markets pages' `md/v3/public/*` rows, from the same engine.
 */
export function registerPublicV3FuturesRoutes(app: FastifyInstance, { engine, clock, fixedMark }: PublicV3FuturesDeps): void {
  const perp = (symbol: string) => {
    if (!engine.has(symbol)) throw new ApiError(ErrorCodes.InvalidParameter, `symbol: unknown ${symbol}`);
    return symbol;
  };
  const chosen = <T extends { symbol: string }>(rows: T[], symbol: string | undefined) =>
    symbol === undefined ? rows : rows.filter((r) => r.symbol === perp(symbol));

  app.get(
    '/v3/public/futures',
    documented({
      tag: M,
      summary: 'Perpetuals: mark and index price, funding, open interest, 24 h figures',
      auth: 'public',
      query: oneOrAll,
      data: rowsOf(),
    }),
    async (request) => {
      const q = parseQuery(oneOrAll, request.query);
      const now = clock();
      const rows = chosen(engine.futures(now), q.symbol).map((f) => ({
        symbol: f.symbol,
        indexPrice: plainText(f.index_price),
        markPrice: fixedMark?.(f.symbol) ?? plainText(f.mark_price),
        estFundingRate: plainText(f.est_funding_rate),
        lastFundingRate: plainText(f.last_funding_rate),
        openInterest: plainText(f.open_interest),
        '24hOpen': plainText(f['24h_open']),
        '24hClose': plainText(f['24h_close']),
        '24hHigh': plainText(f['24h_high']),
        '24hLow': plainText(f['24h_low']),
        '24hVolume': plainText(f['24h_volume']),
        '24hAmount': plainText(f['24h_amount']),
        nextFundingTime: f.next_funding_time,
      }));
      return successBody({ rows }, now);
    },
  );

  app.get(
    '/v3/public/fundingRate',
    documented({ tag: M, summary: 'Estimated and last funding rate of the perpetuals', auth: 'public', query: oneOrAll, data: rowsOf() }),
    async (request) => {
      const q = parseQuery(oneOrAll, request.query);
      const now = clock();
      const rows = chosen(engine.fundingRates(now), q.symbol).map((r) => ({
        symbol: r.symbol,
        estFundingRate: plainText(r.est_funding_rate),
        estFundingRateTimestamp: r.est_funding_rate_timestamp,
        lastFundingRate: plainText(r.last_funding_rate),
        lastFundingRateTimestamp: r.last_funding_rate_timestamp,
        nextFundingTime: r.next_funding_time,
        lastFundingIntervalHours: FUNDING_INTERVAL_HOURS,
        estFundingIntervalHours: FUNDING_INTERVAL_HOURS,
      }));
      return successBody({ rows }, now);
    },
  );

  app.get(
    '/v3/public/fundingRateHistory',
    documented({
      tag: M,
      summary: 'Settled funding rates of one perpetual, newest first, paged',
      auth: 'public',
      query: historyQuery,
      data: paged(),
    }),
    async (request) => {
      const q = parseQuery(historyQuery, request.query);
      perp(q.symbol);
      const now = clock();
      const history = fundingHistory(q.symbol, now, { startT: q.startTime, endT: q.endTime, size: q.size, page: q.page });
      const mark = Number(engine.future(q.symbol, now)?.mark_price ?? 0);
      const rows = history.rows.map((r) => ({
        symbol: r.symbol,
        fundingRate: plainText(r.funding_rate),
        fundingRateTimestamp: r.funding_rate_timestamp,
        nextFundingTime: r.next_funding_time,
        markPrice: plainText(markAt(engine, q.symbol, r.funding_rate_timestamp, now) ?? mark),
      }));
      return successBody({ rows, meta: history.meta }, now);
    },
  );
}

/** The mark at a settlement: the open of the hourly candle starting then (the simulator's marks follow its prices). */
function markAt(engine: MarketEngine, symbol: string, ts: number, now: number): number | undefined {
  const [candle] = engine.klines(symbol, '1h', { limit: 1, before: ts + 1 }, now);
  return candle !== undefined && candle.startTimestamp === ts ? candle.open : undefined;
}
