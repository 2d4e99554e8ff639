import Decimal from 'decimal.js';

/** Interest is reckoned on a 365-day year and paid in amounts of at most 8 decimals, rounded down. */
export const DAYS_PER_YEAR = 365;
export const EARN_DECIMALS = 8;

const down = (value: Decimal): Decimal => value.toDecimalPlaces(EARN_DECIMALS, Decimal.ROUND_DOWN);

/** One day of interest on `principal` at the annual rate `apr` (a fraction): principal × apr ÷ 365, rounded down to 8 dp. */
export function dailyInterest(principal: string, apr: string): string {
  return down(new Decimal(principal).times(apr).div(DAYS_PER_YEAR)).toFixed();
}

/**
 * The interest of a part of a day: `heldMs` of a `dayMs` day earns that share of the day's interest,
 * principal × apr ÷ 365 × heldMs ÷ dayMs, rounded down to 8 dp (a whole day held: `dailyInterest`).
 */
export function proRataInterest(principal: string, apr: string, heldMs: number, dayMs: number): string {
  const share = Math.min(Math.max(heldMs, 0), dayMs);
  if (share === dayMs) return dailyInterest(principal, apr);
  return down(new Decimal(principal).times(apr).times(share).div(DAYS_PER_YEAR).div(dayMs)).toFixed();
}

export interface Accrual {
  /** Interest of each day, first day first. */
  readonly days: readonly string[];
  /** Σ of the days. */
  readonly interest: string;
  /** The principal plus the interest (what a compounding product holds at the end; what a simple one has paid out too). */
  readonly total: string;
}

/**
 * `days` days of interest. Simple: every day earns on the first principal. Compounding: each day's interest joins the
 * principal the next day earns on. Each day's amount is rounded down to 8 dp on its own, as the ledger pays it.
 */
export function accrue(principal: string, apr: string, days: number, compounding: boolean): Accrual {
  const rows: string[] = [];
  let base = new Decimal(principal);
  let interest = new Decimal(0);
  for (let day = 0; day < days; day++) {
    const today = new Decimal(dailyInterest(base.toFixed(), apr));
    rows.push(today.toFixed());
    interest = interest.plus(today);
    if (compounding) base = base.plus(today);
  }
  return { days: rows, interest: interest.toFixed(), total: new Decimal(principal).plus(interest).toFixed() };
}
