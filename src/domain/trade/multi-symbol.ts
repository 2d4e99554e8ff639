import { parseMarketSymbol } from '../market/market-symbol';

export const MIN_PANES = 2;
export const MAX_PANES = 4;
export const DEFAULT_PANES: readonly string[] = ['SPOT_BTC_USDT', 'PERP_BTC_USDT'];

/** The remembered multi-symbol choice, cleaned: valid distinct symbols, 2 to 4 (defaults fill a short list). */
export function cleanPanes(raw: unknown): string[] {
  const out: string[] = [];
  if (Array.isArray(raw)) {
    for (const item of raw)
      if (typeof item === 'string' && parseMarketSymbol(item) && !out.includes(item) && out.length < MAX_PANES) out.push(item);
  }
  for (const fallback of DEFAULT_PANES) if (out.length < MIN_PANES && !out.includes(fallback)) out.push(fallback);
  for (const fallback of ['PERP_ETH_USDT', 'SPOT_ETH_USDT']) if (out.length < MIN_PANES && !out.includes(fallback)) out.push(fallback);
  return out;
}

/** Replaces pane `index`'s symbol; a symbol already shown elsewhere swaps places with it. */
export function replacePane(panes: readonly string[], index: number, symbol: string): string[] {
  const next = [...panes];
  const other = next.indexOf(symbol);
  if (other >= 0) next[other] = next[index];
  next[index] = symbol;
  return next;
}
