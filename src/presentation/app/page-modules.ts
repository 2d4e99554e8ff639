/**
 * Every page module (`src/presentation/<folder>/<name>-page.tsx`), each its own lazy chunk, keyed as the route
 * table names them (`pages/home-page`). Vite's glob: the only files that know where pages live.
 *
 * The light public pages (`src/presentation/pages/`) are listed here, in the boot chunk. The app's pages, and the
 * public pages painted with antd (their routes' `firstPaint`: brokers, market makers, download, log in and register),
 * are listed in a chunk of their own (app-page-modules.ts), loaded on the first such page: each entry of a glob
 * carries the list of chunks its page preloads (an antd page's, some fifty), and they would otherwise grow the home
 * route's JS (≤ 110 KB gzip). The documents of those routes preload that chunk (route-shells-plugin).
 */
const PUBLIC_PAGES = import.meta.glob<{ default: unknown }>([
  '../pages/*-page.tsx',
  // the same list as app-page-modules.ts's (a jest test holds both to the route table)
  '!../pages/{brokers,market-makers,download,login,register}-page.tsx',
]);

export function pageModuleLoader(page: string): () => Promise<{ default: unknown }> {
  const load = PUBLIC_PAGES[`../${page}.tsx`];
  if (load) return load;
  return () => import('./app-page-modules').then(({ appPageModuleLoader }) => appPageModuleLoader(page)());
}
