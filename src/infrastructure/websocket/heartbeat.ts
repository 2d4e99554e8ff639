import type { ClockPort, TimerHandle } from '../../application/shared/ports/clock.port';
import { PING_INTERVAL_MS, PONG_TIMEOUT_MS } from './socket-config';

/**
 * Keeps one connection honest: a ping 10 s after open and 10 s after each pong; no pong within
 * 10 s of a ping calls `onTimeout`. At most one timer is pending at any time.
 */
export class Heartbeat {
  private timer: TimerHandle | undefined;

  constructor(
    private readonly clock: ClockPort,
    private readonly sendPing: () => void,
    private readonly onTimeout: () => void,
  ) {}

  start(): void {
    this.schedulePing();
  }

  pong(): void {
    this.schedulePing();
  }

  stop(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedulePing(): void {
    this.stop();
    this.timer = this.clock.setTimeout(() => {
      this.timer = this.clock.setTimeout(() => {
        this.timer = undefined;
        this.onTimeout();
      }, PONG_TIMEOUT_MS);
      this.sendPing();
    }, PING_INTERVAL_MS);
  }
}
