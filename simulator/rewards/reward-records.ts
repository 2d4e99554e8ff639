/** The reward centre's rows (rewards.ts): a member's record with its coupons and reward notifications, and a task's view. */
import type { CouponKind, RewardTaskKind } from '../../src/domain/rewards/rewards';

export interface CouponRecord {
  id: number;
  code: string;
  kind: CouponKind;
  value: string;
  token?: string;
  productId?: string;
  grantedAt: number;
  claimBy: number;
  expiresAt: number;
  durationDays: number;
  claimedAt?: number;
  usedAt?: number;
}

/** A reward credited to the member, told until they dismiss it (`campaign-reward-notifications`). */
export interface RewardNotificationRecord {
  id: number;
  campaignId: string;
  source: string;
  token: string;
  amount: string;
  createdTime: number;
  dismissed: boolean;
}

/** One member's reward centre, stored as one growth row (kind `reward-user`) in the batch of its ledger rows. */
export interface RewardUserRecord {
  userId: number;
  createdTime: number;
  claimedTasks: Partial<Record<RewardTaskKind, number>>;
  coupons: CouponRecord[];
  notifications: RewardNotificationRecord[];
  nextId: number;
}

export interface TaskView {
  kind: RewardTaskKind;
  progress: string;
  target: string;
  percent: number;
  token: string;
  amount: string;
  completedTime: number | null;
  claimBy: number | null;
  claimedTime: number | null;
  status: 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
}
