import type { BboUpdate, Ticker, TotalsEntry } from '../../domain/market/ticker';
import { isMarketSymbol } from '../../domain/market/market-symbol';
import { bboRowSchema, MAX_MAGNITUDE, toPlainDecimal, tickerRowSchema, totalsRowSchema } from './market-frame.schema';

/** Validated row → domain value; `undefined` for an invalid row. Output objects are built field by field. */
export function toTicker(raw: unknown): Ticker | undefined {
  const fast = plainTicker(raw);
  if (fast) return fast;
  const parsed = tickerRowSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const row = parsed.data;
  const ticker: { -readonly [K in keyof Ticker]: Ticker[K] } = {
    symbol: row.symbol,
    open: row.open,
    close: row.close,
    high: row.high,
    low: row.low,
    volume: row.volume,
    amount: row.amount,
    count: row.count,
  };
  if (row.aggregatedAmount != null) ticker.aggregatedAmount = row.aggregatedAmount;
  if (row.aggregatedQuantity != null) ticker.aggregatedQuantity = row.aggregatedQuantity;
  if (row.lastTradeTs != null) ticker.lastTradeTs = row.lastTradeTs;
  return ticker;
}

export function toBboUpdate(raw: unknown): BboUpdate | undefined {
  const fast = plainBbo(raw);
  if (fast) return fast;
  const parsed = bboRowSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const { symbol, bid, bidSize, ask, askSize } = parsed.data;
  return { symbol, bid, bidSize, ask, askSize };
}

export function toTotalsEntry(raw: unknown): TotalsEntry | undefined {
  const parsed = totalsRowSchema.safeParse(raw);
  return parsed.success ? { amount: parsed.data.amount, count: parsed.data.count } : undefined;
}

export interface MappedRows<T> {
  readonly rows: T[];
  readonly dropped: number;
}

/** Maps a list payload row by row, keeping the valid rows; `undefined` when the payload is not a list. */
export function mapRows<T>(data: unknown, mapRow: (raw: unknown) => T | undefined): MappedRows<T> | undefined {
  if (!Array.isArray(data)) return undefined;
  const rows: T[] = [];
  for (let i = 0; i < data.length; i++) {
    const row = mapRow(data[i]);
    if (row !== undefined) rows.push(row);
  }
  return { rows, dropped: data.length - rows.length };
}

const BBO_KEYS = new Set(['symbol', 'ask', 'askSize', 'bid', 'bidSize']);
const isSize = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= MAX_MAGNITUDE;

/**
 * Hot path for a best bid/ask row of exactly the five keys with JSON numbers: the checks of
 * `bboRowSchema` for that case. Anything else (numeric strings, extra keys) goes through zod.
 */
function plainBbo(raw: unknown): BboUpdate | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  let keys = 0;
  for (const key in raw) {
    if (!BBO_KEYS.has(key)) return undefined;
    keys++;
  }
  if (keys !== 5) return undefined;
  const { symbol, ask, askSize, bid, bidSize } = raw as Record<string, unknown>;
  if (typeof symbol !== 'string' || symbol.length > 40 || !isMarketSymbol(symbol)) return undefined;
  if (!isSize(ask) || !isSize(askSize) || !isSize(bid) || !isSize(bidSize)) return undefined;
  return { symbol, bid: toPlainDecimal(bid), bidSize: toPlainDecimal(bidSize), ask: toPlainDecimal(ask), askSize: toPlainDecimal(askSize) };
}

const TICKER_KEYS = new Set([
  'symbol',
  'open',
  'close',
  'high',
  'low',
  'volume',
  'amount',
  'aggregatedAmount',
  'aggregatedQuantity',
  'count',
  'lastTradeTs',
]);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_MAGNITUDE;

/**
 * Hot path for a ticker row with JSON numbers and no unknown keys (the whole `tickers` snapshot on open): the
 * checks of `tickerRowSchema` for that case, without building zod's result objects. Anything else (numeric
 * strings, extra keys) goes through zod, which strips unknown keys or rejects the row.
 */
function plainTicker(raw: unknown): Ticker | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  for (const key in raw) if (!TICKER_KEYS.has(key)) return undefined;
  const row = raw as Record<string, unknown>;
  const { symbol, open, close, high, low, volume, amount, count, aggregatedAmount, aggregatedQuantity, lastTradeTs } = row;
  if (typeof symbol !== 'string' || symbol.length > 40 || !isMarketSymbol(symbol)) return undefined;
  if (!isSize(open) || !isSize(close) || !isSize(high) || !isSize(low) || !isSize(volume) || !isSize(amount) || !isCount(count))
    return undefined;
  if (aggregatedAmount != null && !isSize(aggregatedAmount)) return undefined;
  if (aggregatedQuantity != null && !isSize(aggregatedQuantity)) return undefined;
  if (lastTradeTs != null && !isCount(lastTradeTs)) return undefined;
  const ticker: { -readonly [K in keyof Ticker]: Ticker[K] } = {
    symbol,
    open: toPlainDecimal(open),
    close: toPlainDecimal(close),
    high: toPlainDecimal(high),
    low: toPlainDecimal(low),
    volume: toPlainDecimal(volume),
    amount: toPlainDecimal(amount),
    count,
  };
  if (aggregatedAmount != null) ticker.aggregatedAmount = toPlainDecimal(aggregatedAmount as number);
  if (aggregatedQuantity != null) ticker.aggregatedQuantity = toPlainDecimal(aggregatedQuantity as number);
  if (lastTradeTs != null) ticker.lastTradeTs = lastTradeTs as number;
  return ticker;
}
