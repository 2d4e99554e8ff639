import {
  beyondCap,
  checkAdminPrice,
  checkFundingRate,
  checkFundingRateCap,
  clampToCap,
  ratePercent,
  type AdminInputRefusal,
} from '../../../../src/domain/market-admin/market-admin-rules';
import { englishRefusal } from '../../../../simulator/http/refusal-english';

/** A refusal as the simulator words it: the field's name, then the English sentence of its code. */
const wire = (r: AdminInputRefusal | undefined) => r && `${r.field}: ${englishRefusal(r.refusal)}`;

describe('market-data admin input rules', () => {
  it('a refusal is a code with its limit as a parameter', () => {
    expect(checkFundingRate('-0.1')).toEqual({
      field: 'rate',
      refusal: { code: 'admin.rateOutOfRange', params: { max: { decimal: '0.05' } } },
      limit: '0.05',
    });
    expect(checkAdminPrice('50000.15', '0.1')).toEqual({
      field: 'price',
      refusal: { code: 'admin.priceTick', params: { tick: { decimal: '0.1' } } },
      limit: '0.1',
    });
  });

  it.each([
    ['0.0001', undefined],
    ['-0.05', undefined],
    ['0.05', undefined],
    ['0.05000001', 'rate: Must be within ±0.05'],
    ['-0.1', 'rate: Must be within ±0.05'],
    ['0.000000001', 'rate: At most 8 decimals'],
    ['abc', 'rate: Enter a decimal number'],
  ])('funding rate %s → %s', (rate, message) => {
    expect(wire(checkFundingRate(rate))).toBe(message);
  });

  it.each([
    ['0.003', undefined],
    ['0.05', undefined],
    ['0', 'cap: Must be more than 0'],
    ['-0.001', 'cap: Must be more than 0'],
    ['0.0500001', 'cap: Must be at most 0.05'],
    ['0.000000001', 'cap: At most 8 decimals'],
  ])('funding-rate cap %s → %s', (cap, message) => {
    expect(wire(checkFundingRateCap(cap))).toBe(message);
  });

  it.each([
    ['50000.1', '0.1', undefined],
    ['50000.15', '0.1', 'price: Must be a multiple of the tick 0.1'],
    ['0', '0.1', 'price: Must be more than 0'],
    ['-3', '0.01', 'price: Must be more than 0'],
    ['2999.99', '0.01', undefined],
    ['1e3', '0.01', 'price: Enter a decimal number'],
  ])('price %s on tick %s → %s', (price, tick, message) => {
    expect(wire(checkAdminPrice(price, tick))).toBe(message);
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
