import Decimal from 'decimal.js';
import type { InstrumentInfo } from '../../market/instrument';
import type { TpSlChildRequest } from '../algo/algo-order';
import type { TriggerPriceType } from '../algo/tp-sl';
import { callbackFraction } from '../algo/trailing-stop';
import { isPerpSymbol, type OrderRequest, type OrderSide, type OrderType } from './order';
import type { TradingRules } from './trading-rules';

/**
 * The order form's model: what the user chose, and the pure rules that turn it into the
 * exchange's request. Amounts are decimal strings as typed; an empty string means "not given".
 */
export type FormOrderKind = 'LIMIT' | 'MARKET' | 'STOP_LIMIT' | 'STOP_MARKET' | 'TRAILING_STOP' | 'SCALED';

/** How a limit order lives in the book: good till cancelled, post-only, immediate-or-cancel, fill-or-kill. */
export type TimeInForce = 'GTC' | 'POST_ONLY' | 'IOC' | 'FOK';

/** The size field's unit: the base token (BTC) or the quote token (USDT). */
export type FormSizeUnit = 'base' | 'quote';

export interface OrderFormState {
  readonly symbol: string;
  readonly side: OrderSide;
  readonly kind: FormOrderKind;
  /** The limit price (LIMIT, STOP_LIMIT). */
  readonly price: string;
  /** The stop's trigger price (STOP_LIMIT, STOP_MARKET). */
  readonly triggerPrice: string;
  readonly size: string;
  readonly sizeUnit: FormSizeUnit;
  /** LIMIT only. */
  readonly timeInForce: TimeInForce;
  /** Perpetuals only. */
  readonly reduceOnly: boolean;
  /** LIMIT only: visibleQuantity '0'. */
  readonly hidden: boolean;
  /** Perpetuals in hedge mode: the position the order opens or closes (see `hedgeOrder`). */
  readonly positionSide?: 'LONG' | 'SHORT';
  /** Stops and trailing stops: what the trigger compares with (last trade by default, or the mark). */
  readonly triggerPriceType?: TriggerPriceType;
  /** TRAILING_STOP: the callback rate in percent (0.1 … 5); `triggerPrice` is then the optional activation price. */
  readonly callbackRate?: string;
  /** LIMIT / MARKET on perpetuals: TP and/or SL attached (sent as a BRACKET). */
  readonly tpSl?: readonly TpSlChildRequest[];
}

/** `POST /v3/trade/algoOrder` for a stop: when the trigger is reached, a LIMIT (at `price`) or MARKET order. */
export interface StopOrderRequest {
  readonly symbol: string;
  readonly side: OrderSide;
  /** A TRAILING_STOP's `triggerPrice` is its activation price ('' = activated at once). */
  readonly algoType: 'STOP' | 'TRAILING_STOP';
  readonly triggerPriceType?: TriggerPriceType;
  /** TRAILING_STOP: the callback as a fraction (0.001 … 0.05). */
  readonly callbackRate?: string;
  readonly type: 'LIMIT' | 'MARKET';
  readonly triggerPrice: string;
  readonly price?: string;
  readonly quantity: string;
  readonly reduceOnly?: boolean;
  readonly clientOrderId?: string;
  /** Hedge mode: the position the stop's order opens or closes. */
  readonly positionSide?: 'LONG' | 'SHORT';
}

/** What the form places: an order, or a stop through the algo call. */
export type FormRequest =
  | { readonly kind: 'order'; readonly order: OrderRequest; readonly attached?: readonly TpSlChildRequest[] }
  | { readonly kind: 'algo'; readonly order: StopOrderRequest };

export const SIZE_PERCENTS = [25, 50, 75, 100] as const;

const NUMBER = /^(?:\d+\.?\d*|\.\d+)$/;

/** A typed amount as a Decimal, or undefined when it is not a non-negative number. */
export function decimalOf(value: string | undefined): Decimal | undefined {
  if (value === undefined || !NUMBER.test(value.trim())) return undefined;
  return new Decimal(value.trim());
}

/** Rounds down to a multiple of `step` (a step ≤ 0 leaves the value as is). */
export function floorToStep(value: Decimal.Value, step: string): string {
  const s = new Decimal(step);
  const v = new Decimal(value);
  if (s.lte(0)) return v.toString();
  return v.div(s).floor().times(s).toString();
}

