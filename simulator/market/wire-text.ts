import Decimal from 'decimal.js';

/**
 * A decimal the simulator holds as a JS number, as the real exchange writes decimals it sends as strings: plain digits,
 * never an exponent (1e-7 → "0.0000001"), no trailing zeros ("63034", "0.00008514").
 */
export function plainText(value: number): string {
  return new Decimal(value).toFixed();
}
