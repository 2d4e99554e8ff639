import { inject, injectable } from 'inversify';
import type { WatchlistsApiPort } from '../../application/account/ports/watchlists-api.port';
import { ApiClient } from '../http/api-client';

type Rest = import('./rest-watchlists-api.adapter').RestWatchlistsApi;

/**
 * The watchlist calls for every page that shows stars (the markets page): the REST adapter is loaded on the first
 * call, which only a signed-in user makes, so visitors never download it.
 */
@injectable()
export class LazyWatchlistsApi implements WatchlistsApiPort {
  private real: Promise<Rest> | undefined;

  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  private rest(): Promise<Rest> {
    return (this.real ??= import('./rest-watchlists-api.adapter').then((m) => new m.RestWatchlistsApi(this.api)));
  }

  list: WatchlistsApiPort['list'] = async () => (await this.rest()).list();
  get: WatchlistsApiPort['get'] = async (id) => (await this.rest()).get(id);
  create: WatchlistsApiPort['create'] = async (name, symbols) => (await this.rest()).create(name, symbols);
  rename: WatchlistsApiPort['rename'] = async (id, name) => (await this.rest()).rename(id, name);
  remove: WatchlistsApiPort['remove'] = async (id) => (await this.rest()).remove(id);
  updateSymbol: WatchlistsApiPort['updateSymbol'] = async (symbol, action, id) => (await this.rest()).updateSymbol(symbol, action, id);
  syncDevice: WatchlistsApiPort['syncDevice'] = async (symbols) => (await this.rest()).syncDevice(symbols);
}
