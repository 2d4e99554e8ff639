import type { FillRecord, OrderRecord } from '../trading/records';
import { isZeroText, quotientText } from '../trading/quotient';

/** A plain decimal as `quotientText` writes one: no leading zero before the point, no trailing zero after it. */
const NORMAL = /^(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;

/**
 * The average price of an order filled by one fill: that fill's price, when its text (plain, from the grid) has at
 * most 10 significant digits, so rounding it to 10 (as `averageText` does) keeps it; else undefined.
 */
function oneFillPrice(fill: FillRecord, order: OrderRecord): string | undefined {
  const price = fill.executedPrice;
  if (fill.executedQuantity !== order.executed || !NORMAL.test(price)) return undefined;
  let digits = 0;
  let leading = true;
  for (let i = 0; i < price.length; i += 1) {
    const c = price.charCodeAt(i);
    if (c === 46) continue;
    if (leading && c === 48) continue;
    leading = false;
    digits += 1;
  }
  return digits > 0 && digits <= 10 ? price : undefined;
}

/** Σ price × quantity ÷ executed, to 10 significant digits (the fill's price when nothing executed). */
function averageText(fill: FillRecord, order: OrderRecord): string {
  return isZeroText(order.executed) ? fill.executedPrice : quotientText(order.executedQuote ?? '0', order.executed, 10);
}

/** The average price a filled order's notification tells: its one fill's price when that is exact, else `averageText`. */
export function filledOrderAverage(fill: FillRecord, order: OrderRecord): string {
  return oneFillPrice(fill, order) ?? averageText(fill, order);
}
