/**
 * The first view's main content, as the boot waits for it (docs/adr/0010-light-public-shell.md). A page whose
 * largest element needs data (the blog's featured post) holds the first view until that element is painted, so
 * the runtime chunk, which the page does not need, starts after it instead of competing with it.
 */
let holds = 0;
let wake: (() => void) | undefined;

/** Holds the first view; call the returned function once the content is painted (or gone). Idempotent. */
export function holdFirstView(): () => void {
  holds += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holds === 0) wake?.();
  };
}

/** Resolves once no page holds the first view, or after `maxMs` (a slow CMS never delays the app longer). */
export const firstViewSettled = (maxMs: number): Promise<void> =>
  new Promise((resolve) => {
    if (holds === 0) return resolve();
    const timer = setTimeout(resolve, maxMs);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
