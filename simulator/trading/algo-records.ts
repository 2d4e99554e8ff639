import type { OrderSide } from '../../src/domain/trade/orders/order';
import { num } from './events';

/** What an algo order can be: waiting (NEW), fired (TRIGGERED, then its child's end), or ended before firing. */
export type AlgoStatus = 'NEW' | 'TRIGGERED' | 'PARTIAL_FILLED' | 'FILLED' | 'CANCELLED' | 'REJECTED';
export const ALGO_STATUSES = ['NEW', 'TRIGGERED', 'PARTIAL_FILLED', 'FILLED', 'CANCELLED', 'REJECTED'] as const satisfies readonly AlgoStatus[];
export type TriggerPriceType = 'MARKET_PRICE' | 'MARK_PRICE';

/** A STOP algo order as the engine keeps and stores it (decimal strings). */
export interface AlgoRecord {
  algoOrderId: number;
  rootAlgoOrderId: number;
  parentAlgoOrderId: number;
  userId: number;
  clientOrderId: string;
  symbol: string;
  algoType: 'STOP';
  side: OrderSide;
  type: 'LIMIT' | 'MARKET';
  quantity: string;
  price: string | null;
  triggerPrice: string;
  triggerPriceType: TriggerPriceType;
  reduceOnly: boolean;
  algoStatus: AlgoStatus;
  isTriggered: boolean;
  triggerTime: number;
  /** The reference price that fired it (0 while waiting). */
  triggeredPrice: string;
  /** The child order placed when it fired (0 before, or when the child was refused). */
  orderId: number;
  executed: string;
  averagePrice: string;
  reason: string;
  createdTime: number;
  updatedTime: number;
}

/** A row of `GET /v3/trade/algoOrders` (numbers on the wire). */
export function algoRow(r: AlgoRecord) {
  return {
    algoOrderId: r.algoOrderId, rootAlgoOrderId: r.rootAlgoOrderId, parentAlgoOrderId: r.parentAlgoOrderId, symbol: r.symbol,
    algoType: r.algoType, side: r.side, quantity: num(r.quantity), triggerPrice: num(r.triggerPrice), triggerPriceType: r.triggerPriceType,
    isTriggered: r.isTriggered, triggerTime: r.triggerTime, price: num(r.price), type: r.type, algoStatus: r.algoStatus,
    reduceOnly: r.reduceOnly, createdTime: r.createdTime, updatedTime: r.updatedTime, clientOrderId: num(r.clientOrderId),
    orderId: r.orderId, totalExecutedQuantity: num(r.executed), averageExecutedPrice: num(r.averagePrice), reason: r.reason,
  };
}

/** One entry of an `algoexecutionreportv2` message: the row plus the trigger and fill fields. */
export function algoReport(r: AlgoRecord) {
  return {
    ...algoRow(r), triggerTradePrice: num(r.triggeredPrice), triggerStatus: r.isTriggered ? 'SUCCESS' : 'USELESS',
    rootAlgoStatus: r.algoStatus, timestamp: r.updatedTime, isActivated: true, visibleQuantity: num(r.quantity),
  };
}
