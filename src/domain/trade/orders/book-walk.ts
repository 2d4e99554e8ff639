import Decimal from 'decimal.js';
import type { OrderSide } from './order';

/** A price level of the visible book (decimal strings). */
export interface WalkLevel {
  readonly price: string;
  readonly quantity: string;
}

/** What a market order would get from the visible book. */
export interface BookWalk {
  /** Base quantity the book can fill. */
  readonly filled: string;
  /** Quote spent (buy) or received (sell). */
  readonly cost: string;
  /** cost ÷ filled; undefined when nothing fills. */
  readonly averagePrice?: string;
  /** The last level touched. */
  readonly worstPrice?: string;
  /** Whether the visible book holds the whole size. */
  readonly complete: boolean;
}

/**
 * Walks the side a market order takes from (asks for a buy, bids for a sell; best first) for a base `quantity`
 * or a quote `amount`.
 */
export function walkBook(levels: readonly WalkLevel[], size: { readonly quantity: string } | { readonly amount: string }): BookWalk {
  let remaining = new Decimal('quantity' in size ? size.quantity : size.amount);
  const byAmount = !('quantity' in size);
  let filled = new Decimal(0);
  let cost = new Decimal(0);
  let worst: string | undefined;
  for (const level of levels) {
    if (remaining.lte(0)) break;
    const price = new Decimal(level.price);
    const available = new Decimal(level.quantity);
    const take = byAmount ? Decimal.min(available, remaining.div(price)) : Decimal.min(available, remaining);
    if (take.lte(0)) continue;
    filled = filled.plus(take);
    cost = cost.plus(take.times(price));
    remaining = byAmount ? remaining.minus(take.times(price)) : remaining.minus(take);
    worst = level.price;
  }
  return {
    filled: filled.toString(),
    cost: cost.toString(),
    averagePrice: filled.gt(0) ? cost.div(filled).toString() : undefined,
    worstPrice: worst,
    complete: remaining.lte(0),
  };
}

/** Market slippage against the mid price: warn from 5 %, refuse from 10 % (trading-facts.md "order entry"). */
export const SLIPPAGE_WARNING = '0.05';
export const SLIPPAGE_REFUSAL = '0.1';

/** Adverse slippage of an average price against the mid, as a fraction (0 when the average is better). */
export function slippage(side: OrderSide, averagePrice: string, midPrice: string): string {
  const avg = new Decimal(averagePrice);
  const mid = new Decimal(midPrice);
  const adverse = side === 'BUY' ? avg.minus(mid) : mid.minus(avg);
  return Decimal.max(0, adverse.div(mid)).toString();
}

export type SlippageVerdict = 'ok' | 'warn' | 'refuse';

export function slippageVerdict(fraction: string): SlippageVerdict {
  if (new Decimal(fraction).gte(SLIPPAGE_REFUSAL)) return 'refuse';
  if (new Decimal(fraction).gte(SLIPPAGE_WARNING)) return 'warn';
  return 'ok';
}
