import Decimal from 'decimal.js';
import type { CopySettings } from './copy-settings';

/**
 * How a lead trader's fill becomes a copier's order (pure, decimal.js; ADR "copy trading").
 *
 * Opening (the fill opens or adds to the lead's position):
 * - FIXED_AMOUNT: notional = fill notional ÷ lead's equity × copy amount (the copier puts the same share of the
 *   copy's amount at work as the lead puts of its equity), quantity = notional ÷ fill price;
 * - FIXED_RATIO: quantity = fill quantity × ratio.
 * Then the caps, in this order: the settings' max amount per order (notional), and the copy's room: the copy's open
 * notional may not exceed amount × leverage. The quantity is floored to the symbol's step; under the minimum → skip.
 * Closing (the fill reduces the lead's position): the copy reduces its own copied position by the same fraction
 * (fill quantity ÷ lead's position before the fill), at most what it holds; no caps (closing never adds risk).
 */
export type CopySkip = 'SYMBOL_NOT_COPIED' | 'BELOW_MINIMUM' | 'NO_ROOM' | 'SLIPPAGE' | 'NOTHING_TO_CLOSE' | 'LEAD_EQUITY' | 'REFUSED';

export interface OpenInput {
  readonly settings: CopySettings;
  readonly fillQuantity: string;
  readonly fillPrice: string;
  /** The lead's equity in USDT (FIXED_AMOUNT's base). */
  readonly leadEquity: string;
  /** The leverage the copied position gets (the lead's when FOLLOW, else the settings'). */
  readonly leverage: number;
  /** The copy's open notional now (Σ |copied quantity| × entry price over its positions). */
  readonly openNotional: string;
  readonly step: string;
  readonly minQuantity: string;
  readonly minNotional: string;
}

export type Sized = { readonly quantity: string; readonly capped?: 'MAX_ORDER_AMOUNT' | 'ROOM' } | { readonly skip: CopySkip };

const floorTo = (v: Decimal, step: string): Decimal => v.div(step).floor().times(step);

/** The copier's quantity for an opening fill, with the cap that cut it, or why nothing is copied. */
export function openingQuantity(i: OpenInput): Sized {
  const price = new Decimal(i.fillPrice);
  let quantity: Decimal;
  if (i.settings.mode === 'FIXED_AMOUNT') {
    const equity = new Decimal(i.leadEquity);
    if (equity.lte(0)) return { skip: 'LEAD_EQUITY' };
    // (fill quantity × price ÷ equity × amount) ÷ price
    quantity = new Decimal(i.fillQuantity).times(i.settings.amount).div(equity);
  } else {
    quantity = new Decimal(i.fillQuantity).times(i.settings.ratio ?? '0');
  }
  let capped: 'MAX_ORDER_AMOUNT' | 'ROOM' | undefined;
  if (i.settings.maxOrderAmount !== undefined) {
    const most = new Decimal(i.settings.maxOrderAmount).div(price);
    if (quantity.gt(most)) {
      quantity = most;
      capped = 'MAX_ORDER_AMOUNT';
    }
  }
  const room = new Decimal(i.settings.amount).times(i.leverage).minus(i.openNotional);
  if (room.lte(0)) return { skip: 'NO_ROOM' };
  if (quantity.times(price).gt(room)) {
    quantity = room.div(price);
    capped = 'ROOM';
  }
  const q = floorTo(quantity, i.step);
  if (q.lt(i.minQuantity) || q.times(price).lt(i.minNotional) || q.lte(0)) return { skip: capped === 'ROOM' ? 'NO_ROOM' : 'BELOW_MINIMUM' };
  return capped ? { quantity: q.toFixed(), capped } : { quantity: q.toFixed() };
}

/** The copier's quantity for a closing fill: its copied position × fill ÷ the lead's position before the fill. */
export function closingQuantity(copied: string, fillQuantity: string, leadPositionBefore: string, step: string): Sized {
  const held = new Decimal(copied).abs();
  const before = new Decimal(leadPositionBefore).abs();
  if (held.isZero() || before.isZero()) return { skip: 'NOTHING_TO_CLOSE' };
  const fraction = Decimal.min(new Decimal(fillQuantity).div(before), 1);
  // the lead closing all: the copy closes all (no dust left by the flooring)
  const q = fraction.eq(1) ? held : floorTo(held.times(fraction), step);
  return q.gt(0) ? { quantity: q.toFixed() } : { skip: 'NOTHING_TO_CLOSE' };
}

/**
 * The entry slippage of a copy: how much worse the copier's average price (the book walk) is than the lead's fill
 * price, as a fraction (a better price is 0).
 */
export function entrySlippage(side: 'BUY' | 'SELL', leadPrice: string, walkPrice: string): string {
  const lead = new Decimal(leadPrice);
  const worse = side === 'BUY' ? new Decimal(walkPrice).minus(lead) : lead.minus(walkPrice);
  return Decimal.max(worse, 0).div(lead).toFixed();
}

/** Whether the copy is skipped for slippage: beyond the copier's max entry slippage. */
export const slippageExceeded = (side: 'BUY' | 'SELL', leadPrice: string, walkPrice: string, maxSlippage: string): boolean =>
  new Decimal(entrySlippage(side, leadPrice, walkPrice)).gt(maxSlippage);
