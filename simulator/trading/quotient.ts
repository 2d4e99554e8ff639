import Decimal from 'decimal.js';
import { POW10 } from './scaled';

const PLAIN = /^(\d+)(?:\.(\d+))?$/;

/** A plain non-negative decimal string as `int × 10^-dp`, or undefined (an exponent, a sign). */
function plain(value: string): { int: bigint; dp: number } | undefined {
  const m = PLAIN.exec(value);
  if (!m) return undefined;
  const frac = m[2] ?? '';
  return { int: BigInt(m[1] + frac), dp: frac.length };
}

const pow10 = (k: number): bigint => (k < POW10.length ? POW10[k] : 10n ** BigInt(k));

/** `n × 10^-dp` as a plain decimal string without trailing zeros (`dp` may be negative). */
function text(n: bigint, dp: number): string {
  if (n === 0n) return '0';
  if (dp <= 0) return (n * pow10(-dp)).toString();
  let digits = n.toString();
  if (digits.length <= dp) digits = '0'.repeat(dp - digits.length + 1) + digits;
  const point = digits.length - dp;
  let end = digits.length;
  while (end > point && digits.charCodeAt(end - 1) === 48) end -= 1;
  return end > point ? `${digits.slice(0, point)}.${digits.slice(point, end)}` : digits.slice(0, point);
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
 * its cost. Strings that are not plain non-negative decimals take decimal.js itself.
 */
export function quotientText(a: string, b: string, significant: number): string {
  const x = plain(a);
  const y = plain(b);
  if (!x || !y || y.int === 0n) return new Decimal(a).div(b).toSignificantDigits(significant).toFixed();
  if (x.int === 0n) return '0';
  // a ÷ b = (x.int × 10^y.dp) ÷ (y.int × 10^x.dp)
  const [t20, k20] = roundedQuotient(x.int * pow10(y.dp), y.int * pow10(x.dp), 20);
  if (significant >= 20) return text(t20, k20);
  const drop = 20 - significant;
  let t = t20 / pow10(drop);
  let k = k20 - drop;
  if (2n * (t20 % pow10(drop)) >= pow10(drop)) t += 1n;
  if (t === pow10(significant)) {
    t = pow10(significant - 1);
    k -= 1;
  }
  return text(t, k);
}

/** Whether a decimal string is zero (plain strings without decimal.js). */
export function isZeroText(value: string): boolean {
  const x = plain(value);
  return x ? x.int === 0n : new Decimal(value).isZero();
}
