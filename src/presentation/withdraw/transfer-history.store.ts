import { inject, injectable } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { WithdrawApiPort } from '../../application/withdraw/ports/withdraw-api.port';
import { anyPending } from '../../domain/wallet/deposit';
import { transfersCsv, type TransferQuery, type TransferRow } from '../../domain/wallet/transfer-history';
import { PagedQueryStore } from '../shared/paged-query.store';

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
export class TransferHistoryStore extends PagedQueryStore<TransferQuery, TransferRow> {
  /** The id of the withdrawal being cancelled. */
  cancelling: string | undefined = undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private watching = 0;

  constructor(@inject(WithdrawApiPort) private readonly api: WithdrawApiPort) {
    super({}, TRANSFER_PAGE_SIZE);
    makeObservable(this, { cancelling: observable });
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

  protected fetchPage(filters: TransferQuery, page: number, size: number) {
    return this.api.history({ ...filters, page, size });
  }

  protected beforeLoad(): void {
    clearTimeout(this.timer);
  }

  protected afterLoad(): void {
    if (this.watching > 0 && anyPending(this.rows)) this.timer = setTimeout(() => void this.load(), TRANSFER_POLL_MS);
  }

  /** Cancels a NEW withdrawal; answers the exchange's refusal (it may have moved on meanwhile). */
  async cancel(withdrawId: string): Promise<TradeFailure | undefined> {
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
}
