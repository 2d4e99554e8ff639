import type { ToastKind } from '../../../domain/shared/toast-policy';
import { token } from '../token';

/** Puts a toast on screen. The adapter enforces the domain's TOAST_POLICY (offset, count, duration). */
export interface ToastPort {
  show(kind: ToastKind, message: string): void;
}
export const ToastPort = token<ToastPort>('ToastPort');
