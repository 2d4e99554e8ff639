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

export interface PublicV3Deps {
  readonly engine: MarketEngine;
  readonly control: ControlState;
  readonly clock: () => number;
}

const symbol = z.string({ error: 'is required' }).regex(/^(SPOT|PERP)_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/, 'must be a symbol');
const bookQuery = z.object({ symbol, maxLevel: z.coerce.number().int().min(1).max(BOOK_DEPTH).default(BOOK_DEPTH) });
const tradesQuery = z.object({ symbol, limit: z.coerce.number().int().min(1).max(1000).default(10) });
const klineQuery = z.object({
  symbol,
  type: z.enum(KLINE_TYPES, { error: `must be one of ${KLINE_TYPES.join(', ')}` }),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  before: z.coerce.number().int().min(0).optional(),
  after: z.coerce.number().int().min(0).optional(),
});
const instrumentsQuery = z.object({ symbol: symbol.optional() });
const CREATED = Date.UTC(2021, 0, 1);
const level = z.object({ price: z.number(), quantity: z.number() });
const M = 'Market data';

/** The v3 public market data of the trade page (mounted under /api): docs/protocol.md "Trade page". */
export function registerPublicV3Routes(app: FastifyInstance, { engine, control, clock }: PublicV3Deps): void {
  const known = (s: string) => {
    if (!engine.has(s)) throw new ApiError(ErrorCodes.InvalidParameter, `symbol: unknown ${s}`);
  };

  // The envelope's `timestamp` is the book's: the first delta to apply is the one whose prevTs equals it.
  app.get('/v3/public/orderbook', documented({ tag: M, summary: 'Order book snapshot', description: 'The envelope `timestamp` is the book\'s: the first stream delta to apply has prevTs equal to it.', auth: 'public', query: bookQuery, data: z.object({ asks: z.array(level), bids: z.array(level) }) }), async (request) => {
    const q = parseQuery(bookQuery, request.query);
    known(q.symbol);
    const book = engine.orderBook(q.symbol, q.maxLevel, clock())!;
    return successBody({ asks: book.asks, bids: book.bids }, book.timestamp);
  });

  app.get('/v3/public/marketTrades', documented({ tag: M, summary: 'Recent public trades', auth: 'public', query: tradesQuery, data: rowsOf() }), async (request) => {
    const q = parseQuery(tradesQuery, request.query);
    known(q.symbol);
    return successBody({ rows: engine.publicTrades(q.symbol, q.limit, clock()) }, clock());
  });

  app.get('/v3/public/klineHistory', documented({ tag: M, summary: 'Candles, newest first (before/after to page)', auth: 'public', query: klineQuery, data: rowsOf() }), async (request) => {
    const q = parseQuery(klineQuery, request.query);
    known(q.symbol);
    const now = clock();
    const rows = engine.klines(q.symbol, q.type, { limit: q.limit, before: q.before, after: q.after }, now).map((c) => ({
      symbol: q.symbol, open: c.open, close: c.close, high: c.high, low: c.low, volume: c.volume, amount: c.amount,
      type: q.type, startTimestamp: c.startTimestamp, endTimestamp: c.endTimestamp,
    }));
    return successBody({ rows }, now);
  });

  app.get('/v3/public/instruments', documented({ tag: M, summary: 'Trading rules of every instrument', auth: 'public', query: instrumentsQuery, data: rowsOf() }), async (request) => {
    const q = parseQuery(instrumentsQuery, request.query);
    if (q.symbol !== undefined) known(q.symbol);
    const rows = engine.instruments.filter((i) => q.symbol === undefined || i.symbol === q.symbol).map((instrument) => {
      const info = instrumentInfoRow(instrument);
      return {
        symbol: instrument.symbol, status: 'TRADING', baseAsset: instrument.base, quoteAsset: instrument.quote,
        quoteMin: info.quote_min, quoteMax: info.quote_max, quoteTick: info.quote_tick,
        baseMin: info.base_min, baseMax: info.base_max, baseTick: info.base_tick, minNotional: info.min_notional,
        bidCapRatio: round2(1 + info.price_range), bidFloorRatio: round2(1 - info.price_range),
        askCapRatio: round2(1 + info.price_range), askFloorRatio: round2(1 - info.price_range),
        isStable: info.is_stable === 1, createdTime: CREATED, updatedTime: CREATED,
      };
    });
    return successBody({ rows }, clock());
  });

  app.get('/v3/public/systemInfo', documented({ tag: M, summary: 'System status (0 normal, 2 maintenance)', auth: 'public', data: z.object({ status: z.number().int(), msg: z.string(), estimatedEndTime: z.number().int() }) }), async () => {
    const m = control.maintenance;
    const data = m
      ? { status: 2, msg: m.msg, estimatedEndTime: m.estimatedEndTime }
      : { status: 0, msg: 'System is functioning properly.', estimatedEndTime: 0 };
    return successBody(data, clock());
  });
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
