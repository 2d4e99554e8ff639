import Decimal from 'decimal.js';

/** Callback rate limits of a trailing stop: 0.1 % to 5 % (as fractions 0.001 … 0.05). */
export const CALLBACK_RATE_MIN = new Decimal('0.001');
export const CALLBACK_RATE_MAX = new Decimal('0.05');

/** A trailing stop's callback: a rate (fraction of the extreme) or a fixed value (quote). */
export type Callback = { readonly rate: Decimal.Value } | { readonly value: Decimal.Value };

export interface TrailingParams {
  /** The order side: a SELL trails below the highest price (protects a long), a BUY above the lowest. */
  readonly side: 'BUY' | 'SELL';
  readonly callback: Callback;
  /** Optional: a SELL activates once the price is at or above it, a BUY at or below; without it, at once. */
  readonly activationPrice?: Decimal.Value;
  readonly tick: Decimal.Value;
}

/** The moving state: whether it is activated and the best extreme seen since (highest for a SELL, lowest for a BUY). */
export interface TrailingState {
  readonly activated: boolean;
  readonly extreme: string | null;
}

export interface TrailingStep {
  readonly state: TrailingState;
  /** The current trigger on the tick (null before activation). */
  readonly trigger: string | null;
  readonly fires: boolean;
}

/** Why a callback is refused (undefined when valid). */
export function callbackRefusal(callback: Callback): string | undefined {
  if ('rate' in callback) {
    const rate = new Decimal(callback.rate);
    if (rate.lt(CALLBACK_RATE_MIN) || rate.gt(CALLBACK_RATE_MAX)) return 'callbackRate: must be between 0.001 (0.1%) and 0.05 (5%)';
    return undefined;
  }
  return new Decimal(callback.value).gt(0) ? undefined : 'callbackValue: must be more than 0';
}

export const initialTrailing = (): TrailingState => ({ activated: false, extreme: null });

/**
 * The trigger for an extreme: a SELL's is extreme − callback, a BUY's extreme + callback, rounded to the tick AWAY
 * from the extreme (down for a SELL, up for a BUY), so the stop never fires before the full callback.
 */
export function trailingTrigger(extreme: Decimal.Value, p: TrailingParams): Decimal {
  const x = new Decimal(extreme);
  const distance = 'rate' in p.callback ? x.times(p.callback.rate) : new Decimal(p.callback.value);
  const raw = p.side === 'SELL' ? x.minus(distance) : x.plus(distance);
  const tick = new Decimal(p.tick);
  return raw
    .div(tick)
    .toDecimalPlaces(0, p.side === 'SELL' ? Decimal.ROUND_DOWN : Decimal.ROUND_UP)
    .times(tick);
}

/**
 * One price (last or mark) through a trailing stop: activates it (activation price reached, or at once without one),
 * moves the extreme to the best price since activation, then says whether the price is back at the trigger (a SELL
 * fires at or below it, a BUY at or above). The activating price itself is the first extreme.
 */
export function trailingStep(state: TrailingState, price: Decimal.Value, p: TrailingParams): TrailingStep {
  const px = new Decimal(price);
  const sell = p.side === 'SELL';
  let { activated, extreme } = state;
  if (!activated) {
    const reached = p.activationPrice === undefined || (sell ? px.gte(p.activationPrice) : px.lte(p.activationPrice));
    if (!reached) return { state, trigger: null, fires: false };
    activated = true;
    extreme = px.toFixed();
  } else if (extreme === null || (sell ? px.gt(extreme) : px.lt(extreme))) {
    extreme = px.toFixed();
  }
  const trigger = trailingTrigger(extreme!, p);
  const fires = sell ? px.lte(trigger) : px.gte(trigger);
  return { state: { activated, extreme }, trigger: trigger.toFixed(), fires };
}

/** A callback rate typed in percent ("1.5") as the exchange's fraction ("0.015"); undefined when not a number. */
export function callbackFraction(percent: string): string | undefined {
  const v = percent.trim();
  return /^(?:\d+\.?\d*|\.\d+)$/.test(v) ? new Decimal(v).div(100).toFixed() : undefined;
}
