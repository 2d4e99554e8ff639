import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { PromotionsApiPort, type PromotionCard } from '../../application/rewards/ports/promotions-api.port';
import {
  RewardsApiPort,
  type RewardCoupon,
  type RewardNotification,
  type RewardTask,
} from '../../application/rewards/ports/rewards-api.port';
import { Notifier } from '../../application/shared/notifier';
import { TranslatorPort } from '../../application/shared/ports/translator.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { RewardTaskKind } from '../../domain/rewards/rewards';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { Result } from '../../domain/shared/result';
import { NotificationBellStore } from '../notifications/notification-bell.store';
import { failureCode } from '../shared/failure-code';
import { growthRefusal } from '../shared/growth-refusals';
import { formatExact } from '../../domain/shared/amount-format';

/**
 * /account/reward-center: the tasks with their progress, the coupons (claim, use, expiry), the rewards credited not
 * yet dismissed (each new one told by a toast once; the header bell reads the inbox again), and the promotions
 * (#events). A refusal is said in the user's language (src/presentation/shared/growth-refusals.ts).
 */
@injectable()
export class RewardCenterStore {
  tasks: Loadable<readonly RewardTask[]> = idle();
  coupons: Loadable<readonly RewardCoupon[]> = idle();
  rewards: readonly RewardNotification[] = [];
  events: Loadable<readonly PromotionCard[]> = idle();
  /** The action waiting for the exchange (`task:FIRST_TRADE`, `claim:3`, `use:3`), one at a time. */
  busy: string | undefined = undefined;
  problem: string | undefined = undefined;
  private readonly told = new Set<number>();
  private first = true;

  constructor(
    @inject(RewardsApiPort) private readonly api: RewardsApiPort,
    @inject(PromotionsApiPort) private readonly promotions: PromotionsApiPort,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
    @inject(NotificationBellStore) private readonly bell: NotificationBellStore,
  ) {
    makeObservable<RewardCenterStore, 'set'>(this, {
      tasks: observableRef,
      coupons: observableRef,
      rewards: observableRef,
      events: observableRef,
      busy: observable,
      problem: observable,
      claimable: computed,
      set: action,
    });
  }

  /** How many task rewards and coupons wait for a claim. */
  get claimable(): number {
    const tasks = this.tasks.status === 'success' ? this.tasks.value.filter((t) => t.status === 'CLAIMABLE').length : 0;
    const coupons = this.coupons.status === 'success' ? this.coupons.value.filter((c) => c.status === 'UNCLAIMED').length : 0;
    return tasks + coupons;
  }

  private set(patch: Partial<Pick<RewardCenterStore, 'tasks' | 'coupons' | 'rewards' | 'events' | 'busy' | 'problem'>>): void {
    Object.assign(this, patch);
  }

  async start(): Promise<void> {
    if (this.tasks.status === 'idle') this.set({ tasks: pending(), coupons: pending() });
    await Promise.all([this.loadTasks(), this.loadCoupons(), this.loadRewards(), this.loadEvents()]);
  }

  private async loadTasks(): Promise<void> {
    const r = await this.api.tasks();
    this.set({ tasks: r.ok ? loaded(r.value) : failed(failureCode(r.error)) });
  }

  private async loadCoupons(): Promise<void> {
    const r = await this.api.coupons();
    this.set({ coupons: r.ok ? loaded(r.value) : failed(failureCode(r.error)) });
  }

  async loadEvents(): Promise<void> {
    const r = await this.promotions.events(this.translator.language());
    this.set({ events: r.ok ? loaded(r.value) : failed(r.error) });
  }

  /** The rewards not dismissed; those not seen before are told by a toast (not the ones already there on first read). */
  private async loadRewards(): Promise<void> {
    const r = await this.api.notifications();
    if (!r.ok) return;
    for (const n of r.value) {
      if (this.told.has(n.id)) continue;
      this.told.add(n.id);
      if (!this.first)
        this.notifier.show('success', rewardText(this.translator.t.bind(this.translator), this.translator.language(), n), `reward-${n.id}`);
    }
    this.first = false;
    this.set({ rewards: r.value });
  }

  claimTask(kind: RewardTaskKind): Promise<boolean> {
    return this.act(`task:${kind}`, () => this.api.claimTask(kind));
  }

  claimCoupon(id: number): Promise<boolean> {
    return this.act(`claim:${id}`, () => this.api.claimCoupon(id));
  }

  useCoupon(id: number): Promise<boolean> {
    return this.act(`use:${id}`, () => this.api.useCoupon(id));
  }

  async dismiss(id: number): Promise<void> {
    const r = await this.api.dismiss(id);
    if (r.ok) this.set({ rewards: this.rewards.filter((n) => n.id !== id) });
  }

  /** A refusal in the user's language (never the exchange's English sentence), or the transport's error. */
  private refusalText(failure: TradeFailure): string {
    if (failure.kind !== 'refused') return this.translator.t(`errors.${failure.error}`);
    const refusal = growthRefusal(failure.message);
    return this.translator.t(refusal.key, refusal.values);
  }

  private async act(key: string, call: () => Promise<Result<unknown, TradeFailure>>): Promise<boolean> {
    if (this.busy) return false;
    this.set({ busy: key, problem: undefined });
    const r = await call();
    if (!r.ok) {
      this.set({ busy: undefined, problem: this.refusalText(r.error) });
      return false;
    }
    await Promise.all([this.loadTasks(), this.loadCoupons(), this.loadRewards()]);
    this.set({ busy: undefined });
    void this.bell.refresh();
    return true;
  }
}

/** "10 USDT credited: First deposit" (or "… prize for #2 in EZPZ spot competition") in the visitor's language. */
export function rewardText(t: (key: string, params?: Record<string, unknown>) => string, language: string, n: RewardNotification): string {
  const prize = /^PRIZE_RANK_(\d+)$/.exec(n.source);
  const source = prize
    ? t('rewards:notifications.prize', {
        rank: prize[1],
        campaign: t(`competitions:campaign.${n.campaignId}.title`, { defaultValue: n.campaignId }),
      })
    : n.source.startsWith('TASK_')
      ? t(`rewards:tasks.${n.source.slice(5)}.title`)
      : t('rewards:coupons.bonusSource');
  return t('rewards:notifications.credited', { amount: formatExact(language, n.amount), token: n.token, source });
}
