import type { ToastKind } from '../../../domain/shared/toast-policy';
import { token } from '../token';

/** Puts a toast on screen. The adapter enforces the domain's TOAST_POLICY (offset, count, duration). */
export interface ToastPort {
  /** A toast with a `key` replaces the one of the same key still on screen (updated in place, its time restarted). */
  show(kind: ToastKind, message: string, key?: string): void;
}
export const ToastPort = token<ToastPort>('ToastPort');
