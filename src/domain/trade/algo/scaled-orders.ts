import Decimal from 'decimal.js';
import { num, refusal, type Refusal } from '../../shared/refusal';

export type ScaledDistribution = 'flat' | 'ascending' | 'descending';
export const SCALED_MIN_COUNT = 2;
export const SCALED_MAX_COUNT = 20;

export interface ScaledInput {
  /** Total size to split; must be on the step. */
  readonly totalQuantity: Decimal.Value;
  /** The first child's price and the last child's (either order; children go from `fromPrice` to `toPrice`). */
  readonly fromPrice: Decimal.Value;
  readonly toPrice: Decimal.Value;
  readonly count: number;
  /** flat: equal sizes; ascending: sizes grow 1, 2, … n from the first child to the last; descending: n … 1. */
  readonly distribution: ScaledDistribution;
}

/** The symbol's grid and minimums (as `TradingRules` carries them). */
export interface ScaledRules {
  readonly quoteTick: string;
  readonly baseTick: string;
  readonly baseMin: string;
  readonly minNotional: string;
}

export interface ScaledChild {
  readonly price: string;
  readonly quantity: string;
}

export type ScaledPlan =
  | { readonly ok: true; readonly children: readonly ScaledChild[] }
  | { readonly ok: false; readonly field: 'count' | 'quantity' | 'price'; readonly refusal: Refusal };

const fail = (field: 'count' | 'quantity' | 'price', why: Refusal): ScaledPlan => ({ ok: false, field, refusal: why });

/**
 * The children of a scaled order. Prices are evenly spaced from `fromPrice` to `toPrice` and rounded half-up to the
 * tick (two children on one price are refused). Sizes are the total × weight ÷ Σweights rounded DOWN to the step;
 * what rounding leaves (total − Σ rounded) goes to the largest child (the last one for flat and ascending, the first
 * for descending), so the sizes sum exactly to the total. Refused when a child is under the minimum size or notional
 * (the refusal names the child and the limit).
 */
export function planScaled(input: ScaledInput, rules: ScaledRules): ScaledPlan {
  const n = input.count;
  if (!Number.isInteger(n) || n < SCALED_MIN_COUNT || n > SCALED_MAX_COUNT)
    return fail('count', refusal('scaled.count', { min: num(SCALED_MIN_COUNT), max: num(SCALED_MAX_COUNT) }));
  const tick = new Decimal(rules.quoteTick);
  const step = new Decimal(rules.baseTick);
  const total = new Decimal(input.totalQuantity);
  const from = new Decimal(input.fromPrice);
  const to = new Decimal(input.toPrice);
  if (!total.gt(0)) return fail('quantity', refusal('scaled.totalNotPositive'));
  if (!total.mod(step).isZero()) return fail('quantity', refusal('scaled.totalStep', { step: num(rules.baseTick) }));
  if (!from.gt(0) || !to.gt(0)) return fail('price', refusal('scaled.pricesNotPositive'));
  const prices: Decimal[] = [];
  for (let i = 0; i < n; i += 1) {
    const raw = from.plus(
      to
        .minus(from)
        .times(i)
        .div(n - 1),
    );
    const p = raw.div(tick).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(tick);
    if (i > 0 && p.eq(prices[i - 1])) return fail('price', refusal('scaled.pricesTooClose', { count: num(n), tick: num(rules.quoteTick) }));
    prices.push(p);
  }
  const weights = Array.from({ length: n }, (_, i) =>
    input.distribution === 'flat' ? 1 : input.distribution === 'ascending' ? i + 1 : n - i,
  );
  const sumW = weights.reduce((s, w) => s + w, 0);
  const sizes = weights.map((w) => total.times(w).div(sumW).div(step).floor().times(step));
  const rest = total.minus(sizes.reduce((s, x) => s.plus(x), new Decimal(0)));
  const largest = input.distribution === 'descending' ? 0 : n - 1;
  sizes[largest] = sizes[largest].plus(rest);
  const minQty = new Decimal(rules.baseMin);
  const minNotional = new Decimal(rules.minNotional);
  for (let i = 0; i < n; i += 1) {
    if (sizes[i].lt(minQty))
      return fail('quantity', refusal('scaled.childBelowMin', { n: num(i + 1), size: num(sizes[i]), min: num(rules.baseMin) }));
    const notional = sizes[i].times(prices[i]);
    if (notional.lt(minNotional))
      return fail('quantity', refusal('scaled.childBelowNotional', { n: num(i + 1), value: num(notional), min: num(rules.minNotional) }));
  }
  return { ok: true, children: prices.map((p, i) => ({ price: p.toFixed(), quantity: sizes[i].toFixed() })) };
}
