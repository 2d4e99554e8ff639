import { inject, injectable } from 'inversify';
import { action, compareShallow, computed, makeObservable, observable, observableRef, untracked, type IComputedValue } from 'mobx';
import type { MarketType } from '../../domain/market/market-symbol';
import { TickerStateStore } from '../market/ticker-state.store';
import { MarketReferenceStore } from './market-reference.store';
import { selectMarkets, type MarketSortKey, type SortOrder } from './market-sort';
import { selectMovers, type Movers } from './market-movers';

/** One row of the markets table: a stable key object per symbol; each cell observes its own symbol (ADR 0006). */
export interface MarketRowKey {
  readonly symbol: string;
}

export interface MarketSort {
  readonly key: MarketSortKey;
  readonly order: SortOrder;
}

const DEFAULT_SORT: MarketSort = { key: 'volume', order: 'descend' };

/**
 * The markets pages' lists: the table's rows per market type (search and sort applied) and the movers' ranking.
 * Both are computeds that re-run when the ticker list arrives (`updateTime`, once a second), when the query or the
 * token names change, and never on a best bid/ask update: the values they sort by are read untracked, because
 * the cells show live values by observing their own symbol (docs/adr/0006-market-data-at-exchange-speed.md).
 * One per page (transient): the search and the sort start afresh on each visit.
 */
@injectable()
export class MarketsStore {
  search = '';
  sort: MarketSort = DEFAULT_SORT;
  /** The same key object for a symbol every time, so the table keeps its rows across re-sorts. */
  private readonly keys = new Map<string, MarketRowKey>();
  private readonly rowsByType: Record<MarketType, IComputedValue<readonly MarketRowKey[]>>;

  constructor(
    @inject(TickerStateStore) private readonly tickers: TickerStateStore,
    @inject(MarketReferenceStore) private readonly reference: MarketReferenceStore,
  ) {
    // The same array while the order is the same (most seconds): the table then does not render again.
    const rows = (type: MarketType) => computed(() => this.select(type), { equals: compareShallow });
    this.rowsByType = { SPOT: rows('SPOT'), PERP: rows('PERP') };
    makeObservable<MarketsStore, 'keys' | 'rowsByType' | 'tickers' | 'reference'>(this, {
      search: observable,
      sort: observableRef,
      listed: computed,
      movers: computed,
      setSearch: action,
      setSort: action,
      keys: false,
      rowsByType: false,
      tickers: false,
      reference: false,
    });
  }

  /**
   * True once the tickers and the instrument reference (which sets each price's decimals) have arrived, or the
   * reference failed: until then the page shows its placeholder, so the table's first paint is its final one.
   */
  get listed(): boolean {
    const reference = this.reference.reference.status;
    return this.tickers.tickers.size > 0 && (reference === 'success' || reference === 'error');
  }

  /** The table's rows for one market type. */
  rows(type: MarketType): readonly MarketRowKey[] {
    return this.rowsByType[type].get();
  }

  /** Top gainers, losers and volume leaders over every market. */
  get movers(): Movers {
    void this.tickers.updateTime; // the ranking follows the ticker list
    return untracked(() => selectMovers(this.tickers.tickers.values()));
  }

  setSearch(search: string): void {
    this.search = search;
  }

  setSort(sort: MarketSort): void {
    this.sort = sort;
  }

  private select(type: MarketType): readonly MarketRowKey[] {
    void this.tickers.updateTime; // re-sorted when the ticker list arrives
    const names = this.reference.names();
    const query = { type, search: this.search, sortKey: this.sort.key, order: this.sort.order };
    const tickers = this.tickers.tickers;
    const symbols = untracked(() => selectMarkets(tickers.keys(), (s) => tickers.get(s), names, query));
    return symbols.map((symbol) => {
      let key = this.keys.get(symbol);
      if (!key) this.keys.set(symbol, (key = { symbol }));
      return key;
    });
  }
}
