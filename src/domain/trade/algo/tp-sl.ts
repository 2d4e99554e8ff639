import Decimal from 'decimal.js';

/** The side of the position a TP/SL protects, and which of the two it is. */
export type PositionSide = 'LONG' | 'SHORT';
export type TpSlKind = 'TP' | 'SL';
/** What a trigger compares with: the last trade (`MARKET_PRICE`) or the mark price (`MARK_PRICE`). */
export type TriggerPriceType = 'MARKET_PRICE' | 'MARK_PRICE';

/** The side of the order that closes a position: a long is closed by a SELL, a short by a BUY. */
export const closeSideOf = (side: PositionSide): 'BUY' | 'SELL' => (side === 'LONG' ? 'SELL' : 'BUY');

/**
 * Whether a TP/SL fires at `reference` (last or mark price): a long's TP fires at or above its trigger and its SL at
 * or below; a short's TP at or below and its SL at or above.
 */
export function tpSlFires(side: PositionSide, kind: TpSlKind, trigger: Decimal.Value, reference: Decimal.Value): boolean {
  const ref = new Decimal(reference);
  const upward = (side === 'LONG') === (kind === 'TP');
  return upward ? ref.gte(trigger) : ref.lte(trigger);
}

/** Whether a plain stop fires: a BUY stop at or above its trigger, a SELL stop at or below. */
export function stopFires(orderSide: 'BUY' | 'SELL', trigger: Decimal.Value, reference: Decimal.Value): boolean {
  return orderSide === 'BUY' ? new Decimal(reference).gte(trigger) : new Decimal(reference).lte(trigger);
}

/**
 * A TP/SL asked for by its trigger price, by a percentage or by a PnL amount. `percent` is the ROE: the PnL as a
 * percentage of the position's initial margin at `leverage` (entry × quantity ÷ leverage), so the price moves by
 * percent ÷ leverage; `pnl` is an amount of quote (USDT). Both are magnitudes: a TP's gain, an SL's loss.
 */
export type TpSlInput =
  | { readonly by: 'price'; readonly value: Decimal.Value }
  | { readonly by: 'percent'; readonly value: Decimal.Value }
  | { readonly by: 'pnl'; readonly value: Decimal.Value };

export interface TpSlContext {
  readonly side: PositionSide;
  readonly kind: TpSlKind;
  /** The entry (average open) price, or the order's price for a TP/SL attached to a new order. */
  readonly entryPrice: Decimal.Value;
  readonly quantity: Decimal.Value;
  readonly leverage: Decimal.Value;
  readonly tick: Decimal.Value;
}

/** A TP/SL's three faces: the trigger on the tick, the PnL at the trigger and the ROE % on the margin. */
export interface TpSlFigures {
  readonly triggerPrice: string;
  readonly pnl: string;
  readonly roePercent: string;
}

/** +1 when the TP/SL's trigger lies above the entry (a long's TP, a short's SL), −1 below. */
const direction = (side: PositionSide, kind: TpSlKind): 1 | -1 => ((side === 'LONG') === (kind === 'TP') ? 1 : -1);

/**
 * The trigger price for a TP/SL input, on the tick. A price is taken as given (rounded to the tick); a percent or
 * PnL is turned into a price and rounded TOWARD THE ENTRY price: an SL never loses more than asked and a TP never
 * sits further away than asked. Returns undefined when there is no valid trigger (not positive, or on the wrong side
 * of the entry: a long's TP must be above it, its SL below; a short's the reverse).
 */
export function tpSlTrigger(input: TpSlInput, c: TpSlContext): Decimal | undefined {
  const entry = new Decimal(c.entryPrice);
  const tick = new Decimal(c.tick);
  const dir = direction(c.side, c.kind);
  let raw: Decimal;
  if (input.by === 'price') raw = new Decimal(input.value);
  else if (input.by === 'percent') raw = entry.times(new Decimal(1).plus(new Decimal(input.value).div(100).div(c.leverage).times(dir)));
  else {
    const qty = new Decimal(c.quantity);
    if (qty.lte(0)) return undefined;
    raw = entry.plus(new Decimal(input.value).div(qty).times(dir));
  }
  if (input.by !== 'price' && new Decimal(input.value).lte(0)) return undefined;
  const rounding = input.by === 'price' ? Decimal.ROUND_HALF_UP : dir === 1 ? Decimal.ROUND_DOWN : Decimal.ROUND_UP;
  const trigger = raw.div(tick).toDecimalPlaces(0, rounding).times(tick);
  if (trigger.lte(0)) return undefined;
  if (dir === 1 ? trigger.lte(entry) : trigger.gte(entry)) return undefined;
  return trigger;
}

/** The PnL (quote) and ROE % of closing `quantity` at `trigger`: gain positive, loss negative; ROE to 2 decimals. */
export function tpSlFigures(trigger: Decimal.Value, c: Omit<TpSlContext, 'kind' | 'tick'>): TpSlFigures {
  const entry = new Decimal(c.entryPrice);
  const move = new Decimal(trigger).minus(entry).times(c.side === 'LONG' ? 1 : -1);
  const pnl = move.times(c.quantity);
  const margin = entry.times(c.quantity).div(c.leverage);
  const roe = margin.isZero() ? new Decimal(0) : pnl.div(margin).times(100);
  return {
    triggerPrice: new Decimal(trigger).toFixed(),
    pnl: pnl.toFixed(),
    roePercent: roe.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(),
  };
}

/** One call for the form: the trigger for the input and the other two faces computed from it (undefined when invalid). */
export function tpSlFromInput(input: TpSlInput, c: TpSlContext): TpSlFigures | undefined {
  const trigger = tpSlTrigger(input, c);
  return trigger === undefined ? undefined : tpSlFigures(trigger, c);
}
