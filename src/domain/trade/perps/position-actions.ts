import Decimal from 'decimal.js';
import { err, ok, type Result } from '../../shared/result';
import { crossFigures, positionFigures, type CrossAccount, type MarginPosition } from '../orders/margin';
import type { OrderRequest, OrderSide } from '../orders/order';
import { validateOrder, type OrderRefusal } from '../orders/order-validation';
import type { TradingRules } from '../orders/trading-rules';
import { num, refusal, type Refusal } from '../../shared/refusal';

/**
 * What the positions tab does to an open perpetual position: close part or all of it at market
 * or at a limit price, close several at once, reverse it, and the figures of its PnL card. Pure and decimal-safe.
 */

/** The close buttons. */
export const CLOSE_PERCENTS = [25, 50, 75, 100] as const;

/** Why an action is refused: its kind, the refusal the views translate (`common:refusals.<code>`), its limit. */
export interface ActionRefusal {
  readonly code: 'no-rules' | 'flat' | 'min-size' | 'too-large' | 'bad-quantity' | 'bad-price' | 'order' | 'message-length';
  readonly refusal: Refusal;
  readonly limit?: string;
  /** The order rule behind a refusal of code 'order'. */
  readonly order?: OrderRefusal;
}

/** The position fields the actions read (a `Position` row has them all). */
export interface ActionPosition {
  readonly symbol: string;
  /** Signed: long > 0, short < 0. */
  readonly holding: string;
  readonly averageOpenPrice: string;
  readonly markPrice: string;
}

const refuse = (code: ActionRefusal['code'], why: Refusal, limit?: string): ActionRefusal => ({ code, refusal: why, limit });

/** The side that closes (or reverses) a position: a long is closed by a sell. */
export function closingSide(holding: string): OrderSide {
  return new Decimal(holding).gt(0) ? 'SELL' : 'BUY';
}

function floorToStep(value: Decimal, step: string): Decimal {
  const s = new Decimal(step);
  return s.lte(0) ? value : value.div(s).floor().times(s);
}

/**
 * The quantity that closes `percent` % of the holding: |holding| × percent ÷ 100 rounded DOWN to the step; 100 % is
 * the whole holding exactly (even off the step). Refused when the position is flat or the rounded size is below the
 * symbol's minimum (or zero).
 */
export function closeQuantity(
  holding: string,
  percent: number,
  rules: Pick<TradingRules, 'baseTick' | 'baseMin'>,
): Result<string, ActionRefusal> {
  const size = new Decimal(holding).abs();
  if (size.isZero()) return err(refuse('flat', refusal('position.flat')));
  if (!(percent > 0 && percent <= 100)) return err(refuse('bad-quantity', refusal('position.shareRange')));
  if (percent === 100) return ok(size.toFixed());
  const quantity = floorToStep(size.times(percent).div(100), rules.baseTick);
  if (quantity.isZero() || quantity.lt(rules.baseMin)) {
    return err(
      refuse(
        'min-size',
        refusal('position.shareBelowMin', { percent: num(percent), quantity: num(quantity), min: num(rules.baseMin) }),
        rules.baseMin,
      ),
    );
  }
  return ok(quantity.toFixed());
}

const NUMBER = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * A typed close size: rounded DOWN to the step, at most the holding (the whole holding closes exactly), at least the
 * symbol's minimum.
 */
export function typedCloseQuantity(
  holding: string,
  typed: string,
  rules: Pick<TradingRules, 'baseTick' | 'baseMin'>,
): Result<string, ActionRefusal> {
  const size = new Decimal(holding).abs();
  if (size.isZero()) return err(refuse('flat', refusal('position.flat')));
  const text = typed.trim();
  if (!NUMBER.test(text) || new Decimal(text).lte(0)) return err(refuse('bad-quantity', refusal('order.quantityNotPositive')));
  const wanted = new Decimal(text);
  if (wanted.gt(size)) return err(refuse('too-large', refusal('position.aboveSize', { size: num(size) }), size.toFixed()));
  if (wanted.eq(size)) return ok(size.toFixed());
  const quantity = floorToStep(wanted, rules.baseTick);
  if (quantity.isZero() || quantity.lt(rules.baseMin)) {
    return err(
      refuse('min-size', refusal('position.quantityBelowMin', { quantity: num(quantity), min: num(rules.baseMin) }), rules.baseMin),
    );
  }
  return ok(quantity.toFixed());
}

export type ClosePricing = { readonly type: 'MARKET' } | { readonly type: 'LIMIT'; readonly price: string };

/** The order that closes `quantity` of the position: the opposite side, reduce-only, at market or at a limit price. */
export function closeOrder(
  position: Pick<ActionPosition, 'symbol' | 'holding'>,
  quantity: string,
  pricing: ClosePricing,
): Result<OrderRequest, ActionRefusal> {
  if (new Decimal(position.holding).isZero()) return err(refuse('flat', refusal('position.flat')));
  const base = { symbol: position.symbol, side: closingSide(position.holding), quantity, reduceOnly: true };
  if (pricing.type === 'MARKET') return ok({ ...base, type: 'MARKET' });
  const price = pricing.price.trim();
  if (!NUMBER.test(price) || new Decimal(price).lte(0)) return err(refuse('bad-price', refusal('order.priceNotPositive')));
  return ok({ ...base, type: 'LIMIT', price });
}

export type CloseAllFilter = 'all' | 'profitable' | 'losing';

/** Unrealised PnL at the mark: holding × (mark − average open price). */
export function unrealizedPnl(position: ActionPosition): Decimal {
  return new Decimal(position.holding).times(new Decimal(position.markPrice).minus(position.averageOpenPrice));
}

