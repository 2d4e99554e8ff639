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

  it("says the money screens' other refusals in the member's language", () => {
    const ru = createTestI18n().getFixedT('ru');
    const en = createTestI18n().getFixedT('en');
    expect(refusalText(ru, 'ru', 'quoteId: quote expired', 'Сумма')).toBe('Котировка истекла или уже использована. Запросите новую.');
    expect(refusalText(ru, 'ru', 'token: XYZ cannot be converted', 'Сумма')).toBe('XYZ нельзя конвертировать.');
    expect(refusalText(ru, 'ru', 'This lead trader has no free copier place', 'Сумма')).toBe(
      'У этого ведущего трейдера нет свободных мест для копирования.',
    );
    expect(refusalText(en, 'en', 'You already copy this lead trader', 'Amount')).toBe('You already copy this lead trader.');
    expect(refusalText(ru, 'ru', 'is not offered in restricted regions (US)', 'Сумма')).toContain('US');
  });

  it("never shows an unknown English refusal in another language; in English it is the exchange's own sentence", () => {
    const message = 'note: the exchange had a bad day';
    expect(refusalText(createTestI18n().getFixedT('ru'), 'ru', message, 'Сумма')).toBe('Биржа отклонила запрос. Ничего не изменилось.');
    expect(refusalText(createTestI18n().getFixedT('es'), 'es', message, 'Importe')).toBe(
      'El exchange rechazó esta solicitud. No se cambió nada.',
    );
    expect(refusalText(createTestI18n().getFixedT('en'), 'en', message, 'Amount')).toBe('the exchange had a bad day');
  });
});
