import Decimal from 'decimal.js';

/*
 * The overview's rules: the fee rates as the page shows them, and whether there are funds. What the account still has
 * to do is overview-tasks.ts (no decimal.js: the page's light placeholder uses it).
 */

/** A fee rate as a fraction ("0.0005") shown as a percentage with up to 4 decimals ("0.05%"). */
export function feePercent(rate: string): string {
  return `${new Decimal(rate).times(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed()}%`;
}

/** A fee in basis points as `GET /v3/trade/tradingFee` gives it (`"5"`) → a percentage (`0.05%`). */
export function feePercentOfBps(bps: string): string {
  return feePercent(new Decimal(bps).div(10_000).toFixed());
}

/** Whether any balance holds something (a holding other than zero). */
export const hasFunds = (holdings: readonly string[]): boolean => holdings.some((h) => !new Decimal(h).isZero());
