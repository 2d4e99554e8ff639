import { fromScaled } from './scaled';

/** 10^15: the fraction of a `ShortDecimal` counts units of 10^-15. */
const FRACTION = 1e15;
/** 10^k and k zeros, k = 0 … 15. */
const POWERS = Array.from({ length: 16 }, (_, k) => 10 ** k);
const ZEROS = Array.from({ length: 16 }, (_, k) => '0'.repeat(k));

/**
 * A decimal of at most 15 decimals as two safe integers: `whole + fraction × 10^-15`, 0 ≤ fraction < 10^15 (so a
 * negative value has whole = its floor: −1.25 is −2 + 0.75). Sums of such decimals are exact in numbers, and their
 * text is cut from the two integers: no bigint formatting (`fromScaled`, ≈ 4× slower for a 40-digit balance).
 */
export interface ShortDecimal {
  whole: number;
  fraction: number;
}

/** `units × 10^-dp` added to `d` (in place); false (d unusable) when a part leaves the safe integers or dp > 15. */
export function addUnits(d: ShortDecimal, units: number, dp: number): boolean {
  if (dp < 0 || dp > 15 || !Number.isSafeInteger(units)) return false;
  const magnitude = units < 0 ? -units : units;
  const rest = magnitude % POWERS[dp];
  let whole = (magnitude - rest) / POWERS[dp];
  let fraction = rest * POWERS[15 - dp];
  if (units < 0) {
    whole = -whole;
    if (fraction > 0) {
      whole -= 1;
      fraction = FRACTION - fraction;
    }
  }
  whole += d.whole;
  fraction += d.fraction;
  if (fraction >= FRACTION) {
    fraction -= FRACTION;
    whole += 1;
  }
  d.whole = whole;
  d.fraction = fraction;
  return Number.isSafeInteger(whole);
}

/** `n` (0 ≤ n < 10^8) as `width` digits, with leading zeros. */
const padded = (n: number, width: number): string => {
  const digits = String(n);
  return digits.length === width ? digits : ZEROS[width - digits.length] + digits;
};

/**
 * A safe integer ≥ 0 as text. Beyond 2^30 it is written as two integers below 10^8: V8 writes a small integer
 * quickly, a larger one (a heap number) through its general double-to-text path, ≈ 10× slower.
 */
function wholeText(n: number): string {
  if (n < 0x40000000) return String(n);
  const high = Math.floor(n / 1e8);
  return String(high) + padded((n - high * 1e8) | 0, 8);
}

/** The 15 decimals of `fraction` (0 < fraction < 10^15) without trailing zeros, from two integers below 10^8. */
function fractionText(fraction: number): string {
  // `| 0`: both fit 32 bits, so V8 divides them as integers (a double's `%` calls fmod)
  let high = Math.floor(fraction / 1e8) | 0;
  let low = (fraction - high * 1e8) | 0;
  let width = 8;
  if (low === 0) {
    width = 7;
    while (high % 10 === 0) {
      high = (high / 10) | 0;
      width -= 1;
    }
    return padded(high, width);
  }
  while (low % 10 === 0) {
    low = (low / 10) | 0;
    width -= 1;
  }
  return padded(high, 7) + padded(low, width);
}

/**
 * The plain decimal text of `d`, without trailing zeros: (−2, 75 × 10^13) → "-1.25". Flat: a text of 13 characters
 * or more is built as a rope of its parts, which would live as long as the text (a ledger row's balanceAfter lives as
 * long as the row); reading a character makes V8 copy it into one string (as `fromScaled` does).
 */
export function shortDecimalText(d: ShortDecimal): string {
  let whole = d.whole;
  let fraction = d.fraction;
  const negative = whole < 0;
  if (negative && fraction > 0) {
    whole += 1;
    fraction = FRACTION - fraction;
  }
  const head = negative ? `-${wholeText(-whole)}` : wholeText(whole);
  if (fraction === 0) return head;
  const text = `${head}.${fractionText(fraction)}`;
  text.charCodeAt(0);
  return text;
}

/**
 * The value of a plain decimal text (`fromScaled`'s: an optional "-", digits, optionally a point and digits) into
 * `d`; false when it has more than 15 decimals or its whole part is not a safe integer.
 */
export function readShortDecimal(d: ShortDecimal, text: string): boolean {
  const negative = text.charCodeAt(0) === 45;
  const point = text.indexOf('.');
  const end = point === -1 ? text.length : point;
  const start = negative ? 1 : 0;
  if (end - start > 15 || (point !== -1 && text.length - point - 1 > 15)) return false;
  let whole = 0;
  for (let i = start; i < end; i += 1) whole = whole * 10 + (text.charCodeAt(i) - 48);
  let fraction = 0;
  if (point !== -1) {
    for (let i = point + 1; i < text.length; i += 1) fraction = fraction * 10 + (text.charCodeAt(i) - 48);
    fraction *= POWERS[15 - (text.length - point - 1)];
  }
  d.whole = 0;
  d.fraction = 0;
  return negative ? addUnits(d, -whole, 0) && addUnits(d, -fraction, 15) : addUnits(d, whole, 0) && addUnits(d, fraction, 15);
}

/**
 * A balance figure (holding or frozen, scaled) as decimal text and as a JSON number, remembered while it does not
 * change. The ledger tells it each move with the move's amount as `units × 10^-dp` when the caller has that (the fill
 * path: notionals, sizes and fees are grid integers): the figure is then kept as a `ShortDecimal` too, and its next
 * text is cut from numbers. After a move without units, or one past 15 decimals, the text is `fromScaled`'s.
 */
export class AmountText {
  private key = 0n;
  private textValue = '0';
  private numberKey = 0n;
  private numberValue = 0;
  /** The scaled value `exact` holds (undefined: none). */
  private exactKey: bigint | undefined = 0n;
  private readonly exact: ShortDecimal = { whole: 0, fraction: 0 };

  text(value: bigint): string {
    if (this.key !== value) {
      this.textValue = this.exactKey === value ? shortDecimalText(this.exact) : fromScaled(value);
      this.key = value;
    }
    return this.textValue;
  }

  /** The correctly rounded JSON number (read from the text, as `scaledNumber` would give it). */
  number(value: bigint): number {
    if (this.numberKey !== value) {
      this.numberValue = Number(this.text(value));
      this.numberKey = value;
    }
    return this.numberValue;
  }

  /** The figure moved from `before` to `after` by `units × 10^-dp` (undefined: not known as such). */
  moved(before: bigint, after: bigint, units: number | undefined, dp: number): void {
    if (units === undefined) {
      this.exactKey = undefined;
      return;
    }
    // a figure last written by `fromScaled` is read back from its text when a known move follows (a deposit, then fills)
    const known = this.exactKey === before || (this.key === before && readShortDecimal(this.exact, this.textValue));
    this.exactKey = known && addUnits(this.exact, units, dp) ? after : undefined;
  }
}
