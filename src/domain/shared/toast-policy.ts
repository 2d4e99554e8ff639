/** Toasts appear at the top (offset 60), at most 3 at once, each for 3 seconds. */
export const TOAST_POLICY = { topOffset: 60, maxCount: 3, durationMs: 3000 } as const;

export type ToastKind = 'success' | 'warning' | 'error';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
  readonly shownAt: number;
}

/** Toasts still on screen at `now`: younger than the duration, the newest `maxCount`. */
export function visibleToasts(toasts: readonly Toast[], now: number): Toast[] {
  return toasts.filter((t) => now - t.shownAt < TOAST_POLICY.durationMs).slice(-TOAST_POLICY.maxCount);
}
