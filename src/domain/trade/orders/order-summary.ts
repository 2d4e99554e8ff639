import Decimal from 'decimal.js';
import { slippage, slippageVerdict, walkBook, type BookWalk, type SlippageVerdict, type WalkLevel } from './book-walk';
import { estimatedFee, type FeeRates } from './fees';
import { spotFunds } from './funds';
import { liquidationPrice, orderMargin, type CrossAccount, type MarginPosition } from './margin';
import { isPerpSymbol, symbolTokens, type OrderRequest } from './order';
import { CALLBACK_RATE_MAX, CALLBACK_RATE_MIN, callbackRefusal } from '../algo/trailing-stop';
import { decimalOf, stopAsOrder, type FormRequest } from './order-form';
import { OrderRefusalCode, validateOrder, type OrderField, type OrderRefusal } from './order-validation';
import { applyFill, FLAT } from './position';
import type { TradingRules } from './trading-rules';
import { num, refusal } from '../../shared/refusal';

/** A perpetual account as the form sees it: cross collateral, positions, free collateral, the symbol's leverage. */
export interface PerpContext {
  readonly account: CrossAccount;
  readonly freeCollateral: string;
  readonly leverage: string;
  /** Maintenance margin as a fraction of the notional, for a position this order opens. */
  readonly maintenanceMarginRatio: string;
  /** The symbol's mark price (the last or mid price until the mark is known). */
  readonly markPrice?: string;
}

/** What the live summary and the client checks read besides the form. */
export interface SummaryContext {
  readonly rules: TradingRules;
  readonly feeRates?: FeeRates;
  readonly midPrice?: string;
  /** The visible book, best first on each side. */
  readonly asks: readonly WalkLevel[];
  readonly bids: readonly WalkLevel[];
  /** Spot: what is available of each token. */
  readonly available: (token: string) => string;
  readonly perp?: PerpContext;
}

export interface MarketEstimate {
  readonly averagePrice?: string;
  /** Adverse slippage against the mid, a fraction. */
  readonly slippage?: string;
  readonly verdict: SlippageVerdict;
  /** Whether the visible book holds the whole size. */
  readonly complete: boolean;
}

export interface OrderSummary {
  /** The order's value in the quote token. */
  readonly value?: string;
  readonly fee?: string;
  readonly feeAsset: string;
  readonly maker: boolean;
  readonly market?: MarketEstimate;
  /** Perpetuals: initial margin the order needs (0 for reduce-only). */
  readonly margin?: string;
  /** Perpetuals: the estimated liquidation price after the order fills (undefined when none). */
  readonly liquidationPrice?: string;
}

/** The plain order the checks and figures are about (a stop as the order it becomes). */
export function orderOf(request: FormRequest): OrderRequest {
  return request.kind === 'algo' ? stopAsOrder(request.order) : request.order;
}

/** The book a market order would take from the visible book: asks for a buy, bids for a sell. */
export function marketWalk(order: OrderRequest, ctx: Pick<SummaryContext, 'asks' | 'bids'>): BookWalk | undefined {
  const levels = order.side === 'BUY' ? ctx.asks : ctx.bids;
  const quantity = decimalOf(order.quantity);
  const amount = decimalOf(order.amount);
  if (quantity?.gt(0)) return walkBook(levels, { quantity: quantity.toString() });
  if (amount?.gt(0)) return walkBook(levels, { amount: amount.toString() });
  return undefined;
}

/** The market estimate: average price and slippage from the visible book; a book too thin for the size warns at least. */
export function marketEstimate(order: OrderRequest, ctx: Pick<SummaryContext, 'asks' | 'bids' | 'midPrice'>): MarketEstimate | undefined {
  const walk = marketWalk(order, ctx);
  if (!walk) return undefined;
  const mid = decimalOf(ctx.midPrice);
  const slip = walk.averagePrice && mid?.gt(0) ? slippage(order.side, walk.averagePrice, mid.toString()) : undefined;
  let verdict: SlippageVerdict = slip === undefined ? 'ok' : slippageVerdict(slip);
  if (!walk.complete && verdict === 'ok') verdict = 'warn';
  return { averagePrice: walk.averagePrice, slippage: slip, verdict, complete: walk.complete };
}

/**
 * The price a fill of this order is expected at: the limit price, a stop-market's trigger, or a market order's
 * average price from the visible book (the mid when the book is empty).
 */
export function expectedPrice(request: FormRequest, ctx: Pick<SummaryContext, 'asks' | 'bids' | 'midPrice'>): string | undefined {
  if (request.kind === 'algo') return decimalOf(request.order.price ?? request.order.triggerPrice)?.toString();
  const order = request.order;
  if (order.type !== 'MARKET') return decimalOf(order.price)?.toString();
  return marketWalk(order, ctx)?.averagePrice ?? decimalOf(ctx.midPrice)?.toString();
}

/** The base quantity of the order (a market buy by amount: what the book would fill). */
function quantityOf(order: OrderRequest, ctx: Pick<SummaryContext, 'asks' | 'bids'>): Decimal | undefined {
  const q = decimalOf(order.quantity);
  if (q) return q;
  const walk = marketWalk(order, ctx);
  return walk ? new Decimal(walk.filled) : undefined;
}

