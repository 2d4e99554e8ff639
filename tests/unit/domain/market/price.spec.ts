import { changePercent, decimalsOfTick, priceDecimals, roundDown, sumDecimals } from '../../../../src/domain/market/price';

describe('price display', () => {
  it('shows WOO/USDT with 4 decimals and everything else with 2', () => {
    expect(priceDecimals('SPOT_WOO_USDT')).toBe(4);
    expect(priceDecimals('PERP_WOO_USDT')).toBe(2);
    expect(priceDecimals('SPOT_BTC_USDT')).toBe(2);
  });

  it.each([
    ['1.23999', 2, '1.23'],
    ['-1.239', 2, '-1.23'],
    ['0.1', 4, '0.1000'],
    ['100', 2, '100.00'],
    ['0.00009', 4, '0.0000'],
    ['-0.00009', 4, '0.0000'],
    ['123456789012345678.987654321', 2, '123456789012345678.98'],
    ['1e-7', 8, '0.00000010'],
    ['0.30000000000000004', 2, '0.30'],
    ['3', 0, '3'],
  ])('rounds %s down to %i decimals as %s', (value, decimals, expected) => {
    expect(roundDown(value, decimals)).toBe(expected);
  });

  it.each(['', 'abc', '1,5', 'NaN', 'Infinity', '--1', '1.2.3'])('refuses %p', (value) => {
    expect(roundDown(value, 2)).toBeUndefined();
  });

  it('reads the decimals of a tick', () => {
    expect(decimalsOfTick('0.01')).toBe(2);
    expect(decimalsOfTick('1')).toBe(0);
    expect(decimalsOfTick('0.00005')).toBe(5);
    expect(decimalsOfTick('0')).toBe(0);
  });

  it('computes the change from open to close in percent, exactly', () => {
    expect(changePercent('0.1', '0.3')).toBe('200');
    expect(changePercent('200', '190')).toBe('-5');
    expect(changePercent('0', '1')).toBeUndefined();
    expect(changePercent('x', '1')).toBeUndefined();
  });

  it('adds decimals without float error', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals([])).toBe('0');
  });
});
