import { inject, injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { ClockPort, type TimerHandle } from '../../../application/shared/ports/clock.port';
import { LoadTradeHistory } from '../../../application/member-trading/load-trade-history.use-case';
import type { TradeListQuery } from '../../../application/member-trading/ports/trading-api.port';
import type { TradeFailure } from '../../../domain/shared/trade-failure';
import { fillsCsv, ordersCsv } from '../../../domain/trade/orders/trade-csv';
import type { Fill, Order, OrderSide, OrderStatusFilter } from '../../../domain/trade/orders/order';
import { PagedQueryStore } from '../../shared/paged-query.store';

export type HistoryKind = 'orders' | 'fills';

/** The filters of the history tables (all optional); dates are ms, the end inclusive of its whole day. */
export interface HistoryFilters {
  readonly symbol?: string;
  readonly side?: OrderSide;
  readonly status?: OrderStatusFilter;
  readonly startTime?: number;
  readonly endTime?: number;
}

export const HISTORY_PAGE_SIZE = 50;
/** After order events the shown page is read again at most this often (fills may stream at 100 a second). */
export const HISTORY_REFRESH_MS = 1_000;

/**
 * One history table (order history or fills) with its filters and page, for the bottom panel and /account/orders
 * (transient: each table its own). The export asks the exchange for every row the filters match, not just this page.
 */
@injectable()
export class TradeHistoryStore extends PagedQueryStore<HistoryFilters, Order | Fill> {
  kind: HistoryKind = 'orders';
  private refreshTimer: TimerHandle | undefined;

  constructor(
    @inject(LoadTradeHistory) private readonly history: LoadTradeHistory,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    super({}, HISTORY_PAGE_SIZE);
    makeObservable(this, { kind: observable, configure: action });
  }

  get orders(): readonly Order[] {
    return this.kind === 'orders' ? (this.rows as readonly Order[]) : [];
  }

  get fills(): readonly Fill[] {
    return this.kind === 'fills' ? (this.rows as readonly Fill[]) : [];
  }

  /** Which table and which symbol (the bottom panel's toggle), then loads the first page. */
  configure(kind: HistoryKind, symbol: string | undefined): void {
    if (kind !== this.kind) {
      this.rows = [];
      this.total = 0;
    }
    this.kind = kind;
    void this.setFilters({ ...this.filters, symbol });
  }

  /** Reads the page again soon (once for a burst of order events). */
  refreshSoon(): void {
    if (this.refreshTimer !== undefined) return;
    this.refreshTimer = this.clock.setTimeout(() => {
      this.refreshTimer = undefined;
      void this.load();
    }, HISTORY_REFRESH_MS);
  }

  dispose(): void {
    if (this.refreshTimer !== undefined) this.clock.clearTimeout(this.refreshTimer);
    this.refreshTimer = undefined;
    this.dropPending();
  }

  /** The exchange's list query for filters (the shown ones unless told). */
  query(f: HistoryFilters = this.filters): TradeListQuery {
    return {
      symbol: f.symbol,
      side: f.side,
      status: this.kind === 'orders' ? f.status : undefined,
      startTime: f.startTime,
      endTime: f.endTime,
    };
  }

  protected fetchPage(filters: HistoryFilters, page: number, size: number) {
    const query = { ...this.query(filters), page, size };
    return this.kind === 'orders' ? this.history.orders(query) : this.history.fills(query);
  }

  /** The CSV of every row the filters match (all pages); undefined when the exchange did not answer. */
  async exportCsv(): Promise<{ readonly csv: string; readonly rows: number } | { readonly failure: TradeFailure }> {
    if (this.kind === 'orders') {
      const all = await this.history.allOrders(this.query());
      return all.ok ? { csv: ordersCsv(all.value), rows: all.value.length } : { failure: all.error };
    }
    const all = await this.history.allFills(this.query());
    return all.ok ? { csv: fillsCsv(all.value), rows: all.value.length } : { failure: all.error };
  }
}
