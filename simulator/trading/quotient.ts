import Decimal from 'decimal.js';
import { digitsText, POW10 } from './scaled';

const PLAIN = /^(\d+)(?:\.(\d+))?$/;

/** A plain non-negative decimal string as `int × 10^-dp`, or undefined (an exponent, a sign). */
function plain(value: string): { int: bigint; dp: number } | undefined {
  const m = PLAIN.exec(value);
  if (!m) return undefined;
  const frac = m[2] ?? '';
  return { int: BigInt(m[1] + frac), dp: frac.length };
}

/** A plain non-negative decimal of at most `maxDigits` digits as `int × 10^-dp` in a safe integer, or undefined. */
function smallPlain(value: string, maxDigits: number): { int: number; dp: number } | undefined {
  let int = 0;
  let digits = 0;
  let point = -1;
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c === 46 && point < 0 && i > 0 && i < value.length - 1) point = i;
    else if (c >= 48 && c <= 57) {
      int = int * 10 + (c - 48);
      digits += 1;
    } else return undefined;
  }
  if (digits === 0 || digits > maxDigits) return undefined;
  return { int, dp: point < 0 ? 0 : value.length - point - 1 };
}

/** 10^k as numbers, k ≤ 15. */
const POWERS = Array.from({ length: 16 }, (_, k) => 10 ** k);

/**
 * `quotientText` on safe integers (a of at most 15 digits, b of at most 14) for 5–15 significant digits: the
 * quotient's digits by long division, in two numbers (the first `significant` digits, and the next ones up to the
 * 20th), rounded half up to 20 significant digits, then to `significant`; undefined when the strings or the
 * significance do not fit. No array or digit text is made: the notification of every filled order reads its average so.
 */
function smallQuotientText(a: string, b: string, significant: number): string | undefined {
  if (significant < 5 || significant > 15) return undefined;
  const x = smallPlain(a, 15);
  const y = smallPlain(b, 14);
  if (!x || !y || y.int === 0) return undefined;
  if (x.int === 0) return '0';
  const d = y.int;
  let whole = Math.trunc(x.int / d);
  let rest = x.int - whole * d;
  while (rest < 0) {
    whole -= 1;
    rest += d;
  }
  while (rest >= d) {
    whole += 1;
    rest -= d;
  }
  // the quotient is 0.D1 D2 … × 10^exponent (D1 ≠ 0), times 10^(y.dp − x.dp); D1 … D20 go to `high` and `low`, D21 to
  // `next` (digits past the remainder's end are zeros; x > 0, so some digit is not)
  const head = whole > 0 ? String(whole) : '';
  let exponent = head.length;
  let high = 0;
  let low = 0;
  let next = 0;
  for (let count = 0, i = 0; count < 21; count += 1) {
    let digit = 0;
    if (i < head.length) digit = head.charCodeAt(i++) - 48;
    else if (rest !== 0) {
      rest *= 10;
      digit = Math.trunc(rest / d);
      rest -= digit * d;
      if (count === 0 && digit === 0) {
        exponent -= 1;
        count -= 1;
        continue;
      }
    }
    if (count < significant) high = high * 10 + digit;
    else if (count < 20) low = low * 10 + digit;
    else next = digit;
  }
  // half up to 20 significant digits (carrying into `high`), then to `significant`
  const lowDigits = POWERS[20 - significant];
  if (next >= 5) low += 1;
  if (low === lowDigits) {
    low = 0;
    high += 1;
  }
  if (2 * low >= lowDigits) high += 1;
  if (high === POWERS[significant]) {
    high = POWERS[significant - 1];
    exponent += 1;
  }
  exponent += y.dp - x.dp;
  // the digits 0.D × 10^exponent are the integer D × 10^-(D's length − exponent)
  return text(String(high), significant - exponent);
}

const pow10 = (k: number): bigint => (k < POW10.length ? POW10[k] : 10n ** BigInt(k));

/** `digits × 10^-dp` (digits of a positive integer; `dp` may be negative) as a plain decimal string without trailing zeros. */
function text(digits: string, dp: number): string {
  return dp <= 0 ? digits + '0'.repeat(-dp) : digitsText(false, digits, dp);
}

/** `n ÷ d` (both > 0) rounded half up to `digits` significant digits: [t, k] with value t × 10^-k, t of `digits` digits. */
function roundedQuotient(n: bigint, d: bigint, digits: number): [bigint, number] {
  let k = digits - (n.toString().length - d.toString().length);
  const divide = (shift: number): [bigint, bigint, bigint] => {
    const num = shift >= 0 ? n * pow10(shift) : n;
    const den = shift >= 0 ? d : d * pow10(-shift);
    return [num / den, num % den, den];
  };
  let [t, rest, den] = divide(k);
  if (t >= pow10(digits)) [t, rest, den] = divide((k -= 1));
  if (2n * rest >= den) t += 1n;
  if (t === pow10(digits)) {
    t = pow10(digits - 1);
    k -= 1;
  }
  return [t, k];
}

/**
 * `a ÷ b` as decimal.js answers `new Decimal(a).div(b).toSignificantDigits(significant).toFixed()` with its default
 * settings (the division rounded half up to 20 significant digits, then to `significant`), on integers: the
 * notification of a filled order reads its average price so for every fill, and decimal.js's objects were most of
 * its cost. Strings that are not plain non-negative decimals take decimal.js itself; those that fit safe integers (the
 * dividend of at most 15 digits, the divisor of at most 14) take a long division in numbers (`smallQuotientText`).
 */
export function quotientText(a: string, b: string, significant: number): string {
  const small = smallQuotientText(a, b, significant);
  if (small !== undefined) return small;
  const x = plain(a);
  const y = plain(b);
  if (!x || !y || y.int === 0n) return new Decimal(a).div(b).toSignificantDigits(significant).toFixed();
  if (x.int === 0n) return '0';
  // a ÷ b = (x.int × 10^y.dp) ÷ (y.int × 10^x.dp)
  const [t20, k20] = roundedQuotient(x.int * pow10(y.dp), y.int * pow10(x.dp), 20);
  if (significant >= 20) return text(t20.toString(), k20);
  const drop = 20 - significant;
  let t = t20 / pow10(drop);
  let k = k20 - drop;
  if (2n * (t20 % pow10(drop)) >= pow10(drop)) t += 1n;
  if (t === pow10(significant)) {
    t = pow10(significant - 1);
    k -= 1;
  }
  return text(t.toString(), k);
}

/** Whether a decimal string is zero (plain strings without decimal.js). */
export function isZeroText(value: string): boolean {
  const small = smallPlain(value, 15);
  if (small) return small.int === 0;
  const x = plain(value);
  return x ? x.int === 0n : new Decimal(value).isZero();
}
