import { inject, injectable } from 'inversify';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { LoadLedger } from '../../application/wallet/load-ledger.use-case';
import { ledgerCsv, type LedgerEntry, type LedgerQuery } from '../../domain/wallet/ledger';
import { PagedQueryStore } from '../shared/paged-query.store';

export const LEDGER_PAGE_SIZE = 20;

/** The wallet's History tab: the ledger filtered by token, type and dates, one page at a time, and its CSV export. */
@injectable()
export class LedgerStore extends PagedQueryStore<LedgerQuery, LedgerEntry> {
  constructor(@inject(LoadLedger) private readonly ledger: LoadLedger) {
    super({}, LEDGER_PAGE_SIZE);
  }

  protected fetchPage(filters: LedgerQuery, page: number, size: number) {
    return this.ledger.page(filters, page, size);
  }

  /** The CSV of every row the filters match (all pages). */
  async exportCsv(): Promise<{ readonly csv: string; readonly rows: number } | { readonly failure: TradeFailure }> {
    const all = await this.ledger.all(this.filters);
    return all.ok ? { csv: ledgerCsv(all.value), rows: all.value.length } : { failure: all.error };
  }
}
