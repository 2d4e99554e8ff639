import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { TradePreferencesPort } from '../../application/trade/ports/trade-preferences.port';
import { DEFAULT_RESOLUTION, type Resolution } from '../../domain/trade/candles';
import { cleanPanes } from '../../domain/trade/multi-symbol';
import { FavouriteMarketsStore } from '../favourites/favourite-markets.store';

export const DEFAULT_BOTTOM_HEIGHT = 220;

/** The trade pages' device preferences (one per app): favourites, the last symbol, the resolution, the bottom panel, the panes. */
@injectable()
export class TradePreferencesStore {
  lastSymbol: string | undefined;
  resolution: Resolution;
  bottomCollapsed: boolean;
  bottomHeight: number;
  panes: readonly string[];

  constructor(
    @inject(TradePreferencesPort) private readonly port: TradePreferencesPort,
    @inject(FavouriteMarketsStore) private readonly stars: FavouriteMarketsStore,
  ) {
    const p = port.load();
    stars.start();
    this.lastSymbol = p.lastSymbol;
    this.resolution = p.resolution ?? DEFAULT_RESOLUTION;
    this.bottomCollapsed = p.bottomPanel?.collapsed ?? false;
    this.bottomHeight = p.bottomPanel?.height ?? DEFAULT_BOTTOM_HEIGHT;
    this.panes = cleanPanes(p.panes);
    makeObservable<TradePreferencesStore, 'port' | 'stars'>(this, {
      stars: false,
      lastSymbol: observable,
      resolution: observable,
      bottomCollapsed: observable,
      bottomHeight: observable,
      panes: observableRef,
      port: false,
      toggleFavourite: action,
      useSymbol: action,
      setResolution: action,
      setBottom: action,
      setPanes: action,
    });
  }

  /** The starred markets: this device's, or the signed-in account's favourites watchlist (FavouriteMarketsStore). */
  get favourites(): readonly string[] {
    return this.stars.symbols;
  }

  isFavourite(symbol: string): boolean {
    return this.stars.isFavourite(symbol);
  }

  toggleFavourite(symbol: string): void {
    void this.stars.toggle(symbol);
  }

  /** The symbol the trade page shows now: `/trade` opens it next time. */
  useSymbol(symbol: string): void {
    if (this.lastSymbol === symbol) return;
    this.lastSymbol = symbol;
    this.port.save({ lastSymbol: symbol });
  }

  setResolution(resolution: Resolution): void {
    this.resolution = resolution;
    this.port.save({ resolution });
  }

  setBottom(collapsed: boolean, height: number = this.bottomHeight): void {
    this.bottomCollapsed = collapsed;
    this.bottomHeight = Math.round(Math.max(80, Math.min(2000, height)));
    this.port.save({ bottomPanel: { collapsed, height: this.bottomHeight } });
  }

  setPanes(panes: readonly string[]): void {
    this.panes = cleanPanes(panes);
    this.port.save({ panes: this.panes });
  }
}
