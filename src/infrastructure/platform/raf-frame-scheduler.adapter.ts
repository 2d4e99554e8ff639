import { injectable } from 'inversify';
import type { FrameSchedulerPort } from '../../application/shared/ports/frame-scheduler.port';
import { rethrowLater } from './rethrow-later';

/**
 * The streams' views change together at most once per this many ms (≈ 30 a second at 60 Hz): a frame in which
 * anything changed pays the page's fixed cost (style, layout, the document's paint, the compositor's commit) once for
 * the book, the trades, the header and the account together, and the frames between change nothing.
 */
export const STREAM_FRAME_MS = 30;

/**
 * requestAnimationFrame, at most one batch of callbacks per `STREAM_FRAME_MS` (a hurried batch takes the next frame),
 * with a timer fallback for hidden tabs (rAF pauses there) so batches never pile up.
 */
@injectable()
export class RafFrameScheduler implements FrameSchedulerPort {
  private queue: Array<() => void> = [];
  private requested = false;
  private soon = false;
  private last = Number.NEGATIVE_INFINITY;

  request(callback: () => void): void {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
      setTimeout(callback, 100);
      return;
    }
    this.queue.push(callback);
    if (this.requested) return;
    this.requested = true;
    requestAnimationFrame(this.onFrame);
  }

  hurry(): void {
    if (this.requested) this.soon = true;
  }

  private readonly onFrame = (time: number): void => {
    // a frame starts ≈ 16.7 ms after the last: 2 ms of slack so the second frame after a batch is taken, not the third
    if (time - this.last < STREAM_FRAME_MS - 2 && !this.soon) {
      requestAnimationFrame(this.onFrame);
      return;
    }
    this.last = time;
    this.requested = false;
    this.soon = false;
    const queue = this.queue;
    this.queue = [];
    for (const callback of queue) {
      try {
        callback();
      } catch (error) {
        // one view's failure neither stops the others' batch nor goes unseen (the global error log reports it)
        rethrowLater(error);
      }
    }
  };
}
