import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { firstTranslationsUrl } from '../src/domain/shared/translation-files';

/** Every namespace of one language in one object: `{ common: {...}, site: {...}, ... }`. */
export function localeBundle(localesDir: string, language: string): Record<string, unknown> {
  const dir = join(localesDir, language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown]),
  );
}

/** Some namespaces of one language in one object (a page's first namespaces: `firstTranslationsUrl`). */
export function namespaceSet(localesDir: string, language: string, namespaces: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    [...namespaces].sort().map((ns) => [ns, JSON.parse(readFileSync(join(localesDir, language, `${ns}.json`), 'utf8')) as unknown]),
  );
}

/**
 * Writes `/locales/<lng>.json`, every namespace of a language in one file, and for each of `firstSets` (the route
 * table's first namespaces: `firstNamespaces`) `/locales/<lng>/first/<ns>+<ns>….json`, so that a page's first paint
 * waits on one small request (docs/adr/0037-first-paint-namespaces.md); the development server answers the same paths.
 * The per-namespace files in `public/locales` stay the source (translators and the key check read them).
 */
export function localeBundlesPlugin(firstSets: readonly (readonly string[])[], localesDir = 'public/locales'): Plugin {
  const languages = (): string[] => readdirSync(localesDir).filter((name) => statSync(join(localesDir, name)).isDirectory());
  return {
    name: 'locale-bundles',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').replace(/\?.*$/, '');
        const bundle = /^\/locales\/([A-Za-z-]+)\.json$/.exec(url);
        const first = /^\/locales\/([A-Za-z-]+)\/first\/([A-Za-z+]+)\.json$/.exec(url);
        const language = bundle?.[1] ?? first?.[1];
        if (!language || !existsSync(join(localesDir, language))) return next();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(first ? namespaceSet(localesDir, language, first[2].split('+')) : localeBundle(localesDir, language)));
      });
    },
    generateBundle() {
      for (const language of languages()) {
        this.emitFile({ type: 'asset', fileName: `locales/${language}.json`, source: JSON.stringify(localeBundle(localesDir, language)) });
        const files = new Map(firstSets.map((set) => [firstTranslationsUrl(language, set).slice(1), set]));
        for (const [fileName, set] of files)
          this.emitFile({ type: 'asset', fileName, source: JSON.stringify(namespaceSet(localesDir, language, set)) });
      }
    },
  };
}
