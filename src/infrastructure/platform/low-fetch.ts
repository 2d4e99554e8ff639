/**
 * Runs `then` once `href` is in the HTTP cache, fetched at a low priority, or at once where `fetch` is missing. Chromium
 * 150 asks for a `<link>` a script inserts at its own priority whatever its `fetchpriority` says (High for a
 * modulepreload or a style preload; measured through the DevTools protocol, docs/adr/0039-route-chunks-in-parts.md),
 * and honours `fetch`'s `priority`: the low chunks' bytes come that way, and their link (a modulepreload, compiled
 * ahead) is then served by the cache. A failed fetch still links it (the browser tries again, and reports it). Apart
 * from the preload helper, which every page loads: only the route prefetch, after the runtime, asks for low chunks.
 */
export function afterLowFetch(doc: Document, href: string, then: () => void): void {
  const view = doc.defaultView;
  if (typeof view?.fetch !== 'function') return then();
  view
    .fetch(href, { priority: 'low', credentials: 'same-origin' })
    .then((response) => response.arrayBuffer())
    .then(then, then);
}

/** What `preloadLater` needs of the preload helper (module-preload.ts). */
export interface Prefetching {
  prefetch(scripts: readonly string[]): Promise<unknown>;
  asked(dep: string): boolean;
}

/**
 * Script chunks a view will load (a page's lazy panels, under `base`): each fetched at a low priority, then linked by
 * the preload helper from the cache, so that the browser serves the page's own chunks and its reads before them. One
 * the helper has linked or asked for already is left as it is; an `import()` that needs one before its bytes are in
 * links it at the import's priority.
 */
export function preloadLater(doc: Document, preload: Prefetching, base: string, scripts: readonly string[]): void {
  for (const dep of scripts) if (!preload.asked(dep)) afterLowFetch(doc, base + dep, () => void preload.prefetch([dep]));
}
