import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { TradeFailure } from '../../application/trade/ports/trading-api.port';
import { LoadLedger } from '../../application/wallet/load-ledger.use-case';
import { ledgerCsv, type LedgerEntry, type LedgerQuery } from '../../domain/wallet/ledger';

export const LEDGER_PAGE_SIZE = 20;

/** The wallet's History tab: the ledger filtered by token, type and dates, one page at a time, and its CSV export. */
@injectable()
export class LedgerStore {
  filters: LedgerQuery = {};
  page = 1;
  pageSize = LEDGER_PAGE_SIZE;
  rows: readonly LedgerEntry[] = [];
  total = 0;
  loading = false;
  failure: TradeFailure | undefined = undefined;
  private request = 0;

  constructor(@inject(LoadLedger) private readonly ledger: LoadLedger) {
    makeObservable<LedgerStore, 'settle'>(this, {
      filters: observableRef, page: observable, pageSize: observable, rows: observableRef, total: observable, loading: observable,
      failure: observableRef, setFilters: action, setPage: action, load: action, settle: action,
    });
  }

  /** New filters start from the first page. */
  setFilters(filters: LedgerQuery): Promise<void> {
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
    const request = ++this.request;
    this.loading = true;
    const result = await this.ledger.page(this.filters, this.page, this.pageSize);
    if (request === this.request) this.settle(result.ok ? result.value : { failure: result.error });
  }

  /** The CSV of every row the filters match (all pages). */
  async exportCsv(): Promise<{ readonly csv: string; readonly rows: number } | { readonly failure: TradeFailure }> {
    const all = await this.ledger.all(this.filters);
    return all.ok ? { csv: ledgerCsv(all.value), rows: all.value.length } : { failure: all.error };
  }

  private settle(outcome: { readonly rows: readonly LedgerEntry[]; readonly total: number } | { readonly failure: TradeFailure }): void {
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
