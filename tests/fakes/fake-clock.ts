import type { ClockPort, TimerHandle } from '../../src/application/shared/ports/clock.port';

interface Timer {
  id: number;
  at: number;
  callback: () => void;
}

/** A clock whose time only moves when a test says so; timers fire in order as time passes. */
export class FakeClock implements ClockPort {
  private current: number;
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(start = 1_700_000_000_000) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const timer = { id: this.nextId++, at: this.current + Math.max(0, ms), callback };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  /** Moves time forward, firing every timer due on the way (including ones scheduled meanwhile). */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.current = due.at;
      due.callback();
    }
    this.current = target;
  }

  pendingTimers(): number {
    return this.timers.length;
  }
}
