import { figureTone } from '../../../../src/domain/social/figure-tone';
import { isStrategy, productOfStrategy, STRATEGIES } from '../../../../src/domain/social/strategy';

describe('productOfStrategy', () => {
  it.each([
    ['default-v2', 'futures-v2'],
    ['altcoins', 'altcoin-futures'],
    ['spot', 'spot'],
    ['default', 'futures-v1'],
  ])('%s trades %s', (strategy, product) => {
    expect(productOfStrategy(strategy)).toBe(product);
  });

  it.each(['DEFAULT', 'default-v3', 'futures-v2', '', null, undefined])('%p names no strategy', (value) => {
    expect(productOfStrategy(value)).toBeUndefined();
  });

  it('knows exactly the four strategies of the spec', () => {
    expect([...STRATEGIES].sort()).toEqual(['altcoins', 'default', 'default-v2', 'spot']);
    expect(isStrategy('spot')).toBe(true);
    expect(isStrategy('toString')).toBe(false);
  });
});

describe('figureTone: the colour of a figure as shown with two decimals (truncated)', () => {
  it.each([
    ['12.5', 'up'],
    ['0.01', 'up'],
    ['0.009', 'flat'],
    ['0.004', 'flat'],
    ['0', 'flat'],
    ['-0', 'flat'],
    ['-0.009', 'flat'],
    ['-0.01', 'down'],
    ['-3', 'down'],
    ['1e-7', 'flat'],
    [null, 'flat'],
    [undefined, 'flat'],
    ['abc', 'flat'],
  ])('%p is %s', (value, tone) => {
    expect(figureTone(value)).toBe(tone);
  });

  it('counts the shown places', () => {
    expect(figureTone('0.004', 3)).toBe('up');
    expect(figureTone('-0.0004', 3)).toBe('flat');
  });
});
