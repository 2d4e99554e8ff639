import { parseMarketSymbol } from '../market/market-symbol';
import { MAX_FAVOURITES } from '../trade/favourites';

/**
 * Watchlists: named lists of markets kept by the account. The first list ("Favourites", created on
 * first use) is the one the markets page and the trade page's selector star markets into.
 */
export interface Watchlist {
  readonly id: number;
  readonly name: string;
  readonly symbols: readonly string[];
  /** The favourites list: cannot be deleted. */
  readonly isDefault: boolean;
}

export const MAX_WATCHLISTS = 10;
export const MAX_WATCHLIST_NAME = 20;
export const MAX_WATCHLIST_SYMBOLS = MAX_FAVOURITES;
export const DEFAULT_WATCHLIST_NAME = 'Favourites';

export type WatchlistNameProblem = 'empty' | 'length' | 'taken';

/** A name is 1–20 characters once trimmed and unlike the account's other lists (case-insensitive). */
export function watchlistNameProblem(name: string, others: readonly string[]): WatchlistNameProblem | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  if ([...trimmed].length > MAX_WATCHLIST_NAME) return 'length';
  return others.some((o) => o.trim().toLowerCase() === trimmed.toLowerCase()) ? 'taken' : undefined;
}

/** Adds (at the end) or removes one symbol; an unknown shape or a full list changes nothing. */
export function withSymbol(symbols: readonly string[], symbol: string, action: 'ADD' | 'REMOVE'): string[] {
  if (action === 'REMOVE') return symbols.filter((s) => s !== symbol);
  if (symbols.includes(symbol) || !parseMarketSymbol(symbol) || symbols.length >= MAX_WATCHLIST_SYMBOLS) return [...symbols];
  return [...symbols, symbol];
}

/**
 * The account's list after a device's favourites move in (sign-in, `sync_mobile_watchlists`): the account's order
 * first, then the device's symbols it lacks, each once, at most 100.
 */
export function mergeSymbols(account: readonly string[], device: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of [...account, ...device]) {
    if (seen.has(s) || !parseMarketSymbol(s)) continue;
    seen.add(s);
    out.push(s);
  }
  return out.slice(0, MAX_WATCHLIST_SYMBOLS);
}
