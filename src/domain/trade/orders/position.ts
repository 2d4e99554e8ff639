import Decimal from 'decimal.js';
import type { OrderSide } from './order';

/** A perpetual position: signed holding (long > 0, short < 0) and its average open price. */
export interface PositionState {
  readonly holding: string;
  readonly averageOpenPrice: string;
}

export const FLAT: PositionState = { holding: '0', averageOpenPrice: '0' };

/**
 * Applies one fill to a position. Adding to a side moves the average open price (size-weighted); reducing
 * realises PnL on the closed part at the average open price; crossing zero closes the old side and opens the
 * rest at the fill price.
 */
export function applyFill(
  position: PositionState,
  side: OrderSide,
  quantity: string,
  price: string,
): PositionState & { readonly realizedPnl: string } {
  const holding = new Decimal(position.holding);
  const avg = new Decimal(position.averageOpenPrice);
  const qty = new Decimal(quantity);
  const px = new Decimal(price);
  const signed = side === 'BUY' ? qty : qty.neg();
  const next = holding.plus(signed);
  if (holding.isZero() || holding.isNeg() === signed.isNeg()) {
    const averageOpenPrice = holding.abs().times(avg).plus(qty.times(px)).div(next.abs());
    return { holding: next.toString(), averageOpenPrice: averageOpenPrice.toString(), realizedPnl: '0' };
  }
  const closed = Decimal.min(qty, holding.abs());
  const realized = closed.times(px.minus(avg)).times(holding.isNeg() ? -1 : 1);
  if (next.isZero()) return { holding: '0', averageOpenPrice: '0', realizedPnl: realized.toString() };
  const flipped = next.isNeg() !== holding.isNeg();
  return {
    holding: next.toString(),
    averageOpenPrice: flipped ? px.toString() : avg.toString(),
    realizedPnl: realized.toString(),
  };
}
