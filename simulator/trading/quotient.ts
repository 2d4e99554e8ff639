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

/** Adds one to the last of `digits` (decimal digits, most significant first), carrying; true when it carried out of the first. */
function increment(digits: number[]): boolean {
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    if (digits[i] < 9) {
      digits[i] += 1;
      return false;
    }
    digits[i] = 0;
  }
  digits.unshift(1);
  digits.pop();
  return true;
}

/**
 * `quotientText` on safe integers (a of at most 15 digits, b of at most 14): the quotient's digits by long division,
 * rounded half up to 20 significant digits, then to `significant`; undefined when the strings do not fit.
 */
function smallQuotientText(a: string, b: string, significant: number): string | undefined {
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
  // the quotient is 0.D1 D2 … × 10^exponent (D1 ≠ 0), times 10^(y.dp − x.dp)
  const digits: number[] = [];
  let exponent = 0;
  if (whole > 0) {
    const text = String(whole);
    exponent = text.length;
    for (let i = 0; i < text.length && digits.length < 21; i += 1) digits.push(text.charCodeAt(i) - 48);
  }
  while (digits.length < 21 && (rest !== 0 || digits.length === 0)) {
    rest *= 10;
    const digit = Math.trunc(rest / d);
    rest -= digit * d;
    if (digits.length === 0 && digit === 0) exponent -= 1;
    else digits.push(digit);
  }
  while (digits.length < 21) digits.push(0);
  // half up to 20 significant digits, then to `significant`
  for (const keep of significant < 20 ? [20, significant] : [20]) {
    const up = digits[keep] >= 5;
    digits.length = keep;
    if (up && increment(digits)) exponent += 1;
  }
  exponent += y.dp - x.dp;
  // the digits 0.D × 10^exponent are the integer D × 10^-(D's length − exponent)
  return text(digits.join(''), digits.length - exponent);
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
