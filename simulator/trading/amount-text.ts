import { fromScaled } from './scaled';
import { shortDecimalNumber, type ShortDecimal } from './short-decimal-number';

export type { ShortDecimal } from './short-decimal-number';

/** 10^15: the fraction of a `ShortDecimal` counts units of 10^-15. */
const FRACTION = 1e15;
/** 10^k, k = 0 … 15. */
const POWERS = Array.from({ length: 16 }, (_, k) => 10 ** k);

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

/**
 * Groups of digits as texts, made once: 0–9999 plain (`PLAIN`), as 4 digits with leading zeros (`FOUR`) and as 4
 * digits without their trailing zeros (`FOUR_CUT`, a fraction's last group; 0 is ""), and the same for 3 digits (a
 * fraction's first group). A figure's text is a few of them joined: no number is formatted (V8 writes a number that
 * is not in its small cache through its general path, ≈ as slow as the bigint's `toString`).
 */
const group = (n: number, width: number): string => String(n).padStart(width, '0');
const cut = (text: string): string => text.replace(/0+$/, '');
const PLAIN = Array.from({ length: 10_000 }, (_, k) => String(k));
const FOUR = Array.from({ length: 10_000 }, (_, k) => group(k, 4));
const FOUR_CUT = FOUR.map(cut);
const THREE = Array.from({ length: 1_000 }, (_, k) => group(k, 3));
const THREE_CUT = THREE.map(cut);

/** A safe integer ≥ 0 as text, in groups of 4 digits. */
function wholeText(n: number): string {
  if (n < 10_000) return PLAIN[n];
  if (n < 1e8) {
    const high = (n / 10_000) | 0;
    return PLAIN[high] + FOUR[n - high * 10_000];
  }
  const high = Math.floor(n / 1e8);
  // `| 0`: below 2^31, so V8 divides it as an integer
  const low = (n - high * 1e8) | 0;
  const middle = (low / 10_000) | 0;
  return wholeText(high) + FOUR[middle] + FOUR[low - middle * 10_000];
}

/** The 15 decimals of `fraction` (0 < fraction < 10^15) without trailing zeros: groups of 3, 4, 4 and 4 digits. */
function fractionText(fraction: number): string {
  const high = Math.floor(fraction / 1e8) | 0;
  const low = (fraction - high * 1e8) | 0;
  const g0 = (high / 10_000) | 0;
  const g1 = high - g0 * 10_000;
  const g2 = (low / 10_000) | 0;
  const g3 = low - g2 * 10_000;
  if (g3 !== 0) return THREE[g0] + FOUR[g1] + FOUR[g2] + FOUR_CUT[g3];
  if (g2 !== 0) return THREE[g0] + FOUR[g1] + FOUR_CUT[g2];
  if (g1 !== 0) return THREE[g0] + FOUR_CUT[g1];
  return THREE_CUT[g0];
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
  const text = head + '.' + fractionText(fraction);
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

/** A scratch decimal for `sumText`. */
const scratch: ShortDecimal = { whole: 0, fraction: 0 };

/**
 * The text of `text` (a plain decimal, `fromScaled`'s) plus `units × 10^-dp`, cut from numbers (an order's total fee
 * after its next fill); undefined when either does not fit a `ShortDecimal` (the caller formats the bigint).
 */
export function sumText(text: string, units: number | undefined, dp: number): string | undefined {
  return units !== undefined && readShortDecimal(scratch, text) && addUnits(scratch, units, dp) ? shortDecimalText(scratch) : undefined;
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

  /**
   * The correctly rounded JSON number, as `scaledNumber` would give it: from the `ShortDecimal` when
   * `shortDecimalNumber` can, else read from the text.
   */
  number(value: bigint): number {
    if (this.numberKey !== value) {
      const known = this.exactKey === value ? shortDecimalNumber(this.exact) : undefined;
      this.numberValue = known ?? Number(this.text(value));
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
