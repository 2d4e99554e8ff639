import type { FastifyInstance } from 'fastify';
import type { Notifications } from '../campaigns/notifications';
import type { Earn } from '../earn/earn';
import type { TradingEngine } from '../trading/trading-engine';
import type { Deposits } from '../wallet/deposits';
import { registerRewardRoutes, type RewardRouteDeps } from './reward-routes';
import { Rewards } from './rewards';

export interface RewardsMount {
  readonly rewards: Rewards;
  api(app: FastifyInstance, deps: RewardRouteDeps): void;
}

/**
 * The reward centre and the promotions (simulator/rewards): tasks read the wallet's deposits and the engine's fills;
 * the engine asks it for a member's fee rates (a fee discount) and earn for a savings rate (an APY booster).
 */
export function createRewardsMount(parts: {
  trading: TradingEngine;
  notifications: Notifications;
  deposits: Deposits;
  earn: Earn;
  clock: () => number;
}): RewardsMount {
  const { trading, deposits, earn, clock } = parts;
  const firstDepositTime = (userId: number): number | undefined => {
    const done = deposits
      .history(userId)
      .filter((r) => r.tokenSide === 'DEPOSIT' && r.status === 'COMPLETED')
      .map((r) => r.updatedTime);
    return done.length === 0 ? undefined : Math.min(...done);
  };
  const rewards = new Rewards(trading, parts.notifications, { firstDepositTime }, clock, trading.loaded.growth);
  // a coupon's discount applies on top of any other (My WOO's tier): 1 − (1 − a)(1 − b), in FEE_DISCOUNT_ORDER
  trading.feeDiscounts.register('reward-coupon', (userId) => rewards.feeDiscount(userId), { has: (userId) => rewards.knows(userId) });
  earn.boostAprWith((userId, productId, apr, at) => rewards.apr(userId, productId, apr, at));
  return { rewards, api: (app, deps) => registerRewardRoutes(app, deps, rewards) };
}
