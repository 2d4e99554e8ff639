import { ALL_ERROR_CODES } from '../../../src/domain/shared/error-code';
import { REFUSAL_CODES, REFUSAL_PARAMS, refusalKey } from '../../../src/domain/shared/refusal';
import { SUPPORTED_LOCALE_CODES } from '../../../src/domain/shared/locale';
import { readLocale } from '../../support/test-i18n';

type Tree = { readonly [key: string]: string | Tree };

const textAt = (tree: Tree, key: string): string | undefined => {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), tree);
  return typeof found === 'string' ? found : undefined;
};

const common = (code: string) => readLocale(code, 'common') as Tree;
const english = common('en');
const others = SUPPORTED_LOCALE_CODES.filter((code) => code !== 'en');

/** What a translation must not be: the English sentence with its placeholders, copied as it is. */
const copied = (text: string, en: string) => text.trim() === en.trim();

describe('every refusal the domain can produce reads in every language', () => {
  it('the catalogue is not empty and every code names its parameters', () => {
    expect(REFUSAL_CODES.length).toBeGreaterThan(20);
    for (const code of REFUSAL_CODES) expect(Array.isArray(REFUSAL_PARAMS[code])).toBe(true);
  });

  it.each(SUPPORTED_LOCALE_CODES.map((code) => [code]))('%s has every refusal code, with each of its parameters', (locale) => {
    const tree = common(locale);
    const problems: string[] = [];
    for (const code of REFUSAL_CODES) {
      const text = textAt(tree, refusalKey(code));
      if (!text?.trim()) problems.push(`${code}: missing`);
      else for (const name of REFUSAL_PARAMS[code]) if (!text.includes(`{{${name}}}`)) problems.push(`${code}: no {{${name}}}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(others.map((code) => [code]))('%s translates every refusal (no English copy)', (locale) => {
    const tree = common(locale);
    const untranslated = REFUSAL_CODES.filter((code) => copied(textAt(tree, refusalKey(code)) ?? '', textAt(english, refusalKey(code))!));
    expect(untranslated).toEqual([]);
  });

  it.each(others.map((code) => [code]))(
    '%s translates every exchange and transport error code the app shows (no English copy)',
    (locale) => {
      const tree = common(locale);
      const problems = ALL_ERROR_CODES.filter((code) => {
        const text = tree.errors && typeof tree.errors === 'object' ? (tree.errors as Tree)[code] : undefined;
        return typeof text !== 'string' || !text.trim() || copied(text, (english.errors as Tree)[code] as string);
      });
      expect(problems).toEqual([]);
    },
  );
});
