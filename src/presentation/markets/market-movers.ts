import Decimal from 'decimal.js';
import { changePercent } from '../../domain/market/price';
import type { TickerRow } from '../../domain/market/ticker';

export interface Movers {
  readonly gainers: readonly string[];
  readonly losers: readonly string[];
  readonly volume: readonly string[];
}

/** Top `n` gainers and losers by 24 h change and volume leaders by 24 h turnover (decimal comparisons). */
export function selectMovers(rows: Iterable<TickerRow>, n = 10): Movers {
  const withChange: { symbol: string; change: Decimal; amount: Decimal }[] = [];
  for (const row of rows) {
    if (row.open === undefined || row.close === undefined || row.amount === undefined) continue;
    const change = changePercent(row.open, row.close);
    if (change === undefined) continue;
    withChange.push({ symbol: row.symbol, change: new Decimal(change), amount: new Decimal(row.amount) });
  }
  const by = (f: (a: (typeof withChange)[number], b: (typeof withChange)[number]) => number) =>
    [...withChange]
      .sort(f)
      .slice(0, n)
      .map((x) => x.symbol);
  return {
    gainers: by((a, b) => b.change.comparedTo(a.change) || a.symbol.localeCompare(b.symbol)).filter((s) =>
      withChange.find((x) => x.symbol === s)!.change.gt(0),
    ),
    losers: by((a, b) => a.change.comparedTo(b.change) || a.symbol.localeCompare(b.symbol)).filter((s) =>
      withChange.find((x) => x.symbol === s)!.change.lt(0),
    ),
    volume: by((a, b) => b.amount.comparedTo(a.amount) || a.symbol.localeCompare(b.symbol)),
  };
}
