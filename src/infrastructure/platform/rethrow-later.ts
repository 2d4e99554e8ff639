/**
 * Throws `error` again in a microtask of its own: the caller's loop goes on (one callback's failure does not stop the
 * others), and the failure is not lost (the global error log reports it, as the browser reports an error in a handler).
 */
export function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}
