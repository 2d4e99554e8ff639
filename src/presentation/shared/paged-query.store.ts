import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { Result } from '../../domain/shared/result';

/** One page of rows and how many match in all. */
export interface PageOf<R> {
  readonly rows: readonly R[];
  readonly total: number;
  /** Rows of the answer that could not be read (the list says how many); absent when the call cannot tell. */
  readonly unreadable?: number;
}

/**
 * A filtered list read one page at a time (the wallet's ledger, deposits and withdrawals, order history and fills):
 * new filters start from the first page; only the latest request's answer is kept; a failure keeps the rows shown.
 */
export abstract class PagedQueryStore<Q, R> {
  filters: Q;
  page = 1;
  pageSize: number;
  rows: readonly R[] = [];
  total = 0;
  /** How many rows of the last page could not be read. */
  unreadable = 0;
  loading = false;
  failure: TradeFailure | undefined = undefined;
  private request = 0;

  constructor(filters: Q, pageSize: number) {
    this.filters = filters;
    this.pageSize = pageSize;
    makeObservable<PagedQueryStore<Q, R>, 'settle'>(this, {
      filters: observableRef,
      page: observable,
      pageSize: observable,
      rows: observableRef,
      total: observable,
      unreadable: observable,
      loading: observable,
      failure: observableRef,
      setFilters: action,
      setPage: action,
      settle: action,
    });
  }

  /** One page of rows for the filters. */
  protected abstract fetchPage(filters: Q, page: number, size: number): Promise<Result<PageOf<R>, TradeFailure>>;

  /** Answers to reads already sent are dropped (the view that showed them has gone). */
  protected dropPending(): void {
    this.request += 1;
  }

  /** Runs before each read (e.g. stops a poll). */
  protected beforeLoad(): void {}

  /** Runs after each read that is still the latest (e.g. polls while rows move). */
  protected afterLoad(): void {}

  /** New filters start from the first page. */
  setFilters(filters: Q): Promise<void> {
    this.filters = filters;
    this.page = 1;
    return this.load();
  }

  setPage(page: number, size = this.pageSize): Promise<void> {
    this.page = page;
    this.pageSize = size;
    return this.load();
  }

  async load(): Promise<void> {
    this.beforeLoad();
    const request = ++this.request;
    runInAction(() => (this.loading = true));
    const result = await this.fetchPage(this.filters, this.page, this.pageSize);
    if (request !== this.request) return;
    this.settle(result.ok ? result.value : { failure: result.error });
    this.afterLoad();
  }

  private settle(outcome: PageOf<R> | { readonly failure: TradeFailure }): void {
    this.loading = false;
    if ('failure' in outcome) {
      this.failure = outcome.failure;
      return;
    }
    this.failure = undefined;
    this.rows = outcome.rows;
    this.total = outcome.total;
    this.unreadable = outcome.unreadable ?? 0;
  }
}
