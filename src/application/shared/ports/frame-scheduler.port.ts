import { token } from '../token';

/** Runs a callback before the next paint (requestAnimationFrame in the browser). */
export interface FrameSchedulerPort {
  request(callback: () => void): void;
}
export const FrameSchedulerPort = token<FrameSchedulerPort>('FrameSchedulerPort');
