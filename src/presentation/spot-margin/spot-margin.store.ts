import Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { ManageSpotMargin, type SpotMarginOverview } from '../../application/spot-margin/manage-spot-margin.use-case';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { SpotMarginHistoryPage } from '../../domain/trade/spot-margin/spot-margin-account';
import { allocateRepayment, marginRisk, type MarginRisk } from '../../domain/trade/spot-margin/spot-margin';
import { failureCode } from '../shared/failure-code';

/** One row of the per-token table: the rate, the loan and what may still be borrowed. */
export interface SpotMarginTokenRow {
  readonly token: string;
  readonly annualRate: string;
  readonly hourlyRate: string;
  readonly borrowed: string;
  readonly interest: string;
  readonly maxBorrowable: string;
  readonly owes: boolean;
}

/** A refusal to show: the exchange's message, or a failure to reach it (the view translates `unanswered`). */
export type SpotMarginNotice =
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'unanswered' }
  | { readonly kind: 'repaid'; readonly interest: string; readonly principal: string; readonly token: string };

/** A failed read as the Loadable's error code (a refusal reads as the exchange's unknown error). */

const noticeOf = (failure: TradeFailure): SpotMarginNotice =>
  failure.kind === 'refused' ? { kind: 'refused', message: failure.message } : { kind: 'unanswered' };

export const HISTORY_PAGE_SIZE = 20;

/** /account/spot-margin (and the order form's "Borrow"): the account's leverage, loans, risk and interest history. */
@injectable()
export class SpotMarginStore {
  overview: Loadable<SpotMarginOverview> = idle();
  history: Loadable<SpotMarginHistoryPage> = idle();
  historyPage = 1;
  busy = false;
  notice: SpotMarginNotice | undefined = undefined;
  /** The repay dialog: its token, the amount typed, and whether to repay everything. */
  repayToken: string | undefined = undefined;
  repayAmount = '';

  constructor(@inject(ManageSpotMargin) private readonly manage: ManageSpotMargin) {
    makeObservable<SpotMarginStore, 'setOverview' | 'setHistory' | 'setBusy'>(this, {
      overview: observableRef,
      history: observableRef,
      historyPage: observable,
      busy: observable,
      notice: observableRef,
      repayToken: observable,
      repayAmount: observable,
      summary: computed,
      on: computed,
      rows: computed,
      risk: computed,
      repayRow: computed,
      repayPreview: computed,
      setOverview: action,
      setHistory: action,
      setBusy: action,
      openRepay: action,
      closeRepay: action,
      setRepayAmount: action,
      dismissNotice: action,
    });
  }

  get summary() {
    return this.overview.status === 'success' ? this.overview.value.summary : undefined;
  }

  get on(): boolean {
    return (this.summary?.leverage ?? 1) > 1;
  }

  get rows(): SpotMarginTokenRow[] {
    if (this.overview.status !== 'success') return [];
    const { loans, rates } = this.overview.value;
    const rateOf = new Map(rates.map((r) => [r.token, r]));
    return loans
      .map((l) => ({
        token: l.token,
        annualRate: rateOf.get(l.token)?.annualRate ?? '0',
        hourlyRate: rateOf.get(l.token)?.hourlyRate ?? '0',
        borrowed: l.borrowed,
        interest: l.interest,
        maxBorrowable: l.maxBorrowable,
        owes: !new Decimal(l.borrowed).isZero() || !new Decimal(l.interest).isZero(),
      }))
      .sort((a, b) => Number(b.owes) - Number(a.owes) || a.token.localeCompare(b.token));
  }

  get risk(): MarginRisk {
    return marginRisk(this.summary?.marginLevel);
  }

  /** What an order may still borrow of `token`, or undefined when spot margin is off or not loaded (the order form). */
  borrowable(token: string): string | undefined {
    if (!this.on || this.overview.status !== 'success') return undefined;
    return this.overview.value.loans.find((l) => l.token === token)?.maxBorrowable ?? '0';
  }

  get repayRow(): SpotMarginTokenRow | undefined {
    return this.rows.find((r) => r.token === this.repayToken);
  }

  /** How the typed amount would be split (interest first); undefined for an amount that is not a number. */
  get repayPreview(): { interest: string; principal: string; unused: string } | undefined {
    const row = this.repayRow;
    if (!row || !/^(?:\d+\.?\d*|\.\d+)$/.test(this.repayAmount.trim())) return undefined;
    return allocateRepayment({ interest: row.interest, principal: row.borrowed }, this.repayAmount.trim());
  }

  /** Loads the overview and the first page of the history (again on each call). */
  async start(): Promise<void> {
    await Promise.all([this.refresh(), this.loadHistory(this.historyPage)]);
  }

  async refresh(): Promise<void> {
    if (this.overview.status !== 'success') this.setOverview(pending());
    const result = await this.manage.overview();
    this.setOverview(result.ok ? loaded(result.value) : failed(failureCode(result.error)));
  }

  async loadHistory(page: number): Promise<void> {
    this.setHistory(pending(), page);
    const result = await this.manage.history(page, HISTORY_PAGE_SIZE);
    if (this.historyPage === page) this.setHistory(result.ok ? loaded(result.value) : failed(failureCode(result.error)));
  }

  async setLeverage(leverage: number): Promise<void> {
    this.setBusy(true);
    const result = await this.manage.setLeverage(leverage);
    this.setBusy(false, result.ok ? undefined : noticeOf(result.error));
    if (result.ok) await this.refresh();
  }

  openRepay(token: string): void {
    this.repayToken = token;
    this.repayAmount = '';
  }

  closeRepay(): void {
    this.repayToken = undefined;
  }

  setRepayAmount(amount: string): void {
    this.repayAmount = amount;
  }

  dismissNotice(): void {
    this.notice = undefined;
  }

  /** Repays the typed amount, or everything that can be when `all`. */
  async repay(all: boolean): Promise<boolean> {
    const token = this.repayToken;
    if (!token) return false;
    this.setBusy(true);
    const result = await this.manage.repay(token, all ? undefined : this.repayAmount);
    if (!result.ok) {
      this.setBusy(false, noticeOf(result.error));
      return false;
    }
    this.setBusy(false, { kind: 'repaid', token, interest: result.value.interestRepaid, principal: result.value.principalRepaid });
    this.closeRepay();
    await Promise.all([this.refresh(), this.loadHistory(1)]);
    return true;
  }

  private setOverview(state: Loadable<SpotMarginOverview>): void {
    this.overview = state;
  }

  /** `page`: the page being loaded (a later request for another page wins over this one's answer). */
  private setHistory(state: Loadable<SpotMarginHistoryPage>, page = this.historyPage): void {
    this.history = state;
    this.historyPage = page;
  }

  private setBusy(busy: boolean, notice?: SpotMarginNotice): void {
    this.busy = busy;
    if (!busy) this.notice = notice;
  }
}
