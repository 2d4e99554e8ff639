import Decimal from 'decimal.js';
import { isZeroText, quotientText } from '../../../../simulator/trading/quotient';
import { mulberry32 } from '../../../../simulator/market/prng';

const byDecimal = (a: string, b: string, significant: number): string => new Decimal(a).div(b).toSignificantDigits(significant).toFixed();

describe('quotientText: a ÷ b to significant digits on integers, as decimal.js answers it', () => {
  it('divides plain decimals, rounding half up', () => {
    expect(quotientText('74000.3', '2', 10)).toBe('37000.15');
    expect(quotientText('1', '3', 10)).toBe('0.3333333333');
    expect(quotientText('2', '3', 10)).toBe('0.6666666667');
    expect(quotientText('10', '4', 10)).toBe('2.5');
    expect(quotientText('0.0015', '0.5', 10)).toBe('0.003');
    expect(quotientText('123456789012', '1', 10)).toBe('123456789000');
    // 9999999999|5 rounds up to one more digit: 1e11
    expect(quotientText('99999999995', '1', 10)).toBe('100000000000');
    expect(quotientText('0', '7', 10)).toBe('0');
  });

  it('rounds twice as decimal.js does: to 20 digits in the division, then to 10', () => {
    // 1.2345678904|999999999996: 20 digits give 1.2345678905000000000, then 10 digits 1.234567891 (not …890)
    expect(quotientText('1.2345678904999999999996', '1', 10)).toBe('1.234567891');
    expect(byDecimal('1.2345678904999999999996', '1', 10)).toBe('1.234567891');
  });

  it('answers what decimal.js answers for random prices, sizes and amounts', () => {
    const rng = mulberry32(5);
    const decimal = () => {
      const int = String(Math.floor(rng() * 10 ** (1 + Math.floor(rng() * 12))));
      const dp = Math.floor(rng() * 12);
      return dp === 0 ? int : `${int}.${String(Math.floor(rng() * 10 ** dp)).padStart(dp, '0')}`;
    };
    for (let i = 0; i < 5000; i += 1) {
      const a = decimal();
      const b = decimal();
      if (new Decimal(b).isZero()) continue;
      const significant = 1 + Math.floor(rng() * 20);
      expect(`${a} ÷ ${b} @${significant} = ${quotientText(a, b, significant)}`).toBe(
        `${a} ÷ ${b} @${significant} = ${byDecimal(a, b, significant)}`,
      );
    }
  });

  it('answers the same on the long division in numbers (up to 15 and 14 digits) as decimal.js, carries included', () => {
    const rng = mulberry32(9);
    // runs of nines and fives make the roundings carry; digits up to the fast path's limits and one past them
    const digits = (n: number) => Array.from({ length: n }, () => '9995013'[Math.floor(rng() * 7)]).join('');
    const decimal = (most: number) => {
      const all = digits(1 + Math.floor(rng() * most)).replace(/^0+(?=\d)/, '');
      const dp = Math.floor(rng() * (all.length + 1));
      const int = all.slice(0, all.length - dp) || '0';
      return dp === 0 ? int : `${int}.${all.slice(all.length - dp)}`;
    };
    for (let i = 0; i < 5000; i += 1) {
      const a = decimal(16);
      const b = decimal(15);
      if (new Decimal(b).isZero()) continue;
      const significant = 1 + Math.floor(rng() * 20);
      expect(`${a} ÷ ${b} @${significant} = ${quotientText(a, b, significant)}`).toBe(
        `${a} ÷ ${b} @${significant} = ${byDecimal(a, b, significant)}`,
      );
    }
    expect(quotientText('999999999999995', '10000000000000', 10)).toBe('100');
    expect(quotientText('1', '99999999999999', 10)).toBe('0.00000000000001');
    expect(quotientText('0.000000000000005', '3', 3)).toBe('0.00000000000000167');
  });

  it('takes decimal.js for what is not a plain decimal', () => {
    expect(quotientText('1e3', '4', 10)).toBe('250');
    expect(quotientText('-9', '4', 10)).toBe('-2.25');
  });

  it('tells zero', () => {
    expect(isZeroText('0')).toBe(true);
    expect(isZeroText('0.000')).toBe(true);
    expect(isZeroText('0.0001')).toBe(false);
    expect(isZeroText('0e5')).toBe(true);
  });
});
