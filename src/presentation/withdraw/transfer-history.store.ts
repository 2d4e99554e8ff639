import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { TradeFailure } from '../../application/trade/ports/trading-api.port';
import { WithdrawApiPort } from '../../application/withdraw/ports/withdraw-api.port';
import { anyPending } from '../../domain/wallet/deposit';
import { transfersCsv, type TransferQuery, type TransferRow } from '../../domain/wallet/transfer-history';

export const TRANSFER_PAGE_SIZE = 20;
/** How often the list is read again while a row is still moving (NEW, CONFIRMING, PROCESSING). */
export const TRANSFER_POLL_MS = 1000;
/** The export reads at most this many pages of 500. */
const EXPORT_PAGES = 20;

/**
 * Deposits and withdrawals (`/v3/asset/wallet/history`): filtered by token, side and dates, one page at a time, read
 * again every second while one is on its way; a NEW withdrawal can be cancelled from its row; CSV of all that matches.
 */
@injectable()
export class TransferHistoryStore {
  filters: TransferQuery = {};
  page = 1;
  pageSize = TRANSFER_PAGE_SIZE;
  rows: readonly TransferRow[] = [];
  total = 0;
  loading = false;
  failure: TradeFailure | undefined = undefined;
  /** The id of the withdrawal being cancelled. */
  cancelling: number | undefined = undefined;
  private request = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private watching = 0;

  constructor(@inject(WithdrawApiPort) private readonly api: WithdrawApiPort) {
    makeObservable<TransferHistoryStore, 'settle'>(this, {
      filters: observableRef, page: observable, pageSize: observable, rows: observableRef, total: observable, loading: observable,
      failure: observableRef, cancelling: observable, setFilters: action, setPage: action, settle: action,
    });
  }

  /** A view that shows the list starts it (and polls while rows move); the last one to leave stops it. */
  start(): () => void {
    this.watching += 1;
    void this.load();
    return () => {
      this.watching -= 1;
      if (this.watching === 0) clearTimeout(this.timer);
    };
  }

  setFilters(filters: TransferQuery): Promise<void> {
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
    clearTimeout(this.timer);
    const request = ++this.request;
    runInAction(() => (this.loading = true));
    const result = await this.api.history({ ...this.filters, page: this.page, size: this.pageSize });
    if (request !== this.request) return;
    this.settle(result.ok ? result.value : { failure: result.error });
    if (this.watching > 0 && anyPending(this.rows)) this.timer = setTimeout(() => void this.load(), TRANSFER_POLL_MS);
  }

  /** Cancels a NEW withdrawal; answers the exchange's refusal (it may have moved on meanwhile). */
  async cancel(withdrawId: number): Promise<TradeFailure | undefined> {
    runInAction(() => (this.cancelling = withdrawId));
    const result = await this.api.cancel(withdrawId);
    runInAction(() => (this.cancelling = undefined));
    await this.load();
    return result.ok ? undefined : result.error;
  }

  /** The CSV of every row the filters match (all pages, up to 10,000 rows). */
  async exportCsv(): Promise<{ readonly csv: string; readonly rows: number } | { readonly failure: TradeFailure }> {
    const all: TransferRow[] = [];
    for (let page = 1; page <= EXPORT_PAGES; page += 1) {
      const result = await this.api.history({ ...this.filters, page, size: 500 });
      if (!result.ok) return { failure: result.error };
      all.push(...result.value.rows);
      if (all.length >= result.value.total || result.value.rows.length === 0) break;
    }
    return { csv: transfersCsv(all), rows: all.length };
  }

  private settle(outcome: { readonly rows: readonly TransferRow[]; readonly total: number } | { readonly failure: TradeFailure }): void {
    this.loading = false;
    if ('failure' in outcome) {
      this.failure = outcome.failure;
      return;
    }
    this.failure = undefined;
    this.rows = outcome.rows;
    this.total = outcome.total;
  }
}
