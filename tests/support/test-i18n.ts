import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { DEFAULT_NAMESPACE, SUPPORTED_LOCALE_CODES } from '../../src/domain/shared/locale';
import { i18nOptions } from '../../src/infrastructure/i18n/i18n-options';

// Both jest (CommonJS) and cucumber (ESM) run from the repository root.
const LOCALES_DIR = join(process.cwd(), 'public', 'locales');

/** The namespaces that exist: one JSON file each under public/locales/en/. */
export function namespaces(): string[] {
  return readdirSync(join(LOCALES_DIR, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

/** Reads one locale's namespace (default `common`) from public/locales. */
export function readLocale(code: string, namespace = DEFAULT_NAMESPACE): Record<string, unknown> {
  return JSON.parse(readFileSync(join(LOCALES_DIR, code, `${namespace}.json`), 'utf8'));
}

/** An i18next instance with every real translation file preloaded (no HTTP backend). */
export function createTestI18n(): I18n {
  const resources: Resource = {};
  for (const code of SUPPORTED_LOCALE_CODES) {
    resources[code] = Object.fromEntries(namespaces().map((ns) => [ns, readLocale(code, ns)]));
  }
  const instance = i18next.createInstance();
  void instance.init({ ...i18nOptions, ns: namespaces(), resources, lng: 'en', initAsync: false });
  return instance;
}
