import { NAMESPACES } from '../../capabilities';
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, SUPPORTED_LOCALE_CODES } from '../../domain/shared/locale';

/** Up to 10 parallel reads, up to 5 retries, back-off from 350 ms doubling. */
export const TRANSLATION_LOADING = { maxParallelReads: 10, maxRetries: 5, retryTimeoutMs: 350 } as const;

/**
 * Every namespace the capabilities name (src/capabilities), loaded with the language (at start and on each switch) so a page never waits on one:
 * a page that suspended on a namespace fetch could stay on the route spinner (seen in Chromium under load).
 */
export const APP_NAMESPACES: readonly string[] = [...new Set([DEFAULT_NAMESPACE, ...NAMESPACES])];

/** One file per language with every namespace (built from `public/locales/<lng>/<ns>.json` by build-tools/locale-bundles-plugin.ts). */
export const LOCALES_PATH = '/locales/{{lng}}.json';

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
