import { injectable } from 'inversify';
import type { ClockPort, TimerHandle } from '../../application/shared/ports/clock.port';

@injectable()
export class SystemClock implements ClockPort {
  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return globalThis.setTimeout(callback, ms);
  }

  clearTimeout(handle: TimerHandle): void {
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
  }
}
