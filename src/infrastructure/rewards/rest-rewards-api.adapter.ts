import { inject, injectable } from 'inversify';
import type { RewardCoupon, RewardNotification, RewardsApiPort, RewardTask } from '../../application/rewards/ports/rewards-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { RewardTaskKind } from '../../domain/rewards/rewards';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall } from '../http/trade-call';
import {
  couponRow,
  couponRows,
  dismissData,
  rewardNotificationRows,
  taskRow,
  taskRows,
  toCoupon,
  toRewardNotifications,
  toTask,
} from './rewards.schema';

/** The reward centre (`/v3/rewards/*`) and `/social-backend-ui/private/campaign-reward-notifications` over REST with the session's bearer. */
@injectable()
export class RestRewardsApi implements RewardsApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  tasks(): Promise<Result<readonly RewardTask[], TradeFailure>> {
    return tradeCall(this.api, 'GET', '/v3/rewards/tasks', taskRows, (d) => d.rows.map(toTask));
  }

  claimTask(kind: RewardTaskKind): Promise<Result<RewardTask, TradeFailure>> {
    return tradeCall(this.api, 'POST', '/v3/rewards/tasks/claim', taskRow, toTask, { body: { kind } });
  }

  coupons(): Promise<Result<readonly RewardCoupon[], TradeFailure>> {
    return tradeCall(this.api, 'GET', '/v3/rewards/coupons', couponRows, (d) => d.rows.map(toCoupon));
  }

  claimCoupon(id: number): Promise<Result<RewardCoupon, TradeFailure>> {
    return tradeCall(this.api, 'POST', `/v3/rewards/coupons/${id}/claim`, couponRow, toCoupon);
  }

  useCoupon(id: number): Promise<Result<RewardCoupon, TradeFailure>> {
    return tradeCall(this.api, 'POST', `/v3/rewards/coupons/${id}/use`, couponRow, toCoupon);
  }

  notifications(): Promise<Result<readonly RewardNotification[], TradeFailure>> {
    return tradeCall(
      this.api,
      'GET',
      '/social-backend-ui/private/campaign-reward-notifications',
      rewardNotificationRows,
      toRewardNotifications,
    );
  }

  dismiss(id: number): Promise<Result<void, TradeFailure>> {
    return tradeCall(this.api, 'DELETE', `/social-backend-ui/private/campaign-reward-notifications/${id}`, dismissData, () => undefined);
  }
}
