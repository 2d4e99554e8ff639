/**
 * Number tidying. Ticks are powers of ten (0.1, 0.00001, 1 …), so a value rounded to a tick can be
 * printed with a fixed number of decimals and parsed back: no 0.30000000000000004 in the JSON.
 */

/** Decimal places of a power-of-ten tick: 0.001 → 3, 1 → 0. */
export function decimalsOf(tick: number): number {
  if (tick >= 1) return 0;
  return Math.max(0, Math.round(-Math.log10(tick)));
}

/** A power of ten: 10^exponent, parsed from text so it is the exact shortest double (1e-5, not 0.000009999…). */
export function powerOfTen(exponent: number): number {
  return Number(`1e${exponent}`);
}

export function roundDecimals(value: number, decimals: number): number {
  const rounded = Number(value.toFixed(decimals));
  return Object.is(rounded, -0) ? 0 : rounded;
}

export function roundToTick(value: number, tick: number): number {
  return roundDecimals(Math.round(value / tick) * tick, decimalsOf(tick));
}

/** True when `value` is a whole number of ticks (within float noise). */
export function isOnTick(value: number, tick: number): boolean {
  const ticks = value / tick;
  return Math.abs(ticks - Math.round(ticks)) < 1e-6;
}

/** Quote tick for a price: about 4–6 significant digits, WOO at ~0.09 gets 0.00001 as on the real venue. */
export function quoteTickFor(price: number): number {
  if (price >= 10000) return 0.1;
  if (price >= 100) return 0.01;
  if (price >= 10) return 0.001;
  if (price >= 1) return 0.0001;
  if (price >= 0.01) return 0.00001;
  if (price >= 0.001) return 0.000001;
  if (price >= 0.0001) return powerOfTen(-7);
  return powerOfTen(-9);
}

/** Base tick for a price: one tick is worth at most about one USDT (BTC 0.00001, ETH 0.0001, WOO 1). */
export function baseTickFor(price: number): number {
  return powerOfTen(Math.min(0, Math.floor(Math.log10(1 / price))));
}
