import type { BackendModule, ReadCallback } from 'i18next';

/** Statuses worth another try (i18next retries a read whose callback passes `true`, per `maxRetries`/`retryTimeout`). */
const retryable = (status: number): boolean => status >= 500 || status === 429 || status === 408;

/**
 * The i18next backend of the browser: one `fetch` per language and namespace. A few lines instead of
 * i18next-http-backend keep the first load small (docs/adr/0010); network failures and 5xx answers are retried by
 * i18next with the spec's back-off, a 4xx or a malformed file fails at once.
 */
export function fetchBackend(loadPath: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      fetchImpl(url).then(
        async (response) => {
          if (!response.ok) {
            callback(new Error(`${url} answered HTTP ${response.status}`), retryable(response.status));
            return;
          }
          try {
            callback(null, await response.json());
          } catch (error) {
            callback(error instanceof Error ? error : new Error(String(error)), false);
          }
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}
