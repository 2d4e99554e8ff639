import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SupportedLocale } from '../../domain/shared/locale';
import { fetchBackend } from './fetch-backend';
import { firstTranslationsUrl } from '../../domain/shared/translation-files';
import { APP_NAMESPACES, i18nOptions, LOCALES_PATH, NAMESPACE_PATH } from './i18n-options';

/** The browser's i18next, and how it comes to hold every namespace. */
export interface BrowserI18n {
  readonly i18n: I18n;
  /** Loads every namespace of the app (in the current language and its fallback) with one bundle per language. */
  loadEveryNamespace(): Promise<void>;
}

/**
 * The browser's i18next, started in `lng` (the boot's pick) with only `firstNamespaces` (the first page's:
 * capabilities' `firstNamespaces`), read from their one file, already preloaded (first-translations.ts, the static
 * host's `Link` header, a route shell); `loadEveryNamespace` then brings the rest, a bundle per language
 * (fetch-backend.ts).
 */
export async function createBrowserI18n(lng: SupportedLocale, firstNamespaces: readonly string[]): Promise<BrowserI18n> {
  const instance = i18next.createInstance();
  const backend = fetchBackend({
    bundle: LOCALES_PATH,
    namespace: NAMESPACE_PATH,
    first: { namespaces: firstNamespaces, path: firstTranslationsUrl('{{lng}}', firstNamespaces) },
  });
  await instance
    .use(backend)
    .use(initReactI18next)
    .init({ ...i18nOptions, lng, ns: [...firstNamespaces] });
  return {
    i18n: instance,
    loadEveryNamespace: async () => {
      backend.readWholeLanguages();
      await instance.loadNamespaces([...APP_NAMESPACES]);
    },
  };
}
