import type { ToastPort } from '../../src/application/shared/ports/toast.port';
import type { ToastKind } from '../../src/domain/shared/toast-policy';

/** Records every toast put on screen. */
export class FakeToast implements ToastPort {
  readonly shown: { kind: ToastKind; message: string }[] = [];

  show(kind: ToastKind, message: string): void {
    this.shown.push({ kind, message });
  }

  last(): { kind: ToastKind; message: string } | undefined {
    return this.shown[this.shown.length - 1];
  }
}
