import type { BackendModule, ReadCallback } from 'i18next';

/** Statuses worth another try (i18next retries a read whose callback passes `true`, per `maxRetries`/`retryTimeout`). */
const retryable = (status: number): boolean => status >= 500 || status === 429 || status === 408;

/** Why a bundle could not be read, and whether i18next should try again. */
type LoadError = Error & { retry: boolean };
const loadError = (message: string, retry: boolean): LoadError => Object.assign(new Error(message), { retry });

/**
 * The i18next backend of the browser: one `fetch` per language for every namespace at once (the build's
 * `/locales/<lng>.json`, build-tools/locale-bundles-plugin.ts), which keeps the first paint to one request
 * (docs/adr/0010). Network failures and 5xx answers are retried by i18next with the spec's back-off (a failed
 * bundle is fetched again); a 4xx, a malformed file or a missing namespace fails at once.
 */
export function fetchBackend(bundlePath: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): BackendModule {
  const bundles = new Map<string, Promise<Record<string, unknown>>>();

  const bundle = (language: string): Promise<Record<string, unknown>> => {
    let pending = bundles.get(language);
    if (!pending) {
      const url = bundlePath.replace('{{lng}}', language);
      pending = fetchImpl(url).then(
        async (response) => {
          if (!response.ok) throw loadError(`${url} answered HTTP ${response.status}`, retryable(response.status));
          try {
            return (await response.json()) as Record<string, unknown>;
          } catch (error) {
            throw loadError(`${url} is not JSON: ${String(error)}`, false);
          }
        },
        (error: unknown) => {
          throw loadError(error instanceof Error ? error.message : String(error), true);
        },
      );
      pending.catch(() => bundles.delete(language)); // the next read (i18next's retry) fetches again
      bundles.set(language, pending);
    }
    return pending;
  };

  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      bundle(language).then(
        (all) => {
          const resources = all[namespace];
          if (resources && typeof resources === 'object') callback(null, resources as Record<string, unknown>);
          else callback(new Error(`no namespace ${namespace} for ${language}`), false);
        },
        (error: LoadError) => callback(error, error.retry),
      );
    },
  };
}
