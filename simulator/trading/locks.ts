import type { OrderEntry } from './account-state';
import type { SymbolGrid } from './rules';
import { decimalText, fromScaled, POW10, SCALE } from './scaled';

/** The decimals of what a spot order freezes, as grid integers: a sell's in lots (the size's), a buy's in price × size. */
export const lockDp = (g: SymbolGrid, entry: OrderEntry): number => (entry.record.side === 'SELL' ? g.step.dp : g.tick.dp + g.step.dp);

/**
 * What a spot order keeps frozen (`locked`, scaled) as `units × 10^-lockDp`, when it is the order's open lots (a sell)
 * or their cost at its limit (a buy) and a safe integer; else undefined (a market buy's funds, a restored order's).
 */
export function lockUnits(g: SymbolGrid, entry: OrderEntry, locked: bigint, openLots = entry.openLots): number | undefined {
  const sell = entry.record.side === 'SELL';
  if (!sell && entry.ticks === undefined) return undefined;
  const n = sell ? openLots * g.step.int : entry.ticks! * g.tick.int * openLots * g.step.int;
  if (!Number.isSafeInteger(n)) return undefined;
  // a sell's lots in scaled units are the size grid's (made once per count)
  return (sell ? g.size.scaled(openLots) : BigInt(n) * POW10[SCALE - lockDp(g, entry)]) === locked ? n : undefined;
}

/**
 * What a spot order keeps frozen, as text: written from grid integers when `lockUnits` has them, which is much
 * cheaper than formatting the bigint; anything else by `fromScaled`.
 */
export function lockedText(g: SymbolGrid, entry: OrderEntry, locked: bigint, openLots = entry.openLots): string {
  const n = lockUnits(g, entry, locked, openLots);
  return n === undefined ? fromScaled(locked) : decimalText(n, lockDp(g, entry));
}
