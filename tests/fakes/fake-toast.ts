import type { ClockPort } from '../../src/application/shared/ports/clock.port';
import type { ToastPort } from '../../src/application/shared/ports/toast.port';
import { TOAST_POLICY, visibleToasts, type Toast, type ToastKind } from '../../src/domain/shared/toast-policy';

/**
 * The screen's toast area, as the antd adapter configures it: every toast put on screen, and the ones a user sees
 * at the clock's time under TOAST_POLICY (at most 3, each for 3 seconds).
 */
export class FakeToast implements ToastPort {
  readonly shown: { kind: ToastKind; message: string }[] = [];
  private readonly onScreen: Toast[] = [];
  private readonly keys = new Map<number, string>();
  private nextId = 1;

  constructor(private readonly clock: ClockPort) {}

  show(kind: ToastKind, message: string, key?: string): void {
    this.shown.push({ kind, message });
    // a keyed toast replaces the one of its key (as antd's message does), in place with its time restarted
    const same =
      key === undefined
        ? -1
        : this.onScreen.findIndex((t) => this.keys.get(t.id) === key && this.clock.now() - t.shownAt < TOAST_POLICY.durationMs);
    const toast = { id: this.nextId++, kind, message, shownAt: this.clock.now() };
    if (key !== undefined) this.keys.set(toast.id, key);
    if (same >= 0) this.onScreen.splice(same, 1, toast);
    else this.onScreen.push(toast);
  }

  last(): { kind: ToastKind; message: string } | undefined {
    return this.shown[this.shown.length - 1];
  }

  /** The messages a user sees now, oldest first. */
  visible(): string[] {
    return visibleToasts(this.onScreen, this.clock.now()).map((t) => t.message);
  }
}
