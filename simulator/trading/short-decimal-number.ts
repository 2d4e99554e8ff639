import type { ShortDecimal } from './amount-text';

/** 10^k, k = 0 … 15 (exact). */
const POWERS = Array.from({ length: 16 }, (_, k) => 10 ** k);
/** 5^15: 10^15 = 5^15 × 2^15. */
const FIVE_15 = 5 ** 15;

/**
 * The JSON number of `w + f × 10^-15` (w ≥ 0 a safe integer, 0 < f < 10^15), correctly rounded (to nearest, ties to
 * even: what `Number` gives for its text), in numbers; undefined when neither way below applies (the caller reads
 * the text).
 *
 * - At most 15 significant digits: n = w × 10^k + m (the fraction's k digits m) is an exact integer, and one division
 *   n ÷ 10^k of two exact numbers is correctly rounded (`Number`'s own fast path for such texts).
 * - w of 2^37 or more (≥ 38 bits): the doubles near the value are w + j × u, u = 2^(e − 52) the spacing at w's
 *   exponent e (w is a multiple of u, and w + f stays below 2^(e + 1)). f ÷ u = f × 2^s ÷ 10^15 (s = 52 − e ≤ 15) =
 *   f ÷ d with d = 5^15 × 2^(15 − s) an integer: j and the remainder r are exact integer arithmetic; 2r against d
 *   decides the rounding, a tie goes to the even mantissa (w × 2^s + j: even w × 2^s when s ≥ 1).
 */
function magnitudeNumber(w: number, f: number): number | undefined {
  // the fraction's digits without trailing zeros, m × 10^-k, from its high 7 and low 8 digits (integers below 2^31)
  let high = Math.floor(f / 1e8) | 0;
  let low = (f - high * 1e8) | 0;
  let k = 15;
  if (low === 0) {
    k = 7;
    while (high % 10 === 0) {
      high = (high / 10) | 0;
      k -= 1;
    }
  } else
    while (low % 10 === 0) {
      low = (low / 10) | 0;
      k -= 1;
    }
  const m = low === 0 ? high : high * POWERS[k - 7] + low;
  const n = w * POWERS[k] + m;
  if (Number.isSafeInteger(n)) return n / POWERS[k];
  if (w < 2 ** 37) return undefined;
  // e: w's exponent (w < 2^53: its high 21 bits above 2^32 are an exact integer)
  const e = 63 - Math.clz32(Math.floor(w / 4294967296));
  const s = 52 - e;
  const u = 2 ** -s;
  const d = FIVE_15 * 2 ** (15 - s);
  let j = Math.floor(f / d);
  let r = f - j * d;
  if (r < 0) {
    j -= 1;
    r += d;
  } else if (r >= d) {
    j += 1;
    r -= d;
  }
  const twice = 2 * r;
  const odd = (s === 0 ? w + j : j) % 2 === 1;
  const up = twice > d || (twice === d && odd);
  return w + (up ? j + 1 : j) * u;
}

/** `d`'s value as a correctly rounded JSON number, or undefined when it must be read from its text (`Number`). */
export function shortDecimalNumber(d: ShortDecimal): number | undefined {
  if (d.fraction === 0) return d.whole;
  if (d.whole >= 0) return magnitudeNumber(d.whole, d.fraction);
  // −(|whole| − 1 + (10^15 − fraction) × 10^-15)
  const magnitude = magnitudeNumber(-d.whole - 1, 1e15 - d.fraction);
  return magnitude === undefined ? undefined : -magnitude;
}
