import Decimal from 'decimal.js';

/** What a WOO holding tier gives: a discount on trading fees and a boost of the staking APR (fractions). */
export interface WooTier {
  readonly level: number;
  /** The least daily-average WOO holding of the tier. */
  readonly threshold: string;
  readonly feeDiscount: string;
  readonly stakingBoost: string;
}

/** Tiers by daily average WOO held (trading-facts.md): 1,800 / 25,000 / 150,000 / 500,000 / 1,000,000. */
export const WOO_TIERS: readonly WooTier[] = [
  { level: 1, threshold: '1800', feeDiscount: '0.05', stakingBoost: '0.0025' },
  { level: 2, threshold: '25000', feeDiscount: '0.1', stakingBoost: '0.005' },
  { level: 3, threshold: '150000', feeDiscount: '0.2', stakingBoost: '0.01' },
  { level: 4, threshold: '500000', feeDiscount: '0.3', stakingBoost: '0.015' },
  { level: 5, threshold: '1000000', feeDiscount: '0.4', stakingBoost: '0.02' },
];

/** The averaging window: the last 30 days. */
export const AVERAGE_DAYS = 30;

/**
 * The daily average of the last `window` daily snapshots (newest last): their sum ÷ `window`, a day without a
 * snapshot (before the account existed) counting as 0; rounded down to 8 dp.
 */
export function dailyAverage(snapshots: readonly string[], window: number = AVERAGE_DAYS): string {
  const last = snapshots.slice(-window);
  const sum = last.reduce((s, v) => s.plus(v), new Decimal(0));
  return sum.div(window).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
}

export interface TierStanding {
  /** The tier reached (undefined: below the first). */
  readonly tier: WooTier | undefined;
  /** The next tier, what is missing to it, and the progress from the current tier's threshold (0 … 1, 4 dp). */
  readonly next: { readonly tier: WooTier; readonly missing: string; readonly progress: string } | undefined;
}

/** The tier of a daily average and the way to the next one. */
export function tierStanding(average: string): TierStanding {
  const avg = new Decimal(average);
  let tier: WooTier | undefined;
  for (const t of WOO_TIERS) if (avg.gte(t.threshold)) tier = t;
  const nextTier = WOO_TIERS.find((t) => avg.lt(t.threshold));
  if (!nextTier) return { tier, next: undefined };
  const from = new Decimal(tier?.threshold ?? 0);
  const progress = avg.minus(from).div(new Decimal(nextTier.threshold).minus(from)).toDecimalPlaces(4, Decimal.ROUND_DOWN);
  return { tier, next: { tier: nextTier, missing: new Decimal(nextTier.threshold).minus(avg).toFixed(), progress: progress.toFixed() } };
}
