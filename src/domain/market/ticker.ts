import { changePercent, sumDecimals } from './price';

/** A 24 h ticker from the public stream. Numbers are decimal strings. */
export interface Ticker {
  readonly symbol: string;
  readonly open: string;
  readonly close: string;
  readonly high: string;
  readonly low: string;
  readonly volume: string;
  readonly amount: string;
  readonly aggregatedAmount?: string;
  readonly aggregatedQuantity?: string;
  readonly count: number;
  readonly lastTradeTs?: number;
}

/** A row of the ticker list: the ticker plus the top of the book. */
export interface TickerRow extends Partial<Omit<Ticker, 'symbol'>> {
  readonly symbol: string;
  readonly firstBidPrice?: string;
  readonly firstBidQuantity?: string;
  readonly firstAskPrice?: string;
  readonly firstAskQuantity?: string;
}

export interface BboUpdate {
  readonly symbol: string;
  readonly bid: string;
  readonly bidSize: string;
  readonly ask: string;
  readonly askSize: string;
}

export interface TotalsEntry {
  readonly amount: string;
  readonly count: number;
}

export interface ProductTicker {
  readonly lastPrice: string;
  /** Percent from open to close, full precision; undefined when open is 0. */
  readonly change: string | undefined;
}

export interface ExchangeTotals {
  readonly transactions: number;
  readonly volume: string;
  readonly updateTime: number;
}

/** The product ticker is the close of the WOO/USDT spot snapshot and its change from open. */
export function toProductTicker(ticker: Ticker): ProductTicker {
  return { lastPrice: ticker.close, change: changePercent(ticker.open, ticker.close) };
}

/** A totals update sums amount and count over its entries. */
export function sumTotals(entries: readonly TotalsEntry[], updateTime: number): ExchangeTotals {
  return {
    transactions: entries.reduce((n, e) => n + e.count, 0),
    volume: sumDecimals(entries.map((e) => e.amount)),
    updateTime,
  };
}

/** A best bid/ask update older than the last applied one is ignored. */
export function isStaleBbo(lastAppliedTs: number | undefined, ts: number): boolean {
  return lastAppliedTs !== undefined && ts < lastAppliedTs;
}

/** Merges a best bid/ask update into a row (or starts a row for an unknown symbol). */
export function mergeBbo(row: TickerRow | undefined, update: BboUpdate): TickerRow {
  return {
    ...(row ?? { symbol: update.symbol }),
    firstBidPrice: update.bid,
    firstBidQuantity: update.bidSize,
    firstAskPrice: update.ask,
    firstAskQuantity: update.askSize,
  };
}

/**
 * A full list replaces the tickers. The list carries no book, so a symbol that stays keeps its last
 * best bid/ask (otherwise every second's list would blank the book columns).
 */
export function replaceTicker(previous: TickerRow | undefined, ticker: Ticker): TickerRow {
  if (!previous || previous.firstBidPrice === undefined) return ticker;
  const { firstBidPrice, firstBidQuantity, firstAskPrice, firstAskQuantity } = previous;
  return { ...ticker, firstBidPrice, firstBidQuantity, firstAskPrice, firstAskQuantity };
}
