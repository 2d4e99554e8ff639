import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import type { AddressBookState, WithdrawApiPort, WithdrawRequest } from '../../../src/application/withdraw/ports/withdraw-api.port';
import { accountTokenConfigs, type AccountTokenConfig } from '../../../src/domain/wallet/account-token-config';
import type { SavedAddress } from '../../../src/domain/wallet/address-book';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { NETWORKS, networksOf, TOKEN_NETWORKS } from '../../../src/domain/wallet/networks';
import { tokenConfigsOf } from '../../../src/domain/wallet/token-config';
import type { TransferPage, TransferQuery, TransferRow, WithdrawNetwork } from '../../../src/domain/wallet/transfer-history';

/** The withdrawal calls in memory: networks from the domain table; sent withdrawals become NEW rows; refusals set by tests. */
export class FakeWithdrawApi implements WithdrawApiPort {
  rows: TransferRow[] = [];
  book: SavedAddress[] = [];
  whitelistMode = false;
  lockedUntil = 0;
  /** The 24 h lock after a withdraw password change (ms; 0 = none), and the asset service's maintenance, as token_config reports them. */
  withdrawPasswordLockUntil = 0;
  maintenance = false;
  /** The exchange's clock for token_config's rules (ms). */
  now = Date.UTC(2026, 0, 10);
  /** The next call's refusal, if any. */
  refusal: TradeFailure | undefined;
  readonly sent: (WithdrawRequest & Readonly<Record<string, string>>)[] = [];
  readonly cancelled: string[] = [];
  /** How many rows of each history answer the adapter could not read. */
  historyUnreadable = 0;
  /** The 2FA code the exchange takes (undefined: any); another is refused as the exchange words it, 5 tries in all. */
  totp: string | undefined;
  /** Every challenge the exchange was sent, right or wrong. */
  readonly challenges: Readonly<Record<string, string>>[] = [];
  private wrongCodes = 0;
  /** The email codes mailed (newest last): the member reads the last from their mail. */
  readonly emailCodes: string[] = [];
  /** Whether the exchange checks the email code against the last one mailed (a wrong one refused as it words it). */
  checkEmailCode = true;
  private wrongEmailCodes = 0;
  private readonly usedEmailCodes = new Set<string | undefined>();
  readonly queries: TransferQuery[] = [];
  private nextId = 1;

  private answer<T>(value: T): Promise<Result<T, TradeFailure>> {
    const failure = this.refusal;
    this.refusal = undefined;
    return Promise.resolve(failure ? err(failure) : ok(value));
  }

  networks(token: string): Promise<Result<WithdrawNetwork[], TradeFailure>> {
    return this.answer(
      networksOf(token).map((r) => ({
        network: r.network,
        protocol: NETWORKS[r.network].protocol,
        name: NETWORKS[r.network].name,
        allowWithdraw: r.allowWithdraw,
        minimumWithdrawal: r.minimumWithdrawal,
        withdrawalFee: r.withdrawalFee,
        needMemo: NETWORKS[r.network].memo,
        ...(r.suspendReason === undefined ? {} : { suspendReason: r.suspendReason }),
      })),
    );
  }

  /** The account's view of each token, by the same rule the simulator applies to its state. */
  accountTokenConfig(): Promise<Result<AccountTokenConfig[], TradeFailure>> {
    return this.answer(
      accountTokenConfigs(tokenConfigsOf(TOKEN_NETWORKS), {
        now: this.now,
        maintenance: this.maintenance,
        withdrawPasswordLockUntil: this.withdrawPasswordLockUntil,
        accountLockUntil: this.lockedUntil,
        whitelistMode: this.whitelistMode,
        saved: this.book,
      }),
    );
  }

  /** Mails a new code (246800, 246801, …): the fake's mailbox is `emailCodes`. */
  sendEmailCode(): Promise<Result<{ resendAfterMs: number; expiresAt: number }, TradeFailure>> {
    this.emailCodes.push(String(246_800 + this.emailCodes.length));
    return Promise.resolve(ok({ resendAfterMs: 60_000, expiresAt: this.now + 600_000 }));
  }

