import { CATALOGUE } from '../../../simulator/market/catalogue';
import { buildInstruments } from '../../../simulator/market/instruments';
import { groupRows, highlightRows } from '../../../simulator/market/layout';
import { instrumentInfoRow } from '../../../simulator/market/views';

const instruments = buildInstruments();
const isPowerOfTen = (n: number) => Math.abs(Math.log10(n) - Math.round(Math.log10(n))) < 1e-9;

describe('symbol list', () => {
  it('has 300+ unique, well-formed symbols, about 170 spot and 150 perp', () => {
    const symbols = instruments.map((i) => i.symbol);
    expect(symbols.length).toBeGreaterThanOrEqual(300);
    expect(new Set(symbols).size).toBe(symbols.length);
    symbols.forEach((s) => expect(s).toMatch(/^(SPOT|PERP)_[A-Z0-9]{1,20}_USDT$/));
    const spot = instruments.filter((i) => i.type === 'SPOT').length;
    expect(spot).toBeGreaterThanOrEqual(160);
    expect(spot).toBeLessThanOrEqual(190);
    expect(instruments.filter((i) => i.type === 'PERP')).toHaveLength(150);
    expect(new Set(CATALOGUE.map((c) => c.base)).size).toBe(CATALOGUE.length);
  });

  it('gives every symbol power-of-ten ticks that suit its price', () => {
    for (const i of instruments) {
      expect(isPowerOfTen(i.quoteTick)).toBe(true);
      expect(isPowerOfTen(i.baseTick)).toBe(true);
      expect(i.refPrice / i.quoteTick).toBeGreaterThanOrEqual(900); // at least ~3-4 significant digits
      expect(i.refPrice * i.baseTick).toBeLessThanOrEqual(1.01); // one base tick worth at most ~1 USDT
      expect(i.refPrice).toBeGreaterThanOrEqual(0.00001);
      expect(i.refPrice).toBeLessThanOrEqual(100000);
    }
  });

  it('prices WOO near 0.09 with a 0.00001 quote tick', () => {
    const woo = instruments.find((i) => i.symbol === 'SPOT_WOO_USDT');
    expect(woo?.refPrice).toBeCloseTo(0.09, 5);
    expect(woo?.quoteTick).toBe(0.00001);
    expect(instruments.some((i) => i.symbol === 'PERP_WOO_USDT')).toBe(true);
  });

  it('has a spot market for every perpetual and no stablecoin perpetuals', () => {
    const spot = new Set(instruments.filter((i) => i.type === 'SPOT').map((i) => i.base));
    for (const perp of instruments.filter((i) => i.type === 'PERP')) {
      expect(spot.has(perp.base)).toBe(true);
      expect(perp.isStable).toBe(false);
    }
  });

  it('builds instrument info rows with the real shape', () => {
    const row = instrumentInfoRow(instruments[0]);
    expect(Object.keys(row)).toEqual([
      'symbol',
      'quote_min',
      'quote_max',
      'quote_tick',
      'base_min',
      'base_max',
      'base_tick',
      'min_notional',
      'price_range',
      'is_stable',
    ]);
  });

  it('builds layout rows from known symbols only', () => {
    const known = new Set(instruments.map((i) => i.symbol));
    highlightRows(instruments).forEach((row, i) => {
      expect(known.has(row.symbol)).toBe(true);
      expect(row.sort).toBe(i + 1);
    });
    const groups = groupRows(instruments);
    expect(groups.length).toBeGreaterThan(5);
    groups.forEach((g) => g.symbols.forEach((s) => expect(known.has(s)).toBe(true)));
  });
});
