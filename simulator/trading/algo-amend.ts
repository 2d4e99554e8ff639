import Decimal from 'decimal.js';
import { ErrorCodes } from '../http/api-error';
import { checkChild, onStep, onTick, refuse, referenceName, referenceOf } from './algo-place';
import { closesPosition } from './algo-position-side';
import type { AlgoRecord } from './algo-records';
import { tpSlTriggerRefusal } from './algo-triggers';
import type { TradingEngine } from './trading-engine';

export interface AlgoAmendInput {
  readonly algoOrderId: number;
  readonly triggerPrice?: string;
  readonly quantity?: string;
  readonly price?: string;
}

export const isRoot = (r: AlgoRecord): boolean => r.algoType === 'BRACKET' || r.algoType === 'POSITIONAL_TP_SL';
export const isTpSl = (r: AlgoRecord): boolean => r.algoType === 'TAKE_PROFIT' || r.algoType === 'STOP_LOSS';

/**
 * The amended fields of a waiting algo's trigger, quantity or LIMIT price, refused like a placement (-1103, -1104,
 * -1005). `parent` is a TP/SL's root (a bracket child not yet armed is checked against its entry's price).
 */
export function amendedFields(
  trading: TradingEngine,
  r: AlgoRecord,
  input: AlgoAmendInput,
  parent: AlgoRecord | undefined,
): Pick<AlgoRecord, 'triggerPrice' | 'quantity' | 'price'> {
  if (isRoot(r)) throw refuse(ErrorCodes.InvalidParameter, `algoType ${r.algoType}: amend its TAKE_PROFIT / STOP_LOSS children`);
  const sr = trading.rules(r.symbol);
  const next = { triggerPrice: r.triggerPrice, quantity: r.quantity, price: r.price };
  if (input.triggerPrice !== undefined) {
    if (r.algoType === 'TRAILING_STOP')
      throw refuse(ErrorCodes.InvalidParameter, "triggerPrice: a trailing stop's trigger follows the price");
    next.triggerPrice = onTick(sr, input.triggerPrice, 'triggerPrice');
  }
  if (input.quantity !== undefined) {
    if (!r.armed) throw refuse(ErrorCodes.InvalidParameter, "quantity: a bracket's TP/SL takes its entry's filled size");
    next.quantity = onStep(sr, input.quantity);
  }
  if (input.price !== undefined) {
    if (r.type !== 'LIMIT') throw refuse(ErrorCodes.InvalidParameter, `price: a ${r.type} algo order has no price`);
    next.price = onTick(sr, input.price, 'price');
  }
  if (isTpSl(r)) {
    const reference = !r.armed && parent?.price ? new Decimal(parent.price) : referenceOf(trading, r.symbol, r.triggerPriceType);
    const why = tpSlTriggerRefusal(
      { ...r, triggerPrice: next.triggerPrice },
      reference,
      r.armed ? referenceName(r.triggerPriceType) : 'entry price',
    );
    if (why) throw refuse(ErrorCodes.InvalidParameter, why);
  } else if (r.type !== 'CLOSE_POSITION') {
    const reduceOnly = r.reduceOnly || closesPosition(r.side, r.positionSide);
    checkChild(
      trading,
      r.userId,
      { symbol: r.symbol, side: r.side, type: r.type, quantity: next.quantity, price: next.price ?? undefined, reduceOnly },
      next.price ?? next.triggerPrice,
    );
  }
  return next;
}
