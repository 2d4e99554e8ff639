import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { WatchlistsApiPort } from '../../application/account/ports/watchlists-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { Watchlist } from '../../domain/account/watchlists';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall, type CallMethod, type CallOptions } from '../http/trade-call';
import { anyData, watchlistData, watchlistsData } from './account-centre.schema';

const BASE = '/usercenter/account';

/** The account's watchlists over REST with the session's bearer (loaded only for a signed-in user). */
@injectable()
export class RestWatchlistsApi implements WatchlistsApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  private call<T, R>(
    method: CallMethod,
    path: string,
    schema: z.ZodMiniType<T>,
    map: (data: T) => R,
    options?: CallOptions,
  ): Promise<Result<R, TradeFailure>> {
    return tradeCall(this.api, method, `${BASE}/${path}`, schema, map, options);
  }

  list(): Promise<Result<readonly Watchlist[], TradeFailure>> {
    return this.call('GET', 'watchlists', watchlistsData, (d) => d.rows);
  }
  get(id: number): Promise<Result<Watchlist, TradeFailure>> {
    return this.call('GET', 'watchlist', watchlistData, (d) => d, { params: { watchlist_id: id } });
  }
  create(name: string, symbols: readonly string[] = []): Promise<Result<Watchlist, TradeFailure>> {
    return this.call('POST', 'create_watchlists', watchlistData, (d) => d, { body: { name, symbols } });
  }
  rename(id: number, name: string): Promise<Result<Watchlist, TradeFailure>> {
    return this.call('POST', 'edit_watchlists', watchlistData, (d) => d, { body: { watchlistId: id, name } });
  }
  remove(id: number): Promise<Result<void, TradeFailure>> {
    return this.call('DELETE', 'del_watchlists', anyData, () => undefined, { params: { watchlist_id: id } });
  }
  updateSymbol(symbol: string, action: 'ADD' | 'REMOVE', id?: number): Promise<Result<Watchlist, TradeFailure>> {
    return this.call('POST', 'update_watchlist_with_symbol', watchlistData, (d) => d, {
      body: { symbol, action, ...(id === undefined ? {} : { watchlistId: id }) },
    });
  }
  syncDevice(symbols: readonly string[]): Promise<Result<Watchlist, TradeFailure>> {
    return this.call('POST', 'sync_mobile_watchlists', watchlistData, (d) => d, { body: { symbols } });
  }
}
