import type { RewardCoupon, RewardNotification, RewardsApiPort, RewardTask } from '../../../src/application/rewards/ports/rewards-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { activeUntil, couponProblem, couponStatus, type RewardTaskKind } from '../../../src/domain/rewards/rewards';
import { err, ok } from '../../../src/domain/shared/result';

const refused = (message: string): TradeFailure => ({ kind: 'refused', code: -1005, message, status: 400 });
const MESSAGES = {
  expired: 'This coupon has expired.',
  notClaimed: 'Claim this coupon before using it.',
  alreadyClaimed: 'This coupon is already claimed.',
  alreadyUsed: 'This coupon is already used.',
};

type StoredCoupon = Omit<RewardCoupon, 'status' | 'activeUntil'>;

/** The reward centre in memory, with the rules simulator/rewards applies (the same domain); credits go to `credited`. */
export class FakeRewardsApi implements RewardsApiPort {
  taskRows: RewardTask[] = [];
  couponRows: StoredCoupon[] = [];
  notificationRows: RewardNotification[] = [];
  /** What the exchange credited (the ledger's DISTRIBUTION rows). */
  credited: { token: string; amount: string }[] = [];
  private nextId = 100;

  constructor(private readonly now: () => number) {}

  private view(c: StoredCoupon): RewardCoupon {
    return { ...c, status: couponStatus(c, this.now()), activeUntil: activeUntil(c) };
  }

  private credit(source: string, token: string, amount: string): void {
    this.credited.push({ token, amount });
    this.notificationRows.unshift({ id: this.nextId++, campaignId: 'REWARD_CENTER', source, token, amount, createdTime: this.now() });
  }

  private rowsNow(): RewardTask[] {
    return this.taskRows.map((t) =>
      t.status === 'CLAIMABLE' && t.claimBy !== undefined && this.now() >= t.claimBy ? { ...t, status: 'EXPIRED' as const } : t,
    );
  }

  async tasks() {
    return ok(this.rowsNow() as readonly RewardTask[]);
  }

  async claimTask(kind: RewardTaskKind) {
    const task = this.rowsNow().find((t) => t.kind === kind)!;
    if (task.status === 'IN_PROGRESS') return err(refused('This task is not done yet.'));
    if (task.status === 'EXPIRED') return err(refused('This reward has expired.'));
    if (task.status === 'CLAIMED') return err(refused('This reward is already claimed.'));
    const claimed: RewardTask = { ...task, status: 'CLAIMED', claimedTime: this.now() };
    this.taskRows = this.taskRows.map((t) => (t.kind === kind ? claimed : t));
    this.credit(`TASK_${kind}`, task.token, task.amount);
    return ok(claimed);
  }

  async coupons() {
    return ok(this.couponRows.map((c) => this.view(c)) as readonly RewardCoupon[]);
  }

  private async change(id: number, action: 'claim' | 'use') {
    const c = this.couponRows.find((x) => x.id === id);
    if (!c) return err(refused(`No coupon ${id}.`));
    const problem = couponProblem(c, action, this.now());
    if (problem) return err(refused(MESSAGES[problem]));
    const next = action === 'claim' ? { ...c, claimedAt: this.now() } : { ...c, usedAt: this.now() };
    this.couponRows = this.couponRows.map((x) => (x.id === id ? next : x));
    if (action === 'use' && c.kind === 'TRADING_BONUS') this.credit(c.code, c.token ?? 'USDT', c.value);
    return ok(this.view(next));
  }

  claimCoupon(id: number) {
    return this.change(id, 'claim');
  }

  useCoupon(id: number) {
    return this.change(id, 'use');
  }

  async notifications() {
    return ok([...this.notificationRows] as readonly RewardNotification[]);
  }

  async dismiss(id: number) {
    this.notificationRows = this.notificationRows.filter((n) => n.id !== id);
    return ok(undefined);
  }
}
