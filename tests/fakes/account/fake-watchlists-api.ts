import type { WatchlistsApiPort } from '../../../src/application/account/ports/watchlists-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import {
  DEFAULT_WATCHLIST_NAME,
  MAX_WATCHLISTS,
  mergeSymbols,
  watchlistNameProblem,
  withSymbol,
  type Watchlist,
} from '../../../src/domain/account/watchlists';
import { err, ok, type Result } from '../../../src/domain/shared/result';

const refused = (message: string): Result<never, TradeFailure> => err({ kind: 'refused', code: -1005, message, status: 400 });

/** The account's watchlists in memory, with the simulator's rules; `calls` records each call by its spec name. */
export class FakeWatchlistsApi implements WatchlistsApiPort {
  lists: Watchlist[] = [];
  readonly calls: string[] = [];
  /** The next calls are refused with this message. */
  refuseWith: string | undefined;
  private nextId = 1;

  private all(): Watchlist[] {
    if (!this.lists.some((l) => l.isDefault))
      this.lists.unshift({ id: this.nextId++, name: DEFAULT_WATCHLIST_NAME, symbols: [], isDefault: true });
    return this.lists;
  }
  private put(next: Watchlist): Watchlist {
    this.lists = this.all().map((l) => (l.id === next.id ? next : l));
    return next;
  }
  private gate(call: string): Result<never, TradeFailure> | undefined {
    this.calls.push(call);
    return this.refuseWith ? refused(this.refuseWith) : undefined;
  }

  async list() {
    return this.gate('watchlists') ?? ok(this.all());
  }
  async get(id: number) {
    const list = this.all().find((l) => l.id === id);
    return (
      this.gate('watchlist') ??
      (list ? ok(list) : err({ kind: 'refused' as const, code: -1006, message: `watchlist_id: no watchlist ${id}`, status: 404 }))
    );
  }
  async create(name: string, symbols: readonly string[] = []) {
    const stop = this.gate('create_watchlists');
    if (stop) return stop;
    const problem = watchlistNameProblem(
      name,
      this.all().map((l) => l.name),
    );
    if (problem) return refused(`name: ${problem}`);
    if (this.all().length >= MAX_WATCHLISTS) return refused(`name: at most ${MAX_WATCHLISTS} watchlists`);
    const list = { id: this.nextId++, name: name.trim(), symbols: mergeSymbols(symbols, []), isDefault: false };
    this.lists.push(list);
    return ok(list);
  }
  async rename(id: number, name: string) {
    const stop = this.gate('edit_watchlists');
    if (stop) return stop;
    const list = this.all().find((l) => l.id === id)!;
    const problem = watchlistNameProblem(
      name,
      this.all()
        .filter((l) => l.id !== id)
        .map((l) => l.name),
    );
    return problem ? refused(`name: ${problem}`) : ok(this.put({ ...list, name: name.trim() }));
  }
  async remove(id: number) {
    const stop = this.gate('del_watchlists');
    if (stop) return stop;
    if (this.all().find((l) => l.id === id)?.isDefault) return refused('watchlist_id: the favourites list cannot be deleted');
    this.lists = this.all().filter((l) => l.id !== id);
    return ok(undefined);
  }
  async updateSymbol(symbol: string, action: 'ADD' | 'REMOVE', id?: number) {
    const stop = this.gate('update_watchlist_with_symbol');
    if (stop) return stop;
    const list = id === undefined ? this.all()[0] : this.all().find((l) => l.id === id)!;
    return ok(this.put({ ...list, symbols: withSymbol(list.symbols, symbol, action) }));
  }
  async syncDevice(symbols: readonly string[]) {
    const stop = this.gate('sync_mobile_watchlists');
    if (stop) return stop;
    const list = this.all()[0];
    return ok(this.put({ ...list, symbols: mergeSymbols(list.symbols, symbols) }));
  }
}
