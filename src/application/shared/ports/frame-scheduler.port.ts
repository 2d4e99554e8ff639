import { token } from '../token';

/** Runs a callback before the next paint (requestAnimationFrame in the browser). */
export interface FrameSchedulerPort {
  request(callback: () => void): void;
  /**
   * The batch waiting for its frame runs at the very next one, not at the streams' pace: it holds the answer to the
   * person's own action (their order's first report). Nothing when no batch waits.
   */
  hurry(): void;
}
export const FrameSchedulerPort = token<FrameSchedulerPort>('FrameSchedulerPort');
