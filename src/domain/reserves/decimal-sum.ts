import Decimal from 'decimal.js';
import { scaleOf } from './decimal-scale';

// Balances can carry 18 decimals on top of large integer parts; sums must stay exact.
const Exact = Decimal.clone({ precision: 200, toExpNeg: -100, toExpPos: 100 });
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** True for the non-negative plain decimal strings a balance vector may hold (`"0"`, `"1.50"`). */
export function isBalanceString(value: string): boolean {
  return PLAIN_DECIMAL.test(value);
}

/**
 * The exact sum of two balance strings written with the larger scale of the two, as the exchange's checker
 * expects: `addWithScale("1.50", "1.5")` is `"3.00"`, `addWithScale("1", "0.25")` is `"1.25"`.
 */
export function addWithScale(a: string, b: string): string {
  return new Exact(a).plus(new Exact(b)).toFixed(Math.max(scaleOf(a), scaleOf(b)));
}

/** Exact sum of many balance strings with the largest scale among them; `"0"` for none. */
export function sumWithScale(values: readonly string[]): string {
  return values.reduce((total, value) => addWithScale(total, value), '0');
}

/** Numeric equality, ignoring scale (`"1.50"` equals `"1.5"`): for comparing totals from different sources. */
export function sameAmount(a: string, b: string): boolean {
  return new Exact(a).eq(new Exact(b));
}

/** `numerator / denominator` as a decimal string with `decimals` places, or `undefined` when the denominator is 0. */
export function divide(numerator: string, denominator: string, decimals: number): string | undefined {
  const d = new Exact(denominator);
  if (d.isZero()) return undefined;
  return new Exact(numerator).div(d).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);
}

/** Exact product of two decimal strings. */
export function multiply(a: string, b: string): string {
  return new Exact(a).times(new Exact(b)).toFixed();
}

/** Compares two decimal strings numerically: -1, 0 or 1. */
export function compareAmounts(a: string, b: string): number {
  return new Exact(a).cmp(new Exact(b));
}
