import type { BackendModule, ReadCallback } from 'i18next';

/** Statuses worth another try (i18next retries a read whose callback passes `true`, per `maxRetries`/`retryTimeout`). */
const retryable = (status: number): boolean => status >= 500 || status === 429 || status === 408;

/** Why a file could not be read, and whether i18next should try again. */
type LoadError = Error & { retry: boolean };
const loadError = (message: string, retry: boolean): LoadError => Object.assign(new Error(message), { retry });

/** Where the translations are: every namespace of a language in one file, the first page's in one, each in its own. */
export interface LocalePaths {
  /** `/locales/{{lng}}.json` (build-tools/locale-bundles-plugin.ts). */
  readonly bundle: string;
  /** `/locales/{{lng}}/{{ns}}.json`, the source files. Absent: every read takes the language's bundle. */
  readonly namespace?: string;
  /** The first page's namespaces and the file that holds them together (`firstTranslationsUrl`), `{{lng}}` in it. */
  readonly first?: { readonly namespaces: readonly string[]; readonly path: string };
}

/** The browser's i18next backend, and the switch from single namespaces to whole languages. */
export type FetchBackend = BackendModule & {
  /** From now on every read takes its language's whole bundle (a language switch too). */
  readWholeLanguages(): void;
};

/**
 * The i18next backend of the browser, in two phases (docs/adr/0037-first-paint-namespaces.md). First, the first page's
 * namespaces are read from their one file (`paths.first`), any other on its own (`paths.namespace`): a page paints with
 * a few kilobytes, not every namespace of the app. Once `readWholeLanguages()` is called (a while after the runtime
 * starts: boot.tsx), a read takes its language's bundle, one `fetch` for every namespace, so a later page seldom waits
 * on one. A language whose bundle is already asked for is always read from it. Network failures and 5xx answers are
 * retried by i18next with the spec's back-off (a failed file is fetched again); a 4xx, a malformed file or a missing
 * namespace fails at once.
 */
export function fetchBackend(paths: LocalePaths, fetchImpl: typeof fetch = (...args) => fetch(...args)): FetchBackend {
  const bundles = new Map<string, Promise<Record<string, unknown>>>();
  const firsts = new Map<string, Promise<Record<string, unknown>>>();
  let whole = !paths.namespace;

  const readJson = (url: string): Promise<Record<string, unknown>> =>
    fetchImpl(url).then(
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

  /** One file of several namespaces per language, asked for once; a failed one is not kept (i18next's retry asks again). */
  const shared = (files: Map<string, Promise<Record<string, unknown>>>, path: string, language: string) => {
    let pending = files.get(language);
    if (!pending) {
      pending = readJson(path.replace('{{lng}}', language));
      pending.catch(() => files.delete(language));
      files.set(language, pending);
    }
    return pending;
  };

  const namespaceOf = (language: string, namespace: string): Promise<unknown> => {
    if (whole || !paths.namespace || bundles.has(language)) return shared(bundles, paths.bundle, language).then((all) => all[namespace]);
    if (paths.first?.namespaces.includes(namespace)) return shared(firsts, paths.first.path, language).then((all) => all[namespace]);
    return readJson(paths.namespace.replace('{{lng}}', language).replace('{{ns}}', namespace));
  };

  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      namespaceOf(language, namespace).then(
        (resources) => {
          if (resources && typeof resources === 'object') callback(null, resources as Record<string, unknown>);
          else callback(new Error(`no namespace ${namespace} for ${language}`), false);
        },
        (error: LoadError) => callback(error, error.retry),
      );
    },
    readWholeLanguages() {
      whole = true;
    },
  };
}
