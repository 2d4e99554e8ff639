import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALE_CODES, intlLocale } from '../../../src/domain/shared/locale';

/**
 * The app's language codes are not all BCP 47 tags Intl knows: `vn` is no language at all, so
 * `new Intl.DateTimeFormat('vn')` writes dates in English, and `zh` is not the Traditional Chinese the app means by it.
 * Every formatter of the app takes its language through `intlLocale` (the regional tag), as the shared formatters do
 * (domain/shared/amount-format.ts, presentation/shared/intl-formats.ts).
 */
function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .flatMap((name) => files(join(path, name)))
    .filter((f) => /\.tsx?$/.test(f));
}

// a formatter built, or a number or date written, with a language argument
const FORMATTER = /new Intl\.\w+\(\s*(?!undefined\b)([^,)]+)|\.toLocale\w*String\(\s*([^,)]+)/g;

describe('Intl formatters in the app read a language through intlLocale', () => {
  it('src builds no Intl formatter from an app language code as it is', () => {
    const offences = files('src').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          [...line.matchAll(FORMATTER)]
            .map((m) => (m[1] ?? m[2]).trim())
            .filter((arg) => !/^intlLocale\(|^tag$|^undefined$/.test(arg))
            .map((arg) => `${file}:${i + 1}: ${arg}`),
        ),
    );
    expect(offences).toEqual([]);
  });

  it.each(SUPPORTED_LOCALE_CODES)('%s is a tag Intl writes in its own language', (code) => {
    const tag = intlLocale(code);
    expect(Intl.DateTimeFormat.supportedLocalesOf([tag])).toEqual([tag]);
  });

  it('the app code vn is not a language Intl knows, its tag is', () => {
    expect(Intl.DateTimeFormat.supportedLocalesOf(['vn'])).toEqual([]);
    // 1 January 1970 in Vietnamese: "1 thg 1, 1970"
    expect(new Intl.DateTimeFormat(intlLocale('vn'), { dateStyle: 'medium', timeZone: 'UTC' }).format(0)).toBe('1 thg 1, 1970');
  });
});
