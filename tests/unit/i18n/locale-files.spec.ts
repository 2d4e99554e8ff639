import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_ERROR_CODES } from '../../../src/domain/shared/error-code';
import { SUPPORTED_LOCALE_CODES } from '../../../src/domain/shared/locale';
import { ROUTES as ALL_ROUTES } from '../../../src/capabilities';
import { NAV_ITEMS } from '../../../src/presentation/layout/nav-items';
import { APP_NAMESPACES, TRANSLATION_LOADING, i18nOptions } from '../../../src/infrastructure/i18n/i18n-options';
import { namespaces, readLocale } from '../../support/test-i18n';

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
/** Every English key of every namespace, as `ns:key` and (for `common`) bare. */
const allEnglish = new Set(
  namespaces().flatMap((ns) =>
    [...flatten(readLocale('en', ns) as Tree).keys()].flatMap((k) => [`${ns}:${k}`, ...(ns === 'common' ? [k] : [])]),
  ),
);
const nsOf = (key: string) => (key.includes(':') ? key.split(':')[0] : undefined);

describe('translations', () => {
  const pairs = SUPPORTED_LOCALE_CODES.filter((c) => c !== 'en').flatMap((code) => namespaces().map((ns) => [code, ns] as const));
  it.each(pairs)('%s/%s has exactly the English keys, none empty, placeholders kept', (code, ns) => {
    const source = flatten(readLocale('en', ns) as Tree);
    const locale = flatten(readLocale(code, ns) as Tree);
    expect([...locale.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, value] of locale) {
      expect(value.trim()).not.toBe('');
      for (const placeholder of source.get(key)!.match(/{{\w+}}/g) ?? []) expect(value).toContain(placeholder);
    }
  });

  it('has every literal key the source uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(__dirname, '..', '..', '..', 'src'))) {
      const text = readFileSync(file, 'utf8');
      // A file that asks for one namespace (`useTranslation('markets')`) reads bare keys from it.
      const ns = /useTranslation\(\s*'([\w-]+)'/.exec(text)?.[1];
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.:-]+)'/g)) used.add(nsOf(match[1]) || !ns ? match[1] : `${ns}:${match[1]}`);
    }
    expect(used.size).toBeGreaterThan(20);
    // A namespaced page still falls back to `common` (fallbackNS), so `markets:nav.markets` is found as `nav.markets`.
    const found = (key: string) => allEnglish.has(key) || allEnglish.has(key.split(':').pop()!);
    expect([...used].filter((key) => !found(key))).toEqual([]);
  });

  it('has a title and summary for every route, every nav item and every error code', () => {
    const missing = [
      ...ALL_ROUTES.flatMap((r) => [`routes.${r.id}.title`, `routes.${r.id}.summary`]),
      ...NAV_ITEMS.map((n) => `nav.${n.id}`),
      ...ALL_ERROR_CODES.map((c) => `errors.${c}`),
    ].filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });

  it('loads every namespace file that exists with the language', () => {
    expect([...APP_NAMESPACES].sort()).toEqual(namespaces());
  });

  it('loads with the spec constants: 10 parallel reads, 5 retries, 350 ms back-off, namespace common, fallback en', () => {
    expect(TRANSLATION_LOADING).toEqual({ maxParallelReads: 10, maxRetries: 5, retryTimeoutMs: 350 });
    expect(i18nOptions).toMatchObject({ maxParallelReads: 10, maxRetries: 5, retryTimeout: 350, defaultNS: 'common', fallbackLng: 'en' });
  });
});
