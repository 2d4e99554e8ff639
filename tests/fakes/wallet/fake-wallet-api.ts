import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import type { WalletApiPort } from '../../../src/application/wallet/ports/wallet-api.port';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { LedgerEntry, LedgerPage, LedgerQuery } from '../../../src/domain/wallet/ledger';
import type { WalletInfo } from '../../../src/domain/wallet/wallet-info';

/** The ledger call answered from memory as the simulator does: filtered, newest first, paged; wallet/info and check_has_deposit as set. */
export class FakeWalletApi implements WalletApiPort {
  /** Oldest first, as the exchange keeps them. */
  rows: LedgerEntry[] = [];
  readonly calls: (LedgerQuery & { page: number; size: number })[] = [];
  private failure: TradeFailure | undefined;
  /** What `check_has_deposit` answers (a deposit arrived by default); undefined: the call fails. */
  deposited: boolean | undefined = true;
  /** What `wallet/info` answers; undefined: the call fails. */
  walletInfo: WalletInfo | undefined = {
    walletMode: 'UNIFIED',
    tokens: [],
    hasDeposit: true,
    ledgerRows: 0,
    openPositions: 0,
    updatedTime: 0,
  };

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
    const matching = this.rows
      .filter(
        (r) =>
          (query.token === undefined || r.token === query.token) &&
          (query.type === undefined || r.type === query.type) &&
          (query.startTime === undefined || r.createdTime >= query.startTime) &&
          (query.endTime === undefined || r.createdTime <= query.endTime),
      )
      .reverse();
    const start = (query.page - 1) * query.size;
    return ok({ rows: matching.slice(start, start + query.size), total: matching.length });
  }

  info(): Promise<Result<WalletInfo, TradeFailure>> {
    return Promise.resolve(this.walletInfo ? ok(this.walletInfo) : err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable }));
  }

  hasDeposit(): Promise<Result<boolean, TradeFailure>> {
    return Promise.resolve(
      this.deposited === undefined ? err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable }) : ok(this.deposited),
    );
  }
}
