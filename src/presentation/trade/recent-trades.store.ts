import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { LoadMarketReference } from '../../application/market/load-market-reference.use-case';
import type { Unsubscribe } from '../../application/shared/token';
import { WarmRecentTrades } from '../../application/trade/warm-recent-trades.use-case';
import type { PublicTrade } from '../../domain/trade/recent-trades';

/** One recent-trades tape (transient: one per panel): the newest 250, newest first, replaced once per frame. */
@injectable()
export class RecentTradesStore {
  symbol: string | undefined = undefined;
  trades: readonly PublicTrade[] = [];
  loaded = false;
  /** Quote and base ticks of the symbol (instrument info): the decimals prices and sizes show; unknown at first. */
  tick: string | undefined = undefined;
  baseTick: string | undefined = undefined;
  private stop: Unsubscribe | undefined = undefined;

  constructor(
    @inject(WarmRecentTrades) private readonly tapes: WarmRecentTrades,
    @inject(LoadMarketReference) private readonly reference: LoadMarketReference,
  ) {
    makeObservable<RecentTradesStore, 'stop'>(this, {
      symbol: observable,
      trades: observableRef,
      loaded: observable,
      tick: observable,
      baseTick: observable,
      stop: false,
      apply: action,
      start: action,
      setTicks: action,
    });
  }

  start(symbol: string): void {
    if (this.symbol === symbol && this.stop) return;
    this.dispose();
    this.symbol = symbol;
    this.trades = [];
    this.loaded = false;
    this.tick = undefined;
    this.baseTick = undefined;
    void this.reference.instruments().then((result) => {
      const info = result.ok ? result.value.find((i) => i.symbol === symbol) : undefined;
      if (info && this.symbol === symbol) this.setTicks(info.quoteTick, info.baseTick);
    });
    this.stop = this.tapes.watch(symbol, (tape) => this.apply(symbol, tape));
  }

  apply(symbol: string, tape: readonly PublicTrade[]): void {
    if (symbol !== this.symbol) return;
    this.trades = tape;
    this.loaded = true;
  }

  setTicks(tick: string, baseTick: string): void {
    this.tick = tick;
    this.baseTick = baseTick;
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
  }
}
