/**
 * Runs `then` once `href` is in the HTTP cache, fetched at a low priority, or at once where `fetch` is missing. Chromium
 * 150 asks for a `<link>` a script inserts at its own priority whatever its `fetchpriority` says (High for a
 * modulepreload or a style preload; measured through the DevTools protocol, docs/adr/0039-route-chunks-in-parts.md),
 * and honours `fetch`'s `priority`: the low chunks' bytes come that way, and their link (a modulepreload, compiled
 * ahead) is then served by the cache. A failed fetch still links it (the browser tries again, and reports it).
 */
export function afterLowFetch(doc: Document, href: string, then: () => void): void {
  const view = doc.defaultView;
  if (typeof view?.fetch !== 'function') return then();
  view
    .fetch(href, { priority: 'low', credentials: 'same-origin' })
    .then((response) => response.arrayBuffer())
    .then(then, then);
}
