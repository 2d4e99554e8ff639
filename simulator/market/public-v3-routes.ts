import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ControlState } from '../control/control-state';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import { documented } from '../api-docs/api-operation';
import { rowsOf } from '../api-docs/answers';
import { BOOK_DEPTH } from './depth-book';
import { KLINE_TYPES } from './klines';
import type { MarketEngine } from './market-engine';
import { instrumentInfoRow } from './views';
import { plainText } from './wire-text';
import { registerPublicV3FuturesRoutes } from './public-v3-futures-routes';

export interface PublicV3Deps {
  readonly engine: MarketEngine;
  readonly control: ControlState;
  readonly clock: () => number;
  /** The trading engine's mark when it is fixed (the control route, a test's fixed mark), else undefined. */
  readonly fixedMark?: (symbol: string) => string | undefined;
}

const symbol = z.string({ error: 'is required' }).regex(/^(SPOT|PERP)_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/, 'must be a symbol');
const bookQuery = z.object({ symbol, maxLevel: z.coerce.number().int().min(1).max(1000).default(BOOK_DEPTH) });
const tradesQuery = z.object({ symbol, limit: z.coerce.number().int().min(1).max(1000).default(10) });
const klineQuery = z.object({
  symbol,
  type: z.enum(KLINE_TYPES, { error: `must be one of ${KLINE_TYPES.join(', ')}` }),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  before: z.coerce.number().int().min(0).optional(),
  after: z.coerce.number().int().min(0).optional(),
});
const instrumentsQuery = z.object({ symbol: symbol.optional() });
const level = z.object({ price: z.string(), quantity: z.string() });
const M = 'Market data';

/**
 * The v3 public market data (mounted under /api) in the real exchange's recorded shapes (shared/reference/
 * woo-real-responses.json; docs/protocol.md "Public v3 market data"): prices and sizes of the order book, trades and
 * candles as decimal strings, times as integer milliseconds; older wire periods are re-encoded by http/wire-period.ts.
 */
export function registerPublicV3Routes(app: FastifyInstance, { engine, control, clock, fixedMark }: PublicV3Deps): void {
  const known = (s: string) => {
    if (!engine.has(s)) throw new ApiError(ErrorCodes.InvalidParameter, `symbol: unknown ${s}`);
  };

  // The envelope's `timestamp` is the book's: the first delta to apply is the one whose prevTs equals it.
  app.get(
    '/v3/public/orderbook',
    documented({
      tag: M,
      summary: 'Order book snapshot',
      description: "The envelope `timestamp` is the book's: the first stream delta to apply has prevTs equal to it.",
      auth: 'public',
      query: bookQuery,
      data: z.object({ asks: z.array(level), bids: z.array(level) }),
    }),
    async (request) => {
      const q = parseQuery(bookQuery, request.query);
      known(q.symbol);
      const book = engine.orderBook(q.symbol, q.maxLevel, clock())!;
      const levels = (side: readonly { price: number; quantity: number }[]) =>
        side.map((l) => ({ price: plainText(l.price), quantity: plainText(l.quantity) }));
      return successBody({ asks: levels(book.asks), bids: levels(book.bids) }, book.timestamp);
    },
  );

  app.get(
    '/v3/public/marketTrades',
    documented({ tag: M, summary: 'Recent public trades', auth: 'public', query: tradesQuery, data: rowsOf() }),
    async (request) => {
      const q = parseQuery(tradesQuery, request.query);
      known(q.symbol);
      const rows = engine.publicTrades(q.symbol, q.limit, clock()).map((t) => ({
        symbol: t.symbol,
        side: t.side,
        source: t.source,
        executedPrice: plainText(t.executedPrice),
        executedQuantity: plainText(t.executedQuantity),
        executedTimestamp: t.executedTimestamp,
      }));
      return successBody({ rows }, clock());
    },
  );

  app.get(
    '/v3/public/klineHistory',
    documented({ tag: M, summary: 'Candles, newest first (before/after to page)', auth: 'public', query: klineQuery, data: rowsOf() }),
    async (request) => {
      const q = parseQuery(klineQuery, request.query);
      known(q.symbol);
      const now = clock();
      const rows = engine.klines(q.symbol, q.type, { limit: q.limit, before: q.before, after: q.after }, now).map((c) => ({
        symbol: q.symbol,
        open: plainText(c.open),
        close: plainText(c.close),
        high: plainText(c.high),
        low: plainText(c.low),
        volume: plainText(c.volume),
        amount: plainText(c.amount),
        type: q.type,
        startTimestamp: c.startTimestamp,
        endTimestamp: c.endTimestamp,
      }));
      return successBody({ rows }, now);
    },
  );

  app.get(
    '/v3/public/instruments',
    documented({ tag: M, summary: 'Trading rules of every instrument', auth: 'public', query: instrumentsQuery, data: rowsOf() }),
    async (request) => {
      const q = parseQuery(instrumentsQuery, request.query);
      if (q.symbol !== undefined) known(q.symbol);
      const rows = engine.instruments
        .filter((i) => q.symbol === undefined || i.symbol === q.symbol)
        .map((instrument) => {
          const info = instrumentInfoRow(instrument);
          // The recorded row: a buy is capped above the mark (bidCapRatio) and a sell floored below it (askFloorRatio);
          // the other two bounds are null, as are impactNotional and tickGranularity on the recorded spot row.
          return {
            symbol: instrument.symbol,
            status: 'TRADING',
            baseAsset: instrument.base,
            baseAssetMultiplier: 1,
            quoteAsset: instrument.quote,
            quoteMin: plainText(info.quote_min),
            quoteMax: plainText(info.quote_max),
            quoteTick: plainText(info.quote_tick),
            baseMin: plainText(info.base_min),
            baseMax: plainText(info.base_max),
            baseTick: plainText(info.base_tick),
            minNotional: plainText(info.min_notional),
            bidCapRatio: plainText(round2(1 + info.price_range)),
            bidFloorRatio: null,
            askCapRatio: null,
            askFloorRatio: plainText(round2(1 - info.price_range)),
            orderMode: 'NORMAL',
            impactNotional: null,
            isAllowedRpi: false,
            tickGranularity: null,
          };
        });
      return successBody({ rows }, clock());
    },
  );

  app.get(
    '/v3/public/systemInfo',
    documented({
      tag: M,
      summary: 'System status (0 normal, 2 maintenance)',
      auth: 'public',
      data: z.object({ status: z.number().int(), msg: z.string(), estimatedEndTime: z.number().int() }),
    }),
    async () => {
      const m = control.maintenance;
      const data = m
        ? { status: 2, msg: m.msg, estimatedEndTime: m.estimatedEndTime }
        : { status: 0, msg: 'System is functioning properly.', estimatedEndTime: 0 };
      return successBody(data, clock());
    },
  );

  registerPublicV3FuturesRoutes(app, { engine, clock, fixedMark });
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
