import Decimal from 'decimal.js';
import type { OrderSide } from '../../src/domain/trade/orders/order';
import { callbackRefusal } from '../../src/domain/trade/algo/trailing-stop';
import { OrderRefusalCode, validateOrder, type ValidationContext } from '../../src/domain/trade/orders/order-validation';
import { ApiError, ErrorCodes } from '../http/api-error';
import { algoPositionSide, closesPosition, holdingOf } from './algo-position-side';
import type { AlgoOrderType, AlgoRecord, AlgoType, TriggerPriceType } from './algo-records';
import type { PositionSide } from './records';
import { callbackOf, tpSlTriggerRefusal } from './algo-triggers';
import type { SymbolRules } from './rules';
import { TradeCodes, type TradingEngine } from './trading-engine';
import { englishRefusal } from '../http/refusal-english';

/** One algo order of a `POST /v3/trade/algoOrder` body (a BRACKET's or POSITIONAL_TP_SL's children have the same fields). */
export interface AlgoChildInput {
  readonly algoType: string;
  readonly side?: OrderSide;
  readonly type?: AlgoOrderType;
  readonly triggerPrice?: string;
  readonly triggerPriceType?: TriggerPriceType;
  readonly price?: string;
  readonly quantity?: string;
  readonly reduceOnly?: boolean;
  /** BOTH (one-way), LONG or SHORT (hedge mode, required there for perpetuals). */
  readonly positionSide?: PositionSide;
  readonly childOrders?: readonly AlgoChildInput[];
}

export interface AlgoPlaceInput extends AlgoChildInput {
  readonly symbol: string;
  readonly clientOrderId?: string;
  readonly callbackRate?: string;
  readonly callbackValue?: string;
  readonly activatedPrice?: string;
}

export const refuse = (code: number, message: string): ApiError => new ApiError(code, message);

/** A new record's fields before the caller's (id and root given by the caller). */
export function blankAlgo(
  userId: number,
  symbol: string,
  algoType: AlgoType,
  now: number,
): Omit<AlgoRecord, 'algoOrderId' | 'rootAlgoOrderId'> {
  return {
    parentAlgoOrderId: 0,
    userId,
    clientOrderId: '0',
    symbol,
    algoType,
    side: 'BUY',
    type: 'MARKET',
    quantity: '0',
    price: null,
    triggerPrice: '0',
    triggerPriceType: 'MARKET_PRICE',
    reduceOnly: false,
    algoStatus: 'NEW',
    isTriggered: false,
    triggerTime: 0,
    triggeredPrice: '0',
    orderId: 0,
    executed: '0',
    averagePrice: '0',
    reason: '',
    createdTime: now,
    updatedTime: now,
    callbackRate: null,
    callbackValue: null,
    activatedPrice: null,
    isActivated: true,
    extreme: null,
    armed: true,
    positionSide: 'BOTH',
  };
}

/** A price on the tick and more than 0 (-1103 otherwise), as a plain decimal string. */
export function onTick(sr: SymbolRules, value: string | undefined, field: string): string {
  if (value === undefined) throw refuse(ErrorCodes.InvalidParameter, `${field}: is required`);
  const d = new Decimal(value);
  if (d.lte(0)) throw refuse(OrderRefusalCode.PriceTick, `${field}: must be more than 0`);
  if (!d.mod(sr.tick).isZero()) throw refuse(OrderRefusalCode.PriceTick, `${field}: must be a multiple of the tick ${sr.rules.quoteTick}`);
  return d.toFixed();
}

/** A size on the step and at least the minimum (-1104 / -1102 style), as a plain decimal string. */
export function onStep(sr: SymbolRules, value: string | undefined, field = 'quantity'): string {
  if (value === undefined) throw refuse(ErrorCodes.InvalidParameter, `${field}: is required`);
  const d = new Decimal(value);
  if (d.lte(0)) throw refuse(OrderRefusalCode.QuantityStep, `${field}: must be more than 0`);
  if (!d.mod(sr.step).isZero())
    throw refuse(OrderRefusalCode.QuantityStep, `${field}: must be a multiple of the step size ${sr.rules.baseTick}`);
  if (d.lt(sr.rules.baseMin)) throw refuse(OrderRefusalCode.QuantityStep, `${field}: must be at least ${sr.rules.baseMin}`);
  if (d.gt(sr.rules.baseMax)) throw refuse(OrderRefusalCode.QuantityTooHigh, `${field}: must be at most ${sr.rules.baseMax}`);
  return d.toFixed();
}

