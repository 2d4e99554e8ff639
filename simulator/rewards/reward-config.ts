import type { CouponKind, RewardTaskKind } from '../../src/domain/rewards/rewards';

/** A task of the reward centre: its target (a count, or USDT of volume) and what claiming it credits. */
export interface TaskConfig {
  readonly kind: RewardTaskKind;
  readonly target: string;
  readonly token: string;
  readonly amount: string;
  /** Days to claim the reward once the task is done. */
  readonly claimDays: number;
}

export const REWARD_TASKS: readonly TaskConfig[] = [
  { kind: 'FIRST_DEPOSIT', target: '1', token: 'USDT', amount: '10', claimDays: 7 },
  { kind: 'FIRST_TRADE', target: '1', token: 'USDT', amount: '5', claimDays: 7 },
  { kind: 'TRADE_VOLUME', target: '10000', token: 'USDT', amount: '20', claimDays: 7 },
];

/**
 * A coupon every member finds in the reward centre. `value`: the discount in % (FEE_DISCOUNT), the USDT credited
 * (TRADING_BONUS), the annual rate added (APY_BOOSTER, on `productId`).
 */
export interface CouponConfig {
  readonly code: string;
  readonly kind: CouponKind;
  readonly value: string;
  readonly token?: string;
  readonly productId?: string;
  readonly claimDays: number;
  readonly useDays: number;
  readonly durationDays: number;
}

export const WELCOME_COUPONS: readonly CouponConfig[] = [
  { code: 'WELCOME_FEE_20', kind: 'FEE_DISCOUNT', value: '20', claimDays: 7, useDays: 14, durationDays: 3 },
  { code: 'WELCOME_BONUS_10', kind: 'TRADING_BONUS', value: '10', token: 'USDT', claimDays: 7, useDays: 14, durationDays: 0 },
  { code: 'WELCOME_APY_USDT', kind: 'APY_BOOSTER', value: '0.0365', productId: 'USDT_FLEX', claimDays: 7, useDays: 14, durationDays: 7 },
];

/** The campaign the reward centre's rewards are told as (notifications). */
export const REWARD_CAMPAIGN = 'REWARD_CENTER';
