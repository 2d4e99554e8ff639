import type { OrderRequest } from '../../src/domain/trade/orders/order';
import type { AccountState } from './account-state';
import type { SymbolRules } from './rules';
import { stepsOf } from './scaled';
import type { SymbolBook } from './symbol-book';

/** A spot order that passed the quick check, on the integer grid; `required` is what it locks (scaled units). */
export interface QuickPass {
  readonly lots: number;
  readonly ticks?: number;
  readonly required?: bigint;
}

/** Spot available balance in scaled units, or undefined when USDT also backs perpetual margin (the slow path). */
export function availableScaled(a: AccountState, token: string): bigint | undefined {
  if (a.margin?.on) return undefined; // spot margin may borrow: order-context.ts's `marginAvailable`
  if (token === 'USDT') {
    if (a.marginOrders.size > 0) return undefined;
    for (const p of a.positions.values()) if (p.holding !== '0') return undefined;
  }
  const b = a.balance(token);
  const free = b.h - b.f;
  return free > 0n ? free : 0n;
}

type Band = SymbolRules['grid']['bid'];

/** price ≤ mid × cap and price ≥ mid × floor, with mid = (bid + ask) / 2 ticks: all in safe integers or undefined. */
function inBand(ticks: number, sum: number, band: Band): boolean | undefined {
  const { cap, floor } = band;
  const high = ticks * 2 * cap.pow;
  const low = ticks * 2 * floor.pow;
  const capAt = sum * cap.int;
  const floorAt = sum * floor.int;
  if (![high, low, capAt, floorAt].every(Number.isSafeInteger)) return undefined;
  return high <= capAt && low >= floorAt;
}

/**
 * The integer twin of the shared `validateOrder` for the common spot LIMIT/priced and MARKET-by-quantity orders.
 * It only ever says "passes": it returns undefined whenever the order might be refused or is outside what it
 * covers (perpetuals, reduce-only, market buys by amount, a book without both sides, non-plain numbers, USDT that
 * backs margin), and the caller then runs `validateOrder` itself, so refusals (codes, messages) always come from the
 * shared rule. Same checks, in decimal terms: price on the tick and within [quoteMin, quoteMax]; quantity on the
 * step and within [baseMin, baseMax]; price (or the mid) × quantity ≥ minNotional; price within the band around the
 * mid; what the order locks ≤ what is available.
 */
export function quickCheck(a: AccountState, sr: SymbolRules, book: SymbolBook, req: OrderRequest, priced: boolean): QuickPass | undefined {
  if (sr.perp || req.reduceOnly || req.quantity === undefined) return undefined;
  const g = sr.grid;
  const lots = stepsOf(req.quantity, g.step);
  if (lots === undefined || lots < g.minLots || lots > g.maxLots) return undefined;
  const bid = book.bestTicks(true);
  const ask = book.bestTicks(false);
  if (bid === undefined || ask === undefined) return undefined;
  const sum = bid + ask;
  const isBid = req.side === 'BUY';
  const { base, quote } = sr.instrument;
  if (priced) {
    const ticks = stepsOf(req.price, g.tick);
    if (ticks === undefined || ticks < g.minTicks || ticks > g.maxTicks) return undefined;
    const units = ticks * lots;
    if (!Number.isSafeInteger(units) || units < g.minUnits) return undefined;
    if (inBand(ticks, sum, isBid ? g.bid : g.ask) !== true) return undefined;
    const required = isBid ? BigInt(units) * g.unitScaled : g.size.scaled(lots);
    const available = availableScaled(a, isBid ? quote : base);
    return available !== undefined && required <= available ? { lots, ticks, required } : undefined;
  }
  const atMid = sum * lots;
  if (!Number.isSafeInteger(atMid) || atMid < g.minUnits2) return undefined;
  if (!isBid) {
    const required = g.size.scaled(lots);
    const available = availableScaled(a, base);
    return available !== undefined && required <= available ? { lots, required } : undefined;
  }
  const walk = book.walk(true, lots);
  if (walk.lots === 0) return { lots };
  if (walk.lots !== lots) return undefined;
  const required = BigInt(walk.units) * g.unitScaled;
  const available = availableScaled(a, quote);
  return available !== undefined && required <= available ? { lots, required } : undefined;
}
