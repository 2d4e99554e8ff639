import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef, reaction, runInAction } from 'mobx';
import { WatchlistsApiPort } from '../../application/account/ports/watchlists-api.port';
import { TradePreferencesPort } from '../../application/trade/ports/trade-preferences.port';
import { toggleFavourite } from '../../domain/trade/favourites';
import { SessionStore } from '../session/session.store';

/**
 * The starred markets of the markets page and the trade page's selector. A visitor's stars stay on
 * this device (the trade preferences); a signed-in user's are the account's favourites watchlist. At sign-in the
 * device's stars move into the account (`sync_mobile_watchlists`) and leave the device. The watchlist calls are made
 * (and their adapter loaded) only for a signed-in user.
 */
@injectable()
export class FavouriteMarketsStore {
  symbols: readonly string[];
  /** The signed-in user whose watchlist `symbols` shows, if any. */
  private accountOf: string | undefined = undefined;
  private started = false;

  constructor(
    @inject(TradePreferencesPort) private readonly device: TradePreferencesPort,
    @inject(WatchlistsApiPort) private readonly api: WatchlistsApiPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.symbols = device.load().favourites;
    makeObservable<FavouriteMarketsStore, 'device' | 'api' | 'session' | 'accountOf' | 'started'>(this, {
      symbols: observableRef,
      device: false,
      api: false,
      session: false,
      accountOf: false,
      started: false,
      toggle: action,
    });
  }

  /** Follows the session (idempotent): signed in, the account's favourites; signed out, this device's. */
  start(): void {
    if (this.started) return;
    this.started = true;
    reaction(
      () => (this.session.state.status === 'loggedIn' ? this.session.state.account.userId : undefined),
      (userId) => void this.follow(userId),
      { fireImmediately: true },
    );
  }

  isFavourite(symbol: string): boolean {
    return this.symbols.includes(symbol);
  }

  /** Stars or unstars a market: on the account when signed in (undone if the exchange refuses), else on this device. */
  async toggle(symbol: string): Promise<void> {
    const before = this.symbols;
    this.symbols = toggleFavourite(before, symbol);
    if (this.accountOf === undefined) {
      this.device.save({ favourites: this.symbols });
      return;
    }
    const result = await this.api.updateSymbol(symbol, before.includes(symbol) ? 'REMOVE' : 'ADD');
    runInAction(() => (this.symbols = result.ok ? result.value.symbols : before));
  }

  private async follow(userId: string | undefined): Promise<void> {
    this.accountOf = userId;
    if (userId === undefined) {
      runInAction(() => (this.symbols = this.device.load().favourites));
      return;
    }
    const local = this.device.load().favourites;
    const result = local.length > 0 ? await this.api.syncDevice(local) : await this.favouritesList();
    if (this.accountOf !== userId || !result.ok) return;
    if (local.length > 0) this.device.save({ favourites: [] });
    runInAction(() => (this.symbols = result.value.symbols));
  }

  private async favouritesList() {
    const lists = await this.api.list();
    if (!lists.ok) return lists;
    const first = lists.value.find((l) => l.isDefault) ?? lists.value[0];
    return first ? { ok: true as const, value: first } : { ok: false as const, error: undefined };
  }
}
