import Decimal from 'decimal.js';
import { symbolTokens, type OrderRequest } from './order';

/**
 * What a spot order locks while it rests, and in which token: a buy locks price × quantity of the quote token (a
 * market buy by amount locks the amount; a market buy by quantity locks quantity × `referencePrice`, the price the
 * book would give), a sell locks its quantity of the base token.
 */
export function spotFunds(order: OrderRequest, referencePrice?: string): { readonly asset: string; readonly required: string } {
  const { base, quote } = symbolTokens(order.symbol);
  if (order.side === 'SELL') return { asset: base, required: new Decimal(order.quantity ?? '0').toString() };
  if (order.amount !== undefined && order.quantity === undefined) return { asset: quote, required: new Decimal(order.amount).toString() };
  const price = order.price ?? referencePrice ?? '0';
  return { asset: quote, required: new Decimal(price).times(order.quantity ?? '0').toString() };
}
