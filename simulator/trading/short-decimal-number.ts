/**
 * A decimal of at most 15 decimals as two safe integers: `whole + fraction × 10^-15`, 0 ≤ fraction < 10^15 (so a
 * negative value has whole = its floor: −1.25 is −2 + 0.75). Sums of such decimals are exact in numbers, and their
 * text is cut from the two integers: no bigint formatting (`fromScaled`, ≈ 4× slower for a 40-digit balance).
 */
export interface ShortDecimal {
  whole: number;
  fraction: number;
}

/**
 * The JSON number of `w + f × 10^-15` (w ≥ 0 a safe integer, 0 < f < 10^15), correctly rounded (to nearest, ties to
 * even: what `Number` gives for its text), in numbers; undefined when it is too near a tie to tell (the caller reads
 * the text: rare).
 *
 * q = f ÷ 10^15 is one correctly rounded division (|q − f × 10^-15| ≤ 2^-54, as q < 1), x = w + q the candidate.
 * For w = 0, q is the value. Else the doubles near w are spaced u = 2^(e − 52) apart (e: w's exponent; w + q stays
 * below 2^(e + 1), and w and x are multiples of u), so t = x − w is exact, and so is the rounding error err = q − t
 * (a multiple of q's spacing, at most u ÷ 2). The exact value is x + err + (f × 10^-15 − q): x is its nearest double
 * when |err| < u ÷ 2 − 2^-52 (a margin above the 2^-54 of q; exact for e ≤ 52); nearer a tie, undefined.
 */
function magnitudeNumber(w: number, f: number): number | undefined {
  const q = f / 1e15;
  if (w === 0) return q;
  const x = w + q;
  const err = q - (x - w);
  // e: w's exponent (w < 2^53; above 2^32 its high 21 bits are an exact integer)
  const e = w < 4294967296 ? 31 - Math.clz32(w) : 63 - Math.clz32(Math.floor(w / 4294967296));
  const threshold = 2 ** (e - 53) - 2 ** -52;
  return Math.abs(err) < threshold ? x : undefined;
}

/** `d`'s value as a correctly rounded JSON number, or undefined when it must be read from its text (`Number`). */
export function shortDecimalNumber(d: ShortDecimal): number | undefined {
  if (d.fraction === 0) return d.whole;
  if (d.whole >= 0) return magnitudeNumber(d.whole, d.fraction);
  // −(|whole| − 1 + (10^15 − fraction) × 10^-15)
  const magnitude = magnitudeNumber(-d.whole - 1, 1e15 - d.fraction);
  return magnitude === undefined ? undefined : -magnitude;
}