  /** Ids as the exchange gives them: 17 digits, above 2^53 (`25110415390200001`, …), exact only as strings. */
  withdraw(
    request: WithdrawRequest,
    challenge: Readonly<Record<string, string>> = {},
  ): Promise<Result<{ withdrawId: string }, TradeFailure>> {
    if (this.refusal) return this.answer({ withdrawId: '' });
    this.challenges.push(challenge);
    if (this.checkEmailCode && this.usedEmailCodes.has(challenge.emailCode)) {
      return Promise.resolve(
        err({ kind: 'refused', code: -1005, status: 400, message: 'emailCode: the code was already used; ask for a new one' }),
      );
    }
    if (this.checkEmailCode && challenge.emailCode !== this.emailCodes.at(-1)) {
      this.wrongEmailCodes += 1;
      return Promise.resolve(
        err({ kind: 'refused', code: -1005, status: 400, message: `emailCode: wrong code (${5 - this.wrongEmailCodes} tries left)` }),
      );
    }
    if (this.totp !== undefined && challenge.totp !== undefined && challenge.totp !== this.totp) {
      this.wrongCodes += 1;
      return Promise.resolve(
        err({ kind: 'refused', code: -1005, status: 400, message: `totp: wrong code (${5 - this.wrongCodes} tries left)` }),
      );
    }
    if (this.checkEmailCode) this.usedEmailCodes.add(challenge.emailCode);
    const id = (25_110_415_390_200_000n + BigInt(this.nextId++)).toString();
    this.sent.push({ ...challenge, ...request });
    const fee = networksOf(request.token).find((r) => r.network === request.network)?.withdrawalFee ?? '0';
    this.rows.unshift({
      id,
      token: request.token,
      network: request.network,
      tokenSide: 'WITHDRAW',
      amount: request.amount,
      feeToken: request.token,
      feeAmount: fee,
      status: 'NEW',
      targetAddress: request.address,
      sourceAddress: '',
      extra: request.extra,
      txId: '',
      confirmedNumber: null,
      confirmingThreshold: null,
      createdTime: 1,
      updatedTime: 1,
    });
    return this.answer({ withdrawId: id });
  }

  cancel(withdrawId: string): Promise<Result<void, TradeFailure>> {
    const row = this.rows.find((r) => r.id === withdrawId);
    if (!row || row.status !== 'NEW')
      return Promise.resolve(
        err({
          kind: 'refused',
          code: -1009,
          status: 400,
          message: `Withdrawal ${withdrawId} is ${row?.status ?? 'unknown'}: only a NEW withdrawal can be cancelled.`,
        }),
      );
    this.cancelled.push(withdrawId);
    this.rows = this.rows.map((r) => (r.id === withdrawId ? { ...r, status: 'CANCELED' } : r));
    return this.answer(undefined);
  }

  history(query: TransferQuery & { readonly page: number; readonly size: number }): Promise<Result<TransferPage, TradeFailure>> {
    this.queries.push(query);
    const rows = this.rows.filter(
      (r) => (!query.token || r.token === query.token) && (!query.tokenSide || r.tokenSide === query.tokenSide),
    );
    return this.answer({
      rows: rows.slice((query.page - 1) * query.size, query.page * query.size),
      total: rows.length,
      unreadable: this.historyUnreadable,
    });
  }

  addressBook(): Promise<Result<AddressBookState, TradeFailure>> {
    return this.answer({ whitelistMode: this.whitelistMode, lockedUntil: this.lockedUntil, rows: [...this.book] });
  }

  saveAddress(input: Omit<SavedAddress, 'id' | 'createdTime'>): Promise<Result<SavedAddress, TradeFailure>> {
    const saved = { ...input, id: this.book.length + 1, createdTime: 0 };
    this.book.push(saved);
    return this.answer(saved);
  }

  removeAddress(id: number): Promise<Result<void, TradeFailure>> {
    this.book = this.book.filter((s) => s.id !== id);
    return this.answer(undefined);
  }

  setWhitelist(enabled: boolean): Promise<Result<void, TradeFailure>> {
    this.whitelistMode = enabled;
    return this.answer(undefined);
  }
}
