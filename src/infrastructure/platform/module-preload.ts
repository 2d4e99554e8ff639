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
 * `prefetch(chunks)` links chunks no `import()` asks for yet (a route's, as its link is pressed) the same way, and
 * evaluates none; `later(chunks)` queues a route's panels behind them, each fetched at a low priority first.
 *
 * Once `inTurns(by)` is called (by the boot, after the first view: its page's imports are what the first paint waits
 * for), an import's script chunks are evaluated one by one, those its list names last (the deepest) first, and in a
 * task of their own once `EVALUATION_SLICE_MS` have passed: evaluating a view's module graph in one go was the page's
 * longest task (66 ms of a desktop's main thread for `/wallet`'s antd view, ×4 on a phone). The browser evaluates a
 * chunk's own imports before it, so the order can only change how the work is cut into tasks, never what a chunk
 * finds evaluated; the build has no cycle between chunks (docs/adr/0041).
 *
 * Otherwise as Vite's: a stylesheet the chunk needs is linked at once and the import waits for it (a failed one
 * dispatches `vite:preloadError`, and throws unless a listener prevents it); a chunk already linked in the page or
 * asked for earlier is not linked again. Unlike Vite's: no `preload` fallback for browsers without `modulepreload` (the
 * build supports none, vite.config.ts) and no CSP nonce (the app's policy has none, ADR 0016).
 */
import { afterLowFetch } from './low-fetch';

export const PRELOAD_BATCH = 8;

type Scheduler = (run: () => void) => void;

/** How long chunks may be evaluated in a row before the next one waits for a task of its own (ms). */
export const EVALUATION_SLICE_MS = 4;

interface PreloadState {
  /** URLs linked (or queued) by this helper: a stylesheet's load, undefined for a script, null once it is evaluated. */
  readonly seen: Map<string, Promise<unknown> | undefined | null>;
  /** Script chunks (absolute URLs) waiting for their task. */
  readonly queue: string[];
  flushing: boolean;
  /** Those of them asked for at a low priority (`later`): fetched first, linked once their bytes are in. */
  readonly low: Set<string>;
}

/** A `__vitePreload` for `doc`, scheduling its later batches with `schedule` (tests pass their own). */
export function createModulePreload(doc: Document, base: string, schedule: Scheduler) {
  // imports a chunk by its URL, once `inTurns` has given it (until then an import evaluates its chunks itself, at once)
  let evaluate: ((href: string) => Promise<unknown>) | undefined;
  const state: PreloadState = { seen: new Map(), queue: [], flushing: false, low: new Set() };
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
    element.crossOrigin = '';
    element.href = href;
    return element;
  };

  const flush = () => {
    for (const href of state.queue.splice(0, PRELOAD_BATCH)) {
      const element = link(href, false);
      if (state.low.delete(href)) afterLowFetch(doc, href, () => doc.head.appendChild(element));
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

  // A chunk that fails stops it: the import itself then fails, and reports it.
  const evaluateInTurns = async (deps: readonly string[], by: (href: string) => Promise<unknown>) => {
    let start = performance.now();
    for (const dep of [...deps].reverse()) {
      const href = root + dep;
      if (dep.endsWith('.css') || state.seen.get(href) === null) continue;
      await by(href);
      state.seen.set(href, null); // evaluated
      if (performance.now() - start >= EVALUATION_SLICE_MS) {
        await new Promise<void>((resolve) => schedule(resolve));
        start = performance.now();
      }
    }
  };

  function request<T>(baseModule: () => Promise<T>, deps: readonly string[] | undefined, run: boolean): Promise<T> {
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
    return Promise.allSettled(styles).then(async (results) => {
      for (const result of results) if (result.status === 'rejected') failed(result.reason);
      if (run && evaluate && deps) await evaluateInTurns(deps, evaluate).catch(() => undefined);
      return baseModule().catch((error: unknown) => {
        failed(error);
        return undefined as T;
      });
    });
  }

  /** Chunks fetched (and compiled) ahead, not evaluated: a route's, as its link is pressed. */
  const prefetch = (scripts: readonly string[]) => request(() => Promise.resolve(), scripts, false);
  /**
   * Chunks a view will load (a page's lazy panels), queued behind those asked for before them, each fetched at a low
   * priority when its turn comes, then linked (low-fetch.ts); one linked or asked for already is left as it is.
   * Asked for at once from the press, they went out before the route's own chunks, which then waited for the
   * connections (docs/benchmarks.md, "Stop 76").
   */
  const later = (scripts: readonly string[]) => {
    for (const dep of scripts) if (!state.seen.has(root + dep)) state.low.add(root + dep);
    return prefetch(scripts);
  };
  const __vitePreload = <T>(baseModule: () => Promise<T>, deps?: readonly string[]) => request(baseModule, deps, true);

  /** From now on, an import's chunks are evaluated in turns, each by `by` (an `import()` of its URL). */
  const inTurns = (by: (href: string) => Promise<unknown>) => {
    evaluate = by;
  };

  return Object.assign(__vitePreload, { prefetch, later, inTurns });
}
