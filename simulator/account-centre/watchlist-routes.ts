import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_WATCHLIST_NAME,
  MAX_WATCHLISTS,
  MAX_WATCHLIST_SYMBOLS,
  mergeSymbols,
  watchlistNameProblem,
  withSymbol,
} from '../../src/domain/account/watchlists';
import { parseMarketSymbol } from '../../src/domain/market/market-symbol';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import type { AccountCentreRepository, StoredWatchlist } from './account-centre-repository';
import type { AccountCentreDeps } from './account-settings-routes';

const U = '/usercenter/account';
const symbol = z
  .string()
  .max(40)
  .refine((s) => parseMarketSymbol(s) !== undefined, 'is not a market symbol');
const idQuery = z.object({ watchlist_id: z.coerce.number().int().positive() });
const createBody = z.object({ name: z.string(), symbols: z.array(symbol).max(MAX_WATCHLIST_SYMBOLS).default([]) });
const editBody = z.object({ watchlistId: z.number().int().positive(), name: z.string() });
const symbolBody = z.object({ watchlistId: z.number().int().positive().optional(), symbol, action: z.enum(['ADD', 'REMOVE']) });
const syncBody = z.object({ symbols: z.array(z.string().max(40)).max(200) });

const row = (l: StoredWatchlist) => ({ id: l.id, name: l.name, symbols: l.symbols, isDefault: l.isDefault, count: l.symbols.length });

/** The account's lists, the favourites list first (created on first use). */
async function listsOf(repo: AccountCentreRepository, userId: number, now: number): Promise<StoredWatchlist[]> {
  const lists = await repo.watchlists(userId);
  if (lists.some((l) => l.isDefault)) return [...lists].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
  return [await repo.createWatchlist(userId, DEFAULT_WATCHLIST_NAME, [], true, now), ...lists];
}

function nameRefused(name: string, others: readonly StoredWatchlist[]): void {
  const problem = watchlistNameProblem(
    name,
    others.map((o) => o.name),
  );
  if (problem === 'empty') throw new ApiError(ErrorCodes.InvalidParameter, 'name: is required');
  if (problem === 'length') throw new ApiError(ErrorCodes.InvalidParameter, 'name: at most 20 characters');
  if (problem === 'taken') throw new ApiError(ErrorCodes.InvalidParameter, `name: a watchlist called ${name.trim()} exists`);
}

/** Watchlists (docs/protocol.md "Watchlists"), under /api. */
export function registerWatchlistRoutes(app: FastifyInstance, deps: AccountCentreDeps): void {
  const { accounts, clock, repository: repo } = deps;
  const ok = <T>(data: T) => successBody(data, clock());
  const userOf = async (request: FastifyRequest) => (await requireAccount(request, accounts, clock())).userId;
  const find = async (userId: number, id: number) => {
    const list = (await listsOf(repo, userId, clock())).find((l) => l.id === id);
    if (!list) throw new ApiError(ErrorCodes.NotFound, `watchlist_id: no watchlist ${id}`);
    return list;
  };

  app.get(`${U}/watchlists`, async (request) => ok({ rows: (await listsOf(repo, await userOf(request), clock())).map(row) }));

  app.get(`${U}/watchlist`, async (request) => {
    const userId = await userOf(request);
    return ok(row(await find(userId, parseQuery(idQuery, request.query).watchlist_id)));
  });

  app.post(`${U}/create_watchlists`, async (request) => {
    const userId = await userOf(request);
    const body = parseQuery(createBody, request.body);
    const lists = await listsOf(repo, userId, clock());
    nameRefused(body.name, lists);
    if (lists.length >= MAX_WATCHLISTS) throw new ApiError(ErrorCodes.InvalidParameter, `name: at most ${MAX_WATCHLISTS} watchlists`);
    return ok(row(await repo.createWatchlist(userId, body.name.trim(), mergeSymbols(body.symbols, []), false, clock())));
  });

  app.post(`${U}/edit_watchlists`, async (request) => {
    const userId = await userOf(request);
    const body = parseQuery(editBody, request.body);
    const list = await find(userId, body.watchlistId);
    nameRefused(
      body.name,
      (await listsOf(repo, userId, clock())).filter((l) => l.id !== list.id),
    );
    const next = { ...list, name: body.name.trim() };
    await repo.updateWatchlist(next);
    return ok(row(next));
  });

  app.delete(`${U}/del_watchlists`, async (request) => {
    const userId = await userOf(request);
    const list = await find(userId, parseQuery(idQuery, request.query).watchlist_id);
    if (list.isDefault) throw new ApiError(ErrorCodes.InvalidParameter, 'watchlist_id: the favourites list cannot be deleted');
    await repo.deleteWatchlist(userId, list.id);
    return ok({ deleted: list.id });
  });

  // no watchlistId: the favourites list (the markets page's and the trade page's stars)
  app.post(`${U}/update_watchlist_with_symbol`, async (request) => {
    const userId = await userOf(request);
    const body = parseQuery(symbolBody, request.body);
    const lists = await listsOf(repo, userId, clock());
    const list = body.watchlistId === undefined ? lists[0] : await find(userId, body.watchlistId);
    if (body.action === 'ADD' && !list.symbols.includes(body.symbol) && list.symbols.length >= MAX_WATCHLIST_SYMBOLS) {
      throw new ApiError(ErrorCodes.InvalidParameter, `symbol: a watchlist holds at most ${MAX_WATCHLIST_SYMBOLS} markets`);
    }
    const next = { ...list, symbols: withSymbol(list.symbols, body.symbol, body.action) };
    await repo.updateWatchlist(next);
    return ok(row(next));
  });

  // a device's favourites move into the account's favourites list (sign-in); unknown shapes are dropped
  app.post(`${U}/sync_mobile_watchlists`, async (request) => {
    const userId = await userOf(request);
    const body = parseQuery(syncBody, request.body);
    const list = (await listsOf(repo, userId, clock()))[0];
    const next = { ...list, symbols: mergeSymbols(list.symbols, body.symbols) };
    await repo.updateWatchlist(next);
    return ok(row(next));
  });
}
