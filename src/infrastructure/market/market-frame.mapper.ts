import type { BboUpdate, Ticker, TotalsEntry } from '../../domain/market/ticker';
import { bboRowSchema, tickerRowSchema, totalsRowSchema } from './market-frame.schema';

/** Validated row → domain value; `undefined` for an invalid row. Output objects are built field by field. */
export function toTicker(raw: unknown): Ticker | undefined {
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
