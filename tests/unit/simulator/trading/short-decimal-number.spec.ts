import { shortDecimalText, type ShortDecimal } from '../../../../simulator/trading/amount-text';
import { shortDecimalNumber } from '../../../../simulator/trading/short-decimal-number';
import { mulberry32 } from '../../../../simulator/market/prng';

/** What the wire would carry: the text read by `Number` (correctly rounded). */
const reference = (d: ShortDecimal): number => Number(shortDecimalText(d));

describe('shortDecimalNumber: a ShortDecimal as a correctly rounded JSON number, without its text', () => {
  it('gives the hand-computed values', () => {
    expect(shortDecimalNumber({ whole: 12, fraction: 500_000_000_000_000 })).toBe(12.5);
    expect(shortDecimalNumber({ whole: 123_456_789, fraction: 12_345_000_000_000 })).toBe(123456789.012345);
    expect(shortDecimalNumber({ whole: 0, fraction: 1 })).toBe(1e-15);
    // below zero: −5.25 is −6 + 0.75
    expect(shortDecimalNumber({ whole: -6, fraction: 750_000_000_000_000 })).toBe(-5.25);
    // a whole part of 1: its spacing (2^-52) leaves no margin, read from the text
    expect(shortDecimalNumber({ whole: 1, fraction: 250_000_000_000_000 })).toBeUndefined();
    // 10,000,000.123456789012345 (23 digits): the doubles there are 2^-29 apart; 0.123456789012345 × 2^29 =
    // 66,280,358.91: 0.91 of a step past the 66,280,358th, far from a tie: the 66,280,359th
    expect(shortDecimalNumber({ whole: 10_000_000, fraction: 123_456_789_012_345 })).toBe(10_000_000 + 66_280_359 * 2 ** -29);
    // 2^40 + 0.5 × 2^-12 exactly between two doubles (their spacing is 2^-12 there): a tie, read from the text
    expect(shortDecimalNumber({ whole: 2 ** 40, fraction: 2 ** -13 * 1e15 })).toBeUndefined();
  });

  it('agrees with Number(text) over seeded values, ties and both signs', () => {
    const rng = mulberry32(9);
    let fast = 0;
    // jest's expect per value would cost most of the test's time: the disagreements are collected, then compared once
    const disagreements: [string, number, number][] = [];
    for (let i = 0; i < 200_000; i += 1) {
      const bits = Math.floor(rng() * 54);
      const whole = Math.min(Math.floor(rng() * 2 ** bits), Number.MAX_SAFE_INTEGER - 1);
      let fraction: number;
      const kind = rng();
      if (kind < 0.3) {
        // a tie or a near tie at this whole part's spacing, when it has one in 15 decimals
        const e = whole >= 1 ? Math.floor(Math.log2(whole)) : 0;
        const s = 52 - e;
        const d = s <= 15 && s >= 0 ? 5 ** 15 * 2 ** (15 - s) : 1;
        const j = Math.floor(rng() * Math.min(2 ** Math.max(s, 0), 1e15 / d));
        fraction = Math.min(Math.max(Math.floor(j * d + d / 2 + Math.floor(rng() * 3) - 1), 1), 1e15 - 1);
      } else {
        // 1 to 15 decimals
        const dp = 1 + Math.floor(rng() * 15);
        fraction = Math.max(1, Math.floor(rng() * 10 ** dp)) * 10 ** (15 - dp);
      }
      const d: ShortDecimal = { whole: rng() < 0.2 ? -whole - 1 : whole, fraction };
      const value = shortDecimalNumber(d);
      if (value !== undefined) {
        fast += 1;
        const expected = reference(d);
        if (!Object.is(value, expected)) disagreements.push([shortDecimalText(d), value, expected]);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
    // most values take a way in numbers
    expect(fast).toBeGreaterThan(100_000);
  });
});
