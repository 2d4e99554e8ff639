import Decimal from 'decimal.js';
import { validateAddress } from '../../src/domain/wallet/address-validation';
import { accountTokenConfigs, type AccountTokenConfig } from '../../src/domain/wallet/account-token-config';
import { NETWORKS, TOKEN_NETWORKS, tokenNetwork } from '../../src/domain/wallet/networks';
import { tokenConfigsOf } from '../../src/domain/wallet/token-config';
import { withdrawFigures, withdrawProblem } from '../../src/domain/wallet/withdraw';
import { ApiError, ErrorCodes } from '../http/api-error';
import { toScaled } from '../trading/scaled';
import { assertMayLeave } from '../trading/leave-rule';
import type { TradingEngine } from '../trading/trading-engine';
import { WithdrawCodes, type AddressBook } from './address-book';
import { chainFacts, depositAddress } from './deposit-address';
import type { Deposits } from './deposits';
import type { WithdrawGuard } from './withdraw-guard';
import type { WalletTransferRecord } from './wallet-records';
import { englishRefusal } from '../http/refusal-english';

export interface WithdrawInput {
  readonly token: string;
  readonly network: string;
  readonly address: string;
  readonly extra: string;
  readonly amount: string;
}

/** The exchange's hot wallet on a network (a withdrawal's `sourceAddress`). */
const hotWallet = (network: string): string => depositAddress(0, 'HOT', network).address;

/**
 * Withdrawals as the simulator plays them (docs/protocol.md "Wallet: withdrawals"): accepted NEW with amount + fee
 * frozen; each step (SIM_WITHDRAW_STEP_MS, or the control route) moves NEW → PROCESSING → COMPLETED, and at
 * COMPLETED the frozen total leaves the balance as a WITHDRAW ledger row (the amount) and a TRANSACTION_FEE row (the
 * fee), in the same transaction as the row's status, so a restart mid-way finishes it once. Cancel while NEW unfreezes.
 */
export class Withdrawals {
  private timer?: ReturnType<typeof setInterval>;

  constructor(
    private readonly trading: TradingEngine,
    private readonly transfers: Deposits,
    private readonly book: AddressBook,
    private readonly guard: WithdrawGuard,
    private readonly clock: () => number,
  ) {}

