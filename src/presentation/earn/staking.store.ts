import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { ManageEarn } from '../../application/earn/manage-earn.use-case';
import type { EarnCatalogue, StakingOverview, UnstakeResult, YieldPage } from '../../domain/earn/earn-types';
import { amountProblem, daysLeft, instantUnstake } from '../../domain/earn/staking';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { noticeOf, type EarnNotice } from './earn-notice';
import { failureCode } from '../shared/failure-code';

export const REWARDS_PAGE_SIZE = 10;

/** What the last action did, for the success message. */
export type StakingDone =
  { readonly kind: 'staked'; readonly amount: string } | { readonly kind: 'unstaked'; readonly result: UnstakeResult };

/** /staking: the terms, the account's stake and unbondings, stake / unstake (7 days or instant at 5 %), the rewards. */
@injectable()
export class StakingStore {
  catalogue: Loadable<EarnCatalogue> = idle();
  overview: Loadable<StakingOverview> = idle();
  rewards: Loadable<YieldPage> = idle();
  rewardsPage = 1;
  stakeAmount = '';
  unstakeAmount = '';
  instant = false;
  busy = false;
  notice: EarnNotice | undefined = undefined;
  done: StakingDone | undefined = undefined;

  constructor(@inject(ManageEarn) private readonly earn: ManageEarn) {
    makeObservable<StakingStore, 'set'>(this, {
      catalogue: observableRef,
      overview: observableRef,
      rewards: observableRef,
      rewardsPage: observable,
      stakeAmount: observable,
      unstakeAmount: observable,
      instant: observable,
      busy: observable,
      notice: observableRef,
      done: observableRef,
      instantPreview: computed,
      unbondings: computed,
      staked: computed,
      available: computed,
      setStakeAmount: action,
      setUnstakeAmount: action,
      setInstant: action,
      fillStakeMax: action,
      fillUnstakeMax: action,
      dismiss: action,
      set: action,
    });
  }

  get staked(): string | undefined {
    return this.overview.status === 'success' ? this.overview.value.staked : undefined;
  }

  get available(): string | undefined {
    return this.overview.status === 'success' ? this.overview.value.available : undefined;
  }

  /** An instant unstake of the typed amount: its fee and what is received (undefined while the amount is not valid). */
  get instantPreview(): { fee: string; received: string } | undefined {
    if (amountProblem(this.unstakeAmount, 'WOO', this.staked ?? '0')) return undefined;
    return instantUnstake(this.unstakeAmount.trim());
  }

  /** The unbondings with the whole days left until each is free. */
  get unbondings(): { id: number; amount: string; endTime: number; daysLeft: number }[] {
    if (this.overview.status !== 'success') return [];
    const dayMs = this.catalogue.status === 'success' ? this.catalogue.value.staking.dayMs : 86_400_000;
    const now = this.overview.value.now;
    return this.overview.value.unbonding.map((u) => ({
      id: u.id,
      amount: u.amount,
      endTime: u.endTime,
      daysLeft: daysLeft(u.endTime, now, dayMs),
    }));
  }

  /** Loads the public terms, and the account's stake and rewards when signed in. */
  async start(signedIn: boolean): Promise<void> {
    if (this.catalogue.status !== 'success') {
      this.set({ catalogue: pending() });
      const c = await this.earn.catalogue();
      this.set({ catalogue: c.ok ? loaded(c.value) : failed(failureCode(c.error)) });
    }
    if (signedIn) await this.reload();
  }

  async reload(): Promise<void> {
    if (this.overview.status !== 'success') this.set({ overview: pending() });
    const [o] = await Promise.all([this.earn.overview(), this.loadRewards(this.rewardsPage)]);
    this.set({ overview: o.ok ? loaded(o.value) : failed(failureCode(o.error)) });
  }

  async loadRewards(page: number): Promise<void> {
    this.set({ rewardsPage: page, rewards: this.rewards.status === 'success' ? this.rewards : pending() });
    const r = await this.earn.yields(page, REWARDS_PAGE_SIZE, 'STAKING');
    if (this.rewardsPage === page) this.set({ rewards: r.ok ? loaded(r.value) : failed(failureCode(r.error)) });
  }

  setStakeAmount(value: string): void {
    this.stakeAmount = value;
  }

  setUnstakeAmount(value: string): void {
    this.unstakeAmount = value;
  }

  setInstant(value: boolean): void {
    this.instant = value;
  }

  fillStakeMax(): void {
    this.stakeAmount = this.available ?? '0';
  }

  fillUnstakeMax(): void {
    this.unstakeAmount = this.staked ?? '0';
  }

  dismiss(): void {
    this.notice = undefined;
    this.done = undefined;
  }

  /** Stakes the typed amount (one action at a time). */
  async stake(): Promise<void> {
    if (this.busy) return;
    const amount = this.stakeAmount.trim();
    this.set({ busy: true, notice: undefined, done: undefined });
    const r = await this.earn.stake(amount, this.available);
    this.set({ busy: false, ...(r.ok ? { done: { kind: 'staked', amount }, stakeAmount: '' } : { notice: noticeOf(r.error) }) });
    if (r.ok) await this.reload();
  }

  /** Unstakes the typed amount: into unbonding, or at once less the fee when `instant` is on. */
  async unstake(): Promise<void> {
    if (this.busy) return;
    this.set({ busy: true, notice: undefined, done: undefined });
    const r = await this.earn.unstake(this.unstakeAmount, this.staked, this.instant);
    this.set({
      busy: false,
      ...(r.ok ? { done: { kind: 'unstaked', result: r.value }, unstakeAmount: '' } : { notice: noticeOf(r.error) }),
    });
    if (r.ok) await this.reload();
  }

  private set(
    patch: Partial<
      Pick<
        StakingStore,
        'catalogue' | 'overview' | 'rewards' | 'rewardsPage' | 'busy' | 'notice' | 'done' | 'stakeAmount' | 'unstakeAmount'
      >
    >,
  ): void {
    Object.assign(this, patch);
  }
}
