import Decimal from 'decimal.js';

export type PriceDirection = 'up' | 'down' | 'flat';

/**
 * The direction of the last price against the one before it; an equal price keeps the previous direction (a
 * trade at the same price does not turn the colour grey), the first price is flat.
 */
export function priceDirection(previous: string | undefined, next: string, before: PriceDirection): PriceDirection {
  if (previous === undefined) return 'flat';
  const cmp = new Decimal(next).comparedTo(previous);
  return cmp > 0 ? 'up' : cmp < 0 ? 'down' : before;
}
