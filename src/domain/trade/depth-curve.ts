import Decimal from 'decimal.js';
import type { PriceLevel } from './order-book';

/** A step of the depth chart: a price and the cumulative size up to it from the best price. */
export interface DepthPoint {
  readonly price: string;
  readonly total: string;
}

/** Running totals of a side (best first), for `levels` levels at most. */
export function depthCurve(levels: readonly PriceLevel[], limit: number): DepthPoint[] {
  const out: DepthPoint[] = [];
  let total = new Decimal(0);
  for (let i = 0; i < Math.min(levels.length, limit); i++) {
    total = total.plus(levels[i].quantity);
    out.push({ price: levels[i].price, total: total.toFixed() });
  }
  return out;
}
