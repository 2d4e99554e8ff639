import { num, moment, refusal } from '../../../../src/domain/shared/refusal';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { problemText, saidOrTranslated, translateRefusal } from '../../../../src/presentation/shared/translate-refusal';
import { createTestI18n } from '../../../support/test-i18n';

describe('a refusal as the user reads it', () => {
  const i18n = createTestI18n();
  const insufficient = refusal('withdraw.insufficient', {
    token: 'USDT',
    amount: num('10000'),
    fee: num('1'),
    total: num('10001'),
    available: num('10000'),
  });

  it('English, numbers in the English grouping', () => {
    void i18n.changeLanguage('en');
    expect(translateRefusal(i18n.t, 'en', insufficient)).toBe(
      'Not enough USDT: 10,000 plus the fee of 1 is 10,001, and 10,000 is available.',
    );
  });

  it('Russian, numbers grouped the Russian way (a no-break space)', () => {
    void i18n.changeLanguage('ru');
    expect(translateRefusal(i18n.t, 'ru', insufficient)).toBe(
      'Недостаточно USDT: 10\u00a0000 плюс комиссия 1 составляет 10\u00a0001, а доступно 10\u00a0000.',
    );
  });

  it('German-style decimals in Spanish, a fixed number of places when the refusal asks for it', () => {
    void i18n.changeLanguage('es');
    expect(translateRefusal(i18n.t, 'es', refusal('margin.aboveRemovable', { max: num('400.129', 2) }))).toBe(
      'Se pueden retirar como máximo 400,12 USDT.',
    );
  });

  it("a moment in the language's date format", () => {
    void i18n.changeLanguage('en');
    const text = translateRefusal(
      i18n.t,
      'en',
      refusal('withdraw.whitelistLocked', { label: 'Cold', until: moment(Date.UTC(2026, 0, 2)) }),
    );
    expect(text).toMatch(/^"Cold" was whitelisted less than 24 hours ago: withdrawals to it open at \d\d\/\d\d\/2026, \d\d:\d\d:\d\d\.$/);
  });

  it("the exchange's own words stay as said in English only; a transport failure is its translated code", () => {
    void i18n.changeLanguage('pt');
    expect(problemText(i18n.t, 'en', { said: 'label: is taken' })).toBe('label: is taken');
    expect(problemText(i18n.t, 'pt', { said: 'label: is taken' })).toBe(i18n.t('common:refusals.flow.other'));
    expect(problemText(i18n.t, 'pt', { said: 'label: is taken' })).not.toBe('label: is taken');
    expect(problemText(i18n.t, 'pt', { error: ErrorCode.NetworkUnavailable })).toBe(i18n.t('common:errors.NETWORK.UNAVAILABLE'));
    expect(problemText(i18n.t, 'pt', { error: ErrorCode.NetworkUnavailable })).not.toBe(
      'We cannot reach the exchange. Check your connection.',
    );
  });

  it("shows the order form's exchange message in English only, and its domain refusal in every language", () => {
    const ru = createTestI18n().getFixedT('ru');
    const en = createTestI18n().getFixedT('en');
    const message = 'Price must be a multiple of the tick size 0.1';
    expect(saidOrTranslated(en, 'en', { message })).toBe(message);
    expect(saidOrTranslated(ru, 'ru', { message })).toBe('Биржа отклонила запрос. Ничего не изменилось.');
    expect(saidOrTranslated(ru, 'ru', {})).toBe('');
  });
});
