/**
 * The build's preload helper (`__vitePreload`, put in place of Vite's by build-tools/batched-preload-plugin.ts): Vite
 * wraps every dynamic `import()` of the app in it, with the chunks that import needs, so that the browser fetches
 * them all at once instead of one level of the module graph at a time. Vite's own helper appends a
 * `<link rel="modulepreload">` for every one of them in the task of the `import()`; the runtime's start asks for
 * 130–190 chunks at once, and on a 2-core machine that was one task of 25–80 ms (each link starts a request from the
 * main thread), a long task on a phone (docs/benchmarks.md, "Stop 59"). This one appends the script links
 * `PRELOAD_BATCH` per task, from the next task on (the import's own task only notes them: with the first links
 * appended in it, it was still 14–20 ms), so that the page can render, and input be handled, between them.
 *
 * `later(chunks)` queues chunks no `import()` asks for yet (a route's panels, fetched as a link is pressed) behind
 * the others, their links at a low priority.
 *
 * Otherwise as Vite's: a stylesheet the chunk needs is linked at once and the import waits for it (a failed one
 * dispatches `vite:preloadError`, and throws unless a listener prevents it); a chunk already linked in the page or
 * asked for earlier is not linked again. Unlike Vite's: no `preload` fallback for browsers without `modulepreload` (the
 * build supports none, vite.config.ts) and no CSP nonce (the app's policy has none, ADR 0016).
 */
export const PRELOAD_BATCH = 8;

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

type Scheduler = (run: () => void) => void;

interface PreloadState {
  /** URLs linked (or queued) by this helper: a stylesheet's load, or undefined for a script. */
  readonly seen: Map<string, Promise<unknown> | undefined>;
  /** Script chunks (absolute URLs) waiting for their task. */
  readonly queue: string[];
  /** Those of them asked for at a low priority (`later`). */
  readonly low: Set<string>;
  flushing: boolean;
}

/** A `__vitePreload` for `doc`, scheduling its later batches with `schedule` (tests pass their own). */
export function createModulePreload(doc: Document, base: string, schedule: Scheduler) {
  const state: PreloadState = { seen: new Map(), queue: [], low: new Set(), flushing: false };
  let present: { all: Set<string>; styles: Set<string> } | undefined;
  // the build's chunks are file names under the base (Vite's base ends with a slash): joined, not parsed one by one
  const root = new URL(base, doc.baseURI).href;

  const linked = () => {
    const all = new Set<string>();
    const styles = new Set<string>();
    for (const link of Array.from(doc.getElementsByTagName('link'))) {
      all.add(link.href);
      if (link.rel === 'stylesheet') styles.add(link.href);
    }
    return { all, styles };
  };

  const link = (href: string, isCss: boolean) => {
    const element = doc.createElement('link');
    element.rel = isCss ? 'stylesheet' : 'modulepreload'; // every supported browser has it (vite.config.ts)
    if (!isCss) element.setAttribute('as', 'script');
    if (state.low.has(href)) element.setAttribute('fetchpriority', 'low');
    element.crossOrigin = '';
    element.href = href;
    return element;
  };

  const flush = () => {
    for (const href of state.queue.splice(0, PRELOAD_BATCH)) {
      const element = link(href, false);
      if (state.low.has(href)) afterLowFetch(doc, href, () => doc.head.appendChild(element));
      else doc.head.appendChild(element);
    }
    if (state.queue.length > 0) schedule(flush);
    else state.flushing = false;
  };

  const failed = (error: unknown) => {
    const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
    event.payload = error;
    doc.defaultView?.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  };

  function __vitePreload<T>(baseModule: () => Promise<T>, deps?: readonly string[]): Promise<T> {
    const styles: Promise<unknown>[] = [];
    if (deps && deps.length > 0) {
      for (const dep of deps) {
        const href = root + dep;
        const isCss = dep.endsWith('.css'); // the build's file names: no query, no hash
        if (state.seen.has(href)) {
          const pending = state.seen.get(href);
          if (pending) styles.push(pending);
          continue;
        }
        // the document's own links, read once: every link added since is this helper's, and in `seen`
        present ??= linked();
        if ((isCss ? present.styles : present.all).has(href)) {
          state.seen.set(href, undefined);
          continue;
        }
        if (!isCss) {
          state.seen.set(href, undefined);
          state.queue.push(href);
          continue;
        }
        const element = link(href, true);
        const loaded = new Promise<void>((resolve, reject) => {
          const settle = (event: Event) => {
            element.removeEventListener('load', settle);
            element.removeEventListener('error', settle);
            if (event.type === 'error') reject(new Error(`Unable to preload CSS for ${href}`));
            else resolve();
          };
          element.addEventListener('load', settle);
          element.addEventListener('error', settle);
        });
        // Once settled, a later import of the same chunk does not wait again; a failed one is linked again by the next
        // import that needs it (Vite's skipped it as present in the page).
        const once = loaded.then(
          () => state.seen.set(href, undefined),
          (error: unknown) => {
            state.seen.delete(href);
            throw error;
          },
        );
        state.seen.set(href, once);
        styles.push(once);
        doc.head.appendChild(element);
      }
      if (state.queue.length > 0 && !state.flushing) {
        state.flushing = true;
        schedule(flush);
      }
    }
    return Promise.allSettled(styles).then((results) => {
      for (const result of results) if (result.status === 'rejected') failed(result.reason);
      return baseModule().catch((error: unknown) => {
        failed(error);
        return undefined as T;
      });
    });
  }

  /**
   * Script chunks a view will load (a page's lazy panels; no stylesheet), linked after those queued, at a low
   * priority: the browser then serves the page's own chunks and its reads before them. One already linked or asked
   * for is left as it is.
   */
  const later = (scripts: readonly string[]): void => {
    for (const dep of scripts) if (!state.seen.has(root + dep)) state.low.add(root + dep);
    void __vitePreload(() => Promise.resolve(), scripts);
  };

  return Object.assign(__vitePreload, { later });
}