/** Rounds to the nearest multiple of `tick` (halves away from zero). */
export function roundToTick(value: Decimal.Value, tick: string): string {
  const t = new Decimal(tick);
  if (t.lte(0)) return new Decimal(value).toString();
  return new Decimal(value).div(t).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(t).toString();
}

/**
 * The arrow keys on the price: one tick up or down from a price on the tick; a price off the tick goes to the next
 * tick in that direction. Never below one tick. An empty price starts from `fallback` (the mid or last price).
 */
export function stepPrice(price: string, tick: string, direction: 1 | -1, fallback?: string): string | undefined {
  const current = decimalOf(price) ?? decimalOf(fallback);
  if (!current) return undefined;
  const t = new Decimal(tick);
  if (t.lte(0)) return current.toString();
  const ticks = current.div(t);
  const next = ticks.isInteger() ? ticks.plus(direction) : direction > 0 ? ticks.ceil() : ticks.floor();
  return Decimal.max(next.times(t), t).toString();
}

/** What sizing by a share of the account reads. */
export interface SizingContext {
  readonly symbol: string;
  readonly side: OrderSide;
  /** The price the size is for: the limit price, or the reference price for market orders. */
  readonly price: string | undefined;
  readonly availableBase: string;
  readonly availableQuote: string;
  /** Perpetuals: the account's free collateral and the symbol's leverage. */
  readonly freeCollateral?: string;
  readonly leverage?: string;
  readonly baseTick: string;
}

/**
 * The base quantity for `percent` of what is available, rounded DOWN to the step: a spot buy spends the
 * available quote ÷ price, a spot sell sells the available base, a perpetual uses free collateral × leverage ÷
 * price. Undefined when the price a quantity needs is unknown.
 */
export function quantityForPercent(percent: number, ctx: SizingContext): string | undefined {
  const share = new Decimal(percent).div(100);
  if (!isPerpSymbol(ctx.symbol) && ctx.side === 'SELL') return floorToStep(new Decimal(ctx.availableBase).times(share), ctx.baseTick);
  const price = decimalOf(ctx.price);
  if (!price || price.isZero()) return undefined;
  const budget = isPerpSymbol(ctx.symbol)
    ? new Decimal(ctx.freeCollateral ?? '0').times(ctx.leverage ?? '1')
    : new Decimal(ctx.availableQuote);
  return floorToStep(budget.times(share).div(price), ctx.baseTick);
}

/** "Max": 100 % of what is available. */
export function maxQuantity(ctx: SizingContext): string | undefined {
  return quantityForPercent(100, ctx);
}

/** The share (0–100, whole percent) a base quantity is of the maximum, for the slider. */
export function percentOfMax(quantity: string | undefined, max: string | undefined): number {
  const q = decimalOf(quantity);
  const m = decimalOf(max);
  if (!q || !m || m.isZero()) return 0;
  return Math.min(100, q.div(m).times(100).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber());
}

const isStop = (kind: FormOrderKind): boolean => kind === 'STOP_LIMIT' || kind === 'STOP_MARKET' || kind === 'TRAILING_STOP';
const isLimitPriced = (kind: FormOrderKind): boolean => kind === 'LIMIT' || kind === 'STOP_LIMIT';

/** The v3 type of a plain order: LIMIT by its time in force (POST_ONLY, IOC, FOK), or MARKET. */
export function orderTypeOf(kind: FormOrderKind, timeInForce: TimeInForce): OrderType {
  if (kind === 'MARKET' || kind === 'STOP_MARKET' || kind === 'TRAILING_STOP') return 'MARKET';
  if (kind === 'LIMIT' && timeInForce !== 'GTC') return timeInForce;
  return 'LIMIT';
}

/** Whether the order would pay the maker rate (a resting limit or post-only) or the taker rate. */
export function paysMaker(kind: FormOrderKind, timeInForce: TimeInForce): boolean {
  const type = orderTypeOf(kind, timeInForce);
  return type === 'LIMIT' || type === 'POST_ONLY';
}

/**
 * The base quantity the form means: the size in base, or the quote size ÷ price rounded down to the step. A market
 * buy sized in quote is sent as an `amount` instead (see `buildRequest`).
 */
