/** @jest-environment jsdom */
import { readdirSync, readFileSync } from 'node:fs';
import { localeBundlesPlugin } from '../../../build-tools/locale-bundles-plugin';
import { firstNamespaces, ROUTES } from '../../../src/capabilities';
import { firstTranslationsUrl } from '../../../src/domain/shared/translation-files';
import { preloadFirstTranslations } from '../../../src/infrastructure/i18n/first-translations';

/** The files the plugin writes for `sets`: file name to its JSON. */
function emitted(sets: readonly (readonly string[])[]): Map<string, Record<string, unknown>> {
  const files = new Map<string, Record<string, unknown>>();
  const plugin = localeBundlesPlugin(sets);
  const generate = plugin.generateBundle as unknown as (this: { emitFile(file: { fileName: string; source: string }): void }) => void;
  generate.call({ emitFile: (file) => files.set(file.fileName, JSON.parse(file.source) as Record<string, unknown>) });
  return files;
}

const source = (language: string, ns: string): unknown => JSON.parse(readFileSync(`public/locales/${language}/${ns}.json`, 'utf8'));

describe('the first translations of a page', () => {
  it('are one file per language for each route, holding exactly its first namespaces as the source files have them', () => {
    const sets = ROUTES.map((route) => firstNamespaces(route.path));
    const files = emitted(sets);
    const languages = readdirSync('public/locales');
    for (const language of languages) {
      for (const set of sets) {
        const file = files.get(firstTranslationsUrl(language, set).slice(1));
        expect(file).toBeDefined();
        expect(Object.keys(file!).sort()).toEqual([...set].sort());
      }
    }
    const account = files.get('locales/es/first/account+common+security+trade.json')!;
    expect(account.security).toEqual(source('es', 'security'));
    expect(account.common).toEqual(source('es', 'common'));
    // one file per set (routes that share one share the file) and a whole bundle per language
    expect(files.size).toBe(languages.length * (new Set(sets.map((set) => [...set].sort().join('+'))).size + 1));
  });

  it('names a set by its sorted namespaces, whatever their order', () => {
    expect(firstTranslationsUrl('zh-Hans', ['trade', 'common', 'orderbook'])).toBe('/locales/zh-Hans/first/common+orderbook+trade.json');
  });

  it('are preloaded from the entry in the language and the default one, once each, besides what the page already preloads', () => {
    document.head.innerHTML = '<link rel="preload" href="/locales/en/first/common+site.json" as="fetch" crossorigin="anonymous">';
    preloadFirstTranslations(document, 'es', ['site', 'common']);
    preloadFirstTranslations(document, 'es', ['site', 'common']);
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => ['href', 'as', 'crossorigin'].map((name) => link.getAttribute(name)))).toEqual([
      ['/locales/en/first/common+site.json', 'fetch', 'anonymous'],
      ['/locales/es/first/common+site.json', 'fetch', 'anonymous'],
    ]);
  });
});
