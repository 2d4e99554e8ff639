/**
 * The app's page modules (every `src/presentation/<folder>/<name>-page.tsx` outside `pages/`), in a chunk of its
 * own that the boot loads on the first app page (page-modules.ts says why).
 */
const APP_PAGES = import.meta.glob<{ default: unknown }>(['../*/*-page.tsx', '!../pages/*', '!../app/*']);

export function appPageModuleLoader(page: string): () => Promise<{ default: unknown }> {
  const load = APP_PAGES[`../${page}.tsx`];
  if (!load) throw new Error(`route table: no page module src/presentation/${page}.tsx`);
  return load;
}
