import { exchangeSentence, failureText } from '../../../../src/presentation/shared/failure-text';
import { createTestI18n } from '../../../support/test-i18n';

const refused = (message: string) => ({ kind: 'refused', code: -1005, message, status: 400 }) as const;

describe('the text of a failed action', () => {
  const en = createTestI18n().getFixedT('en');
  const ru = createTestI18n().getFixedT('ru');
  const zh = createTestI18n().getFixedT('zh-Hans');

  it("gives a refusal no code is known for in the exchange's own words in English only", () => {
    const message = "triggerPrice: a trailing stop's trigger follows the price";
    expect(failureText(en, refused(message), 'en')).toBe(message);
    expect(failureText(ru, refused(message), 'ru')).toBe('Биржа отклонила запрос. Ничего не изменилось.');
    expect(failureText(zh, refused(message), 'zh-Hans')).not.toMatch(/[a-z]{3}/);
  });

  it('translates a known refusal with what it names, in every language', () => {
    const message = 'BTC is not offered in restricted regions (US)';
    expect(failureText(ru, refused(message), 'ru')).toContain('US');
    expect(failureText(ru, refused(message), 'ru')).not.toContain('not offered');
  });

  it('says an unanswered call by its error, and an empty refusal as a general error', () => {
    expect(failureText(ru, { kind: 'unanswered', error: 'NETWORK.UNAVAILABLE' }, 'ru')).not.toMatch(/^common:|Network/);
    expect(exchangeSentence(en, 'en', '')).toBe('Something went wrong. Please try again.');
  });
});
