import Decimal from 'decimal.js';
import {
  activeUntil,
  bestDiscount,
  boostedApr,
  couponProblem,
  couponStatus,
  rewardExpiry,
  taskProgress,
  type RewardTaskKind,
} from '../../src/domain/rewards/rewards';
import type { GrowthRow } from '../campaigns/growth-rows';
import type { Notifications } from '../campaigns/notifications';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { TradingEngine } from '../trading/trading-engine';
import { REWARD_CAMPAIGN, REWARD_TASKS, WELCOME_COUPONS, type TaskConfig } from './reward-config';
import type { CouponRecord, RewardNotificationRecord, RewardUserRecord, TaskView } from './reward-records';

/** What the rewards read of the rest of the exchange: whether and when the member's first deposit was credited. */
export interface RewardActivity {
  firstDepositTime(userId: number): number | undefined;
}

const invalid = (message: string): ApiError => new ApiError(ErrorCodes.InvalidParameter, message);
/** The refusal of a new-user reward to a sub-account (the client translates it: `rewards.errors.subAccount`). */
export const SUB_ACCOUNT_REFUSAL = 'Sub-accounts are not new users: new-user rewards belong to the main account';
const PROBLEMS: Record<string, string> = {
  expired: 'This coupon has expired.',
  notClaimed: 'Claim this coupon before using it.',
  alreadyClaimed: 'This coupon is already claimed.',
  alreadyUsed: 'This coupon is already used.',
};

/**
 * The reward centre (docs/protocol.md "Rewards"): tasks done from the member's real activity (first deposit, first
 * trade, trade volume), coupons (fee discount, trading bonus, APY booster) to claim and use before they expire.
 * Every credit is a DISTRIBUTION ledger row through the trading engine, written with this row in one transaction.
 * The engine asks `feeRates` for a member's fees (an active discount lowers them) and earn asks `apr` for a savings
 * position's rate (an active booster raises it).
 */
export class Rewards {
  private readonly users = new Map<number, RewardUserRecord>();

  constructor(
    private readonly trading: TradingEngine,
    private readonly notifications: Notifications,
    private readonly activity: RewardActivity,
    private readonly clock: () => number,
    loaded: readonly GrowthRow[] = [],
  ) {
    for (const row of loaded) if (row.kind === 'reward-user') this.users.set(row.userId, row.body as RewardUserRecord);
  }

  /** A sub-account (its family's main account is another): not a new user, so no welcome coupon and no new-user task. */
  private isSub(userId: number): boolean {
    return this.trading.familyOf(userId) !== userId;
  }

  private refuseSub(userId: number): void {
    if (this.isSub(userId)) throw new ApiError(ErrorCodes.InvalidParameter, SUB_ACCOUNT_REFUSAL);
  }

  /** The member's record (their welcome coupons granted on first use; a sub-account gets none). */
  user(userId: number): RewardUserRecord {
    let u = this.users.get(userId);
    if (u) return u;
    const now = this.clock();
    u = { userId, createdTime: now, claimedTasks: {}, coupons: [], notifications: [], nextId: 1 };
    for (const c of this.isSub(userId) ? [] : WELCOME_COUPONS) {
      u.coupons.push({
        id: u.nextId++,
        code: c.code,
        kind: c.kind,
        value: c.value,
        ...(c.token ? { token: c.token } : {}),
        ...(c.productId ? { productId: c.productId } : {}),
        grantedAt: now,
        claimBy: rewardExpiry(now, c.claimDays),
        expiresAt: rewardExpiry(now, c.useDays),
        durationDays: c.durationDays,
      });
    }
    this.users.set(userId, u);
    this.save(u);
    return u;
  }

  private save(u: RewardUserRecord): void {
    this.trading.writer.growth({ kind: 'reward-user', id: String(u.userId), userId: u.userId, body: u });
  }

  /** Progress and completion time of a task, from the member's deposits and fills. */
  private done(userId: number, task: TaskConfig): { progress: string; completedTime?: number } {
    if (task.kind === 'FIRST_DEPOSIT') {
      const at = this.activity.firstDepositTime(userId);
      return at === undefined ? { progress: '0' } : { progress: '1', completedTime: at };
    }
    const fills = this.trading.account(userId).fills;
    if (task.kind === 'FIRST_TRADE')
      return fills.length === 0 ? { progress: '0' } : { progress: '1', completedTime: fills[0].executedTimestamp };
    let volume = new Decimal(0);
    for (const f of fills) {
      volume = volume.plus(new Decimal(f.executedPrice).times(f.executedQuantity));
      if (volume.gte(task.target)) return { progress: volume.toFixed(), completedTime: f.executedTimestamp };
    }
    return { progress: volume.toFixed() };
  }

  /** The new-user tasks (none for a sub-account). */
  tasks(userId: number): TaskView[] {
    if (this.isSub(userId)) return [];
    const u = this.user(userId);
    const now = this.clock();
    return REWARD_TASKS.map((task) => {
      const { progress, completedTime } = this.done(userId, task);
      const p = taskProgress(progress, task.target);
      const claimBy = completedTime === undefined ? null : rewardExpiry(completedTime, task.claimDays);
      const claimedTime = u.claimedTasks[task.kind] ?? null;
      const status = claimedTime !== null ? 'CLAIMED' : claimBy === null ? 'IN_PROGRESS' : now >= claimBy ? 'EXPIRED' : 'CLAIMABLE';
      return {
        kind: task.kind,
        progress: p.progress,
        target: p.target,
        percent: p.percent,
        token: task.token,
        amount: task.amount,
        completedTime: completedTime ?? null,
        claimBy,
        claimedTime,
        status,
      };
    });
  }

