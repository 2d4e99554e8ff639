import { parseMarketSymbol, type MarketType } from '../../domain/market/market-symbol';
import { changePercent } from '../../domain/market/price';
import type { TickerRow } from '../../domain/market/ticker';

export type MarketSortKey = 'name' | 'price' | 'change' | 'volume';
export type SortOrder = 'ascend' | 'descend';

export interface MarketQuery {
  readonly type: MarketType;
  readonly search: string;
  readonly sortKey: MarketSortKey;
  readonly order: SortOrder;
}

type Lookup = (symbol: string) => TickerRow | undefined;

/**
 * A number for sorting only (display never goes through floats); missing values sort last. `Number` reads a decimal
 * string as decimal.js's `toNumber` does (the nearest double), without building a Decimal per row each second.
 */
function sortValue(row: TickerRow | undefined, key: Exclude<MarketSortKey, 'name'>): number {
  if (!row) return Number.NaN;
  const text =
    key === 'price'
      ? row.close
      : key === 'volume'
        ? row.amount
        : row.open !== undefined && row.close !== undefined
          ? changePercent(row.open, row.close)
          : undefined;
  return text === undefined ? Number.NaN : Number(text);
}

/** Symbols of one market type matching the search (base or full name), sorted; ties by name. */
export function selectMarkets(symbols: Iterable<string>, lookup: Lookup, names: ReadonlyMap<string, string>, query: MarketQuery): string[] {
  const needle = query.search.trim().toUpperCase();
  const picked: { symbol: string; base: string; value: number }[] = [];
  for (const symbol of symbols) {
    const parsed = parseMarketSymbol(symbol);
    if (!parsed || parsed.type !== query.type) continue;
    if (needle && !parsed.base.includes(needle) && !(names.get(parsed.base) ?? '').toUpperCase().includes(needle)) continue;
    picked.push({ symbol, base: parsed.base, value: query.sortKey === 'name' ? 0 : sortValue(lookup(symbol), query.sortKey) });
  }
  const sign = query.order === 'ascend' ? 1 : -1;
  picked.sort((a, b) => {
    if (query.sortKey !== 'name') {
      const aMissing = Number.isNaN(a.value);
      const bMissing = Number.isNaN(b.value);
      if (aMissing !== bMissing) return aMissing ? 1 : -1;
      if (!aMissing && a.value !== b.value) return (a.value - b.value) * sign;
    }
    return a.base.localeCompare(b.base) * (query.sortKey === 'name' ? sign : 1);
  });
  return picked.map((p) => p.symbol);
}

/**
 * The sort after a press on a column's heading: the column in use turns its order round; another column sorts by
 * itself, figures largest first and names from A.
 */
export function nextMarketSort(
  current: { readonly key: MarketSortKey; readonly order: SortOrder },
  key: MarketSortKey,
): { readonly key: MarketSortKey; readonly order: SortOrder } {
  if (current.key === key) return { key, order: current.order === 'ascend' ? 'descend' : 'ascend' };
  return { key, order: key === 'name' ? 'ascend' : 'descend' };
}
