import { midOrSide, midPrice } from '../../../../src/domain/market/mid-price';

describe('the mid price', () => {
  it('is (best bid + best ask) ÷ 2, exact', () => {
    // (100.01 + 100.04) / 2 = 100.025
    expect(midPrice('100.01', '100.04')?.toFixed()).toBe('100.025');
    // (0.1 + 0.2) / 2 = 0.15 with no float error
    expect(midPrice('0.1', '0.2')?.toFixed()).toBe('0.15');
  });

  it('is unknown when a side is empty', () => {
    expect(midPrice(undefined, '1')).toBeUndefined();
    expect(midPrice('1', '')).toBeUndefined();
  });

  it('falls back to the one side there is for the order form', () => {
    expect(midOrSide('99', '101')).toBe('100');
    expect(midOrSide('99', undefined)).toBe('99');
    expect(midOrSide(undefined, '101')).toBe('101');
    expect(midOrSide(undefined, undefined)).toBeUndefined();
  });
});
