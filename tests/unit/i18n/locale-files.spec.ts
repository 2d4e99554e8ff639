import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_ERROR_CODES } from '../../../src/domain/shared/error-code';
import { SUPPORTED_LOCALE_CODES } from '../../../src/domain/shared/locale';
import { ALL_ROUTES, NAV_ITEMS } from '../../../src/presentation/app/route-table';
import { TRANSLATION_LOADING, i18nOptions } from '../../../src/infrastructure/i18n/i18n-options';
import { readLocale } from '../../support/test-i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path).forEach((v, k) => out.set(k, v));
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const english = flatten(readLocale('en') as Tree);

describe('translations', () => {
  it.each(SUPPORTED_LOCALE_CODES.filter((c) => c !== 'en'))('%s has exactly the English keys, none empty, placeholders kept', (code) => {
    const locale = flatten(readLocale(code) as Tree);
    expect([...locale.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of locale) {
      expect(value.trim()).not.toBe('');
      for (const placeholder of english.get(key)!.match(/{{\w+}}/g) ?? []) expect(value).toContain(placeholder);
    }
  });

  it('has every literal key the source uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(__dirname, '..', '..', '..', 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has a title and summary for every route, every nav item and every error code', () => {
    const missing = [
      ...ALL_ROUTES.flatMap((r) => [`routes.${r.id}.title`, `routes.${r.id}.summary`]),
      ...NAV_ITEMS.map((n) => `nav.${n.id}`),
      ...ALL_ERROR_CODES.map((c) => `errors.${c}`),
    ].filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });

  it('loads with the spec constants: 10 parallel reads, 5 retries, 350 ms back-off, namespace common, fallback en', () => {
    expect(TRANSLATION_LOADING).toEqual({ maxParallelReads: 10, maxRetries: 5, retryTimeoutMs: 350 });
    expect(i18nOptions).toMatchObject({ maxParallelReads: 10, maxRetries: 5, retryTimeout: 350, defaultNS: 'common', fallbackLng: 'en' });
  });
});
