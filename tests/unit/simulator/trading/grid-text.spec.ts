import Decimal from 'decimal.js';
import { gridStep, GridText, toScaled } from '../../../../simulator/trading/scaled';

describe('GridText: counts of a grid step as texts, numbers and scaled units, remembered', () => {
  it('answers the same inside and outside its array window (4,096 counts around the first one asked)', () => {
    // a 0.1 tick: the first price asked (37,000.1) places the window at 370,001 − 2,048
    const prices = new GridText(gridStep(new Decimal('0.1')));
    expect(prices.of(370_001)).toBe('37000.1');
    expect(prices.of(370_001 - 2_048)).toBe('36795.3'); // the window's first count
    expect(prices.of(370_001 - 2_049)).toBe('36795.2'); // just before it: the map
    expect(prices.of(370_001 + 2_047)).toBe('37204.8'); // the window's last count
    expect(prices.of(370_001 + 2_048)).toBe('37204.9'); // just past it
    expect(prices.of(10)).toBe('1');
    expect(prices.negative(370_001)).toBe('-37000.1');
    expect(prices.number(370_001)).toBe(37000.1);
    // the same entry again (from the window), and a 0.0001 lot from 0
    expect(prices.of(370_001)).toBe('37000.1');
    const sizes = new GridText(gridStep(new Decimal('0.0001')));
    expect(sizes.of(23)).toBe('0.0023');
    expect(sizes.of(0)).toBe('0');
    expect(sizes.of(10_000)).toBe('1');
    expect(sizes.scaled(23)).toBe(toScaled('0.0023'));
    expect(sizes.scaled(50_000)).toBe(toScaled('5'));
  });

  it('agrees with decimal.js over seeded counts', () => {
    const step = new Decimal('0.25');
    const grid = new GridText(gridStep(step));
    for (let i = 0; i < 20_000; i += 1) {
      const n = (i * 7_919) % 30_011;
      expect(grid.of(n)).toBe(step.times(n).toFixed());
      expect(grid.scaled(n)).toBe(toScaled(step.times(n)));
    }
  });
});
