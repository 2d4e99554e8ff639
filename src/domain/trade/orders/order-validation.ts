import Decimal from 'decimal.js';
import { needsPrice, type OrderRequest } from './order';
import type { TradingRules } from './trading-rules';
import { num, refusal, type Refusal } from '../../shared/refusal';

/** The exchange's refusal codes for orders (trading-facts.md "Envelope, auth, limits"). */
export const OrderRefusalCode = {
  InvalidParameter: -1005,
  DuplicateClientOrderId: -1007,
  QuantityTooHigh: -1008,
  InsufficientFunds: -1101,
  MinNotional: -1102,
  PriceTick: -1103,
  QuantityStep: -1104,
  PriceBand: -1105,
} as const;
export type OrderRefusalCode = (typeof OrderRefusalCode)[keyof typeof OrderRefusalCode];

/** The form field a refusal is about, so the form can show it there. */
export type OrderField = 'price' | 'quantity' | 'amount' | 'total';

/**
 * Why an order is refused: the exchange's code, the field, the refusal naming the broken limit (the view translates
 * it; the exchange words it in English on the wire), and the limit itself.
 */
export interface OrderRefusal {
  readonly code: OrderRefusalCode;
  readonly field: OrderField;
  readonly refusal: Refusal;
  readonly limit?: string;
}

/**
 * What validation needs beyond the rules: the mid price (price band; skipped when unknown) and, when known, what
 * the order would lock against what is available (see `requiredFunds`).
 */
export interface ValidationContext {
  readonly midPrice?: string;
  /** `maxMargin`: a spot margin account's available includes what it may still borrow, named in the refusal. */
  readonly funds?: { readonly required: string; readonly available: string; readonly asset: string; readonly maxMargin?: string };
}

const POSITIVE = /^(?:\d+\.?\d*|\.\d+)$/;

function positive(value: string | undefined): Decimal | undefined {
  if (value === undefined || !POSITIVE.test(value.trim())) return undefined;
  const d = new Decimal(value.trim());
  return d.gt(0) ? d : undefined;
}

function onStep(value: Decimal, step: string): boolean {
  const s = new Decimal(step);
  return s.lte(0) || value.mod(s).eq(0);
}

/** Percent with at most two decimals, trailing zeros dropped: 0.05 → "5", 0.125 → "12.5". */
function percent(ratio: Decimal): string {
  return ratio.times(100).toDecimalPlaces(2).toString();
}

const refuse = (code: OrderRefusalCode, field: OrderField, why: Refusal, limit?: string): OrderRefusal => ({
  code,
  field,
  refusal: why,
  limit,
});

/**
 * The exchange's order checks, in the exchange's order: parameters, tick, step, size limits, minimum notional,
 * price band around the mid, funds. Returns the first refusal, or undefined when the order may be placed.
 * Market orders are checked on size (and notional when the mid is known); their price band is the slippage rule.
 */
export function validateOrder(order: OrderRequest, rules: TradingRules, context: ValidationContext = {}): OrderRefusal | undefined {
  const priced = needsPrice(order.type);
  const price = priced ? positive(order.price) : undefined;
  if (priced && !price) return refuse(OrderRefusalCode.InvalidParameter, 'price', refusal('order.priceNotPositive'));
  const byAmount = order.type === 'MARKET' && order.side === 'BUY' && order.quantity === undefined;
  const quantity = positive(order.quantity);
  const amount = positive(order.amount);
  if (byAmount && !amount) return refuse(OrderRefusalCode.InvalidParameter, 'amount', refusal('order.amountNotPositive'));
  if (!byAmount && !quantity) return refuse(OrderRefusalCode.InvalidParameter, 'quantity', refusal('order.quantityNotPositive'));

  if (price) {
    if (!onStep(price, rules.quoteTick)) {
      return refuse(OrderRefusalCode.PriceTick, 'price', refusal('order.priceTick', { tick: num(rules.quoteTick) }), rules.quoteTick);
    }
    if (price.lt(rules.quoteMin) || price.gt(rules.quoteMax)) {
      return refuse(
        OrderRefusalCode.InvalidParameter,
        'price',
        refusal('order.priceRange', { min: num(rules.quoteMin), max: num(rules.quoteMax) }),
        rules.quoteMin,
      );
    }
  }
  if (quantity) {
    if (!onStep(quantity, rules.baseTick)) {
      return refuse(
        OrderRefusalCode.QuantityStep,
        'quantity',
        refusal('order.quantityStep', { step: num(rules.baseTick) }),
        rules.baseTick,
      );
    }
    if (quantity.lt(rules.baseMin)) {
      return refuse(
        OrderRefusalCode.QuantityStep,
        'quantity',
        refusal('order.quantityBelowMin', { min: num(rules.baseMin) }),
        rules.baseMin,
      );
    }
    if (quantity.gt(rules.baseMax)) {
      return refuse(
        OrderRefusalCode.QuantityTooHigh,
        'quantity',
        refusal('order.quantityAboveMax', { max: num(rules.baseMax) }),
        rules.baseMax,
      );
    }
  }
  const reference = price ?? positive(context.midPrice);
  const notional = byAmount ? amount : reference && quantity ? reference.times(quantity) : undefined;
  if (notional && notional.lt(rules.minNotional)) {
    return refuse(
      OrderRefusalCode.MinNotional,
      'total',
      refusal('order.notionalBelowMin', { min: num(rules.minNotional) }),
      rules.minNotional,
    );
  }
  const mid = positive(context.midPrice);
  if (price && mid) {
    const [cap, floor] = order.side === 'BUY' ? [rules.bidCapRatio, rules.bidFloorRatio] : [rules.askCapRatio, rules.askFloorRatio];
    if (price.gt(mid.times(cap))) {
      const pct = percent(new Decimal(cap).minus(1));
      return refuse(OrderRefusalCode.PriceBand, 'price', refusal('order.priceTooHigh', { percent: num(pct) }), pct);
    }
    if (price.lt(mid.times(floor))) {
      const pct = percent(new Decimal(1).minus(floor));
      return refuse(OrderRefusalCode.PriceBand, 'price', refusal('order.priceTooLow', { percent: num(pct) }), pct);
    }
  }
  const funds = context.funds;
  if (funds && new Decimal(funds.required).gt(funds.available)) {
    return refuse(
      OrderRefusalCode.InsufficientFunds,
      byAmount ? 'amount' : 'quantity',
      funds.maxMargin === undefined
        ? refusal('order.insufficient', { asset: funds.asset, required: num(funds.required), available: num(funds.available) })
        : refusal('order.insufficientMaxMargin', {
            asset: funds.asset,
            required: num(funds.required),
            available: num(funds.available),
            maxMargin: num(funds.maxMargin),
          }),
      funds.available,
    );
  }
  return undefined;
}
