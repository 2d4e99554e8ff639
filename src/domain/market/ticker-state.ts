import type { BboUpdate, ExchangeTotals, ProductTicker, Ticker, TickerRow, TotalsEntry } from './ticker';
import { isStaleBbo, mergeBbo, replaceTicker, sumTotals, toProductTicker } from './ticker';
import { PRODUCT_SPOT_SYMBOL } from './market-symbol';

/** "Ticker state". `tickers` is keyed by symbol and keeps the order of arrival. */
export interface TickerState {
  updateTime: number | undefined;
  booUpdateTime: number | undefined;
  wooTicker: ProductTicker | undefined;
  total: ExchangeTotals | undefined;
  readonly tickers: Pick<Map<string, TickerRow>, 'get' | 'set' | 'delete' | 'clear' | 'keys' | 'size'>;
}

export type TickerEvent =
  | { readonly kind: 'tickers'; readonly tickers: readonly Ticker[]; readonly ts: number }
  | { readonly kind: 'bbos'; readonly updates: readonly BboUpdate[]; readonly ts: number }
  | { readonly kind: 'totals'; readonly entries: readonly TotalsEntry[]; readonly ts: number }
  | { readonly kind: 'symbolTicker'; readonly ticker: Ticker; readonly ts: number };

/**
 * Applies one stream event to the state, in place (the caller batches events inside one transaction).
 * Rules:
 * 1. a full list replaces the tickers;
 * 2. the spot WOO/USDT snapshot sets the product ticker;
 * 3. a best bid/ask update older than the last applied one is ignored, otherwise it merges into the
 *    ticker with the same symbol or is appended;
 * 4. a totals update sums amount and count over its entries.
 */
export function applyTickerEvent(state: TickerState, event: TickerEvent): void {
  switch (event.kind) {
    case 'tickers': {
      const incoming = new Set(event.tickers.map((t) => t.symbol));
      for (const symbol of [...state.tickers.keys()]) if (!incoming.has(symbol)) state.tickers.delete(symbol);
      for (const ticker of event.tickers) state.tickers.set(ticker.symbol, replaceTicker(state.tickers.get(ticker.symbol), ticker));
      state.updateTime = event.ts;
      return;
    }
    case 'symbolTicker':
      if (event.ticker.symbol === PRODUCT_SPOT_SYMBOL) state.wooTicker = toProductTicker(event.ticker);
      state.updateTime = event.ts;
      return;
    case 'bbos':
      if (isStaleBbo(state.booUpdateTime, event.ts)) return;
      for (const update of event.updates) state.tickers.set(update.symbol, mergeBbo(state.tickers.get(update.symbol), update));
      state.booUpdateTime = event.ts;
      return;
    case 'totals':
      state.total = sumTotals(event.entries, event.ts);
      return;
  }
}

/**
 * Applies a batch of events in order, with the same result as `applyTickerEvent` one by one, but
 * consecutive best bid/ask updates of one symbol are merged once (the later one wins every field),
 * so a burst of thousands of updates costs one row write per symbol.
 */
export function applyTickerBatch(state: TickerState, events: readonly TickerEvent[]): void {
  let latest: Map<string, BboUpdate> | undefined;
  const flush = () => {
    if (!latest) return;
    for (const update of latest.values()) state.tickers.set(update.symbol, mergeBbo(state.tickers.get(update.symbol), update));
    latest = undefined;
  };
  for (const event of events) {
    if (event.kind !== 'bbos') {
      flush();
      applyTickerEvent(state, event);
      continue;
    }
    if (isStaleBbo(state.booUpdateTime, event.ts)) continue;
    latest ??= new Map();
    for (const update of event.updates) latest.set(update.symbol, update);
    state.booUpdateTime = event.ts;
  }
  flush();
}
