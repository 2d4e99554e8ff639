import { deriveSeed, mulberry32 } from './prng';
import { roundDecimals } from './tick-math';

export const FUNDING_PERIOD_MS = 8 * 3600 * 1000;
/** History goes back this many periods (90 days of 8 h fundings). */
export const HISTORY_PERIODS = 270;

export interface FundingHistoryRow {
  readonly symbol: string;
  readonly funding_rate: number;
  readonly funding_rate_timestamp: number;
  readonly next_funding_time: number;
}

/** The settled funding of one period: deterministic in (symbol, period), so pages agree across calls. */
function rateAt(symbol: string, period: number): number {
  const rng = mulberry32(deriveSeed(period, symbol));
  const drift = 0.0001 + 0.00006 * Math.sin(period / 9 + symbol.length);
  return roundDecimals(drift + 0.00008 * (rng() - 0.5), 8);
}

/**
 * Paged history, newest first, inside [startT, endT] (default: the last 90 days up to now).
 * Returns the page's rows and the total over the window.
 */
export function fundingHistory(symbol: string, now: number, q: { startT?: number; endT?: number; size: number; page: number }) {
  const lastSettled = Math.floor(now / FUNDING_PERIOD_MS);
  const newest = Math.min(lastSettled, Math.floor((q.endT ?? now) / FUNDING_PERIOD_MS));
  const oldest = Math.max(lastSettled - HISTORY_PERIODS + 1, Math.ceil((q.startT ?? 0) / FUNDING_PERIOD_MS));
  const total = Math.max(0, newest - oldest + 1);
  const rows: FundingHistoryRow[] = [];
  const first = newest - (q.page - 1) * q.size;
  for (let period = first; period > first - q.size && period >= oldest; period -= 1) {
    rows.push({
      symbol,
      funding_rate: rateAt(symbol, period),
      funding_rate_timestamp: period * FUNDING_PERIOD_MS,
      next_funding_time: (period + 1) * FUNDING_PERIOD_MS,
    });
  }
  return { rows, meta: { total, recordsPerPage: q.size, currentPage: q.page } };
}
