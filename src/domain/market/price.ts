import Decimal from 'decimal.js';
import { PRODUCT_SPOT_SYMBOL } from './market-symbol';

/** Bid and ask quantities show 2 decimals; WOO/USDT prices 4; all other prices 2. */
export const QUANTITY_DECIMALS = 2;
export const PRODUCT_PRICE_DECIMALS = 4;
export const DEFAULT_PRICE_DECIMALS = 2;

export function priceDecimals(symbol: string): number {
  return symbol === PRODUCT_SPOT_SYMBOL ? PRODUCT_PRICE_DECIMALS : DEFAULT_PRICE_DECIMALS;
}

/**
 * Rounds a decimal string toward zero to `decimals` places and pads it, with no float artefacts:
 * `roundDown('1.23999', 2)` is `'1.23'`, `roundDown('-1.239', 2)` is `'-1.23'`. A bad number gives `undefined`.
 */
export function roundDown(value: string, decimals: number): string | undefined {
  const parsed = toDecimal(value);
  if (!parsed) return undefined;
  const rounded = parsed.toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  return (rounded.isZero() ? new Decimal(0) : rounded).toFixed(decimals);
}

/** Number of decimals a tick implies: `0.01` → 2, `1` → 0, `0.00005` → 5. */
export function decimalsOfTick(tick: string): number {
  const parsed = toDecimal(tick);
  if (!parsed || parsed.lte(0)) return 0;
  return parsed.decimalPlaces();
}

/**
 * Percent change from open to close, as a decimal string with full precision;
 * `undefined` when open is zero or either value is not a number.
 */
export function changePercent(open: string, close: string): string | undefined {
  const o = toDecimal(open);
  const c = toDecimal(close);
  if (!o || !c || o.isZero()) return undefined;
  return c.minus(o).div(o).times(100).toString();
}

/** Adds decimal strings exactly. */
export function sumDecimals(values: readonly string[]): string {
  return values.reduce((total, v) => total.plus(toDecimal(v) ?? 0), new Decimal(0)).toString();
}

function toDecimal(value: string): Decimal | undefined {
  if (typeof value !== 'string' || !/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value.trim())) return undefined;
  return new Decimal(value.trim());
}
