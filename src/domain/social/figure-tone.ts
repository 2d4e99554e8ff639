import Decimal from 'decimal.js';

/** How a signed figure is coloured: up (gain), down (loss) or flat (neutral). */
export type FigureTone = 'up' | 'down' | 'flat';

const NUMBER = /^-?\d+(\.\d+)?(e-?\d+)?$/i;

/**
 * The tone of a figure as it is SHOWN with `decimals` places, truncated as the figures are (`0.004` → "0.00" → flat,
 * `-0.009` → "0.00" → flat, never "-0.00"); missing or malformed figures are flat.
 */
export function figureTone(value: string | null | undefined, decimals = 2): FigureTone {
  if (value === null || value === undefined || !NUMBER.test(value)) return 'flat';
  const shown = new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  return shown.isZero() ? 'flat' : shown.isNegative() ? 'down' : 'up';
}
