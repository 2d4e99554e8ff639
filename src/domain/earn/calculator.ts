import Decimal from 'decimal.js';
import { num, refusal, type Refusal } from '../shared/refusal';
import { accrue, DAYS_PER_YEAR } from './interest';

/** The calculator's inputs as typed: amount, days and APR in percent. */
export interface EarningsInput {
  readonly amount: string;
  readonly days: string;
  readonly aprPercent: string;
  readonly compounding: boolean;
}

export type EarningsEstimate =
  | { readonly ok: true; readonly interest: string; readonly total: string; readonly apyPercent: string }
  | { readonly ok: false; readonly field: 'amount' | 'days' | 'aprPercent'; readonly refusal: Refusal };

export const MAX_CALCULATOR_DAYS = 3650;
const MAX_APR_PERCENT = 1000;
const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * Estimated earnings of `amount` for `days` days at `aprPercent` % a year, paid daily (rounded down to 8 dp each day as
 * the ledger pays it), compounding or not; with the APY the rate gives over a year (compounding daily, or equal to the
 * APR when simple), to 2 decimals. Bad input names its field and its refusal code.
 */
export function estimateEarnings(input: EarningsInput): EarningsEstimate {
  const amount = input.amount.trim();
  const days = input.days.trim();
  const apr = input.aprPercent.trim();
  if (!DECIMAL.test(amount) || new Decimal(amount).lte(0)) return { ok: false, field: 'amount', refusal: refusal('earn.calcAmount') };
  if (!/^\d+$/.test(days) || Number(days) < 1 || Number(days) > MAX_CALCULATOR_DAYS)
    return { ok: false, field: 'days', refusal: refusal('earn.calcDays', { max: num(MAX_CALCULATOR_DAYS) }) };
  if (!DECIMAL.test(apr) || new Decimal(apr).gt(MAX_APR_PERCENT))
    return { ok: false, field: 'aprPercent', refusal: refusal('earn.calcApr', { max: num(MAX_APR_PERCENT) }) };
  const rate = new Decimal(apr).div(100);
  const result = accrue(amount, rate.toFixed(), Number(days), input.compounding);
  const apy = input.compounding ? rate.div(DAYS_PER_YEAR).plus(1).pow(DAYS_PER_YEAR).minus(1) : rate;
  return {
    ok: true,
    interest: result.interest,
    total: result.total,
    apyPercent: apy.times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
  };
}
