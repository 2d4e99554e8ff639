import { compareIds, type OrderSide } from '../orders/order';
import type { TriggerPriceType } from './tp-sl';

/** The algo types the exchange's algo call takes (docs/protocol.md "Algo orders"). */
export type AlgoType = 'STOP' | 'TAKE_PROFIT' | 'STOP_LOSS' | 'TRAILING_STOP' | 'BRACKET' | 'POSITIONAL_TP_SL';
export type AlgoOrderType = 'LIMIT' | 'MARKET' | 'CLOSE_POSITION';
export type AlgoStatus = 'NEW' | 'TRIGGERED' | 'PARTIAL_FILLED' | 'FILLED' | 'CANCELLED' | 'REJECTED';
/** The position an algo acts on: BOTH in one-way mode, LONG or SHORT in hedge mode (required there). */
export type AlgoPositionSide = 'BOTH' | 'LONG' | 'SHORT';

/** A TAKE_PROFIT / STOP_LOSS child of a BRACKET or POSITIONAL_TP_SL. */
export interface TpSlChildRequest {
  readonly algoType: 'TAKE_PROFIT' | 'STOP_LOSS';
  readonly side: OrderSide;
  readonly type: 'CLOSE_POSITION';
  readonly triggerPrice: string;
  readonly triggerPriceType?: TriggerPriceType;
  readonly quantity?: string;
  readonly reduceOnly: true;
}

/** `POST /v3/trade/algoOrder` (decimal strings; the adapter sends JSON numbers). */
export interface AlgoOrderRequest {
  readonly symbol: string;
  readonly algoType: AlgoType;
  readonly side?: OrderSide;
  readonly type?: AlgoOrderType;
  readonly triggerPrice?: string;
  readonly triggerPriceType?: TriggerPriceType;
  readonly price?: string;
  readonly quantity?: string;
  readonly reduceOnly?: boolean;
  readonly callbackRate?: string;
  readonly callbackValue?: string;
  readonly activatedPrice?: string;
  readonly childOrders?: readonly TpSlChildRequest[];
  readonly clientOrderId?: string;
  /** Hedge mode: the position the algo (and its children) act on. */
  readonly positionSide?: AlgoPositionSide;
}

/** `PUT /v3/trade/algoOrder`: a waiting algo's new trigger, quantity or limit price. */
export interface AlgoAmend {
  readonly algoOrderId: string;
  readonly triggerPrice?: string;
  readonly quantity?: string;
  readonly price?: string;
}

/** A row of `GET /v3/trade/algoOrders` or an `algoexecutionreportv2` entry (decimal strings). */
export interface AlgoOrderRow {
  readonly algoOrderId: string;
  readonly rootAlgoOrderId: string;
  /** '0' for a root. */
  readonly parentAlgoOrderId: string;
  readonly symbol: string;
  readonly algoType: string;
  readonly side: OrderSide;
  readonly type: string;
  readonly quantity: string;
  readonly price: string;
  readonly triggerPrice: string;
  readonly triggerPriceType: TriggerPriceType;
  readonly isTriggered: boolean;
  readonly algoStatus: AlgoStatus;
  readonly reduceOnly: boolean;
  readonly callbackRate: string;
  readonly activatedPrice: string;
  readonly isActivated: boolean;
  readonly isArmed: boolean;
  /** BOTH (one-way mode, and rows of servers that do not send it), LONG or SHORT. */
  readonly positionSide: AlgoPositionSide;
  readonly reason: string;
  readonly createdTime: number;
  readonly updatedTime: number;
}

/** Rows that wait for a trigger (not the BRACKET / POSITIONAL_TP_SL roots, which have none). */
export const isWaitingTrigger = (r: AlgoOrderRow): boolean =>
  r.algoStatus === 'NEW' && r.algoType !== 'BRACKET' && r.algoType !== 'POSITIONAL_TP_SL';

/** Merges newer rows (a stream message or a reload) into a list by id, newest first, keeping the latest `updatedTime`. */
export function mergeAlgoRows(current: readonly AlgoOrderRow[], incoming: readonly AlgoOrderRow[]): AlgoOrderRow[] {
  const byId = new Map(current.map((r) => [r.algoOrderId, r]));
  for (const r of incoming) {
    const known = byId.get(r.algoOrderId);
    if (!known || known.updatedTime <= r.updatedTime) byId.set(r.algoOrderId, r);
  }
  return [...byId.values()].sort((a, b) => compareIds(b.algoOrderId, a.algoOrderId));
}
