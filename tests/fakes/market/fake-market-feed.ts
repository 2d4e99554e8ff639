import type { MarketFeedHandlers, MarketFeedPort } from '../../../src/application/market/ports/market-feed.port';
import type { Unsubscribe } from '../../../src/application/shared/token';
import type { BboUpdate, Ticker, TotalsEntry } from '../../../src/domain/market/ticker';

/** A market feed driven by the test: pushes go to every watcher, as the real stream does. */
export class FakeMarketFeed implements MarketFeedPort {
  private readonly watchers = new Set<MarketFeedHandlers>();
  watchedSymbols: readonly string[] = [];

  watch(handlers: MarketFeedHandlers, symbols: readonly string[] = []): Unsubscribe {
    this.watchers.add(handlers);
    this.watchedSymbols = symbols;
    return () => this.watchers.delete(handlers);
  }

  watcherCount(): number {
    return this.watchers.size;
  }

  pushTickers(tickers: Ticker[], ts: number): void {
    this.watchers.forEach((w) => w.tickers?.(tickers, ts));
  }

  pushBbos(updates: BboUpdate[], ts: number): void {
    this.watchers.forEach((w) => w.bbos?.(updates, ts));
  }

  pushTotals(entries: TotalsEntry[], ts: number): void {
    this.watchers.forEach((w) => w.totals?.(entries, ts));
  }

  pushSymbolTicker(ticker: Ticker, ts: number): void {
    this.watchers.forEach((w) => w.symbolTicker?.(ticker, ts));
  }
}

/** A ticker with sensible defaults for the fields a test does not care about. */
export function aTicker(symbol: string, open: string, close: string): Ticker {
  return { symbol, open, close, high: close, low: open, volume: '1000', amount: '1000', count: 10 };
}
