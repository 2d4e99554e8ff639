import Decimal from 'decimal.js';
import { discountedFees, type FeeRates } from '../trade/orders/fees';

/** What a reward-centre task asks of the member (completed from their real activity on the exchange). */
export const REWARD_TASK_KINDS = ['FIRST_DEPOSIT', 'FIRST_TRADE', 'TRADE_VOLUME'] as const;
export type RewardTaskKind = (typeof REWARD_TASK_KINDS)[number];

/** The coupons: a fee discount (a share off every fee), a trading bonus (credited), an APY booster (savings rate up). */
export const COUPON_KINDS = ['FEE_DISCOUNT', 'TRADING_BONUS', 'APY_BOOSTER'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * Where a coupon is: UNCLAIMED (claim it before `claimBy`), CLAIMED (use it before `expiresAt`), ACTIVE (used, working
 * until `activeUntil`), USED (spent: a bonus credited, or a discount or booster whose time ran out), EXPIRED (not
 * claimed or not used in time).
 */
export type CouponStatus = 'UNCLAIMED' | 'CLAIMED' | 'ACTIVE' | 'USED' | 'EXPIRED';

export const DAY_MS = 24 * 3600 * 1000;

/** The instant a reward granted at `grantedAt` expires, `validDays` later (to the millisecond). */
export function rewardExpiry(grantedAt: number, validDays: number): number {
  return grantedAt + validDays * DAY_MS;
}

/** Expired at `now` when `now` has reached the expiry (the expiry instant itself is already too late). */
export function isExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt;
}

export interface Countdown {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** Nothing left: the countdown shows zero. */
  readonly over: boolean;
}

/** What is left until `until`, whole days, hours, minutes and seconds (rounded down), zero once passed. */
export function countdown(until: number, now: number): Countdown {
  const left = Math.max(0, until - now);
  const s = Math.floor(left / 1000);
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
    over: left === 0,
  };
}

/** A coupon as the exchange keeps it. Amount fields are decimal strings. */
export interface CouponState {
  readonly kind: CouponKind;
  /** Claim before this instant. */
  readonly claimBy: number;
  /** Once claimed, use before this instant. */
  readonly expiresAt: number;
  readonly claimedAt?: number;
  readonly usedAt?: number;
  /** How long a used discount or booster works (0 for a bonus, which is spent at once). */
  readonly durationDays: number;
}

/** When a used discount or booster stops working (undefined while unused, or for a bonus). */
export function activeUntil(c: CouponState): number | undefined {
  if (c.usedAt === undefined || c.kind === 'TRADING_BONUS') return undefined;
  return c.usedAt + c.durationDays * DAY_MS;
}

/** The coupon's status at `now` (see `CouponStatus`). */
export function couponStatus(c: CouponState, now: number): CouponStatus {
  if (c.usedAt !== undefined) {
    const until = activeUntil(c);
    return until !== undefined && now < until ? 'ACTIVE' : 'USED';
  }
  if (c.claimedAt !== undefined) return isExpired(c.expiresAt, now) ? 'EXPIRED' : 'CLAIMED';
  return isExpired(c.claimBy, now) ? 'EXPIRED' : 'UNCLAIMED';
}

/** Why a coupon cannot be claimed or used now (undefined: it can). */
export function couponProblem(
  c: CouponState,
  action: 'claim' | 'use',
  now: number,
): 'expired' | 'notClaimed' | 'alreadyClaimed' | 'alreadyUsed' | undefined {
  const status = couponStatus(c, now);
  if (status === 'EXPIRED') return 'expired';
  if (status === 'ACTIVE' || status === 'USED') return 'alreadyUsed';
  if (action === 'claim') return status === 'CLAIMED' ? 'alreadyClaimed' : undefined;
  return status === 'UNCLAIMED' ? 'notClaimed' : undefined;
}

/** The rates after a coupon's discount of `percent` % (0–100): the engine's `discountedFees` at percent ÷ 100. */
export function discountedFee(rates: FeeRates, percent: string): FeeRates {
  return discountedFees(rates, Decimal.min(100, Decimal.max(0, percent)).div(100).toFixed());
}

/** The best discount among active fee-discount coupons (their `percent`), or undefined when none is active. */
export function bestDiscount(coupons: readonly (CouponState & { readonly value: string })[], now: number): string | undefined {
  const active = coupons.filter((c) => c.kind === 'FEE_DISCOUNT' && couponStatus(c, now) === 'ACTIVE').map((c) => new Decimal(c.value));
  return active.length === 0 ? undefined : Decimal.max(...active).toFixed();
}

/** A savings rate raised by a booster: apr + boost (both annual fractions: 0.0365 + 0.0365 = 0.073). */
export function boostedApr(apr: string, boost: string): string {
  return new Decimal(apr).plus(boost).toFixed();
}

/** A task's progress towards its target, and whether it is done (the target reached). */
export function taskProgress(
  progress: string,
  target: string,
): { readonly progress: string; readonly target: string; readonly done: boolean; readonly percent: number } {
  const p = Decimal.min(progress, target);
  const percent = new Decimal(target).isZero() ? 100 : p.div(target).times(100).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
  return { progress: p.toFixed(), target: new Decimal(target).toFixed(), done: p.gte(target), percent };
}
