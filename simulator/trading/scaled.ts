import Decimal from 'decimal.js';

/**
 * The ledger's scaled integers: every amount of every token is a bigint count of 10^-SCALE units, so sums, fees
 * (bps × price × quantity on the symbols' grids) and locks are exact with no rounding. Decimal strings exist only at
 * the edges (records, REST, stream, persistence).
 */
export const SCALE = 30;
export const ONE = 10n ** BigInt(SCALE);

/** decimal.js with room for any scaled value (the default precision of 20 digits would round them). */
/** Decimals wide enough for any ledger amount (SCALE decimals): money arithmetic that must not round at 20 digits. */
export const Wide = Decimal.clone({ precision: 120, toExpNeg: -200, toExpPos: 200 });
const ONE_WIDE = new Wide(10).pow(SCALE);

/** A decimal (string, number or Decimal) as scaled units, rounded half up past SCALE decimals (exact otherwise). */
export function toScaled(value: string | number | Decimal): bigint {
  return BigInt(new Wide(value.toString()).times(ONE_WIDE).toFixed(0));
}

/**
 * `digits` (no sign) with a point before `point`, cut at `end` (its trailing zeros): "0.0015" from "00015", 4, 5.
 * The text of long slices is a rope of the slices, which keep the whole digit string alive; `flat` reads a character
 * of it, so V8 copies it into one string and the slices and digits are garbage at once, not kept as long as the text
 * (a ledger row's balanceAfter lives as long as the row).
 */
function pointText(negative: boolean, digits: string, point: number, end: number, flat: boolean): string {
  const text = end > point ? `${digits.slice(0, point)}.${digits.slice(point, end)}` : digits.slice(0, point);
  const signed = negative ? `-${text}` : text;
  if (flat) signed.charCodeAt(0);
  return signed;
}

/** Scaled units as a plain decimal string without trailing zeros: 1500…0n → "0.0015". */
export function fromScaled(value: bigint): string {
  if (value === 0n) return '0';
  const negative = value < 0n;
  let digits = (negative ? -value : value).toString();
  if (digits.length <= SCALE) digits = '0'.repeat(SCALE - digits.length + 1) + digits;
  const point = digits.length - SCALE;
  let end = digits.length;
  while (end > point && digits.charCodeAt(end - 1) === 48) end -= 1;
  return pointText(negative, digits, point, end, true);
}

/** Scaled units as a JSON number (the wire's numbers): `Number` reads the digits with the exponent, correctly rounded. */
export const scaledNumber = (value: bigint): number => (value === 0n ? 0 : Number(`${value}e-${SCALE}`));

/** A grid step (tick or lot) as `int × 10^-dp`, for parsing decimal strings onto the grid with safe integers. */
export interface GridStep {
  readonly scaled: bigint;
  readonly int: number;
  readonly dp: number;
}

export function gridStep(step: Decimal): GridStep {
  const dp = step.decimalPlaces();
  return { scaled: toScaled(step), int: step.times(new Decimal(10).pow(dp)).toNumber(), dp };
}

/** 10^k and k zeros, k = 0 … 15 (`decimalText`). */
const POWERS = Array.from({ length: 16 }, (_, k) => 10 ** k);
const ZEROS = Array.from({ length: 16 }, (_, k) => '0'.repeat(k));

/**
 * `n × 10^-dp` as a plain decimal string for a safe integer `n` (no bigint formatting): (15, 4) → "0.0015". Up to 15
 * decimals it is cut in numbers (the remainder by `%`, exact for integers; the whole part an exact quotient), else by
 * the digits of `n`.
 */
export function decimalText(n: number, dp: number): string {
  if (n === 0) return '0';
  const negative = n < 0;
  let m = negative ? -n : n;
  if (dp <= 0) return negative ? `-${m}` : String(m);
  if (dp > 15) return digitsText(negative, String(m), dp);
  while (dp > 0 && m % 10 === 0) {
    m /= 10;
    dp -= 1;
  }
  if (dp === 0) return negative ? `-${m}` : String(m);
  const frac = m % POWERS[dp];
  const fracText = String(frac);
  const text = `${(m - frac) / POWERS[dp]}.${ZEROS[dp - fracText.length]}${fracText}`;
  return negative ? `-${text}` : text;
}

/** `digits` (no sign, dp > 0) with a point `dp` from their end, without trailing zeros: ("00015", 4) → "0.0015". */
export function digitsText(negative: boolean, digits: string, dp: number): string {
  if (digits.length <= dp) digits = '0'.repeat(dp - digits.length + 1) + digits;
  const point = digits.length - dp;
  let end = digits.length;
  while (end > point && digits.charCodeAt(end - 1) === 48) end -= 1;
  return pointText(negative, digits, point, end, false);
}

