import Decimal from 'decimal.js';
import type { PriceLevel } from './order-book';
import { midPrice } from '../market/mid-price';

/** Price grouping: × 1, 10, 100 or 1000 of the quote tick. */
export const GROUPING_MULTIPLIERS = [1, 10, 100, 1000] as const;
export type SizeUnit = 'base' | 'quote';
export type BookSideName = 'bid' | 'ask';

/** A row of the book as shown: a price group with its size and the running total from the best. */
export interface BookRow {
  readonly side: BookSideName;
  /** The group's price, with the decimals of the group step. */
  readonly price: string;
  /** Base quantity in the group. */
  readonly quantity: string;
  /** Quote value in the group: Σ price × quantity of its levels. */
  readonly notional: string;
  /** Running totals from the best group to this one. */
  readonly cumulativeQuantity: string;
  readonly cumulativeNotional: string;
}

/** The group step for a multiplier: `groupStep('0.01', 100)` is `'1'`. */
export function groupStep(tick: string, multiplier: number): string {
  return new Decimal(tick).times(multiplier).toFixed();
}

/** Decimals a group price shows: those of the step (`'0.1'` → 1, `'10'` → 0). */
export function stepDecimals(step: string): number {
  return new Decimal(step).decimalPlaces();
}

/**
 * Groups one side's levels (best first) into at most `limit` rows. Bids round down to the step and asks
 * round up, so a bid group never reaches an ask group: floor(bid) ≤ bid < ask ≤ ceil(ask).
 */
export function groupLevels(levels: readonly PriceLevel[], side: BookSideName, step: string, limit: number): BookRow[] {
  const rows: BookRow[] = [];
  if (limit <= 0) return rows;
  const g = new Decimal(step);
  const decimals = g.decimalPlaces();
  const rounding = side === 'bid' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL;
  let key: Decimal | undefined;
  let quantity = new Decimal(0);
  let notional = new Decimal(0);
  let cumQuantity = new Decimal(0);
  let cumNotional = new Decimal(0);
  const close = () => {
    if (!key) return;
    cumQuantity = cumQuantity.plus(quantity);
    cumNotional = cumNotional.plus(notional);
    rows.push({
      side,
      price: key.toFixed(decimals),
      quantity: quantity.toFixed(),
      notional: notional.toFixed(),
      cumulativeQuantity: cumQuantity.toFixed(),
      cumulativeNotional: cumNotional.toFixed(),
    });
  };
  for (const level of levels) {
    const price = new Decimal(level.price);
    const group = price.div(g).toDecimalPlaces(0, rounding).times(g);
    if (!key || !group.eq(key)) {
      close();
      if (rows.length >= limit) return rows;
      key = group;
      quantity = new Decimal(0);
      notional = new Decimal(0);
    }
    const q = new Decimal(level.quantity);
    quantity = quantity.plus(q);
    notional = notional.plus(price.times(q));
  }
  close();
  return rows;
}

export interface Spread {
  /** Best ask − best bid. */
  readonly value: string;
  /** The spread as a percentage of the mid price ((bid + ask) / 2), full precision. */
  readonly percent: string;
}

/** Spread of the best bid and ask (decimal strings); undefined when a side is empty or the mid is 0. */
export function spreadOf(bestBid: string | undefined, bestAsk: string | undefined): Spread | undefined {
  if (bestBid === undefined || bestAsk === undefined) return undefined;
  const bid = new Decimal(bestBid);
  const ask = new Decimal(bestAsk);
  const mid = midPrice(bid, ask);
  if (!mid || mid.isZero()) return undefined;
  const value = ask.minus(bid);
  return { value: value.toFixed(), percent: value.div(mid).times(100).toFixed() };
}

/** The size a row shows in the chosen unit. */
export function rowSize(row: BookRow, unit: SizeUnit): string {
  return unit === 'base' ? row.quantity : row.notional;
}

export function rowCumulative(row: BookRow, unit: SizeUnit): string {
  return unit === 'base' ? row.cumulativeQuantity : row.cumulativeNotional;
}

/**
 * Width of a row's depth bar, 0–1: its running total over the largest running total of the rows shown on
 * both sides (so the two sides compare). A number, for a CSS width only.
 */
export function depthRatio(row: BookRow, unit: SizeUnit, maxCumulative: string): number {
  const max = new Decimal(maxCumulative);
  if (max.lte(0)) return 0;
  return Math.min(1, new Decimal(rowCumulative(row, unit)).div(max).toNumber());
}

/** The largest running total among the given rows (the last row of each side). */
export function maxCumulative(bids: readonly BookRow[], asks: readonly BookRow[], unit: SizeUnit): string {
  const last = (rows: readonly BookRow[]) => (rows.length === 0 ? new Decimal(0) : new Decimal(rowCumulative(rows[rows.length - 1], unit)));
  return Decimal.max(last(bids), last(asks)).toFixed();
}
