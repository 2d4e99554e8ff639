import type { CouponKind, CouponStatus, RewardTaskKind } from '../../../domain/rewards/rewards';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** A task of the reward centre with the member's progress (`/v3/rewards/tasks`, simulator-defined). */
export interface RewardTask {
  readonly kind: RewardTaskKind;
  readonly progress: string;
  readonly target: string;
  readonly percent: number;
  readonly token: string;
  readonly amount: string;
  readonly completedTime?: number;
  /** Claim before this instant (once the task is done). */
  readonly claimBy?: number;
  readonly claimedTime?: number;
  readonly status: 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
}

/** A coupon (`/v3/rewards/coupons`): `value` is % off (fee discount), an amount (bonus) or a rate added (booster). */
export interface RewardCoupon {
  readonly id: number;
  readonly code: string;
  readonly kind: CouponKind;
  readonly value: string;
  readonly token?: string;
  readonly productId?: string;
  readonly claimBy: number;
  readonly expiresAt: number;
  readonly durationDays: number;
  readonly claimedAt?: number;
  readonly usedAt?: number;
  readonly activeUntil?: number;
  readonly status: CouponStatus;
}

/** A reward credited to the member (`GET /social-backend-ui/private/campaign-reward-notifications`). */
export interface RewardNotification {
  readonly id: number;
  readonly campaignId: string;
  readonly source: string;
  readonly token: string;
  readonly amount: string;
  readonly createdTime: number;
}

/** The reward centre's calls and the reward notifications, authenticated by the session (docs/protocol.md "Rewards"). */
export interface RewardsApiPort {
  tasks(): Promise<Result<readonly RewardTask[], TradeFailure>>;
  claimTask(kind: RewardTaskKind): Promise<Result<RewardTask, TradeFailure>>;
  coupons(): Promise<Result<readonly RewardCoupon[], TradeFailure>>;
  claimCoupon(id: number): Promise<Result<RewardCoupon, TradeFailure>>;
  useCoupon(id: number): Promise<Result<RewardCoupon, TradeFailure>>;
  notifications(): Promise<Result<readonly RewardNotification[], TradeFailure>>;
  dismiss(id: number): Promise<Result<void, TradeFailure>>;
}
export const RewardsApiPort = token<RewardsApiPort>('RewardsApiPort');
