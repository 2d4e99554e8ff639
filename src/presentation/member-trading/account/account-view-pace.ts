import type { ClockPort, TimerHandle } from '../../../application/shared/ports/clock.port';
import type { FrameSchedulerPort } from '../../../application/shared/ports/frame-scheduler.port';

/**
 * Balances, positions and the account info reach the views at most this often (a burst of fills re-renders the form,
 * the account panel and the tabs once per window, not on every frame); open orders still follow every frame.
 */
export const ACCOUNT_VIEW_MS = 100;

/**
 * The pace of the trading account's views: at most one `run` per animation frame, and the account's figures at most
 * once per `ACCOUNT_VIEW_MS` window (a change other than a stream message's, such as a reload or a setting the user
 * changed, shows at the next frame).
 */
export class AccountViewPace {
  private frameRequested = false;
  private shownAt = Number.NEGATIVE_INFINITY;
  private timer: TimerHandle | undefined;
  private urgent = false;

  constructor(
    private readonly clock: ClockPort,
    private readonly frames: FrameSchedulerPort,
    private readonly run: () => void,
  ) {}

  /**
   * A `run` at the next frame of the streams' pace (one for any number of requests); `soon`: at the very next frame
   * (a report answering the member's own order).
   */
  request(streamed: boolean, soon = false): void {
    this.urgent ||= !streamed;
    if (!this.frameRequested) {
      this.frameRequested = true;
      this.frames.request(() => {
        this.frameRequested = false;
        this.run();
      });
    }
    if (soon) this.frames.hurry();
  }

  /**
   * Whether the account's figures may show now: yes after a quiet window, for an urgent change, or while the account
   * is not `settled` (loaded and shown once); else a `run` comes at the end of the window.
   */
  mayShow(settled: boolean): boolean {
    const now = this.clock.now();
    const wait = this.shownAt + ACCOUNT_VIEW_MS - now;
    const urgent = this.urgent;
    this.urgent = false;
    if (wait > 0 && !urgent && settled) {
      this.timer ??= this.clock.setTimeout(() => {
        this.timer = undefined;
        this.request(true);
      }, wait);
      return false;
    }
    this.shownAt = now;
    return true;
  }
}
