import Decimal from 'decimal.js';

/** Current and estimated funding of one perpetual (`funding_rates` row). Rates are decimal strings (0.0001 = 0.01 %). */
export interface FundingRate {
  readonly symbol: string;
  readonly estFundingRate: string;
  readonly estFundingRateTimestamp: number;
  readonly lastFundingRate: string;
  readonly lastFundingRateTimestamp: number;
  readonly nextFundingTime: number;
}

/** One settled funding of a perpetual (`funding_rate_history` row). */
export interface FundingRateHistoryRow {
  readonly symbol: string;
  readonly fundingRate: string;
  readonly fundingRateTimestamp: number;
  readonly nextFundingTime: number;
}

/** A page of a paged list (`data.rows` + `data.meta`). */
export interface Page<T> {
  readonly rows: readonly T[];
  readonly total: number;
  readonly recordsPerPage: number;
  readonly currentPage: number;
}

/** The last page number of a paged list (at least 1). */
export function lastPage(page: Pick<Page<unknown>, 'total' | 'recordsPerPage'>): number {
  return Math.max(1, Math.ceil(page.total / Math.max(1, page.recordsPerPage)));
}

/** A rate as a percent string with `decimals` places, truncated toward zero: `0.00012345` → `0.0123`. */
export function ratePercent(rate: string, decimals = 4): string | undefined {
  if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(rate)) return undefined;
  const value = new Decimal(rate).times(100).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  return (value.isZero() ? new Decimal(0) : value).toFixed(decimals);
}

/** Time left until `target` as `HH:MM:SS` (hours may exceed 24); `00:00:00` once it has passed. */
export function countdown(target: number, now: number): string {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
