import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { DEFAULT_NAMESPACE, SUPPORTED_LOCALE_CODES } from '../../src/domain/shared/locale';
import { i18nOptions } from '../../src/infrastructure/i18n/i18n-options';

// Both jest (CommonJS) and cucumber (ESM) run from the repository root.
const LOCALES_DIR = join(process.cwd(), 'public', 'locales');

/** Reads one locale's `common` namespace from public/locales. */
export function readLocale(code: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(LOCALES_DIR, code, `${DEFAULT_NAMESPACE}.json`), 'utf8'));
}

/** An i18next instance with the real translation files preloaded (no HTTP backend). */
export function createTestI18n(): I18n {
  const resources: Resource = {};
  for (const code of SUPPORTED_LOCALE_CODES) resources[code] = { [DEFAULT_NAMESPACE]: readLocale(code) };
  const instance = i18next.createInstance();
  void instance.init({ ...i18nOptions, resources, lng: 'en', initAsync: false });
  return instance;
}
