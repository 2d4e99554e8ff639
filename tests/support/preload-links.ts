/** What the preload helper's specs share (module-preload.spec.ts, low-fetch.spec.ts). */

/** A hand-run task queue: `next()` runs the next scheduled task. */
export function tasks() {
  const queue: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void queue.push(run),
    next: () => queue.shift()?.(),
    get length() {
      return queue.length;
    },
  };
}

/** The paths of the script links in the document's head, in their order. */
export const scripts = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[as=script]')).map((l) => new URL(l.href).pathname);

/** `n` chunk files, `assets/c<from>.js` on. */
export const chunks = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `assets/c${from + i}.js`);

/** Lets the promises waiting run (a timer's turn). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