/**
 * The positions "close all" closes: every open one, or those in profit (PnL > 0), or those at a loss (PnL < 0), by
 * unrealised PnL at the mark. A position at exactly zero PnL is neither profitable nor losing; flat ones never count.
 */
export function closeAllSelection<P extends ActionPosition>(positions: readonly P[], filter: CloseAllFilter): P[] {
  return positions.filter((p) => {
    if (new Decimal(p.holding).isZero()) return false;
    if (filter === 'all') return true;
    const pnl = unrealizedPnl(p);
    return filter === 'profitable' ? pnl.gt(0) : pnl.lt(0);
  });
}

/** What a reverse is checked against: the symbol's rules, the taker fee (bps) and the whole cross account. */
export interface ReverseContext {
  readonly rules: TradingRules;
  /** Taker fee in basis points (a market order takes). */
  readonly takerFeeBps: string;
  readonly account: CrossAccount;
  /** The settlement token the margin is in (USDT). */
  readonly marginAsset: string;
}

/**
 * Reverses a position: a MARKET order of 2 × |holding| on the other side, not reduce-only (half closes, half opens
 * the opposite position of the same size). Checked with the order rules (step, minimum and maximum size, minimum
 * notional at the mark) and the margin: the new side's initial margin (|holding| × mark ÷ leverage) plus the taker fee
 * on the whole order must fit in the free collateral left once the position is closed at the mark (its PnL realised,
 * its margin released).
 */
export function reverseOrder(position: MarginPosition, context: ReverseContext): Result<OrderRequest, ActionRefusal> {
  const size = new Decimal(position.holding).abs();
  if (size.isZero()) return err(refuse('flat', refusal('position.flatReverse')));
  const order: OrderRequest = {
    symbol: position.symbol,
    side: closingSide(position.holding),
    type: 'MARKET',
    quantity: size.times(2).toFixed(),
    reduceOnly: false,
  };
  const figures = positionFigures(position);
  const others = context.account.positions.filter((p) => p.symbol !== position.symbol);
  const afterClose = crossFigures({
    collateral: new Decimal(context.account.collateral).plus(figures.unrealizedPnl).toString(),
    positions: others,
    orderMargin: context.account.orderMargin,
  });
  const notional = size.times(2).times(position.markPrice);
  const required = size.times(position.markPrice).div(position.leverage).plus(notional.times(context.takerFeeBps).div(10_000));
  const refused = validateOrder(order, context.rules, {
    midPrice: position.markPrice,
    funds: { required: required.toString(), available: afterClose.freeCollateral, asset: context.marginAsset },
  });
  if (refused) return err({ code: 'order', refusal: refused.refusal, limit: refused.limit, order: refused });
  return ok(order);
}

/** The PnL card's longest message, in characters (after trimming). */
export const CARD_MESSAGE_MAX = 25;

/** The card's optional message: trimmed; empty is no message; more than 25 characters (code points) is refused. */
export function cardMessage(typed: string): Result<string | undefined, ActionRefusal> {
  const text = typed.trim();
  if (text === '') return ok(undefined);
  const length = Array.from(text).length;
  if (length > CARD_MESSAGE_MAX) {
    return err(
      refuse(
        'message-length',
        refusal('position.cardMessageTooLong', { max: num(CARD_MESSAGE_MAX), length: num(length) }),
        String(CARD_MESSAGE_MAX),
      ),
    );
  }
  return ok(text);
}

/**
 * What a PnL card shows, and nothing else: never a balance, collateral or account value (the input carries none).
 * ROE = unrealised PnL ÷ the opening margin (|holding| × entry ÷ leverage), as a percent with 2 decimals.
 */
export interface PnlCardFigures {
  readonly symbol: string;
  readonly side: 'LONG' | 'SHORT';
  readonly leverage: string;
  /** Signed, 2 decimals, e.g. "+12.50" (in the settlement token). */
  readonly pnl: string;
  /** Signed percent with 2 decimals, e.g. "+25.00". */
  readonly roePercent: string;
  readonly entryPrice: string;
  readonly markPrice: string;
  /** Whether the position is in profit (PnL ≥ 0): the card's colour. */
  readonly gain: boolean;
}

function onTick(price: string, tick: string | undefined): string {
  const value = new Decimal(price);
  return tick && new Decimal(tick).gt(0) ? value.toFixed(new Decimal(tick).decimalPlaces(), Decimal.ROUND_HALF_UP) : value.toFixed();
}

function signed(value: Decimal): string {
  const fixed = value.toFixed(2, Decimal.ROUND_HALF_UP);
  return value.gte(0) && !fixed.startsWith('-') ? `+${fixed}` : fixed === '-0.00' ? '0.00' : fixed;
}

/** `priceTick`, when known, rounds the entry and mark prices half up to its decimals (an average entry has many). */
export function pnlCardFigures(
  position: Pick<MarginPosition, 'symbol' | 'holding' | 'averageOpenPrice' | 'markPrice' | 'leverage'>,
  priceTick?: string,
): PnlCardFigures {
  const figures = positionFigures({ ...position, maintenanceMarginRatio: '0' });
  const pnl = new Decimal(figures.unrealizedPnl);
  return {
    symbol: position.symbol,
    side: new Decimal(position.holding).gte(0) ? 'LONG' : 'SHORT',
    leverage: new Decimal(position.leverage).toFixed(),
    pnl: signed(pnl),
    roePercent: signed(new Decimal(figures.roe).times(100)),
    entryPrice: onTick(position.averageOpenPrice, priceTick),
    markPrice: onTick(position.markPrice, priceTick),
    gain: pnl.gte(0),
  };
}
