import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Unsubscribe } from '../../application/shared/token';
import { WatchPerpFigures, type PerpFigures } from '../../application/trade/watch-perp-figures.use-case';

/** A perpetual's live figures for the market header (transient). */
@injectable()
export class PerpFiguresStore {
  symbol: string | undefined = undefined;
  figures: PerpFigures = {};
  private stop: Unsubscribe | undefined = undefined;

  constructor(@inject(WatchPerpFigures) private readonly watch: WatchPerpFigures) {
    makeObservable<PerpFiguresStore, 'stop' | 'watch'>(this, {
      symbol: observable,
      figures: observableRef,
      stop: false,
      watch: false,
      start: action,
      apply: action,
    });
  }

  start(symbol: string): void {
    if (this.stop && this.symbol === symbol) return;
    this.dispose();
    this.symbol = symbol;
    this.figures = {};
    this.stop = this.watch.execute(symbol, (figures) => this.apply(symbol, figures));
  }

  apply(symbol: string, figures: PerpFigures): void {
    if (symbol === this.symbol) this.figures = figures;
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
  }
}
