import Decimal from 'decimal.js';
import type { Position } from '../orders/account';
import type { OrderRequest, OrderSide } from '../orders/order';
import type { StopOrderRequest } from '../orders/order-form';
import type { AlgoOrderRequest, AlgoPositionSide, TpSlChildRequest } from './algo-order';
import { tpSlFromInput, type TpSlFigures, type TpSlInput, type TriggerPriceType } from './tp-sl';
import { num, refusal, type Refusal } from '../../shared/refusal';

/** What the user typed for a TP or an SL: a price, an ROE % or a PnL amount (empty = not set). */
export interface TpSlDraft {
  readonly by: TpSlInput['by'];
  readonly value: string;
}

export interface TpSlDraftContext {
  /** The side of the order (or position: BUY = long) the TP/SL protects. */
  readonly side: OrderSide;
  readonly entryPrice: string | undefined;
  readonly quantity: string | undefined;
  readonly leverage: string;
  readonly tick: string;
  readonly triggerPriceType: TriggerPriceType;
}

export interface TpSlPlan {
  readonly children: readonly TpSlChildRequest[];
  readonly tp?: TpSlFigures;
  readonly sl?: TpSlFigures;
  /** The first draft that gives no valid trigger, with why. */
  readonly refusal?: { readonly field: 'tp' | 'sl'; readonly refusal: Refusal };
}

const NUMBER = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * The TP and SL children of an order or a position from the drafts (either may be empty; TP alone or SL alone is
 * fine). Each draft becomes its trigger on the tick (tp-sl.ts: % is ROE at the leverage, rounded toward the entry) and
 * the other two faces are computed for display. A draft whose trigger would be on the wrong side of the entry, or that
 * is not a number, is refused by name.
 */
export function planTpSl(drafts: { readonly tp?: TpSlDraft; readonly sl?: TpSlDraft }, c: TpSlDraftContext, quantity?: string): TpSlPlan {
  const children: TpSlChildRequest[] = [];
  const out: { tp?: TpSlFigures; sl?: TpSlFigures } = {};
  const side = c.side === 'BUY' ? 'LONG' : 'SHORT';
  for (const field of ['tp', 'sl'] as const) {
    const draft = drafts[field];
    if (!draft || draft.value.trim() === '') continue;
    if (!NUMBER.test(draft.value.trim())) return { children, ...out, refusal: { field, refusal: refusal(`tpsl.${field}NotPositive`) } };
    if (!c.entryPrice || !c.quantity || new Decimal(c.quantity).lte(0))
      return { children, ...out, refusal: { field, refusal: refusal(`tpsl.${field}NeedsOrder`) } };
    const figures = tpSlFromInput(
      { by: draft.by, value: draft.value.trim() },
      {
        side,
        kind: field === 'tp' ? 'TP' : 'SL',
        entryPrice: c.entryPrice,
        quantity: c.quantity,
        leverage: c.leverage,
        tick: c.tick,
      },
    );
    if (!figures) {
      const where = (side === 'LONG') === (field === 'tp') ? 'Above' : 'Below';
      return { children, ...out, refusal: { field, refusal: refusal(`tpsl.${field}${where}`, { entry: num(c.entryPrice) }) } };
    }
    out[field] = figures;
    children.push({
      algoType: field === 'tp' ? 'TAKE_PROFIT' : 'STOP_LOSS',
      side: c.side === 'BUY' ? 'SELL' : 'BUY',
      type: 'CLOSE_POSITION',
      triggerPrice: figures.triggerPrice,
      triggerPriceType: c.triggerPriceType,
      reduceOnly: true,
      ...(quantity !== undefined ? { quantity } : {}),
    });
  }
  return { children, ...out };
}

/** The `positionSide` field of a hedge-mode request (LONG / SHORT); none for one-way (BOTH or not given). */
const hedgeSide = (positionSide: AlgoPositionSide | undefined): { positionSide?: 'LONG' | 'SHORT' } =>
  positionSide === 'LONG' || positionSide === 'SHORT' ? { positionSide } : {};

/** A LIMIT or MARKET order with TP/SL attached, as the exchange's BRACKET (hedge mode: on the position the order opens). */
export function bracketRequest(order: OrderRequest, children: readonly TpSlChildRequest[], clientOrderId?: string): AlgoOrderRequest {
  return {
    symbol: order.symbol,
    algoType: 'BRACKET',
    side: order.side,
    type: order.type === 'MARKET' ? 'MARKET' : 'LIMIT',
    ...(order.type !== 'MARKET' && order.price !== undefined ? { price: order.price } : {}),
    quantity: order.quantity,
    childOrders: children,
    ...hedgeSide(order.positionSide),
    ...(clientOrderId !== undefined ? { clientOrderId } : {}),
  };
}

/**
 * TP/SL on an open position: POSITIONAL_TP_SL of the whole position, or of `quantity` (a part); in hedge mode on the
 * position's side (LONG / SHORT).
 */
export function positionTpSlRequest(
  symbol: string,
  children: readonly TpSlChildRequest[],
  quantity?: string,
  positionSide?: AlgoPositionSide,
): AlgoOrderRequest {
  return {
    symbol,
    algoType: 'POSITIONAL_TP_SL',
    ...(quantity !== undefined ? { quantity } : {}),
    childOrders: children,
    ...hedgeSide(positionSide),
  };
}

const SIZE = /^\d*\.?\d+$/;

/**
 * A position's TP/SL (the positions table's dialog): the plan from the position's side, entry and leverage, for the
 * whole position or `partial` of it, and the POSITIONAL_TP_SL to send (hedge mode: on the row's LONG or SHORT).
 */
export function positionTpSl(
  p: Pick<Position, 'symbol' | 'holding' | 'averageOpenPrice' | 'leverage' | 'positionSide'>,
  drafts: { readonly tp?: TpSlDraft; readonly sl?: TpSlDraft },
  options: { readonly tick: string; readonly triggerPriceType: TriggerPriceType; readonly partial?: string },
): { readonly plan: TpSlPlan; readonly request: AlgoOrderRequest } {
  const holding = new Decimal(p.holding);
  const quantity = options.partial ?? holding.abs().toFixed();
  const plan = planTpSl(
    drafts,
    {
      side: holding.gte(0) ? 'BUY' : 'SELL',
      entryPrice: p.averageOpenPrice,
      quantity: SIZE.test(quantity) ? quantity : undefined,
      leverage: String(p.leverage || 1),
      tick: options.tick,
      triggerPriceType: options.triggerPriceType,
    },
    options.partial,
  );
  return { plan, request: positionTpSlRequest(p.symbol, plan.children, options.partial, p.positionSide) };
}

/** The form's stop as the algo call's body: a TRAILING_STOP's trigger field is its (optional) activation price. */
export function stopRequest(stop: StopOrderRequest, clientOrderId?: string): AlgoOrderRequest {
  const { triggerPrice, ...rest } = stop;
  const id = clientOrderId !== undefined ? { clientOrderId } : {};
  if (stop.algoType !== 'TRAILING_STOP') return { ...rest, triggerPrice, ...id };
  return { ...rest, ...(triggerPrice !== '' ? { activatedPrice: triggerPrice } : {}), ...id };
}
