import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Unsubscribe } from '../../application/shared/token';
import { WatchRecentTrades } from '../../application/trade/watch-recent-trades.use-case';
import type { PublicTrade } from '../../domain/trade/recent-trades';

/** One recent-trades tape (transient: one per panel): the newest 250, newest first, replaced once per frame. */
@injectable()
export class RecentTradesStore {
  symbol: string | undefined = undefined;
  trades: readonly PublicTrade[] = [];
  loaded = false;
  private stop: Unsubscribe | undefined = undefined;

  constructor(@inject(WatchRecentTrades) private readonly watch: WatchRecentTrades) {
    makeObservable<RecentTradesStore, 'stop'>(this, {
      symbol: observable, trades: observableRef, loaded: observable, stop: false, apply: action, start: action,
    });
  }

  start(symbol: string): void {
    if (this.symbol === symbol && this.stop) return;
    this.dispose();
    this.symbol = symbol;
    this.trades = [];
    this.loaded = false;
    this.stop = this.watch.execute(symbol, (tape) => this.apply(symbol, tape));
  }

  apply(symbol: string, tape: readonly PublicTrade[]): void {
    if (symbol !== this.symbol) return;
    this.trades = tape;
    this.loaded = true;
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
  }
}