/** The live summary of the form: value, fee estimate, market estimate, margin and liquidation price for perpetuals. */
export function orderSummary(request: FormRequest, maker: boolean, ctx: SummaryContext): OrderSummary {
  const order = orderOf(request);
  const { quote } = symbolTokens(order.symbol);
  const isMarket = request.kind === 'order' && order.type === 'MARKET';
  const market = isMarket ? marketEstimate(order, ctx) : undefined;
  const price = expectedPrice(request, ctx);
  const quantity = quantityOf(order, ctx);
  const amount = decimalOf(order.amount);
  let value: Decimal | undefined;
  if (isMarket && order.quantity === undefined && amount) value = amount;
  else if (isMarket) {
    const walk = marketWalk(order, ctx);
    value = walk ? new Decimal(walk.cost) : undefined;
  } else if (price && quantity) value = quantity.times(price);
  if (value?.isZero()) value = undefined;
  const fee = value && ctx.feeRates ? estimatedFee(value.toString(), ctx.feeRates, maker) : undefined;
  const summary: OrderSummary = { value: value?.toString(), fee, feeAsset: quote, maker, market };
  if (!ctx.perp || !isPerpSymbol(order.symbol) || !price || !quantity?.gt(0)) return summary;
  const margin = order.reduceOnly ? '0' : orderMargin(price, quantity.toString(), ctx.perp.leverage);
  return { ...summary, margin, liquidationPrice: liquidationAfter(order, price, quantity.toString(), ctx.perp) };
}

/** The liquidation price of the symbol's position after the order fills at `price`, the other positions unchanged. */
export function liquidationAfter(order: OrderRequest, price: string, quantity: string, perp: PerpContext): string | undefined {
  const current = perp.account.positions.find((p) => p.symbol === order.symbol);
  const next = applyFill(current ?? FLAT, order.side, quantity, price);
  const position: MarginPosition = {
    symbol: order.symbol,
    holding: next.holding,
    averageOpenPrice: next.averageOpenPrice,
    markPrice: current?.markPrice ?? perp.markPrice ?? price,
    leverage: current?.leverage ?? perp.leverage,
    maintenanceMarginRatio: current?.maintenanceMarginRatio ?? perp.maintenanceMarginRatio,
  };
  const others = perp.account.positions.filter((p) => p.symbol !== order.symbol);
  return liquidationPrice({ ...perp.account, positions: [...others, position] }, order.symbol);
}

/** A form field a refusal is shown next to: the order's fields and the stop's trigger price. */
export type FormField = OrderField | 'triggerPrice' | 'callbackRate';

/**
 * A refusal of the form: the exchange's rule (`validateOrder`: its code and the exchange's own message) or a check of
 * the form alone (its code, and a `refusal` the view translates).
 */
export type FormRefusal = Omit<OrderRefusal, 'field'> & { readonly field: FormField };

/**
 * The client checks of the form, with the exchange's codes and messages (`validateOrder`), the stop's trigger
 * price on the tick, and the funds: a spot order's locked token (`spotFunds`) against what is available, a
 * perpetual order's margin against the free collateral (reduce-only needs none).
 */
export function validateForm(request: FormRequest, ctx: SummaryContext): FormRefusal | undefined {
  if (request.kind === 'algo' && request.order.algoType === 'TRAILING_STOP') {
    const why = callbackRefusal({ rate: decimalOf(request.order.callbackRate)?.toString() ?? '0' });
    if (why)
      return {
        code: OrderRefusalCode.InvalidParameter,
        field: 'callbackRate',
        refusal: refusal('order.callbackRateRange', { min: num(CALLBACK_RATE_MIN.times(100)), max: num(CALLBACK_RATE_MAX.times(100)) }),
      };
  }
  if (request.kind === 'algo' && !(request.order.algoType === 'TRAILING_STOP' && request.order.triggerPrice === '')) {
    const trigger = decimalOf(request.order.triggerPrice);
    if (!trigger || trigger.lte(0)) {
      return { code: OrderRefusalCode.InvalidParameter, field: 'triggerPrice', refusal: refusal('order.triggerNotPositive') };
    }
    const tick = ctx.rules.quoteTick;
    if (new Decimal(tick).gt(0) && !trigger.mod(tick).isZero()) {
      return {
        code: OrderRefusalCode.PriceTick,
        field: 'triggerPrice',
        refusal: refusal('order.triggerTick', { tick: num(tick) }),
        limit: tick,
      };
    }
  }
  const order = orderOf(request);
  const price = expectedPrice(request, ctx);
  return validateOrder(order, ctx.rules, { midPrice: ctx.midPrice, funds: fundsOf(order, price, ctx) });
}

function fundsOf(order: OrderRequest, price: string | undefined, ctx: SummaryContext) {
  if (isPerpSymbol(order.symbol)) {
    if (!ctx.perp || order.reduceOnly) return undefined;
    const quantity = quantityOf(order, ctx);
    if (!price || !quantity) return undefined;
    return { asset: 'USDT', required: orderMargin(price, quantity.toString(), ctx.perp.leverage), available: ctx.perp.freeCollateral };
  }
  // Only numbers reach the funds rule; validation names what is missing or malformed.
  const numbers = decimalOf(order.quantity) ?? (order.quantity === undefined ? decimalOf(order.amount) : undefined);
  if (
    !numbers ||
    (order.price !== undefined && !decimalOf(order.price)) ||
    (order.type === 'MARKET' && order.side === 'BUY' && order.amount === undefined && !price)
  )
    return undefined;
  const funds = spotFunds(order, price);
  return { ...funds, available: ctx.available(funds.asset) };
}
