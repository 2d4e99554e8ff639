import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { ClockPort, type TimerHandle } from '../../../application/shared/ports/clock.port';
import { LoadTradeHistory } from '../../../application/member-trading/load-trade-history.use-case';
import type { TradeListQuery } from '../../../application/member-trading/ports/trading-api.port';
import type { TradeFailure } from '../../../domain/shared/trade-failure';
import { fillsCsv, ordersCsv } from '../../../domain/trade/orders/trade-csv';
import type { Fill, Order, OrderSide, OrderStatusFilter } from '../../../domain/trade/orders/order';

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
export class TradeHistoryStore {
  kind: HistoryKind = 'orders';
  filters: HistoryFilters = {};
  page = 1;
  pageSize = HISTORY_PAGE_SIZE;
  rows: readonly (Order | Fill)[] = [];
  total = 0;
  /** Rows of the last page the exchange sent that could not be read (said under the table, never silently left out). */
  unreadable = 0;
  loading = false;
  failure: TradeFailure | undefined = undefined;
  private request = 0;
  private refreshTimer: TimerHandle | undefined;

  constructor(
    @inject(LoadTradeHistory) private readonly history: LoadTradeHistory,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeObservable<TradeHistoryStore, 'settle'>(this, {
      kind: observable,
      filters: observableRef,
      page: observable,
      pageSize: observable,
      rows: observableRef,
      total: observable,
      unreadable: observable,
      loading: observable,
      failure: observableRef,
      setKind: action,
      configure: action,
      setFilters: action,
      setPage: action,
      settle: action,
      load: action,
    });
  }

  get orders(): readonly Order[] {
    return this.kind === 'orders' ? (this.rows as readonly Order[]) : [];
  }

  get fills(): readonly Fill[] {
    return this.kind === 'fills' ? (this.rows as readonly Fill[]) : [];
  }

  setKind(kind: HistoryKind): void {
    if (this.kind === kind) return;
    this.kind = kind;
    this.rows = [];
    this.total = 0;
    this.page = 1;
    void this.load();
  }

  /** Which table and which symbol (the bottom panel's toggle), then loads the first page. */
  configure(kind: HistoryKind, symbol: string | undefined): void {
    if (kind !== this.kind) {
      this.rows = [];
      this.total = 0;
    }
    this.kind = kind;
    this.setFilters({ ...this.filters, symbol });
  }

  setFilters(filters: HistoryFilters): void {
    this.filters = filters;
    this.page = 1;
    void this.load();
  }

  setPage(page: number, pageSize = this.pageSize): void {
    this.page = page;
    this.pageSize = pageSize;
    void this.load();
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
    this.request += 1;
  }

  query(): TradeListQuery {
    const f = this.filters;
    return {
      symbol: f.symbol,
      side: f.side,
      status: this.kind === 'orders' ? f.status : undefined,
      startTime: f.startTime,
      endTime: f.endTime,
    };
  }

  async load(): Promise<void> {
    const request = ++this.request;
    this.loading = true;
    const query = { ...this.query(), page: this.page, size: this.pageSize };
    const result = this.kind === 'orders' ? await this.history.orders(query) : await this.history.fills(query);
    if (request !== this.request) return;
    this.settle(
      result.ok
        ? { rows: result.value.rows, total: result.value.total, unreadable: result.value.unreadable ?? 0 }
        : { failure: result.error },
    );
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

  private settle(outcome: { rows: readonly (Order | Fill)[]; total: number; unreadable: number } | { failure: TradeFailure }): void {
    this.loading = false;
    if ('failure' in outcome) {
      this.failure = outcome.failure;
      return;
    }
    this.failure = undefined;
    this.rows = outcome.rows;
    this.total = outcome.total;
    this.unreadable = outcome.unreadable;
  }
}
