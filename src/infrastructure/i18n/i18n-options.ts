import { NAMESPACES } from '../../capabilities';
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, SUPPORTED_LOCALE_CODES } from '../../domain/shared/locale';

/** Up to 10 parallel reads, up to 5 retries, back-off from 350 ms doubling. */
export const TRANSLATION_LOADING = { maxParallelReads: 10, maxRetries: 5, retryTimeoutMs: 350 } as const;

/**
 * Every namespace the capabilities name (src/capabilities). The tests load them all; the browser starts with the first
 * page's (`firstNamespaces`) and loads these a while after the runtime starts, a bundle per language
 * (create-browser-i18n.ts), so that a later page seldom waits on one.
 */
export const APP_NAMESPACES: readonly string[] = [...new Set([DEFAULT_NAMESPACE, ...NAMESPACES])];

/** One file per language with every namespace (built from `public/locales/<lng>/<ns>.json` by build-tools/locale-bundles-plugin.ts). */
export const LOCALES_PATH = '/locales/{{lng}}.json';

/** One namespace of one language: the source files, served as they are (what a first page reads: fetch-backend.ts). */
export const NAMESPACE_PATH = '/locales/{{lng}}/{{ns}}.json';

/** i18next options shared by the browser and the tests. */
export const i18nOptions = {
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALE_CODES],
  nonExplicitSupportedLngs: false,
  load: 'currentOnly' as const,
  lowerCaseLng: false,
  ns: [...APP_NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  maxParallelReads: TRANSLATION_LOADING.maxParallelReads,
  maxRetries: TRANSLATION_LOADING.maxRetries,
  retryTimeout: TRANSLATION_LOADING.retryTimeoutMs,
  // A page that needs a namespace not loaded yet suspends; the route's <Suspense> shows a spinner meanwhile.
  react: { useSuspense: true },
};
