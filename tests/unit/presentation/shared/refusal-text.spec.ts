import { createTestI18n } from '../../../support/test-i18n';
import { refusalText, refusedAmount, withoutFieldName } from '../../../../src/presentation/shared/refusal-text';

describe('refusal text', () => {
  it("reads the exchange's amount refusals as problems", () => {
    expect(refusedAmount('sellQuantity: must be at least 0.0001 BTC')).toEqual({ code: 'belowMin', min: '0.0001' });
    expect(refusedAmount('sellQuantity: must be at most 100 BTC')).toEqual({ code: 'aboveMax', max: '100' });
    expect(refusedAmount('sellQuantity: at most 8 decimals for BTC')).toEqual({ code: 'decimals', decimals: 8 });
    expect(refusedAmount('amount: must be a positive number')).toEqual({ code: 'notPositive' });
    expect(refusedAmount('Not enough BTC: 2.5 is available')).toEqual({ code: 'insufficient', available: '2.5' });
    expect(refusedAmount('amount: more than the 5000 WOO available')).toEqual({ code: 'insufficient', available: '5000' });
    expect(refusedAmount('amount: the minimum of USDT_FIXED_30 is 10 USDT')).toEqual({ code: 'belowMin', min: '10' });
    expect(refusedAmount('Symbol is halted')).toBeUndefined();
  });

  it('never shows an internal field name', () => {
    expect(withoutFieldName('totp: the code is wrong')).toBe('the code is wrong');
    expect(withoutFieldName('Symbol is halted')).toBe('Symbol is halted');
  });

  it('says an amount refusal in Russian with the field label', () => {
    const t = createTestI18n().getFixedT('ru');
    expect(refusalText(t, 'ru', 'sellQuantity: must be at least 0.0001 BTC', 'Сумма', 'BTC')).toBe('«Сумма»: не меньше 0,0001 BTC');
    expect(refusalText(createTestI18n().getFixedT('en'), 'en', 'sellQuantity: must be a positive number', 'Amount')).toBe(
      'Amount must be greater than 0',
    );
  });
});
