import Decimal from 'decimal.js';
import { liquidationPrice as crossLiquidationPrice, type CrossAccount } from '../orders/margin';
import { midPrice } from '../../market/mid-price';

/**
 * The risk rules of perpetuals: liquidation prices, margin ratio, the liquidation decision, funding
 * payments and rates, the mark price and the ADL quantile. Pure and decimal-exact; docs/simulator.md "Risk" states
 * the same formulas.
 */

/** An isolated position: signed holding (long > 0), its average open price, the margin put aside for it. */
export interface IsolatedPosition {
  readonly holding: string;
  readonly averageOpenPrice: string;
  readonly isolatedMargin: string;
  /** Maintenance margin as a fraction of the notional, e.g. 0.01. */
  readonly maintenanceMarginRatio: string;
}

/**
 * The mark price at which an isolated position's equity (margin + unrealised PnL) equals its maintenance margin:
 * M + q·(p − e) = |q|·p·mmr ⇒ p = (q·e − M) ÷ (q − |q|·mmr). A long: (e − M/q) ÷ (1 − mmr); a short:
 * (e + M/|q|) ÷ (1 + mmr). Undefined when flat, or for a long whose answer is ≤ 0 (it cannot be liquidated).
 */
export function isolatedLiquidationPrice(p: IsolatedPosition): string | undefined {
  const q = new Decimal(p.holding);
  if (q.isZero()) return undefined;
  const price = q
    .times(p.averageOpenPrice)
    .minus(p.isolatedMargin)
    .div(q.minus(q.abs().times(p.maintenanceMarginRatio)));
  return price.gt(0) ? price.toString() : undefined;
}

/** Cross liquidation price of one symbol, the account's other positions at their marks (margin.ts). */
export function crossLiquidationPriceOf(account: CrossAccount, symbol: string): string | undefined {
  return crossLiquidationPrice(account, symbol);
}

/** An isolated position's equity at a mark: margin + holding × (mark − open price). */
export function isolatedEquity(p: IsolatedPosition, mark: string): string {
  return new Decimal(p.isolatedMargin).plus(new Decimal(p.holding).times(new Decimal(mark).minus(p.averageOpenPrice))).toString();
}

/** Maintenance margin of a position at a mark: |holding| × mark × ratio. */
export function maintenanceMargin(holding: string, mark: string, ratio: string): string {
  return new Decimal(holding).abs().times(mark).times(ratio).toString();
}

/** Margin ratio: equity ÷ notional; undefined without notional. */
export function marginRatio(equity: string, notional: string): string | undefined {
  const n = new Decimal(notional);
  return n.isZero() ? undefined : new Decimal(equity).div(n).toString();
}

/**
 * The liquidation decision: equity at or below the maintenance margin liquidates (EQUAL LIQUIDATES), i.e. the margin
 * ratio ≤ the maintenance ratio. At the liquidation price exactly the position is liquidated; one tick in its favour
 * it is not.
 */
export function shouldLiquidate(equity: string, maintenance: string): boolean {
  return new Decimal(equity).lte(maintenance);
}

/**
 * The funding one position pays or receives: notional at the mark × rate, as the change of the holder's balance:
 * −holding × mark × rate. A positive rate: longs pay (negative change), shorts receive; a negative rate the reverse.
 */
export function fundingPayment(
  holding: string,
  mark: string,
  rate: string,
): { readonly amount: string; readonly paymentType: 'Pay' | 'Receive' } {
  const change = new Decimal(holding).times(mark).times(rate).neg();
  return { amount: change.isZero() ? '0' : change.toString(), paymentType: change.isNeg() ? 'Pay' : 'Receive' };
}

/** The funding rate held within ±cap (the admin's `funding_rate_cap`). */
export function clampFundingRate(rate: string, cap: string): string {
  const c = new Decimal(cap).abs();
  return Decimal.min(c, Decimal.max(c.neg(), rate)).toString();
}

export interface MarkInputs {
  /** The index price (spot composite). */
  readonly index: string;
  /** The perpetual's basis over the index (fraction), e.g. 0.0002. */
  readonly basis: string;
  /** Best bid and ask of the book, when it has both sides. */
  readonly bestBid?: string;
  readonly bestAsk?: string;
  /** The last trade price, when there is one. */
  readonly last?: string;
  /** The price tick to round to (half up). */
  readonly tick: string;
}

/**
 * The mark price: the median of index × (1 + basis), the book's mid ((bid + ask) ÷ 2) and the last price, rounded to
 * the tick. A missing input leaves the median of the others (two: their mean; one: itself), so one wild input (a thin
 * book, a stray print) cannot move the mark on its own.
 */
export function markPriceOf(m: MarkInputs): string {
  const values = [new Decimal(m.index).times(new Decimal(1).plus(m.basis))];
  const mid = midPrice(m.bestBid, m.bestAsk);
  if (mid) values.push(mid);
  if (m.last !== undefined && new Decimal(m.last).gt(0)) values.push(new Decimal(m.last));
  values.sort((a, b) => a.comparedTo(b));
  const n = values.length;
  const median = n % 2 === 1 ? values[(n - 1) / 2] : values[n / 2 - 1].plus(values[n / 2]).div(2);
  const tick = new Decimal(m.tick);
  return median.div(tick).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(tick).toString();
}

/** A position as the ADL ranking sees it. */
export interface AdlCandidate {
  readonly key: string;
  /** Unrealised PnL ÷ the position's margin (ROE), a fraction. */
  readonly pnlRatio: string;
  readonly leverage: string;
}

/**
 * ADL quantiles 1–5 of the positions of one side of one symbol: the score is PnL% × leverage; positions in loss or
 * flat (score ≤ 0) are 1; the profitable ones are ranked by score, quantile = ⌈5 × rank ÷ n⌉ with rank counted from
 * the lowest (ties share the higher rank), so the top fifth of the profitable are 5 and a lone profitable one is 5.
 */
export function adlQuantiles(candidates: readonly AdlCandidate[]): Map<string, number> {
  const out = new Map<string, number>();
  const scored = candidates.map((c) => ({ key: c.key, score: new Decimal(c.pnlRatio).times(c.leverage) }));
  const winners = scored.filter((c) => c.score.gt(0)).sort((a, b) => a.score.comparedTo(b.score));
  for (const c of scored) if (!c.score.gt(0)) out.set(c.key, 1);
  const n = winners.length;
  for (let i = 0; i < n; i += 1) {
    let rank = i + 1;
    while (rank < n && winners[rank].score.eq(winners[i].score)) rank += 1;
    out.set(winners[i].key, Math.max(1, Math.min(5, Math.ceil((5 * rank) / n))));
  }
  return out;
}

export type MarginRisk = 'safe' | 'warning' | 'danger';

/**
 * How close an account (or isolated position) is to liquidation: the share of its equity the maintenance margin
 * takes. Under 50 % safe, under 80 % warning, else (or no equity left) danger; at 100 % it is liquidated.
 */
export function marginRisk(equity: string, maintenance: string): MarginRisk {
  const e = new Decimal(equity);
  const m = new Decimal(maintenance);
  if (m.isZero()) return 'safe';
  if (e.lte(0)) return 'danger';
  const share = m.div(e);
  return share.lt('0.5') ? 'safe' : share.lt('0.8') ? 'warning' : 'danger';
}
