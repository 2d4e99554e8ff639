import { isSupportedLocale, LOCALES, matchSupportedLocale, toSupportedLocale } from '../../../../src/domain/shared/locale';

describe('locales', () => {
  it('has the eight locales of the spec with their regional tags and plain codes', () => {
    expect(LOCALES.map((l) => [l.code, l.regionalTag, l.plainCode])).toEqual([
      ['en', 'en', 'en'],
      ['zh', 'zh-TW', 'zh'],
      ['zh-Hans', 'zh-Hans', 'zh-Hans'],
      ['ru', 'ru', 'ru'],
      ['pt', 'pt-BR', 'pt'],
      ['ukr', 'uk-UA', 'uk'],
      ['vn', 'vi-VN', 'vi'],
      ['es', 'es-ES', 'es'],
    ]);
  });

  it.each(['en', 'zh', 'zh-Hans', 'ru', 'pt', 'ukr', 'vn', 'es'])('accepts the app code %s', (code) => {
    expect(isSupportedLocale(code)).toBe(true);
  });

  it.each(['EN', 'uk', 'vi', 'zh-TW', 'fr', '', ' en', null, 42])('rejects %p as an app code', (code) => {
    expect(isSupportedLocale(code)).toBe(false);
  });

  it.each([
    ['en-US', 'en'],
    ['zh-TW', 'zh'],
    ['zh-HK', 'zh'],
    ['zh-CN', 'zh-Hans'],
    ['zh-Hans-SG', 'zh-Hans'],
    ['zh_cn', 'zh-Hans'],
    ['uk', 'ukr'],
    ['uk-UA', 'ukr'],
    ['vi', 'vn'],
    ['vi-VN', 'vn'],
    ['pt-PT', 'pt'],
    ['pt-BR', 'pt'],
    ['es-MX', 'es'],
    ['ru-RU', 'ru'],
  ])('maps the browser tag %s to %s', (tag, code) => {
    expect(matchSupportedLocale(tag)).toBe(code);
  });

  it('falls back for unknown or empty tags', () => {
    expect(matchSupportedLocale('fr-FR')).toBeUndefined();
    expect(toSupportedLocale('fr-FR')).toBe('en');
    expect(toSupportedLocale(undefined, 'es')).toBe('es');
    expect(toSupportedLocale('')).toBe('en');
  });
});