  /** Every `stepMs` (SIM_WITHDRAW_STEP_MS) of its own a withdrawal moves one state: NEW stays cancellable that long. */
  start(stepMs: number): void {
    if (stepMs > 0) this.timer = setInterval(() => void this.step(stepMs).catch(() => undefined), Math.min(stepMs, 500)).unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Checks and accepts a withdrawal (NEW, amount + fee frozen); throws ApiError with the reason otherwise. */
  async request(
    userId: number,
    input: WithdrawInput,
    body: unknown,
    options: { readonly signedByKey?: boolean } = {},
  ): Promise<WalletTransferRecord> {
    this.transfers.service.assertOpen('Withdrawals');
    const refusal = await this.guard.check(String(userId), body, options);
    if (refusal) throw new ApiError(refusal.code, refusal.message);
    const row = tokenNetwork(input.token, input.network);
    if (!row) throw new ApiError(ErrorCodes.InvalidParameter, `network: ${input.token} cannot be withdrawn on ${input.network}.`);
    const network = NETWORKS[input.network];
    const problem = validateAddress(network, input.address, input.extra);
    if (problem)
      throw new ApiError(
        ErrorCodes.InvalidParameter,
        `${problem.field === 'memo' ? 'extra' : 'address'}: ${englishRefusal(problem.refusal)}`,
      );
    const target = { ...input, address: input.address.trim(), extra: network.memo ? input.extra.trim() : '' };
    // from here on synchronous: the balance check and the freeze cannot interleave with another request
    this.book.check(userId, target);
    const a = this.trading.account(userId);
    const rules = {
      token: input.token,
      networkName: network.name,
      minimumWithdrawal: row.minimumWithdrawal,
      withdrawalFee: row.withdrawalFee,
      allowWithdraw: row.allowWithdraw,
      suspendReason: row.suspendReason,
    };
    const verdict = withdrawProblem(rules, input.amount, this.trading.available(a, input.token).toFixed());
    if (verdict)
      throw new ApiError(
        verdict.code === 'amount' || verdict.code === 'decimals' ? ErrorCodes.InvalidParameter : WithdrawCodes.NotPossible,
        englishRefusal(verdict.refusal),
      );
    const figures = withdrawFigures(input.amount, row.withdrawalFee);
    assertMayLeave(this.trading, a, input.token, figures.total, 'Withdrawal');
    this.guard.spend?.(String(userId), body, options);
    this.trading.ledger.freeze(a, input.token, toScaled(figures.total));
    const id = this.transfers.newId();
    const now = this.clock();
    const record: WalletTransferRecord = {
      id,
      userId,
      token: input.token,
      network: input.network,
      tokenSide: 'WITHDRAW',
      targetAddress: target.address,
      sourceAddress: hotWallet(input.network),
      extra: target.extra,
      amount: figures.amount,
      txId: '',
      confirmingThreshold: 0,
      confirmedNumber: 0,
      feeToken: input.token,
      feeAmount: figures.fee,
      status: 'NEW',
      createdTime: now,
      updatedTime: now,
    };
    this.transfers.add(record);
    this.trading.writer.walletTransfer(record);
    this.trading.balancesChanged(a, [input.token]);
    await this.trading.writer.flush();
    return { ...record };
  }

  /** Mails the account the email code a website withdrawal is confirmed with; -1005 when this exchange asks none. */
  async sendEmailCode(userId: number): Promise<{ resendAfterMs: number; expiresAt: number }> {
    this.transfers.service.assertOpen('Withdrawals');
    if (!this.guard.sendEmailCode)
      throw new ApiError(ErrorCodes.InvalidParameter, 'emailCode: withdrawals here are not confirmed by email');
    return this.guard.sendEmailCode(String(userId));
  }

  /**
   * The account's view of each token (`usercenter/account/token_config`): the rules `request` applies, said ahead of a
   * refusal: maintenance, the withdraw password change's 24 h lock, the exchange's lock, suspended networks, whitelist mode.
   */
  tokenConfig(userId: number): AccountTokenConfig[] {
    const settings = this.book.settings(userId);
    return accountTokenConfigs(tokenConfigsOf(TOKEN_NETWORKS), {
      now: this.clock(),
      maintenance: this.transfers.service.maintenance,
      withdrawPasswordLockUntil: this.guard.lockedUntil(String(userId)),
      accountLockUntil: settings.lockedUntil,
      whitelistMode: settings.whitelistMode,
      saved: this.book.list(userId),
    });
  }

  /** Cancels a NEW withdrawal (the frozen total is released); -1006 when unknown, -1009 once it is processing. */
  async cancel(userId: number, id: number): Promise<WalletTransferRecord> {
    const r = this.transfers.all().find((w) => w.id === id && w.userId === userId && w.tokenSide === 'WITHDRAW');
    if (!r) throw new ApiError(ErrorCodes.NotFound, `withdrawId ${id}: no such withdrawal`);
    if (r.status !== 'NEW')
      throw new ApiError(WithdrawCodes.NotPossible, `Withdrawal ${id} is ${r.status}: only a NEW withdrawal can be cancelled.`);
    const a = this.trading.account(userId);
    this.trading.ledger.release(a, r.token, toScaled(new Decimal(r.amount).plus(r.feeAmount).toFixed()));
    Object.assign(r, { status: 'CANCELED', updatedTime: this.clock() });
    this.trading.writer.walletTransfer(r);
    this.trading.balancesChanged(a, [r.token]);
    await this.trading.writer.flush();
    return { ...r };
  }

  /**
   * One step of every withdrawal on its way that has been in its state at least `minAgeMs`: NEW → PROCESSING;
   * PROCESSING → COMPLETED (debited). The control route steps them all (`minAgeMs` 0).
   */
  async step(minAgeMs = 0): Promise<void> {
    const now = this.clock();
    let changed = false;
    for (const r of this.transfers.all()) {
      if (r.tokenSide !== 'WITHDRAW' || (r.status !== 'NEW' && r.status !== 'PROCESSING') || now - r.updatedTime < minAgeMs) continue;
      changed = true;
      r.updatedTime = now;
      if (r.status === 'NEW') {
        r.status = 'PROCESSING';
        r.txId = chainFacts(r.id, r.network).txId;
      } else {
        r.status = 'COMPLETED';
        const a = this.trading.account(r.userId);
        // the frozen total leaves with the two rows: each debit releases its own part
        this.trading.adjustBalance(a, r.token, new Decimal(r.amount).neg(), 'WITHDRAW', new Decimal(r.amount));
        this.trading.adjustBalance(a, r.token, new Decimal(r.feeAmount).neg(), 'TRANSACTION_FEE', new Decimal(r.feeAmount));
      }
      this.trading.writer.walletTransfer(r);
    }
    if (!changed) return;
    this.trading.publishChanges();
    await this.trading.writer.flush();
  }
}
