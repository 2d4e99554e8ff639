import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

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

/**
 * Serves `/locales/<lng>.json`, every namespace of a language in one file, so the first paint waits on one
 * request rather than one per namespace (docs/adr/0010-light-public-shell.md). The per-namespace files in
 * `public/locales` stay the source (translators and the key check read them); the build writes the bundles.
 */
export function localeBundlesPlugin(localesDir = 'public/locales'): Plugin {
  const languages = (): string[] => readdirSync(localesDir).filter((name) => statSync(join(localesDir, name)).isDirectory());
  return {
    name: 'locale-bundles',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/locales\/([A-Za-z-]+)\.json(?:\?.*)?$/.exec(req.url ?? '');
        if (!match || !existsSync(join(localesDir, match[1]))) return next();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(localeBundle(localesDir, match[1])));
      });
    },
    generateBundle() {
      for (const language of languages()) {
        this.emitFile({ type: 'asset', fileName: `locales/${language}.json`, source: JSON.stringify(localeBundle(localesDir, language)) });
      }
    },
  };
}
