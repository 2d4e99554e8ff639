import Decimal from 'decimal.js';

/**
 * A trader's performance figures, pure and decimal-safe. Inputs and outputs are decimal strings;
 * nothing here uses JS floats for money. Definitions (shown on the profile page too):
 * - PnL: realised profit and loss minus fees, in USDT, over the period.
 * - ROI: PnL ÷ capital (the account's starting capital in USDT), as a fraction ('0.05' = 5 %).
 * - Win rate: winning closes ÷ all closes (a close is a fill with realised PnL ≠ 0).
 * - Max drawdown: the largest fall of equity (capital + cumulative PnL) from a previous peak, ÷ that peak.
 * - Sharpe: mean daily return ÷ sample standard deviation of daily returns × √365 (crypto trades every day of the
 *   year; no risk-free rate). A daily return is that day's PnL ÷ the equity at the start of the day. The series starts
 *   on the trader's first trading day in the period (`sinceFirstTradingDay`): the days before a trader started are not
 *   zero returns — counting them made every one-day trader's ratio 1/√30 × √365 ≈ 3.49 over 30 days.
 */

/** Days in a year for annualising daily figures (crypto markets never close). */
export const TRADING_DAYS_PER_YEAR = 365;

const d = (v: string | Decimal): Decimal => (v instanceof Decimal ? v : new Decimal(v));

/** PnL ÷ capital; '0' when the capital is not positive. */
export function roi(pnl: string, capital: string): string {
  const c = d(capital);
  return c.gt(0) ? d(pnl).div(c).toFixed() : '0';
}

/** Winning closes ÷ closes among the given realised PnLs (zeros are not closes); undefined without any close. */
export function winRate(realisedPnls: readonly string[]): string | undefined {
  let closes = 0;
  let wins = 0;
  for (const p of realisedPnls) {
    const v = d(p);
    if (v.isZero()) continue;
    closes += 1;
    if (v.gt(0)) wins += 1;
  }
  return closes === 0 ? undefined : new Decimal(wins).div(closes).toFixed();
}

/** Running sums: `[1, -2, 3]` → `['1', '-1', '2']`. */
export function cumulative(values: readonly string[]): string[] {
  let total = new Decimal(0);
  return values.map((v) => (total = total.plus(v)).toFixed());
}

/** Cumulative ROI per day: cumulative PnL ÷ capital. */
export function cumulativeRoi(dailyPnl: readonly string[], capital: string): string[] {
  return cumulative(dailyPnl).map((p) => roi(p, capital));
}

/**
 * Largest peak-to-trough fall of equity (capital + cumulative PnL, starting at the capital) ÷ the peak, as a positive
 * fraction; '0' when equity never falls below a previous peak.
 */
export function maxDrawdown(dailyPnl: readonly string[], capital: string): string {
  let equity = d(capital);
  let peak = equity;
  let worst = new Decimal(0);
  for (const p of dailyPnl) {
    equity = equity.plus(p);
    if (equity.gt(peak)) peak = equity;
    else if (peak.gt(0)) {
      const fall = peak.minus(equity).div(peak);
      if (fall.gt(worst)) worst = fall;
    }
  }
  return worst.toFixed();
}

/** Each day's PnL ÷ the equity at the start of that day (capital + the PnL before it); 0 when that equity is ≤ 0. */
export function dailyReturns(dailyPnl: readonly string[], capital: string): Decimal[] {
  let equity = d(capital);
  return dailyPnl.map((p) => {
    const r = equity.gt(0) ? d(p).div(equity) : new Decimal(0);
    equity = equity.plus(p);
    return r;
  });
}

/**
 * The days from the first one with a trade (inclusive): the series a trader's Sharpe ratio is computed over. Idle days
 * after that first trade stay (a day without a trade is a 0 return); none when the trader never traded.
 */
export function sinceFirstTradingDay<T extends { readonly trades: number }>(days: readonly T[]): T[] {
  const first = days.findIndex((day) => day.trades > 0);
  return first < 0 ? [] : days.slice(first);
}

/**
 * Annualised Sharpe ratio of daily returns: mean ÷ sample standard deviation × √365. Undefined with fewer than two
 * days or no variation (a constant series has no defined ratio).
 */
export function sharpe(dailyPnl: readonly string[], capital: string, periodsPerYear = TRADING_DAYS_PER_YEAR): string | undefined {
  const returns = dailyReturns(dailyPnl, capital);
  if (returns.length < 2) return undefined;
  const mean = returns.reduce((s, r) => s.plus(r), new Decimal(0)).div(returns.length);
  const variance = returns.reduce((s, r) => s.plus(r.minus(mean).pow(2)), new Decimal(0)).div(returns.length - 1);
  if (variance.isZero()) return undefined;
  return mean.div(variance.sqrt()).times(new Decimal(periodsPerYear).sqrt()).toFixed();
}
