import { markBoot } from './boot-marks';

/**
 * Whether the shell's runtime half (layout/shell-runtime.tsx) has mounted, and the boot's recovery when it does not
 * (boot.tsx). One signal per page load.
 */
let mounted: () => void = () => undefined;
let whenMounted = new Promise<void>((resolve) => (mounted = resolve));

/** Called by the shell's runtime half when it mounts (also marked on the boot's timeline). */
export function shellRuntimeMounted(): void {
  markBoot('shell-runtime-mounted');
  mounted();
}

/** How long React may take to show the runtime's views once the container and their first chunk are ready. */
export const RUNTIME_VIEWS_MAX_MS = 3000;

/**
 * Now and then (in the e2e suite on a busy machine, about one fresh load of a page in a thousand) React did not render
 * again the views suspended on the container's promise once it had settled: the light shell stayed on its spinners,
 * the container built, no error, no request open (docs/benchmarks.md, "Stop 58"; the cause inside React was not found).
 * Called once the container is ready: if the shell's runtime half has not mounted `RUNTIME_VIEWS_MAX_MS` after its
 * chunk (`load`) has arrived, `remount` mounts the app again with the container itself (nothing suspends on it then;
 * the stores live in the container and keep their state). Resolves whether it remounted.
 */
export async function recoverStuckRender(load: () => Promise<unknown>, remount: () => void): Promise<boolean> {
  const shown = await load().then(
    () => Promise.race([whenMounted.then(() => true), delay(RUNTIME_VIEWS_MAX_MS).then(() => false)]),
    () => true, // the chunk failed: the layout's boundary says so, a remount would not help
  );
  if (shown) return false;
  markBoot('remounted');
  console.warn(`the app's views did not render ${RUNTIME_VIEWS_MAX_MS} ms after the runtime was ready: mounted again`);
  remount();
  return true;
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Tests: a new page load's signal. */
export function resetRuntimeMounted(): void {
  whenMounted = new Promise<void>((resolve) => (mounted = resolve));
}
