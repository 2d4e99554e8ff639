import {
  addUnits,
  AmountText,
  readShortDecimal,
  shortDecimalText,
  sumText,
  type ShortDecimal,
} from '../../../../simulator/trading/amount-text';
import { mulberry32 } from '../../../../simulator/market/prng';
import { fromScaled, POW10, SCALE, toScaled } from '../../../../simulator/trading/scaled';

const zero = (): ShortDecimal => ({ whole: 0, fraction: 0 });

describe('AmountText: a balance figure as text, cut from numbers when its moves are known as grid integers', () => {
  it('adds units × 10^-dp exactly, by hand', () => {
    const d = zero();
    // 1,000,000 USDT, less a notional of 3712.34567 (371234567 × 10^-5), less a fee of 0.001856172835 (10^-12)
    expect(addUnits(d, 1_000_000, 0)).toBe(true);
    expect(addUnits(d, -371_234_567, 5)).toBe(true);
    expect(d).toEqual({ whole: 996_287, fraction: 654_330_000_000_000 });
    expect(shortDecimalText(d)).toBe('996287.65433');
    expect(addUnits(d, -1_856_172_835, 12)).toBe(true);
    // 996287.65433 − 0.001856172835 = 996287.652473827165
    expect(shortDecimalText(d)).toBe('996287.652473827165');
    // below zero: −1.25 is kept as −2 + 0.75
    const n = zero();
    expect(addUnits(n, -125, 2)).toBe(true);
    expect(n).toEqual({ whole: -2, fraction: 750_000_000_000_000 });
    expect(shortDecimalText(n)).toBe('-1.25');
    expect(addUnits(n, 100, 2)).toBe(true);
    expect(shortDecimalText(n)).toBe('-0.25');
    expect(addUnits(n, 25, 2)).toBe(true);
    expect(shortDecimalText(n)).toBe('0');
    // more than 15 decimals, or a whole part past the safe integers: not kept
    expect(addUnits(zero(), 1, 16)).toBe(false);
    expect(addUnits({ whole: Number.MAX_SAFE_INTEGER, fraction: 0 }, 1, 0)).toBe(false);
  });

  it('reads the texts fromScaled writes', () => {
    const d = zero();
    expect(readShortDecimal(d, '-0.000000000000001')).toBe(true);
    expect(d).toEqual({ whole: -1, fraction: 999_999_999_999_999 });
    expect(readShortDecimal(d, '123456789012345.5')).toBe(true);
    expect(shortDecimalText(d)).toBe('123456789012345.5');
    expect(readShortDecimal(d, '0.0000000000000001')).toBe(false);
    expect(readShortDecimal(d, '1234567890123456')).toBe(false);
  });

  it("adds a fee to an order's total fee text (sumText)", () => {
    // 0.00185617 + 0.000092808 = 0.001948978
    expect(sumText('0.00185617', 92_808, 9)).toBe('0.001948978');
    // a rebate: 1.5 − 2.25 = −0.75
    expect(sumText('1.5', -225, 2)).toBe('-0.75');
    // 16 decimals, or no units: left to fromScaled
    expect(sumText('0.0000000000000001', 1, 0)).toBeUndefined();
    expect(sumText('1', undefined, 0)).toBeUndefined();
  });

  it('agrees with fromScaled over seeded moves, known and unknown', () => {
    const rng = mulberry32(5);
    const t = new AmountText();
    let value = 0n;
    for (let i = 0; i < 20_000; i += 1) {
      const dp = Math.floor(rng() * 18);
      const units = Math.floor((rng() - 0.45) * 10 ** (1 + Math.floor(rng() * 12)));
      const next = value + BigInt(units) * POW10[SCALE - dp];
      // one move in ten is told without its units (a deposit, a restore): the text falls back to fromScaled
      t.moved(value, next, rng() < 0.1 ? undefined : units, dp);
      value = next;
      if (rng() < 0.7) expect(t.text(value)).toBe(fromScaled(value));
    }
    expect(t.number(value)).toBe(Number(fromScaled(value)));
    // a figure beyond the safe integers is written by fromScaled
    const large = toScaled('123456789012345678.5');
    t.moved(value, large, 1, 0);
    expect(t.text(large)).toBe('123456789012345678.5');
  });
});
