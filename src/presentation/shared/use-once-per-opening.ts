import { useMemo, useRef } from 'react';

/** A money action that runs at most once per opening of its panel (`useOncePerOpening`). */
export interface OncePerOpening {
  /** Runs `action` unless one already ran since the panel opened; `action` says whether it went through. */
  run(action: () => Promise<boolean>): Promise<void>;
  /** The panel opened again: the next action may run. */
  rearm(): void;
}

/** The rule of `useOncePerOpening`, apart from React (unit-tested). */
export function oncePerOpening(): OncePerOpening {
  let spent = false;
  return {
    async run(action) {
      if (spent) return;
      spent = true;
      let done = false;
      try {
        done = await action();
      } finally {
        if (!done) spent = false;
      }
    },
    rearm() {
      spent = false;
    },
  };
}

/**
 * One money action (close, reverse, close all) per opening of its panel. The second click of a double click can
 * arrive after the first action's answer and before React renders the panel closed: its handler still holds the size
 * of the render it came from, so it would send a second order (a 50 % close became a whole close on a loaded
 * machine). The store's busy flag does not cover that moment; this does: after an action went through, nothing more
 * is sent until the panel opens again; after a refusal the panel stays open and may try again.
 */
export function useOncePerOpening(): OncePerOpening {
  const guard = useRef<OncePerOpening>(undefined);
  return useMemo(() => (guard.current ??= oncePerOpening()), []);
}
