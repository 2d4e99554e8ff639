import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { LoadBalanceSheet, type BalanceSheetView } from '../../application/reserves/load-balance-sheet.use-case';
import { ClockPort, type TimerHandle } from '../../application/shared/ports/clock.port';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { Result } from '../../domain/shared/result';
import type { ErrorCode } from '../../domain/shared/error-code';

/** The proof-of-reserves page refreshes its figures every 15 minutes. */
export const RESERVES_REFRESH_MS = 15 * 60_000;

/** The balance sheet for the page: ratios, tables, the WOO toggle, "updated at" and the periodic refresh. */
@injectable()
export class BalanceSheetStore {
  state: Loadable<BalanceSheetView> = idle();
  excludeWoo = false;
  updatedAt: number | undefined = undefined;
  private timer: TimerHandle | undefined = undefined;

  constructor(
    @inject(LoadBalanceSheet) private readonly load: LoadBalanceSheet,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeObservable<BalanceSheetStore, 'apply' | 'begin'>(this, {
      state: observableRef,
      excludeWoo: observable,
      updatedAt: observable,
      apply: action,
      begin: action,
      setExcludeWoo: action,
    });
  }

  /** Loads now and every 15 minutes until `dispose()`; calling it again does nothing. */
  start(): void {
    if (this.timer !== undefined) return;
    this.schedule();
    void this.refresh();
  }

  dispose(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  setExcludeWoo(exclude: boolean): void {
    this.excludeWoo = exclude;
    void this.refresh();
  }

  async refresh(): Promise<void> {
    this.begin();
    const excludeWoo = this.excludeWoo;
    const result = await this.load.execute(excludeWoo);
    if (excludeWoo === this.excludeWoo) this.apply(result);
  }

  private schedule(): void {
    this.timer = this.clock.setTimeout(() => {
      this.load.invalidate();
      void this.refresh();
      this.schedule();
    }, RESERVES_REFRESH_MS);
  }

  private begin(): void {
    if (this.state.status !== 'success') this.state = pending();
  }

  private apply(result: Result<BalanceSheetView, ErrorCode>): void {
    if (result.ok) {
      this.state = loaded(result.value);
      this.updatedAt = this.clock.now();
    } else if (this.state.status !== 'success') this.state = failed(result.error);
  }
}