  /** Claims a done task's reward: credited at once (a DISTRIBUTION row) and told. */
  claimTask(userId: number, kind: RewardTaskKind): TaskView {
    this.refuseSub(userId);
    const view = this.tasks(userId).find((t) => t.kind === kind)!;
    if (view.status === 'IN_PROGRESS') throw invalid('This task is not done yet.');
    if (view.status === 'CLAIMED') throw invalid('This reward is already claimed.');
    if (view.status === 'EXPIRED') throw invalid('This reward has expired.');
    const u = this.user(userId);
    u.claimedTasks[kind] = this.clock();
    this.credit(u, `TASK_${kind}`, view.token, view.amount);
    return this.tasks(userId).find((t) => t.kind === kind)!;
  }

  coupons(userId: number): (CouponRecord & { status: string; activeUntil: number | null })[] {
    const now = this.clock();
    return this.user(userId).coupons.map((c) => ({ ...c, status: couponStatus(c, now), activeUntil: activeUntil(c) ?? null }));
  }

  private coupon(userId: number, id: number): CouponRecord {
    const c = this.user(userId).coupons.find((x) => x.id === id);
    if (!c) throw new ApiError(ErrorCodes.NotFound, `No coupon ${id}.`);
    return c;
  }

  claimCoupon(userId: number, id: number): void {
    this.refuseSub(userId);
    const c = this.coupon(userId, id);
    const problem = couponProblem(c, 'claim', this.clock());
    if (problem) throw invalid(PROBLEMS[problem]);
    c.claimedAt = this.clock();
    this.save(this.user(userId));
  }

  /** Uses a claimed coupon: a bonus is credited, a discount or booster starts working for its days. */
  useCoupon(userId: number, id: number): void {
    this.refuseSub(userId);
    const c = this.coupon(userId, id);
    const problem = couponProblem(c, 'use', this.clock());
    if (problem) throw invalid(PROBLEMS[problem]);
    c.usedAt = this.clock();
    const u = this.user(userId);
    if (c.kind === 'TRADING_BONUS') this.credit(u, c.code, c.token ?? 'USDT', c.value);
    else this.save(u);
  }

  /**
   * A campaign's prize for `rank` (prizes are paid when the campaign ends): a DISTRIBUTION row, a reward
   * notification (source `PRIZE_RANK_<rank>`) and an inbox message of kind PRIZE, in the caller's batch.
   */
  payPrize(userId: number, campaignId: string, rank: number, token: string, amount: string): void {
    this.credit(this.user(userId), `PRIZE_RANK_${rank}`, token, amount, campaignId, {
      kind: 'PRIZE',
      params: { amount, token, campaign: campaignId, rank },
    });
  }

  /** Credits `amount` of `token` (DISTRIBUTION), with a reward notification and an inbox message, in one batch. */
  private credit(
    u: RewardUserRecord,
    source: string,
    token: string,
    amount: string,
    campaignId = REWARD_CAMPAIGN,
    inbox: { kind: string; params: Record<string, string | number> } = {
      kind: 'REWARD',
      params: { amount, token, campaign: REWARD_CAMPAIGN, source },
    },
  ): void {
    const a = this.trading.account(u.userId);
    this.trading.adjustBalance(a, token, new Decimal(amount), 'DISTRIBUTION');
    this.trading.balancesChanged(a, [token]);
    u.notifications.push({ id: u.nextId++, campaignId, source, token, amount, createdTime: this.clock(), dismissed: false });
    this.save(u);
    this.notifications.add(u.userId, { category: 'CAMPAIGNS', ...inbox });
  }

  /** The reward notifications not dismissed, newest first. */
  rewardNotifications(userId: number): RewardNotificationRecord[] {
    return this.user(userId)
      .notifications.filter((n) => !n.dismissed)
      .sort((x, y) => y.createdTime - x.createdTime || y.id - x.id);
  }

  dismiss(userId: number, id: number): void {
    const u = this.user(userId);
    const n = u.notifications.find((x) => x.id === id);
    if (!n) throw new ApiError(ErrorCodes.NotFound, `No reward notification ${id}.`);
    n.dismissed = true;
    this.save(u);
  }

  /** Whether the account has a reward record (coupons among it): only those can have a coupon's fee discount. */
  knows(userId: number): boolean {
    return this.users.has(userId);
  }

  /** The engine's hook: the fee discount of the member's best working coupon, a fraction ('0': none). Reads, never creates. */
  feeDiscount(userId: number): string {
    const u = this.users.get(userId);
    const percent = u === undefined ? undefined : bestDiscount(u.coupons, this.clock());
    return percent === undefined ? '0' : new Decimal(percent).div(100).toFixed();
  }

  /** Earn's hook: a savings position's rate on the day starting `at`, raised by a booster working then. */
  apr(userId: number, productId: string, apr: string, at: number): string {
    const u = this.users.get(userId);
    if (!u) return apr;
    const boosts = u.coupons.filter(
      (c) =>
        c.kind === 'APY_BOOSTER' &&
        c.productId === productId &&
        c.usedAt !== undefined &&
        c.usedAt <= at &&
        couponStatus(c, at) === 'ACTIVE',
    );
    return boosts.reduce((rate, c) => boostedApr(rate, c.value), apr);
  }
}
