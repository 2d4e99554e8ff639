import { readLanguageCookie } from '../../../src/infrastructure/storage/language-cookie';

describe('readLanguageCookie (the boot reads the saved language before the container)', () => {
  it('finds the language cookie among others, decoded', () => {
    expect(readLanguageCookie('a=1; language=zh-Hans; b=2')).toBe('zh-Hans');
    expect(readLanguageCookie('language=es')).toBe('es');
    expect(readLanguageCookie('x=%E4; language=pt%2DBR')).toBe('pt-BR');
  });

  it('is undefined when the cookie is missing, empty, or not decodable, and ignores look-alike names', () => {
    expect(readLanguageCookie('')).toBeUndefined();
    expect(readLanguageCookie('language=')).toBeUndefined();
    expect(readLanguageCookie('language=%E4')).toBeUndefined();
    expect(readLanguageCookie('mylanguage=ru; languages=vn')).toBeUndefined();
  });
});