export function baseQuantity(state: OrderFormState, rules: Pick<TradingRules, 'baseTick'>, referencePrice?: string): string | undefined {
  const size = decimalOf(state.size);
  if (!size) return undefined;
  if (state.sizeUnit === 'base') return size.toString();
  const byTrigger = state.kind === 'STOP_MARKET' || (state.kind === 'TRAILING_STOP' && state.triggerPrice.trim() !== '');
  const price = decimalOf(isLimitPriced(state.kind) ? state.price : byTrigger ? state.triggerPrice : referencePrice);
  if (!price || price.isZero()) return undefined;
  return floorToStep(size.div(price), rules.baseTick);
}

/**
 * The exchange request of the form's state: LIMIT (with POST_ONLY / IOC / FOK as its type, hidden as
 * visibleQuantity '0'), MARKET (a buy sized in quote as `amount`), or a STOP through the algo call. Reduce-only
 * only on perpetuals. Fields that are not numbers are passed as typed, so validation names them.
 */
export function buildRequest(state: OrderFormState, rules: Pick<TradingRules, 'baseTick'>, referencePrice?: string): FormRequest {
  const perp = isPerpSymbol(state.symbol);
  const reduceOnly = perp && state.reduceOnly ? { reduceOnly: true } : {};
  const hedge = perp && state.positionSide ? { positionSide: state.positionSide } : {};
  const quantity = baseQuantity(state, rules, referencePrice) ?? state.size.trim();
  const trigger = perp && state.triggerPriceType === 'MARK_PRICE' ? { triggerPriceType: state.triggerPriceType } : {};
  if (isStop(state.kind)) {
    const limit = state.kind === 'STOP_LIMIT';
    const trailing =
      state.kind === 'TRAILING_STOP'
        ? {
            algoType: 'TRAILING_STOP' as const,
            callbackRate: callbackFraction(state.callbackRate ?? '') ?? (state.callbackRate ?? '').trim(),
          }
        : { algoType: 'STOP' as const };
    return {
      kind: 'algo',
      order: {
        symbol: state.symbol,
        side: state.side,
        ...trailing,
        type: limit ? 'LIMIT' : 'MARKET',
        triggerPrice: state.triggerPrice.trim(),
        ...(limit ? { price: state.price.trim() } : {}),
        quantity,
        ...reduceOnly,
        ...trigger,
        ...hedge,
      },
    };
  }
  const attached = perp && state.tpSl && state.tpSl.length > 0 ? { attached: state.tpSl } : {};
  if (state.kind === 'MARKET') {
    const byAmount = state.side === 'BUY' && state.sizeUnit === 'quote' && !attached.attached;
    return {
      kind: 'order',
      ...attached,
      order: {
        symbol: state.symbol,
        side: state.side,
        type: 'MARKET',
        ...(byAmount ? { amount: state.size.trim() } : { quantity }),
        ...reduceOnly,
        ...hedge,
      },
    };
  }
  return {
    kind: 'order',
    ...attached,
    order: {
      symbol: state.symbol,
      side: state.side,
      type: orderTypeOf(state.kind, state.timeInForce),
      price: state.price.trim(),
      quantity,
      ...reduceOnly,
      ...(state.hidden ? { visibleQuantity: '0' } : {}),
      ...hedge,
    },
  };
}

/** The order validation checks of a stop: the order it will become (priced at the trigger for a stop-market). */
export function stopAsOrder(stop: StopOrderRequest): OrderRequest {
  return {
    symbol: stop.symbol,
    side: stop.side,
    type: stop.type,
    price: stop.type === 'LIMIT' ? stop.price : undefined,
    quantity: stop.quantity,
    reduceOnly: stop.reduceOnly,
    ...(stop.positionSide ? { positionSide: stop.positionSide } : {}),
  };
}

/**
 * The trading rules from instrument info (`price_range` is the band around the mid both ways, as the exchange's
 * v3 instruments give bid/ask cap and floor ratios of 1 ± range, to two decimals).
 */
export function tradingRulesOf(info: InstrumentInfo): TradingRules {
  const range = new Decimal(info.priceRange || '0');
  const cap = new Decimal(1).plus(range).toDecimalPlaces(2).toString();
  const floor = new Decimal(1).minus(range).toDecimalPlaces(2).toString();
  return {
    symbol: info.symbol,
    quoteTick: info.quoteTick,
    baseTick: info.baseTick,
    quoteMin: info.quoteMin,
    quoteMax: info.quoteMax,
    baseMin: info.baseMin,
    baseMax: info.baseMax,
    minNotional: info.minNotional,
    bidCapRatio: cap,
    bidFloorRatio: floor,
    askCapRatio: cap,
    askFloorRatio: floor,
  };
}
