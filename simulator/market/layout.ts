import { CATEGORIES } from './catalogue';
import type { Instrument } from './instruments';

const HIGHLIGHTS = [
  'SPOT_BTC_USDT',
  'PERP_BTC_USDT',
  'SPOT_ETH_USDT',
  'PERP_ETH_USDT',
  'SPOT_WOO_USDT',
  'PERP_SOL_USDT',
  'SPOT_SOL_USDT',
  'PERP_DOGE_USDT',
];

/** `/layout/v4/public/highlight_sorted_symbols` rows. */
export function highlightRows(instruments: readonly Instrument[]): Array<{ symbol: string; sort: number }> {
  const known = new Set(instruments.map((i) => i.symbol));
  return HIGHLIGHTS.filter((symbol) => known.has(symbol)).map((symbol, i) => ({ symbol, sort: i + 1 }));
}

/** `/layout/v4/public/customized_sorted_symbol_groups` rows: one group per category, largest first. */
export function groupRows(instruments: readonly Instrument[]): Array<{ group: string; sort: number; symbols: string[] }> {
  return CATEGORIES.map((group, i) => ({
    group,
    sort: i + 1,
    symbols: instruments
      .filter((instrument) => instrument.category === group)
      .sort((a, b) => a.rank - b.rank || b.type.localeCompare(a.type))
      .map((instrument) => instrument.symbol),
  })).filter((row) => row.symbols.length > 0);
}
