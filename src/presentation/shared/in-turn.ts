/**
 * Runs each step in its own task, the first one now (or, with `firstNow: false`, in the next task too), so a burst
 * of start-up work (stores that each open requests) is several short tasks the browser can paint and answer input
 * between, not one long one. Returns a cancel for the steps not run yet.
 */
export function inTurn(steps: readonly (() => unknown)[], { firstNow = true } = {}): () => void {
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    steps[index++]?.();
    if (index < steps.length) timer = setTimeout(next, 0);
  };
  if (firstNow) next();
  else timer = setTimeout(next, 0);
  return () => clearTimeout(timer);
}