/** The reference price of a trigger type: the last trade, or the mark (perpetuals only). */
export function referenceOf(trading: TradingEngine, symbol: string, type: TriggerPriceType): Decimal {
  return type === 'MARK_PRICE' ? trading.markPrice(symbol) : new Decimal(trading.market.symbolState(symbol)?.close ?? 0);
}

export const referenceName = (type: TriggerPriceType): string => (type === 'MARK_PRICE' ? 'mark price' : 'last price');

export function triggerType(sr: SymbolRules, value: TriggerPriceType | undefined): TriggerPriceType {
  const t = value ?? 'MARKET_PRICE';
  if (t === 'MARK_PRICE' && !sr.perp) throw refuse(ErrorCodes.InvalidParameter, 'triggerPriceType: MARK_PRICE is for perpetuals only');
  return t;
}

export { holdingOf };

/** Funds a would-be child needs now (spot: what it would freeze; perpetual: its initial margin), reduce-only none. */
export function fundsContext(
  trading: TradingEngine,
  userId: number,
  symbol: string,
  side: OrderSide,
  quantity: string,
  price: string,
  reduceOnly: boolean,
): ValidationContext {
  const a = trading.account(userId);
  const sr = trading.rules(symbol);
  const notional = new Decimal(price).times(quantity);
  if (sr.perp) {
    if (reduceOnly) return { midPrice: price };
    return {
      midPrice: price,
      funds: {
        asset: 'USDT',
        required: notional.div(a.setting(symbol).leverage).toFixed(),
        available: trading.available(a, 'USDT').toFixed(),
      },
    };
  }
  const asset = side === 'BUY' ? sr.instrument.quote : sr.instrument.base;
  const required = side === 'BUY' ? notional : new Decimal(quantity);
  return { midPrice: price, funds: { asset, required: required.toFixed(), available: trading.available(a, asset).toFixed() } };
}

/** The shared order validation for the child an algo would place (funds now, band around `price`). */
export function checkChild(
  trading: TradingEngine,
  userId: number,
  input: { symbol: string; side: OrderSide; type: 'LIMIT' | 'MARKET'; quantity: string; price?: string; reduceOnly: boolean },
  around: string,
): void {
  const sr = trading.rules(input.symbol);
  const child = {
    symbol: input.symbol,
    side: input.side,
    type: input.type,
    price: input.price,
    quantity: input.quantity,
    reduceOnly: input.reduceOnly,
  };
  const refusal = validateOrder(
    child,
    sr.rules,
    fundsContext(trading, userId, input.symbol, input.side, input.quantity, input.price ?? around, input.reduceOnly),
  );
  if (refusal) throw refuse(refusal.code, englishRefusal(refusal.refusal));
}

/** STOP and TRAILING_STOP: the fields of one record (validated; a hedge-mode closing child is checked as reduce-only). */
export function singleAlgo(trading: TradingEngine, userId: number, input: AlgoPlaceInput, sr: SymbolRules): Partial<AlgoRecord> {
  const side = input.side ?? refusedSide();
  const triggerPriceType = triggerType(sr, input.triggerPriceType);
  if (input.reduceOnly === true && !sr.perp)
    throw refuse(ErrorCodes.InvalidParameter, 'reduceOnly: only perpetual orders can be reduce-only');
  const positionSide = algoPositionSide(trading, userId, input.symbol, input);
  const reduceOnly = input.reduceOnly === true || closesPosition(side, positionSide);
  const type = input.type ?? 'MARKET';
  if (type === 'CLOSE_POSITION') throw refuse(ErrorCodes.InvalidParameter, `type: CLOSE_POSITION is for TAKE_PROFIT / STOP_LOSS`);
  if (input.algoType === 'TRAILING_STOP') {
    if (type !== 'MARKET') throw refuse(ErrorCodes.InvalidParameter, 'type: a trailing stop places a MARKET order');
    if ((input.callbackRate === undefined) === (input.callbackValue === undefined))
      throw refuse(ErrorCodes.InvalidParameter, 'callbackRate or callbackValue: give exactly one');
    const callback = { callbackRate: input.callbackRate ?? null, callbackValue: input.callbackValue ?? null };
    const why = callbackRefusal(callbackOf(callback));
    if (why) throw refuse(ErrorCodes.InvalidParameter, why);
    const activatedPrice = input.activatedPrice !== undefined ? onTick(sr, input.activatedPrice, 'activatedPrice') : null;
    const quantity = new Decimal(input.quantity ?? '0').toFixed();
    const around = activatedPrice ?? referenceOf(trading, input.symbol, triggerPriceType).toFixed();
    checkChild(trading, userId, { symbol: input.symbol, side, type: 'MARKET', quantity, reduceOnly }, around);
    return {
      side,
      type,
      quantity,
      triggerPriceType,
      reduceOnly,
      positionSide,
      ...callback,
      activatedPrice,
      isActivated: false,
      extreme: null,
    };
  }
  const triggerPrice = onTick(sr, input.triggerPrice, 'triggerPrice');
  if (type === 'LIMIT' && input.price === undefined) throw refuse(ErrorCodes.InvalidParameter, 'price: is required for a LIMIT stop');
  const price = type === 'LIMIT' ? new Decimal(input.price!).toFixed() : null;
  const quantity = new Decimal(input.quantity ?? '0').toFixed();
  checkChild(trading, userId, { symbol: input.symbol, side, type, quantity, price: price ?? undefined, reduceOnly }, price ?? triggerPrice);
  return { side, type, quantity, price, triggerPrice, triggerPriceType, reduceOnly, positionSide };
}

