/**
 * The app's page modules (every `src/presentation/<folder>/<name>-page.tsx` outside `pages/`) and the public pages
 * painted with antd, in a chunk of its own that the boot loads on the first such page (page-modules.ts says why).
 */
const APP_PAGES = {
  ...import.meta.glob<{ default: unknown }>(['../*/*-page.tsx', '!../pages/*', '!../app/*']),
  // the same list as page-modules.ts's (a jest test holds both to the route table)
  ...import.meta.glob<{ default: unknown }>('../pages/{brokers,market-makers,download,login,register}-page.tsx'),
};

export function appPageModuleLoader(page: string): () => Promise<{ default: unknown }> {
  const load = APP_PAGES[`../${page}.tsx`];
  if (!load) throw new Error(`route table: no page module src/presentation/${page}.tsx`);
  return load;
}
