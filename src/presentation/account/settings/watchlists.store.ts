import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { WatchlistsApiPort } from '../../../application/account/ports/watchlists-api.port';
import type { TradeFailure } from '../../../domain/shared/trade-failure';
import type { Watchlist } from '../../../domain/account/watchlists';
import type { Result } from '../../../domain/shared/result';
import type { Outcome } from './account-settings.store';
import { busyWhile } from '../../shared/busy-while';

/** One list opened on its own (`watchlist`): loading, shown, or not answered. */
export type OpenWatchlist =
  | { readonly status: 'loading'; readonly id: number }
  | { readonly status: 'shown'; readonly id: number; readonly list: Watchlist }
  | { readonly status: 'failed'; readonly id: number; readonly message?: string };

/** The watchlists card: the account's lists, create, rename, delete, add and remove markets. */
@injectable()
export class WatchlistsStore {
  lists: readonly Watchlist[] = [];
  loaded = false;
  busy = false;
  /** The list opened on its own, read through `watchlist` (its markets with live prices). */
  opened: OpenWatchlist | undefined = undefined;

  constructor(@inject(WatchlistsApiPort) private readonly api: WatchlistsApiPort) {
    makeObservable<WatchlistsStore, 'api'>(this, {
      lists: observableRef,
      loaded: observable,
      busy: observable,
      opened: observableRef,
      close: action,
      api: false,
    });
  }

  /** Opens one list: its markets as the exchange keeps them now (`watchlist`). */
  async open(id: number): Promise<void> {
    runInAction(() => (this.opened = { status: 'loading', id }));
    await this.reloadOpened(id);
  }

  close(): void {
    this.opened = undefined;
  }

  private async reloadOpened(id: number): Promise<void> {
    const result = await this.api.get(id);
    runInAction(() => {
      if (this.opened?.id !== id) return; // closed or another list opened meanwhile
      this.opened = result.ok
        ? { status: 'shown', id, list: result.value }
        : { status: 'failed', id, message: result.error.kind === 'refused' ? result.error.message : undefined };
    });
  }

  async load(): Promise<void> {
    const result = await this.api.list();
    runInAction(() => {
      if (result.ok) this.lists = result.value;
      this.loaded = true;
    });
  }

  create(name: string): Promise<Outcome> {
    return this.run(() => this.api.create(name));
  }

  rename(id: number, name: string): Promise<Outcome> {
    return this.run(() => this.api.rename(id, name));
  }

  remove(id: number): Promise<Outcome> {
    return this.run(() => this.api.remove(id));
  }

  addSymbol(id: number, symbol: string): Promise<Outcome> {
    return this.run(() => this.api.updateSymbol(symbol, 'ADD', id));
  }

  removeSymbol(id: number, symbol: string): Promise<Outcome> {
    return this.run(() => this.api.updateSymbol(symbol, 'REMOVE', id));
  }

  /** One change at a time; the lists are read again after it (the exchange's order and names). */
  private async run(work: () => Promise<Result<unknown, TradeFailure>>): Promise<Outcome> {
    if (this.busy) return { ok: false };
    return busyWhile(this, async () => {
      const result = await work();
      if (result.ok) {
        await this.load();
        const opened = this.opened?.id;
        if (opened !== undefined) {
          if (this.lists.some((l) => l.id === opened)) await this.reloadOpened(opened);
          else runInAction(() => (this.opened = undefined)); // the opened list was deleted
        }
      }
      return result.ok ? { ok: true } : { ok: false, message: result.error.kind === 'refused' ? result.error.message : undefined };
    });
  }
}