function refusedSide(): never {
  throw refuse(ErrorCodes.InvalidParameter, 'side: is required');
}

/**
 * A reduce-only TAKE_PROFIT / STOP_LOSS closing a position (standalone, or a POSITIONAL_TP_SL child): perpetuals only,
 * the trigger on the tick and not already crossed at the reference, the quantity (a part) or the whole position
 * (CLOSE_POSITION without quantity).
 */
export function tpSlAlgo(
  trading: TradingEngine,
  userId: number,
  symbol: string,
  input: AlgoChildInput,
  closing: OrderSide | undefined,
  positionSide: PositionSide,
): Partial<AlgoRecord> {
  const sr = trading.rules(symbol);
  if (!sr.perp) throw refuse(ErrorCodes.InvalidParameter, `algoType ${input.algoType}: perpetuals only`);
  const side = input.side ?? closing ?? refusedSide();
  if (closing !== undefined && side !== closing)
    throw refuse(ErrorCodes.InvalidParameter, `side: must be ${closing} to close the position`);
  const triggerPriceType = triggerType(sr, input.triggerPriceType);
  const triggerPrice = onTick(sr, input.triggerPrice, 'triggerPrice');
  const type = input.type ?? (input.quantity === undefined ? 'CLOSE_POSITION' : 'MARKET');
  const price = type === 'LIMIT' ? onTick(sr, input.price, 'price') : null;
  const quantity = input.quantity !== undefined ? onStep(sr, input.quantity) : type === 'CLOSE_POSITION' ? '0' : onStep(sr, undefined);
  const record = { algoType: input.algoType as AlgoType, side, triggerPrice };
  const why = tpSlTriggerRefusal(record, referenceOf(trading, symbol, triggerPriceType), referenceName(triggerPriceType));
  if (why) throw refuse(ErrorCodes.InvalidParameter, why);
  return { ...record, type, price, quantity, triggerPriceType, reduceOnly: true, positionSide };
}

/** The side that closes the account's position (hedge mode: the LONG or the SHORT), refused (-1012) when there is none. */
export function closingSide(trading: TradingEngine, userId: number, symbol: string, positionSide: PositionSide = 'BOTH'): OrderSide {
  const held = holdingOf(trading, userId, symbol, positionSide);
  const which = positionSide === 'BOTH' ? '' : `${positionSide} `;
  if (held.isZero()) throw refuse(TradeCodes.Rejected, `No open ${which}position on ${symbol} to take profit or stop loss on`);
  return held.gt(0) ? 'SELL' : 'BUY';
}

/** The TP/SL children of a BRACKET or POSITIONAL_TP_SL (a nested POSITIONAL_TP_SL's are taken up): at most one of each. */
export function tpSlChildren(children: readonly AlgoChildInput[] | undefined): AlgoChildInput[] {
  const flat = (children ?? []).flatMap((c) => (c.algoType === 'POSITIONAL_TP_SL' ? (c.childOrders ?? []) : [c]));
  if (flat.length === 0) throw refuse(ErrorCodes.InvalidParameter, 'childOrders: give a TAKE_PROFIT, a STOP_LOSS or both');
  for (const c of flat)
    if (c.algoType !== 'TAKE_PROFIT' && c.algoType !== 'STOP_LOSS')
      throw refuse(ErrorCodes.InvalidParameter, `childOrders: ${c.algoType} cannot be a child here`);
  if (new Set(flat.map((c) => c.algoType)).size !== flat.length)
    throw refuse(ErrorCodes.InvalidParameter, 'childOrders: at most one TAKE_PROFIT and one STOP_LOSS');
  return flat;
}
