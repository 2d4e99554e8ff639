import type Decimal from 'decimal.js';
import { stopFires, tpSlFires } from '../../src/domain/trade/algo/tp-sl';
import { trailingStep, type Callback } from '../../src/domain/trade/algo/trailing-stop';
import type { AlgoRecord } from './algo-records';

/** A trailing stop's callback as the domain takes it. */
export const callbackOf = (r: Pick<AlgoRecord, 'callbackRate' | 'callbackValue'>): Callback =>
  r.callbackRate !== null ? { rate: r.callbackRate } : { value: r.callbackValue ?? '0' };

/** The position side a reduce-only TP/SL closes: a SELL closes a long. */
export const closedSide = (r: Pick<AlgoRecord, 'side'>): 'LONG' | 'SHORT' => (r.side === 'SELL' ? 'LONG' : 'SHORT');

/** Whether the position a reduce-only TP/SL closes is still there (a SELL's long, a BUY's short). */
export const positionOpen = (r: Pick<AlgoRecord, 'side'>, holding: Decimal): boolean =>
  closedSide(r) === 'LONG' ? holding.gt(0) : holding.lt(0);

/** Whether a waiting (armed) algo with a fixed trigger fires at `reference` (the domain's rules). */
export function fixedTriggerFires(r: AlgoRecord, reference: Decimal): boolean {
  if (r.algoType === 'TAKE_PROFIT') return tpSlFires(closedSide(r), 'TP', r.triggerPrice, reference);
  if (r.algoType === 'STOP_LOSS') return tpSlFires(closedSide(r), 'SL', r.triggerPrice, reference);
  return stopFires(r.side, r.triggerPrice, reference);
}

/**
 * Moves a trailing stop with `reference`: returns whether its visible state (activation, trigger) changed and whether
 * it fires now. The record keeps the extreme and the trigger on the tick.
 */
export function moveTrailing(r: AlgoRecord, reference: Decimal, tick: Decimal): { changed: boolean; fires: boolean } {
  const step = trailingStep({ activated: r.isActivated, extreme: r.extreme }, reference, {
    side: r.side,
    callback: callbackOf(r),
    activationPrice: r.activatedPrice ?? undefined,
    tick,
  });
  const trigger = step.trigger ?? '0';
  const changed = step.state.activated !== r.isActivated || trigger !== r.triggerPrice;
  r.isActivated = step.state.activated;
  r.extreme = step.state.extreme;
  r.triggerPrice = trigger;
  return { changed, fires: step.fires };
}

/**
 * Why a TP/SL trigger is refused at `reference` (it would fire at once: a long's TP must be above, its SL below;
 * a short's the reverse), or undefined. `what` names the reference for the message.
 */
export function tpSlTriggerRefusal(
  r: Pick<AlgoRecord, 'algoType' | 'side' | 'triggerPrice'>,
  reference: Decimal,
  what: string,
): string | undefined {
  if (r.algoType !== 'TAKE_PROFIT' && r.algoType !== 'STOP_LOSS') return undefined;
  const kind = r.algoType === 'TAKE_PROFIT' ? 'TP' : 'SL';
  if (!tpSlFires(closedSide(r), kind, r.triggerPrice, reference)) return undefined;
  const above = (closedSide(r) === 'LONG') === (kind === 'TP');
  const name = kind === 'TP' ? 'take-profit' : 'stop-loss';
  return `triggerPrice: the ${name} of a ${closedSide(r).toLowerCase()} must be ${above ? 'above' : 'below'} the ${what} ${reference.toFixed()}`;
}
