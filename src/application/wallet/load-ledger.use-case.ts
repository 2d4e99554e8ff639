import { inject, injectable } from 'inversify';
import { ok, type Result } from '../../domain/shared/result';
import type { LedgerEntry, LedgerPage, LedgerQuery } from '../../domain/wallet/ledger';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { WalletApiPort } from './ports/wallet-api.port';

/** The export reads the ledger this many rows a call, and at most this many rows in all. */
export const LEDGER_EXPORT_PAGE = 500;
export const LEDGER_EXPORT_MAX = 10_000;

/** Pages of the account's ledger, and every row a filter matches (the CSV export). */
@injectable()
export class LoadLedger {
  constructor(@inject(WalletApiPort) private readonly api: WalletApiPort) {}

  page(query: LedgerQuery, page: number, size: number): Promise<Result<LedgerPage, TradeFailure>> {
    return this.api.ledger({ ...query, page, size });
  }

  async all(query: LedgerQuery): Promise<Result<LedgerEntry[], TradeFailure>> {
    const rows: LedgerEntry[] = [];
    for (let page = 1; rows.length < LEDGER_EXPORT_MAX; page++) {
      const result = await this.api.ledger({ ...query, page, size: LEDGER_EXPORT_PAGE });
      if (!result.ok) return result;
      rows.push(...result.value.rows);
      if (result.value.rows.length === 0 || rows.length >= result.value.total) break;
    }
    return ok(rows.slice(0, LEDGER_EXPORT_MAX));
  }
}
