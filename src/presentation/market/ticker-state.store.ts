import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { WatchTickerState } from '../../application/market/watch-ticker-state.use-case';
import type { Unsubscribe } from '../../application/shared/token';
import type { ExchangeTotals, ProductTicker, TickerRow } from '../../domain/market/ticker';
import { applyTickerBatch, type TickerEvent, type TickerState } from '../../domain/market/ticker-state';

/**
 * The app-wide ticker state. Each animation frame's events are applied in one action;
 * the ticker map is shallow (rows are immutable values, replaced on change).
 */
@injectable()
export class TickerStateStore implements TickerState {
  updateTime: number | undefined = undefined;
  booUpdateTime: number | undefined = undefined;
  wooTicker: ProductTicker | undefined = undefined;
  total: ExchangeTotals | undefined = undefined;
  readonly tickers = observable.map<string, TickerRow>(undefined, { deep: false });
  private stop: Unsubscribe | undefined = undefined;

  constructor(@inject(WatchTickerState) private readonly watch: WatchTickerState) {
    makeObservable<TickerStateStore, 'stop'>(this, {
      updateTime: observable,
      booUpdateTime: observable,
      wooTicker: observableRef,
      total: observableRef,
      stop: false,
      applyBatch: action,
    });
  }

  /** Idempotent: a second start (StrictMode, route change) keeps the one subscription. */
  start(): void {
    if (this.stop) return;
    this.stop = this.watch.execute((batch) => this.applyBatch(batch));
  }

  applyBatch(batch: readonly TickerEvent[]): void {
    applyTickerBatch(this, batch);
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
  }
}
