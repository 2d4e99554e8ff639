import type { BboUpdate, Ticker, TotalsEntry } from '../../../domain/market/ticker';
import { token, type Unsubscribe } from '../../shared/token';

/**
 * Validated, typed market data from the public stream. Each handler receives the frame's
 * server timestamp `ts` (ms). Malformed frames never reach a handler.
 */
export interface MarketFeedHandlers {
  tickers?(tickers: readonly Ticker[], ts: number): void;
  bbos?(updates: readonly BboUpdate[], ts: number): void;
  totals?(entries: readonly TotalsEntry[], ts: number): void;
  /** The spot snapshot of one symbol (`<SYMBOL>@ticker`). */
  symbolTicker?(ticker: Ticker, ts: number): void;
}

export interface MarketFeedPort {
  /**
   * Subscribes to the topics the given handlers need (`symbolTicker` needs `symbols`).
   * Safe across reconnects: topics are re-subscribed by the connection.
   */
  watch(handlers: MarketFeedHandlers, symbols?: readonly string[]): Unsubscribe;
}
export const MarketFeedPort = token<MarketFeedPort>('MarketFeedPort');
