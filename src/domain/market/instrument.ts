/** Trading rules of one symbol (instrument info). Numbers are decimal strings. */
export interface InstrumentInfo {
  readonly symbol: string;
  readonly quoteTick: string;
  readonly baseTick: string;
  readonly quoteMin: string;
  readonly quoteMax: string;
  readonly baseMin: string;
  readonly baseMax: string;
  readonly minNotional: string;
  readonly priceRange: string;
  readonly isStable: boolean;
}

/** A listed token (`/instrument/v4/public/token`): its full name names the asset on the markets pages. */
export interface TokenInfo {
  readonly token: string;
  readonly fullname: string;
  readonly network: string;
  readonly decimals: number;
  readonly delisted: boolean;
  readonly balanceToken: string;
  readonly canCollateral: boolean;
  readonly canShort: boolean;
}

/** Highlighted symbols of the layout call, in display order. */
export interface HighlightedSymbol {
  readonly symbol: string;
  readonly sort: number;
}

/** A named group of symbols of the layout call. */
export interface SymbolGroup {
  readonly group: string;
  readonly sort: number;
  readonly symbols: readonly string[];
}

/** The home layout: highlighted symbols and groups, each sorted by `sort`. */
export interface MarketLayout {
  readonly highlights: readonly HighlightedSymbol[];
  readonly groups: readonly SymbolGroup[];
}

/** Sorts layout rows by their `sort` field (stable for ties). */
export function bySort<T extends { readonly sort: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.sort - b.sort);
}
