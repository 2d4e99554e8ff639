import type { ClockPort } from '../../src/application/shared/ports/clock.port';
import type { ToastPort } from '../../src/application/shared/ports/toast.port';
import { visibleToasts, type Toast, type ToastKind } from '../../src/domain/shared/toast-policy';

/**
 * The screen's toast area, as the antd adapter configures it: every toast put on screen, and the ones a user sees
 * at the clock's time under TOAST_POLICY (at most 3, each for 3 seconds).
 */
export class FakeToast implements ToastPort {
  readonly shown: { kind: ToastKind; message: string }[] = [];
  private readonly onScreen: Toast[] = [];

  constructor(private readonly clock: ClockPort) {}

  show(kind: ToastKind, message: string): void {
    this.shown.push({ kind, message });
    this.onScreen.push({ id: this.onScreen.length + 1, kind, message, shownAt: this.clock.now() });
  }

  last(): { kind: ToastKind; message: string } | undefined {
    return this.shown[this.shown.length - 1];
  }

  /** The messages a user sees now, oldest first. */
  visible(): string[] {
    return visibleToasts(this.onScreen, this.clock.now()).map((t) => t.message);
  }
}
