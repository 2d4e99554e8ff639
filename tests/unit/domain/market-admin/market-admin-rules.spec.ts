import {
  beyondCap, checkAdminPrice, checkFundingRate, checkFundingRateCap, clampToCap, ratePercent,
} from '../../../../src/domain/market-admin/market-admin-rules';

describe('market-data admin input rules', () => {
  it.each([
    ['0.0001', undefined],
    ['-0.05', undefined],
    ['0.05', undefined],
    ['0.05000001', 'rate: must be within ±0.05'],
    ['-0.1', 'rate: must be within ±0.05'],
    ['0.000000001', 'rate: at most 8 decimals'],
    ['abc', 'rate: must be a decimal number'],
  ])('funding rate %s → %s', (rate, message) => {
    expect(checkFundingRate(rate)?.message).toBe(message);
  });

  it.each([
    ['0.003', undefined],
    ['0.05', undefined],
    ['0', 'cap: must be more than 0'],
    ['-0.001', 'cap: must be more than 0'],
    ['0.0500001', 'cap: must be at most 0.05'],
    ['0.000000001', 'cap: at most 8 decimals'],
  ])('funding-rate cap %s → %s', (cap, message) => {
    expect(checkFundingRateCap(cap)?.message).toBe(message);
  });

  it.each([
    ['50000.1', '0.1', undefined],
    ['50000.15', '0.1', 'price: must be a multiple of the tick 0.1'],
    ['0', '0.1', 'price: must be more than 0'],
    ['-3', '0.01', 'price: must be more than 0'],
    ['2999.99', '0.01', undefined],
    ['1e3', '0.01', 'price: must be a decimal number'],
  ])('price %s on tick %s → %s', (price, tick, message) => {
    expect(checkAdminPrice(price, tick)?.message).toBe(message);
  });

  it('clamps a rate to ±cap and tells whether it lies beyond', () => {
    expect(clampToCap('0.0005', '0.0003')).toBe('0.0003');
    expect(clampToCap('-0.0005', '0.0003')).toBe('-0.0003');
    expect(clampToCap('0.0002', '0.0003')).toBe('0.0002');
    expect(beyondCap('0.0003', '0.0003')).toBe(false);
    expect(beyondCap('-0.00030001', '0.0003')).toBe(true);
  });

  it('writes a rate as a percentage', () => {
    expect(ratePercent('0.0005')).toBe('0.05');
    expect(ratePercent('-0.000125')).toBe('-0.0125');
    expect(ratePercent('0.003')).toBe('0.3');
  });
});
