import { token } from '../token';

export type TimerHandle = unknown;

/** Time and timers, so that every timing rule can be tested in fake time. */
export interface ClockPort {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
export const ClockPort = token<ClockPort>('ClockPort');
