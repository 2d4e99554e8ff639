import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { WatchCandles, type CandleSeries, type CandleSession } from '../../application/trade/watch-candles.use-case';
import type { Resolution } from '../../domain/trade/candles';

const EMPTY: CandleSeries = { candles: [], status: 'loading', loadingOlder: false, exhausted: false };

/** One chart's candles (transient: one per chart). */
@injectable()
export class CandlesStore {
  symbol: string | undefined = undefined;
  resolution: Resolution | undefined = undefined;
  series: CandleSeries = EMPTY;
  private session: CandleSession | undefined = undefined;

  constructor(@inject(WatchCandles) private readonly watch: WatchCandles) {
    makeObservable<CandlesStore, 'session' | 'watch'>(this, {
      symbol: observable,
      resolution: observable,
      series: observableRef,
      loadingOlder: computed,
      session: false,
      watch: false,
      start: action,
      apply: action,
    });
  }

  /** Watches `symbol` at `resolution`; another pair stops the previous one. Idempotent. */
  start(symbol: string, resolution: Resolution): void {
    if (this.session && this.symbol === symbol && this.resolution === resolution) return;
    this.dispose();
    this.symbol = symbol;
    this.resolution = resolution;
    this.series = EMPTY;
    this.session = this.watch.execute(symbol, resolution, (series) => this.apply(symbol, resolution, series));
  }

  /** Whether an older page is on its way: a view reading it re-renders when it flips, not on every candle. */
  get loadingOlder(): boolean {
    return this.series.loadingOlder;
  }

  apply(symbol: string, resolution: Resolution, series: CandleSeries): void {
    if (symbol === this.symbol && resolution === this.resolution) this.series = series;
  }

  loadOlder(): void {
    this.session?.loadOlder();
  }

  dispose(): void {
    this.session?.stop();
    this.session = undefined;
  }
}
