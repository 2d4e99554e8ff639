import type { ClockPort, TimerHandle } from '../../application/shared/ports/clock.port';

/** What the batcher needs of a clock (the worker passes its own timers). */
export type BatchClock = Pick<ClockPort, 'now' | 'setTimeout' | 'clearTimeout'>;

/**
 * The page gets a socket's frames at most once per `gapMs`: the first frame after a quiet gap goes at once (a lone
 * execution report is not delayed), the frames of a burst wait for the end of the gap and go together.
 */
export const RELAY_GAP_MS = 16;

export class FrameBatcher {
  private pending: string[] = [];
  private lastFlush = Number.NEGATIVE_INFINITY;
  private timer: TimerHandle | undefined;

  constructor(
    private readonly clock: BatchClock,
    private readonly deliver: (frames: readonly string[]) => void,
    private readonly gapMs = RELAY_GAP_MS,
  ) {}

  push(frame: string): void {
    this.pending.push(frame);
    if (this.timer !== undefined) return;
    const wait = this.lastFlush + this.gapMs - this.clock.now();
    if (wait <= 0) this.flush();
    else
      this.timer = this.clock.setTimeout(() => {
        this.timer = undefined;
        this.flush();
      }, wait);
  }

  /** Hands over what is pending now (before a close, so no frame is lost). */
  flush(): void {
    this.clearTimer();
    if (this.pending.length === 0) return;
    const frames = this.pending;
    this.pending = [];
    this.lastFlush = this.clock.now();
    this.deliver(frames);
  }

  /** Drops what is pending and any timer (the socket is gone). */
  stop(): void {
    this.clearTimer();
    this.pending = [];
  }

  private clearTimer(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
