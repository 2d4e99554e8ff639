import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { ManageEarn } from '../../application/earn/manage-earn.use-case';
import { ClockPort } from '../../application/shared/ports/clock.port';
import { estimateEarnings, type EarningsEstimate } from '../../domain/earn/calculator';
import type { EarnCatalogue, PositionRow, RedeemResult, RwaAsset, YieldPage } from '../../domain/earn/earn-types';
import { redemption, type SavingsProduct } from '../../domain/earn/savings';
import { amountProblem, type AmountProblem } from '../../domain/shared/amount-rule';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import Decimal from 'decimal.js';
import { noticeOf, type EarnNotice } from './earn-notice';
import { failureCode } from '../shared/failure-code';
import { TradingAccountView } from '../member-trading/account/trading-account-view';
import { EARN_DECIMALS } from '../../domain/earn/interest';

export const YIELD_PAGE_SIZE = 10;

export type SavingsDone =
  { readonly kind: 'subscribed'; readonly position: PositionRow } | { readonly kind: 'redeemed'; readonly result: RedeemResult };

/** /staking/earn: products and RWA, subscribe and redeem, the positions, the yield history and the calculator. */
@injectable()
export class SavingsStore {
  catalogue: Loadable<EarnCatalogue> = idle();
  rwa: Loadable<RwaAsset[]> = idle();
  positions: Loadable<PositionRow[]> = idle();
  yields: Loadable<YieldPage> = idle();
  yieldPage = 1;
  selected: string | undefined = undefined;
  amount = '';
  busy = false;
  notice: EarnNotice | undefined = undefined;
  done: SavingsDone | undefined = undefined;
  calcAmount = '1000';
  calcDays = '30';
  calcApr = '3.65';
  calcCompounding = true;

  constructor(
    @inject(ManageEarn) private readonly earn: ManageEarn,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(TradingAccountView) private readonly account: TradingAccountView,
  ) {
    makeObservable<SavingsStore, 'set'>(this, {
      catalogue: observableRef,
      rwa: observableRef,
      positions: observableRef,
      yields: observableRef,
      yieldPage: observable,
      selected: observable,
      amount: observable,
      busy: observable,
      notice: observableRef,
      done: observableRef,
      calcAmount: observable,
      calcDays: observable,
      calcApr: observable,
      calcCompounding: observable,
      products: computed,
      product: computed,
      estimate: computed,
      active: computed,
      available: computed,
      amountProblem: computed,
      choose: action,
      setAmount: action,
      fillMax: action,
      setCalc: action,
      dismiss: action,
      set: action,
    });
  }

  get products(): readonly SavingsProduct[] {
    return this.catalogue.status === 'success' ? this.catalogue.value.products : [];
  }

  get product(): SavingsProduct | undefined {
    return this.products.find((p) => p.productId === this.selected);
  }

  /** The chosen product's token available in the wallet ('0' when it holds none; undefined before balances load). */
  get available(): string | undefined {
    const p = this.product;
    if (!p || !this.account.ready) return undefined;
    return this.account.balance(p.token)?.available ?? '0';
  }

  /** The typed amount's problem: a number, the earn decimals, the product's minimum, then the available balance. */
  get amountProblem(): AmountProblem | undefined {
    const p = this.product;
    if (!p) return undefined;
    return amountProblem(this.amount, { decimals: EARN_DECIMALS, min: p.minAmount, available: this.available });
  }

  get active(): PositionRow[] {
    return this.positions.status === 'success' ? this.positions.value.filter((p) => p.status === 'ACTIVE') : [];
  }

  get estimate(): EarningsEstimate {
    return estimateEarnings({ amount: this.calcAmount, days: this.calcDays, aprPercent: this.calcApr, compounding: this.calcCompounding });
  }

  /** What redeeming a position now gives back (a fixed term before maturity loses the interest it was paid). */
  redeemPreview(p: PositionRow): ReturnType<typeof redemption> {
    return redemption(p, this.clock.now());
  }

  async start(signedIn: boolean): Promise<void> {
    if (signedIn) this.account.start();
    if (this.catalogue.status !== 'success') {
      this.set({ catalogue: pending(), rwa: pending() });
      const [c, r] = await Promise.all([this.earn.catalogue(), this.earn.rwa()]);
      this.set({
        catalogue: c.ok ? loaded(c.value) : failed(failureCode(c.error)),
        rwa: r.ok ? loaded(r.value) : failed(failureCode(r.error)),
      });
    }
    if (signedIn) await this.reload();
  }

  async reload(): Promise<void> {
    if (this.positions.status !== 'success') this.set({ positions: pending() });
    const [p] = await Promise.all([this.earn.positions(), this.loadYields(this.yieldPage)]);
    this.set({ positions: p.ok ? loaded(p.value) : failed(failureCode(p.error)) });
  }

  async loadYields(page: number): Promise<void> {
    this.set({ yieldPage: page, yields: this.yields.status === 'success' ? this.yields : pending() });
    const r = await this.earn.yields(page, YIELD_PAGE_SIZE);
    if (this.yieldPage === page) this.set({ yields: r.ok ? loaded(r.value) : failed(failureCode(r.error)) });
  }

  /** Picks a product to subscribe to; the calculator takes its APR, term and compounding. */
  choose(productId: string | undefined): void {
    this.selected = productId;
    this.amount = '';
    this.notice = undefined;
    const p = this.product;
    if (!p) return;
    this.calcApr = new Decimal(p.apr).times(100).toFixed();
    this.calcCompounding = p.compounding;
    if (p.termDays > 0) this.calcDays = String(p.termDays);
  }

  setAmount(value: string): void {
    this.amount = value;
  }

  /** "Max": all of the product's token available, cut to the earn decimals. */
  fillMax(): void {
    const available = this.available;
    if (available !== undefined)
      this.amount = Decimal.max(0, new Decimal(available).toDecimalPlaces(EARN_DECIMALS, Decimal.ROUND_DOWN)).toFixed();
  }

  setCalc(patch: Partial<Pick<SavingsStore, 'calcAmount' | 'calcDays' | 'calcApr' | 'calcCompounding'>>): void {
    Object.assign(this, patch);
  }

  dismiss(): void {
    this.notice = undefined;
    this.done = undefined;
  }

  async subscribe(): Promise<void> {
    const p = this.product;
    if (!p || this.busy || this.amountProblem) return;
    this.set({ busy: true, notice: undefined, done: undefined });
    const r = await this.earn.subscribe(p.productId, p.token, this.amount, this.available);
    this.set({
      busy: false,
      ...(r.ok ? { done: { kind: 'subscribed', position: r.value }, amount: '', selected: undefined } : { notice: noticeOf(r.error) }),
    });
    if (r.ok) await this.reload();
  }

  async redeem(positionId: number): Promise<void> {
    if (this.busy) return;
    this.set({ busy: true, notice: undefined, done: undefined });
    const r = await this.earn.redeem(positionId);
    this.set({ busy: false, ...(r.ok ? { done: { kind: 'redeemed', result: r.value } } : { notice: noticeOf(r.error) }) });
    if (r.ok) await this.reload();
  }

  private set(
    patch: Partial<
      Pick<SavingsStore, 'catalogue' | 'rwa' | 'positions' | 'yields' | 'yieldPage' | 'busy' | 'notice' | 'done' | 'amount' | 'selected'>
    >,
  ): void {
    Object.assign(this, patch);
  }
}
