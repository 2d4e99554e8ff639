import type { TradeFailure } from '../../../src/application/trade/ports/trading-api.port';
import type { WalletApiPort } from '../../../src/application/wallet/ports/wallet-api.port';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { LedgerEntry, LedgerPage, LedgerQuery } from '../../../src/domain/wallet/ledger';

/** The ledger call answered from memory as the simulator does: filtered, newest first, paged. */
export class FakeWalletApi implements WalletApiPort {
  /** Oldest first, as the exchange keeps them. */
  rows: LedgerEntry[] = [];
  readonly calls: (LedgerQuery & { page: number; size: number })[] = [];
  private failure: TradeFailure | undefined;

  failNext(failure: TradeFailure): void {
    this.failure = failure;
  }

  async ledger(query: LedgerQuery & { readonly page: number; readonly size: number }): Promise<Result<LedgerPage, TradeFailure>> {
    this.calls.push({ ...query });
    if (this.failure) {
      const failure = this.failure;
      this.failure = undefined;
      return err(failure);
    }
    const matching = this.rows.filter((r) => (query.token === undefined || r.token === query.token) && (query.type === undefined || r.type === query.type)
      && (query.startTime === undefined || r.createdTime >= query.startTime) && (query.endTime === undefined || r.createdTime <= query.endTime)).reverse();
    const start = (query.page - 1) * query.size;
    return ok({ rows: matching.slice(start, start + query.size), total: matching.length });
  }
}
