import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { TransferFunds, type TransferFailure } from '../../application/subaccounts/transfer-funds.use-case';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { Result } from '../../domain/shared/result';
import { amountProblem, type AmountProblem } from '../../domain/shared/amount-rule';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { WalletMode } from '../../domain/subaccounts/collateral';
import type { AssetTransferPage, CollateralOverview } from '../../domain/subaccounts/sub-account';
import { maxTransfer, transferDecimals } from '../../domain/subaccounts/transfer';
import { TradingAccountView } from '../member-trading/account/trading-account-view';
import type { SubAccountNotice } from './sub-accounts.store';
import { SubAccountsStore } from './sub-accounts.store';
import { failureCode } from '../shared/failure-code';

export const TRANSFER_HISTORY_SIZE = 20;

/** The wallet's transfer dialog, the transfers history, and the collateral and wallet-mode switches. */
const noticeOfTransfer = (failure: TransferFailure): SubAccountNotice => {
  if (failure.kind === 'invalid') return { kind: 'invalid', refusal: failure.refusal };
  return failure.kind === 'refused' ? { kind: 'refused', message: failure.message } : { kind: 'unanswered' };
};

@injectable()
export class TransferStore {
  open = false;
  from = '';
  to = '';
  token = 'USDT';
  amount = '';
  /** Whether the user tried to send (an empty amount is a problem from then on). */
  tried = false;
  sending = false;
  notice: SubAccountNotice | undefined = undefined;
  history: Loadable<AssetTransferPage> = idle();
  historyPage = 1;
  collateral: Loadable<CollateralOverview> = idle();
  switchingCollateral = false;
  collateralNotice: SubAccountNotice | undefined = undefined;

  constructor(
    @inject(TransferFunds) private readonly funds: TransferFunds,
    @inject(SubAccountsStore) readonly accounts: SubAccountsStore,
    @inject(TradingAccountView) private readonly account: TradingAccountView,
  ) {
    makeObservable<TransferStore, 'set'>(this, {
      tried: observable,
      amountProblem: computed,
      open: observable,
      from: observable,
      to: observable,
      token: observable,
      amount: observable,
      sending: observable,
      notice: observableRef,
      history: observableRef,
      historyPage: observable,
      collateral: observableRef,
      switchingCollateral: observable,
      collateralNotice: observableRef,
      available: computed,
      fromIsCurrent: computed,
      set: action,
      show: action,
      hide: action,
      setFrom: action,
      setTo: action,
      setToken: action,
      setAmount: action,
      fillMax: action,
    });
  }

  /** Whether the source is the account this session acts as (whose balances the app knows: Max works). */
  get fromIsCurrent(): boolean {
    return this.accounts.current?.applicationId === this.from;
  }

  /**
   * The amount's problem: a number, the token's decimals, then the source's available balance (when the app knows
   * it); an empty amount once the user tried to send.
   */
  get amountProblem(): AmountProblem | undefined {
    return amountProblem(this.amount, { decimals: transferDecimals(this.token), available: this.available, required: this.tried });
  }

  /**
   * What the source may move of the token, when the app knows it: the current account's available balance once its
   * balances have loaded (before that, unknown, not zero: a transfer typed at once is not refused as too large).
   */
  get available(): string | undefined {
    if (!this.fromIsCurrent || !this.account.ready) return undefined;
    return this.account.balance(this.token)?.available ?? '0';
  }

  /** Opens the dialog: from the current account to the first other account of the family. */
  show(): void {
    const current = this.accounts.current;
    this.from = current?.applicationId ?? '';
    this.to = this.accounts.members.find((m) => m.applicationId !== this.from)?.applicationId ?? '';
    this.amount = '';
    this.tried = false;
    this.notice = undefined;
    this.open = true;
  }

  hide(): void {
    this.open = false;
  }

  setFrom(v: string): void {
    this.from = v;
    if (this.to === v) this.to = this.accounts.members.find((m) => m.applicationId !== v)?.applicationId ?? '';
  }

  setTo(v: string): void {
    this.to = v;
  }

  setToken(v: string): void {
    this.token = v;
  }

  setAmount(v: string): void {
    this.amount = v;
    this.notice = undefined;
  }

  fillMax(): void {
    if (this.available !== undefined) this.amount = maxTransfer(this.available, transferDecimals(this.token));
  }

  /** True when the transfer was made (the dialog closes, the history reloads). */
  async submit(): Promise<boolean> {
    if (this.sending) return false;
    this.set({ tried: true });
    if (this.amountProblem) return false;
    this.set({ sending: true, notice: undefined });
    const result = await this.funds.transfer(
      { token: this.token, amount: this.amount, from: this.from, to: this.to },
      this.available ?? '1e30',
    );
    this.set({ sending: false, notice: result.ok ? undefined : noticeOfTransfer(result.error) });
    if (!result.ok) return false;
    this.set({ open: false });
    void this.loadHistory(1);
    void this.loadCollateral();
    return true;
  }

  async loadHistory(page = this.historyPage): Promise<void> {
    this.set({ historyPage: page, history: this.history.status === 'success' ? this.history : pending() });
    const result = await this.funds.history(page, TRANSFER_HISTORY_SIZE);
    this.set({ history: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }

  async loadCollateral(): Promise<void> {
    if (this.collateral.status !== 'success') this.set({ collateral: pending() });
    const result = await this.funds.collateral();
    this.set({ collateral: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }

  async switchCollateral(token: string, enabled: boolean): Promise<void> {
    await this.change(() => this.funds.switchCollateral(token, enabled));
  }

  async switchWalletMode(mode: WalletMode): Promise<void> {
    await this.change(() => this.funds.switchWalletMode(mode));
  }

  private async change(work: () => Promise<Result<unknown, TradeFailure>>): Promise<void> {
    if (this.switchingCollateral) return;
    this.set({ switchingCollateral: true, collateralNotice: undefined });
    const result = await work();
    if (!result.ok)
      this.set({
        collateralNotice: result.error.kind === 'refused' ? { kind: 'refused', message: result.error.message } : { kind: 'unanswered' },
      });
    await this.loadCollateral();
    this.set({ switchingCollateral: false });
  }

  private set(
    patch: Partial<
      Pick<
        TransferStore,
        'tried' | 'open' | 'sending' | 'notice' | 'history' | 'historyPage' | 'collateral' | 'switchingCollateral' | 'collateralNotice'
      >
    >,
  ): void {
    Object.assign(this, patch);
  }
}
