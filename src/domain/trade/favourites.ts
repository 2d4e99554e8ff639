import { parseMarketSymbol } from '../market/market-symbol';

/** A visitor keeps at most this many favourite markets. */
export const MAX_FAVOURITES = 100;

/** Adds the symbol (at the end) when absent, removes it when present; other entries keep their order. */
export function toggleFavourite(list: readonly string[], symbol: string): string[] {
  if (list.includes(symbol)) return list.filter((s) => s !== symbol);
  if (!parseMarketSymbol(symbol)) return [...list];
  return [...list, symbol].slice(-MAX_FAVOURITES);
}

/** The stored list, cleaned: symbols of a valid shape only, each once, at most `MAX_FAVOURITES`. */
export function cleanFavourites(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  for (const item of raw) if (typeof item === 'string' && parseMarketSymbol(item)) seen.add(item);
  return [...seen].slice(0, MAX_FAVOURITES);
}
