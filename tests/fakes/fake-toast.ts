import type { ClockPort } from '../../src/application/shared/ports/clock.port';
import type { ToastPort } from '../../src/application/shared/ports/toast.port';
import { TOAST_POLICY, visibleToasts, type Toast, type ToastKind } from '../../src/domain/shared/toast-policy';

/**
 * How long antd's message may still hold a toast after its time is up: its close timer runs late on a busy page and
 * its leave animation takes a while. A keyed update landing on it then is gone with it (an e2e trace showed a stop's
 * "Order filled" shown in place of the entry's, then gone within a second).
 */
const CLOSING_MS = 1000;

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
    const now = this.clock.now();
    const same =
      key === undefined
        ? -1
        : this.onScreen.findIndex((t) => this.keys.get(t.id) === key && now - t.shownAt < TOAST_POLICY.durationMs + CLOSING_MS);
    // a keyed update of a toast that is closing goes with it: nothing new on screen
    if (same >= 0 && now - this.onScreen[same].shownAt >= TOAST_POLICY.durationMs) return;
    const toast = { id: this.nextId++, kind, message, shownAt: now };
    if (key !== undefined) this.keys.set(toast.id, key);
    // a keyed toast replaces the one of its key (as antd's message does), in place with its time restarted
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
