/**
 * The number of digits after the point: `"1.50"` → 2, `"7"` → 0. Scale is part of a balance's identity. A module of
 * its own, without decimal.js: the proof-of-reserves page formats amounts with it before its first paint.
 */
export function scaleOf(value: string): number {
  const point = value.indexOf('.');
  return point < 0 ? 0 : value.length - point - 1;
}
