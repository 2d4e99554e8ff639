import type { Watchlist } from '../../../domain/account/watchlists';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** The account's watchlists (`/usercenter/account/*watchlist*`, docs/protocol.md "Watchlists"); the favourites list first. */
export interface WatchlistsApiPort {
  /** `watchlists`. */
  list(): Promise<Result<readonly Watchlist[], TradeFailure>>;
  /** `watchlist`. */
  get(id: number): Promise<Result<Watchlist, TradeFailure>>;
  /** `create_watchlists`. */
  create(name: string, symbols?: readonly string[]): Promise<Result<Watchlist, TradeFailure>>;
  /** `edit_watchlists`. */
  rename(id: number, name: string): Promise<Result<Watchlist, TradeFailure>>;
  /** `del_watchlists`. */
  remove(id: number): Promise<Result<void, TradeFailure>>;
  /** `update_watchlist_with_symbol` (no id: the favourites list). */
  updateSymbol(symbol: string, action: 'ADD' | 'REMOVE', id?: number): Promise<Result<Watchlist, TradeFailure>>;
  /** `sync_mobile_watchlists`: this device's favourites move into the favourites list. */
  syncDevice(symbols: readonly string[]): Promise<Result<Watchlist, TradeFailure>>;
}
export const WatchlistsApiPort = token<WatchlistsApiPort>('WatchlistsApiPort');
