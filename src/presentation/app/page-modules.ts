/**
 * Every page module (`src/presentation/<folder>/<name>-page.tsx`), each its own lazy chunk, keyed as the route
 * table names them (`pages/home-page`). Vite's glob: the only files that know where pages live.
 *
 * The public pages (`src/presentation/pages/`) are listed here, in the boot chunk. The app's pages are listed in
 * their own chunk (app-page-modules.ts), loaded on the first app page: each entry of a glob carries the list of
 * chunks its page preloads, and the app's pages would otherwise grow the home route's JS with every new page
 * (≤ 110 KB gzip). index.html, the app routes' document, preloads that chunk (route-shells-plugin).
 */
const PUBLIC_PAGES = import.meta.glob<{ default: unknown }>(['../pages/*-page.tsx']);

export function pageModuleLoader(page: string): () => Promise<{ default: unknown }> {
  const load = PUBLIC_PAGES[`../${page}.tsx`];
  if (load) return load;
  return () => import('./app-page-modules').then(({ appPageModuleLoader }) => appPageModuleLoader(page)());
}
