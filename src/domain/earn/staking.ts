import Decimal from 'decimal.js';
import { EARN_DECIMALS } from './interest';

/** An unstake waits 7 days (unbonding) before the WOO is free again; an instant unstake costs 5 % of it. */
export const UNBONDING_DAYS = 7;
export const INSTANT_UNSTAKE_FEE_RATE = '0.05';
export const DAY_MS = 86_400_000;
/** The base APR of staked WOO (a fraction); a holding tier adds its boost (tiers.ts). */
export const STAKING_BASE_APR = '0.05';

/** What an instant unstake of `amount` costs and leaves: fee = 5 % rounded UP to 8 dp (never under-charged), received = the rest. */
export function instantUnstake(amount: string): { readonly fee: string; readonly received: string } {
  const fee = new Decimal(amount).times(INSTANT_UNSTAKE_FEE_RATE).toDecimalPlaces(EARN_DECIMALS, Decimal.ROUND_UP);
  return { fee: fee.toFixed(), received: new Decimal(amount).minus(fee).toFixed() };
}

/** When an unstake started at `startMs` is free: 7 days later (days of `dayMs`, shortened in tests). */
export function unbondingEnd(startMs: number, dayMs: number = DAY_MS): number {
  return startMs + UNBONDING_DAYS * dayMs;
}

/** Whole days (rounded up) until `endMs`, 0 once it has passed. */
export function daysLeft(endMs: number, nowMs: number, dayMs: number = DAY_MS): number {
  return endMs <= nowMs ? 0 : Math.ceil((endMs - nowMs) / dayMs);
}

/** The staking APR with a tier's boost: base + boost (fractions). */
export function stakingApr(boost: string, base: string = STAKING_BASE_APR): string {
  return new Decimal(base).plus(boost).toFixed();
}

const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;

/** Why an amount to stake, unstake, subscribe or redeem is refused (undefined: fine): positive, ≤ 8 decimals, ≤ what is there. */
export function amountProblem(amount: string, token: string, available: string): string | undefined {
  const text = amount.trim();
  if (!DECIMAL.test(text) || new Decimal(text).lte(0)) return 'amount: must be a positive number';
  if (new Decimal(text).decimalPlaces() > EARN_DECIMALS) return `amount: at most ${EARN_DECIMALS} decimals`;
  if (new Decimal(text).gt(available)) return `amount: more than the ${new Decimal(available).toFixed()} ${token} available`;
  return undefined;
}
