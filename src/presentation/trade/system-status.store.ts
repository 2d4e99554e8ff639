import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import { ClockPort, type TimerHandle } from '../../application/shared/ports/clock.port';
import { LoadSystemStatus } from '../../application/trade/load-system-status.use-case';
import type { SystemStatus } from '../../domain/trade/system-status';

/** How often the trade page asks whether the exchange is in maintenance. */
export const SYSTEM_STATUS_POLL_MS = 60_000;

/** The exchange's maintenance status for the trade pages' banner (one per app), read now and every minute while watched. */
@injectable()
export class SystemStatusStore {
  status: SystemStatus | undefined = undefined;
  private watchers = 0;
  private timer: TimerHandle | undefined = undefined;

  constructor(
    @inject(LoadSystemStatus) private readonly load: LoadSystemStatus,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeObservable<SystemStatusStore, 'watchers' | 'timer' | 'load' | 'clock'>(this, {
      status: observableRef,
      watchers: false,
      timer: false,
      load: false,
      clock: false,
      set: action,
    });
  }

  /** Starts watching; the returned function stops this watcher. */
  watch(): () => void {
    this.watchers += 1;
    if (this.watchers === 1) void this.refresh();
    return () => {
      this.watchers -= 1;
      if (this.watchers === 0 && this.timer !== undefined) {
        this.clock.clearTimeout(this.timer);
        this.timer = undefined;
      }
    };
  }

  async refresh(): Promise<void> {
    const result = await this.load.execute();
    if (result.ok) this.set(result.value);
    if (this.watchers > 0) this.timer = this.clock.setTimeout(() => void this.refresh(), SYSTEM_STATUS_POLL_MS);
  }

  set(status: SystemStatus): void {
    this.status = status;
  }
}
