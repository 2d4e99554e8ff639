import { parseMarketSymbol } from '../market/market-symbol';

/** The market `/trade` opens when no symbol was used before (or the one remembered is gone). */
export const DEFAULT_TRADE_SYMBOL = 'SPOT_BTC_USDT';

/** The quote every short alias means (`BTC_PERP` → `PERP_BTC_USDT`). */
const DEFAULT_QUOTE = 'USDT';

export type SymbolResolution =
  /** The parameter is the canonical symbol of a known market. */
  | { readonly kind: 'canonical'; readonly symbol: string }
  /** The parameter is an alias: the page replaces the address with the canonical one. */
  | { readonly kind: 'alias'; readonly symbol: string }
  /** No market answers to it. */
  | { readonly kind: 'unknown'; readonly input: string };

/**
 * The canonical symbol a `/trade/:symbol` parameter names, before checking that the market exists:
 * `PERP_BTC_USDT` as is; `BTC_PERP`, `BTC-PERP` → `PERP_BTC_USDT`; `BTC_USDT`, `BTC-USDT`, `BTC/USDT` →
 * `SPOT_BTC_USDT`; any case. Undefined when it is none of these shapes.
 */
export function canonicalSymbolOf(param: string): string | undefined {
  const text = param.trim().toUpperCase();
  if (text.length === 0 || text.length > 40) return undefined;
  if (parseMarketSymbol(text)) return text;
  const parts = text.split(/[_\-/]/);
  if (parts.length !== 2 || parts.some((p) => !/^[A-Z0-9]{1,20}$/.test(p))) return undefined;
  const [base, second] = parts;
  const symbol = second === 'PERP' ? `PERP_${base}_${DEFAULT_QUOTE}` : `SPOT_${base}_${second}`;
  return parseMarketSymbol(symbol) ? symbol : undefined;
}

/**
 * Resolves a `/trade/:symbol` parameter against the markets that exist (`known`; undefined while they are
 * loading: the shape alone decides, the page checks again once they are known).
 */
export function resolveTradeSymbol(param: string, known: ReadonlySet<string> | undefined): SymbolResolution {
  const symbol = canonicalSymbolOf(param);
  if (symbol === undefined || (known !== undefined && !known.has(symbol))) return { kind: 'unknown', input: param };
  return symbol === param ? { kind: 'canonical', symbol } : { kind: 'alias', symbol };
}

/** `/trade` opens the last symbol used while it is still a market, else `SPOT_BTC_USDT`. */
export function initialTradeSymbol(lastUsed: string | undefined, known: ReadonlySet<string> | undefined): string {
  if (lastUsed === undefined || !parseMarketSymbol(lastUsed)) return DEFAULT_TRADE_SYMBOL;
  if (known !== undefined && !known.has(lastUsed)) return DEFAULT_TRADE_SYMBOL;
  return lastUsed;
}
