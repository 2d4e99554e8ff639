import type { Plugin } from 'vite';

const FETCH_ADAPTER = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;

/**
 * Builds axios without its fetch adapter. The app's calls go through XHR, axios' first choice wherever
 * `XMLHttpRequest` exists, so the fetch adapter is never picked; but its module probes the platform as it loads (a
 * `Request` with a stream body, a `Response`, two more `Request`s): 1–38 ms of the main thread in CPU profiles of page
 * loads here (four times that on Lighthouse's phone), and 4 KB of gzip in the chunk every app page loads (the
 * numbers: docs/benchmarks.md, stop 55). In its place, what axios' adapter list reads of it: a `getFetch` that finds
 * no fetch (a config asking for `adapter: 'fetch'` would be told it is not supported). The build only: the dev server
 * and jest load the real module.
 */
export function axiosWithoutFetchAdapter(): Plugin {
  return {
    name: 'axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!FETCH_ADAPTER.test(id)) return null;
      return 'export const getFetch = () => false;\nexport default false;\n';
    },
  };
}
