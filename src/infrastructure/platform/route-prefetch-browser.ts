import type { RouteDef } from '../../domain/navigation/route';
import { afterLowFetch } from './low-fetch';
import { __vitePreload } from './module-preload-helper';
import { createRoutePrefetch, type RoutePrefetch } from './route-prefetch';

/**
 * Stylesheets fetched, not applied (the page on screen keeps its styles): the `import()` that needs one links it as a
 * stylesheet then, and the cache serves it (the same request: CORS as the build's preload helper's links).
 */
function preloadStyles(doc: Document, hrefs: readonly string[], low: boolean): void {
  if (hrefs.length === 0) return;
  const linked = new Set(Array.from(doc.getElementsByTagName('link'), (link) => link.href));
  for (const href of hrefs) {
    if (linked.has(new URL(href, doc.baseURI).href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'style');
    link.crossOrigin = '';
    link.href = href;
    if (low) {
      link.setAttribute('fetchpriority', 'low');
      afterLowFetch(doc, href, () => doc.head.appendChild(link));
    } else doc.head.appendChild(link);
  }
}

/**
 * The page's route prefetch: the build's list at the app's base; its scripts through the build's preload helper (as
 * an `import()`'s: linked in batches, never twice), its stylesheets preloaded; the views' panels at a low priority.
 * When `signedIn()` says so, the member's DI modules with the page's own chunks (the member's reads wait for them),
 * and the member's panels at a low priority, before the views' panels.
 */
export function browserRoutePrefetch(routes: readonly RouteDef[], signedIn: () => boolean): RoutePrefetch {
  const base = import.meta.env.BASE_URL;
  return createRoutePrefetch({
    routes,
    base: () => location.href,
    load: () =>
      fetch(`${base}route-chunks.json`).then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      ),
    prefetch: ({ now, later, memberModules, memberPanels }) => {
      const styles = (files: readonly string[]) => files.filter((file) => file.endsWith('.css')).map((file) => base + file);
      const scripts = (files: readonly string[]) => files.filter((file) => !file.endsWith('.css'));
      const member = signedIn();
      const first = member ? [...now, ...memberModules] : now;
      const second = member ? [...memberPanels, ...later] : later;
      preloadStyles(document, styles(first), false);
      preloadStyles(document, styles(second), true);
      void __vitePreload.prefetch(scripts(first));
      void __vitePreload.later(scripts(second));
    },
  });
}
