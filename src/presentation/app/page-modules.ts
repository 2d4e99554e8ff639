/**
 * Every page module (`src/presentation/<folder>/<name>-page.tsx`), each its own lazy chunk, keyed as the route
 * table names them (`pages/home-page`). Vite's glob: the only file that knows where pages live.
 */
const MODULES = import.meta.glob<{ default: unknown }>(['../*/*-page.tsx', '!../app/*']);

export function pageModuleLoader(page: string): () => Promise<{ default: unknown }> {
  const load = MODULES[`../${page}.tsx`];
  if (!load) throw new Error(`route table: no page module src/presentation/${page}.tsx`);
  return load;
}
