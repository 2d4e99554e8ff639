import Decimal from 'decimal.js';
import { num, refusal, type Refusal } from '../../shared/refusal';
import type { Position } from '../orders/account';
import { isOpenStatus, type Order } from '../orders/order';
import { maxRemovableMargin } from './leverage';

/**
 * A symbol's exposure in USDT: each position's |holding| × mark price, plus each open order's price × what is left
 * of it (quantity − executed). Orders without a price or quantity (market, by amount) add nothing.
 */
export function symbolExposure(symbol: string, positions: readonly Position[], orders: readonly Order[]): Decimal {
  const held = positions
    .filter((p) => p.symbol === symbol)
    .reduce((sum, p) => sum.plus(new Decimal(p.holding).abs().times(p.markPrice)), new Decimal(0));
  return orders
    .filter((o) => o.symbol === symbol && isOpenStatus(o.status) && o.price !== null && o.quantity !== null)
    .reduce((sum, o) => sum.plus(new Decimal(o.price!).times(new Decimal(o.quantity!).minus(o.executed))), held);
}

/** How much of an isolated position's margin may be taken out (above its initial margin at the mark). */
export function positionMaxRemovable(position: Position): string {
  const notional = new Decimal(position.holding).abs().times(position.markPrice);
  return maxRemovableMargin(position.isolatedMarginAmount ?? '0', notional.toFixed(), position.leverage || 1);
}

/** An isolated-margin change as typed: the amount to send, or why it cannot go (not a positive number; a reduction above the maximum). */
export type MarginAdjustment = { readonly ok: true; readonly amount: string } | { readonly ok: false; readonly refusal: Refusal };

/** Checks an isolated-margin change before it is sent: the maximum a reduction may take is shown to 2 decimals, rounded down. */
export function marginAdjustment(position: Position, action: 'ADD' | 'REDUCE', typed: string): MarginAdjustment {
  const value = new Decimal(/^\d+(\.\d+)?$/.test(typed.trim()) ? typed.trim() : 0);
  if (value.lte(0)) return { ok: false, refusal: refusal('margin.adjustNotPositive') };
  const max = positionMaxRemovable(position);
  if (action === 'REDUCE' && value.gt(max)) return { ok: false, refusal: refusal('margin.aboveRemovable', { max: num(max, 2) }) };
  return { ok: true, amount: value.toFixed() };
}
