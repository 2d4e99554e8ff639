import Decimal from 'decimal.js';
import type { TpSlPlan } from '../../../domain/trade/algo/algo-form';
import {
  buildRequest,
  decimalOf,
  quantityForPercent,
  type FormSizeUnit,
  type OrderFormState,
  type SizingContext,
} from '../../../domain/trade/orders/order-form';
import type { TradingRules } from '../../../domain/trade/orders/trading-rules';
import type { TradingAccountView } from '../account/trading-account-view';
import { availableOf } from './order-form-context';
import type { AlgoFormFields } from './order-form-algo';

/** The fields the user sets on the order form (the store's observables), with its hedge and algo sections. */
export type FormFields = Omit<OrderFormState, 'positionSide' | 'triggerPriceType' | 'callbackRate' | 'tpSl'> & {
  readonly hedge: { readonly positionSide: OrderFormState['positionSide'] };
  readonly algo: Pick<OrderFormState, 'triggerPriceType' | 'callbackRate'>;
};

/** The form's state without the TP/SL children (what those are computed from). */
export function plainStateOf(form: FormFields): OrderFormState {
  return {
    symbol: form.symbol,
    side: form.side,
    kind: form.kind,
    price: form.price,
    triggerPrice: form.triggerPrice,
    size: form.size,
    sizeUnit: form.sizeUnit,
    timeInForce: form.timeInForce,
    reduceOnly: form.reduceOnly,
    hidden: form.hidden,
    positionSide: form.hedge.positionSide,
    triggerPriceType: form.algo.triggerPriceType,
    callbackRate: form.algo.callbackRate,
  };
}

/**
 * What the maximum and the percent buttons size against: the order's price (the limit price; a stop market's trigger;
 * else the reference price), what is available of both tokens, and on perpetuals free collateral and leverage.
 */
export function sizingOf(
  form: FormFields,
  rules: TradingRules | undefined,
  account: TradingAccountView,
  referencePrice: () => string | undefined,
): SizingContext | undefined {
  if (!rules) return undefined;
  const available = availableOf(account, form.symbol);
  const priced = form.kind === 'LIMIT' || form.kind === 'STOP_LIMIT';
  return {
    symbol: form.symbol,
    side: form.side,
    // the book (the reference price) is read only for the orders sized at it: a limit form's maximum ignores its frames
    price: priced ? form.price : form.kind === 'STOP_MARKET' ? form.triggerPrice : referencePrice(),
    availableBase: available.base,
    availableQuote: available.quote,
    baseTick: rules.baseTick,
    freeCollateral: account.freeCollateral,
    leverage: account.leverage(form.symbol),
  };
}

/** The size field for `percent` of the maximum, in the field's unit (quote: × the price); undefined when unknown. */
export function sizeAtPercent(percent: number, sizing: SizingContext | undefined, unit: FormSizeUnit): string | undefined {
  const quantity = sizing && quantityForPercent(percent, sizing);
  if (quantity === undefined) return undefined;
  const price = decimalOf(sizing?.price);
  return unit === 'quote' && price ? new Decimal(quantity).times(price).toString() : quantity;
}

/** What the TP/SL section reads of the form besides its fields. */
type TpSlForm = FormFields & {
  readonly perp: boolean;
  readonly hedge: { readonly closes: boolean };
  readonly algo: Pick<AlgoFormFields, 'plan'>;
};

/**
 * The TP/SL section's children and figures (LIMIT and MARKET on perpetuals, when switched on; not a hedge-mode close).
 * The reference price and the leverage are read only for such an order (they read the book and the positions): a spot
 * form's plan does not recompute on every book frame.
 */
export function tpSlPlanOf(
  form: TpSlForm,
  rules: TradingRules | undefined,
  referencePrice: () => string | undefined,
  leverage: () => string,
): TpSlPlan | undefined {
  if (!rules || !form.perp || (form.kind !== 'LIMIT' && form.kind !== 'MARKET') || form.hedge.closes) return undefined;
  const reference = referencePrice();
  const quantity = buildRequest(plainStateOf(form), rules, reference).order.quantity;
  const entryPrice = form.kind === 'LIMIT' ? form.price.trim() : reference;
  return form.algo.plan(form.side, entryPrice, quantity, leverage(), rules.quoteTick);
}
