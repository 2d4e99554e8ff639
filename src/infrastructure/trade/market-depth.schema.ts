import * as z from 'zod/mini';
import type { BookDelta, PriceLevel } from '../../domain/trade/order-book';
import { MAX_MAGNITUDE, numericStringToDecimal, toPlainDecimal } from '../market/market-frame.schema';
import { symbol, timestamp } from '../market/rest-market.schema';
import { nullable, wireCount, wireDecimal, wireTime } from '../http/wire.schema';

/**
 * Wire shapes of the trade page's market data (trading-facts.md "Public market data for the trade page"),
 * shared with the simulator's contract tests. Numbers become canonical decimal strings here.
 */

/** A non-negative JSON number (or plain numeric string) up to 1e15 as a canonical decimal string. */
export const decimal = z.union([
  z.pipe(z.number().check(z.gte(0), z.lte(MAX_MAGNITUDE)), z.transform(toPlainDecimal)),
  z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const plain = numericStringToDecimal(text);
      if (plain === undefined) ctx.issues.push({ code: 'custom', message: 'not a plain decimal', input: text });
      return plain ?? z.NEVER;
    }),
  ),
]);
/** A price is a decimal above zero. */
export const price = decimal.check(z.refine((text: string) => !/^0(\.0*)?$/.test(text), 'price must be above 0'));
const signed = z.pipe(z.number().check(z.gte(-MAX_MAGNITUDE), z.lte(MAX_MAGNITUDE)), z.transform(toPlainDecimal));
const MAX_LEVELS = 5000;

/** `/v3/public/orderbook` data (the snapshot's time is the envelope's `timestamp`). */
export const orderBookData = z.object({
  asks: z.array(z.object({ price, quantity: decimal })).check(z.maxLength(MAX_LEVELS)),
  bids: z.array(z.object({ price, quantity: decimal })).check(z.maxLength(MAX_LEVELS)),
});

const levelPair = z.tuple([price, decimal]);
/** `{symbol}@orderbookupdate` data; the frame's `ts` is the delta's. */
export const orderBookUpdateData = z.object({
  symbol,
  prevTs: timestamp,
  bids: z.array(levelPair).check(z.maxLength(MAX_LEVELS)),
  asks: z.array(levelPair).check(z.maxLength(MAX_LEVELS)),
});

const side = z.enum(['BUY', 'SELL']);
/** `{symbol}@trade` data. */
export const tradeData = z.object({ symbol, price, size: decimal, side, source: z.optional(z.int()) });

/** A `/v3/public/marketTrades` row (recorded; docs/protocol.md "Public v3 market data"): any wire period. */
export const marketTradeRowV3 = z.object({
  symbol,
  side,
  source: z.optional(wireCount),
  executedPrice: price,
  executedQuantity: decimal,
  executedTimestamp: wireTime,
});

/** A `/v3/public/klineHistory` row (recorded): any wire period. */
export const klineRowV3 = z.object({
  symbol,
  open: price,
  close: price,
  high: price,
  low: price,
  volume: decimal,
  amount: decimal,
  type: z.enum(['1m', '5m', '15m', '30m', '1h', '4h', '12h', '1d', '1w', '1mon']),
  startTimestamp: wireTime,
  endTimestamp: wireTime,
});

/** `{symbol}@kline_<type>` data. */
export const klineFrameData = z.object({
  symbol,
  type: z.enum(['1m', '5m', '15m', '30m', '1h', '4h', '12h', '1d', '1w', '1M']),
  open: price,
  close: price,
  high: price,
  low: price,
  volume: decimal,
  amount: decimal,
  startTime: timestamp,
  endTime: timestamp,
});

/**
 * A `/v3/public/instruments` row (recorded): the trading rules. Each price bound may be null (the recording has a
 * buy cap and a sell floor, the other two null).
 */
export const instrumentRowV3 = z.object({
  symbol,
  status: z.string().check(z.maxLength(20)),
  baseAsset: z.string().check(z.maxLength(20)),
  quoteAsset: z.string().check(z.maxLength(20)),
  quoteMin: decimal,
  quoteMax: decimal,
  quoteTick: price,
  baseMin: decimal,
  baseMax: decimal,
  baseTick: price,
  minNotional: decimal,
  bidCapRatio: nullable(wireDecimal),
  bidFloorRatio: nullable(wireDecimal),
  askCapRatio: nullable(wireDecimal),
  askFloorRatio: nullable(wireDecimal),
});

/** `/v3/public/systemInfo` data (recorded): any wire period. */
export const systemInfoData = z.object({
  status: wireCount,
  msg: z.string().check(z.maxLength(500)),
  estimatedEndTime: z.optional(z.nullable(wireTime)),
});

export const priceData = z.object({ symbol, price });
export const openInterestData = z.object({ symbol, openInterest: decimal });
export const estFundingRateData = z.object({ symbol, fundingRate: signed, fundingTs: timestamp });

const DELTA_KEYS = new Set(['symbol', 'prevTs', 'bids', 'asks']);
const isPrice = (v: unknown): v is number => typeof v === 'number' && v > 0 && v <= MAX_MAGNITUDE;
const isSize = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= MAX_MAGNITUDE;

function plainPairs(raw: unknown): PriceLevel[] | undefined {
  if (!Array.isArray(raw) || raw.length > MAX_LEVELS) return undefined;
  const out: PriceLevel[] = new Array(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const pair = raw[i];
    if (!Array.isArray(pair) || pair.length !== 2 || !isPrice(pair[0]) || !isSize(pair[1])) return undefined;
    out[i] = { price: toPlainDecimal(pair[0]), quantity: toPlainDecimal(pair[1]) };
  }
  return out;
}

/**
 * `{symbol}@orderbookupdate` data → a delta of `symbol` at `ts`, or undefined when invalid or another symbol's.
 * Hot path: exactly the four keys with JSON number pairs, checked by hand with the schema's bounds; any other
 * shape (numeric strings, extra keys) goes through zod (docs/adr/0006).
 */
export function toBookDelta(raw: unknown, ts: number, expectedSymbol: string): BookDelta | undefined {
  if (!Number.isInteger(ts) || ts < 0 || ts > MAX_MAGNITUDE) return undefined;
  const fast = plainDelta(raw, ts);
  if (fast !== null) return fast.symbol === expectedSymbol ? fast.delta : undefined;
  const parsed = orderBookUpdateData.safeParse(raw);
  if (!parsed.success || parsed.data.symbol !== expectedSymbol) return undefined;
  const pairs = (list: readonly [string, string][]) => list.map(([p, q]) => ({ price: p, quantity: q }));
  return { ts, prevTs: parsed.data.prevTs, bids: pairs(parsed.data.bids), asks: pairs(parsed.data.asks) };
}

/** null: not the plain shape (let zod decide); otherwise the checked delta. */
function plainDelta(raw: unknown, ts: number): { symbol: string; delta: BookDelta } | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  let keys = 0;
  for (const key in raw) {
    if (!DELTA_KEYS.has(key)) return null;
    keys++;
  }
  if (keys !== 4) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.symbol !== 'string' || !Number.isInteger(r.prevTs)) return null;
  const bids = plainPairs(r.bids);
  const asks = bids && plainPairs(r.asks);
  if (!bids || !asks) return null;
  const prevTs = r.prevTs as number;
  if (prevTs < 0 || prevTs > MAX_MAGNITUDE || r.symbol.length > 40) return null;
  return { symbol: r.symbol, delta: { ts, prevTs, bids, asks } };
}
