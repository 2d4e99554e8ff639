import { useCallback, useSyncExternalStore } from 'react';
import type { EarlyState, EarlyValue } from './early-value';

const NONE: EarlyState<never> = { settled: true, value: undefined };

/**
 * An early value in a view: whether it has answered yet (at once without one), and its answer. Read at each render,
 * so a placeholder mounted again (a Suspense fallback as the page's chunks arrive) shows what is already known.
 */
export function useEarlyValue<T>(early: EarlyValue<T> | undefined): EarlyState<T> {
  const subscribe = useCallback(
    (changed: () => void) => {
      let live = true;
      void early?.settled.then(() => live && changed());
      return () => void (live = false);
    },
    [early],
  );
  return useSyncExternalStore(subscribe, () => early?.state() ?? NONE);
}
