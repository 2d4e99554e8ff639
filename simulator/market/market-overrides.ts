import Decimal from 'decimal.js';
import { clampToCap, DEFAULT_FUNDING_RATE_CAP } from '../../src/domain/market-admin/market-admin-rules';

/** What the market-data admin fixed for one perpetual (decimal strings); absent = the market's own value. */
export interface SymbolOverrides {
  markPrice?: string;
  indexPrice?: string;
  fundingRate?: string;
  fundingRateCap?: string;
}
export type OverrideKind = keyof SymbolOverrides;
export const OVERRIDE_KINDS: readonly OverrideKind[] = ['markPrice', 'indexPrice', 'fundingRate', 'fundingRateCap'];

/** The fields of a futures row the overrides replace. */
interface FuturesFigures {
  readonly mark_price: number;
  readonly index_price: number;
  readonly est_funding_rate: number;
}

/**
 * The market-data admin's overrides (simulator/md-admin), applied to every futures row the engine answers (REST, the
 * `@markprice`/`@indexprice`/`@estfundingrate` topics, the aggregator feeds): a fixed mark or index price, a fixed
 * funding rate, and the funding-rate cap that holds every funding rate (the market's own too) within ±cap.
 */
export class MarketOverrides {
  private readonly bySymbol = new Map<string, SymbolOverrides>();

  of(symbol: string): Readonly<SymbolOverrides> {
    return this.bySymbol.get(symbol) ?? {};
  }

  set(symbol: string, kind: OverrideKind, value: string | null): void {
    const current = { ...this.bySymbol.get(symbol) };
    if (value === null) delete current[kind];
    else current[kind] = value;
    if (Object.keys(current).length === 0) this.bySymbol.delete(symbol);
    else this.bySymbol.set(symbol, current);
  }

  cap(symbol: string): string {
    return this.bySymbol.get(symbol)?.fundingRateCap ?? DEFAULT_FUNDING_RATE_CAP;
  }

  apply<T extends FuturesFigures & { readonly symbol: string }>(row: T): T {
    const o = this.bySymbol.get(row.symbol);
    if (!o) return row;
    const rate = clampToCap(o.fundingRate ?? new Decimal(row.est_funding_rate).toFixed(), o.fundingRateCap ?? DEFAULT_FUNDING_RATE_CAP);
    return {
      ...row,
      mark_price: o.markPrice !== undefined ? Number(o.markPrice) : row.mark_price,
      index_price: o.indexPrice !== undefined ? Number(o.indexPrice) : row.index_price,
      est_funding_rate: Number(rate),
    };
  }
}