/** 10^k as bigints, k = 0 … SCALE. */
export const POW10: readonly bigint[] = Array.from({ length: SCALE + 1 }, (_, k) => 10n ** BigInt(k));

/** One count of steps' texts: the decimal, its negation, its JSON number and its scaled value (the last three made when first asked). */
interface GridEntry {
  readonly text: string;
  negative: string | undefined;
  value: number | undefined;
  scaled: bigint | undefined;
}

/** How many counts `GridText` keeps in its array. */
const WINDOW = 4096;

/**
 * `n` steps as a plain decimal string, its negation and as a JSON number, remembered (prices, sizes and notionals
 * repeat: the rows that carry them share one string).
 */
export class GridText {
  private readonly cache = new Map<number, GridEntry>();
  /**
   * The entries of `WINDOW` counts from `base` (around the first one asked for: sizes from 0, prices around the
   * market's) in an array as well: an index is much cheaper than a look-up in the map.
   */
  private readonly window: (GridEntry | undefined)[] = Array.from({ length: WINDOW }, () => undefined);
  private base = -1;

  constructor(private readonly step: GridStep) {}

  private entry(n: number): GridEntry {
    const at = n - this.base;
    const inWindow = this.base >= 0 && at >= 0 && at < WINDOW;
    if (inWindow) {
      const hit = this.window[at];
      if (hit !== undefined) return hit;
    }
    let e = this.cache.get(n);
    if (e === undefined) {
      if (this.cache.size >= 50_000) this.cache.clear();
      const text = Number.isSafeInteger(n * this.step.int)
        ? decimalText(n * this.step.int, this.step.dp)
        : fromScaled(BigInt(n) * this.step.scaled);
      e = { text, negative: undefined, value: undefined, scaled: undefined };
      this.cache.set(n, e);
    }
    if (this.base < 0 && Number.isSafeInteger(n)) this.base = Math.max(0, n - WINDOW / 2);
    if (inWindow || (n - this.base >= 0 && n - this.base < WINDOW)) this.window[n - this.base] = e;
    return e;
  }

  of(n: number): string {
    return this.entry(n).text;
  }

  /** `-` and the text of `n` steps (a debit's amount). */
  negative(n: number): string {
    const e = this.entry(n);
    return (e.negative ??= `-${e.text}`);
  }

  /** `n` steps in scaled units (`n × step`: a multiplication of bigints, made once per count). */
  scaled(n: number): bigint {
    const e = this.entry(n);
    return (e.scaled ??= BigInt(n) * this.step.scaled);
  }

  number(n: number): number {
    const e = this.entry(n);
    return (e.value ??= Number(e.text));
  }
}

/** Whether the character at `i` is a digit 0–9. */
const isDigit = (value: string, i: number): boolean => {
  const c = value.charCodeAt(i);
  return c >= 48 && c <= 57;
};

/**
 * How many steps a plain positive decimal string is (e.g. "37000.1" on a 0.1 tick → 370001), or undefined when it
 * is not a plain number (digits, then optionally a point and digits), not on the grid, zero or too large for a safe
 * integer (the caller takes the slow path). Read digit by digit (an order's price and quantity, no regex match).
 */
export function stepsOf(value: string | undefined, step: GridStep): number | undefined {
  if (value === undefined) return undefined;
  let point = 0;
  while (point < value.length && isDigit(value, point)) point += 1;
  if (point === 0 || (point < value.length && value.charCodeAt(point) !== 46)) return undefined;
  for (let i = point + 1; i < value.length; i += 1) if (!isDigit(value, i)) return undefined;
  // the fraction's digits, trailing zeros beyond the step's decimals dropped
  let end = value.length;
  while (end - point - 1 > step.dp && value.charCodeAt(end - 1) === 48) end -= 1;
  const fracLength = Math.max(0, end - point - 1);
  if (fracLength > step.dp || point + step.dp > 15) return undefined;
  let units = 0;
  for (let i = 0; i < end; i += 1) if (i !== point) units = units * 10 + (value.charCodeAt(i) - 48);
  units *= 10 ** (step.dp - fracLength);
  if (units <= 0 || units % step.int !== 0) return undefined;
  return units / step.int;
}

/** A fee rate in basis points as an exact fraction of the amount it is taken from: `num × 10^-dp` (5 bp → 5, 4). */
export interface FeeFraction {
  readonly num: number;
  readonly dp: number;
}

export function feeFraction(bps: string): FeeFraction {
  const d = new Wide(bps);
  const dp = d.decimalPlaces();
  return { num: d.times(new Wide(10).pow(dp)).toNumber(), dp: dp + 4 };
}

/** A ratio ("1.05") as an integer over 10^dp, for comparisons with safe integers. */
export function ratioOf(value: string): { int: number; pow: number } {
  const d = new Decimal(value);
  const dp = d.decimalPlaces();
  const pow = 10 ** dp;
  return { int: d.times(pow).toNumber(), pow };
}
