import type { OrderSide } from '../../src/domain/trade/orders/order';
import { num } from './events';
import type { PositionSide } from '../../src/domain/trade/perps/leverage';

/** What an algo order can be: waiting (NEW), fired (TRIGGERED, then its child's end), or ended before firing. */
export type AlgoStatus = 'NEW' | 'TRIGGERED' | 'PARTIAL_FILLED' | 'FILLED' | 'CANCELLED' | 'REJECTED';
export const ALGO_STATUSES = [
  'NEW',
  'TRIGGERED',
  'PARTIAL_FILLED',
  'FILLED',
  'CANCELLED',
  'REJECTED',
] as const satisfies readonly AlgoStatus[];
export type TriggerPriceType = 'MARKET_PRICE' | 'MARK_PRICE';
/** The algo types the simulator builds (docs/protocol.md "Algo orders"). */
export const ALGO_TYPES = ['STOP', 'TAKE_PROFIT', 'STOP_LOSS', 'TRAILING_STOP', 'BRACKET', 'POSITIONAL_TP_SL'] as const;
export type AlgoType = (typeof ALGO_TYPES)[number];
/** LIMIT/MARKET children, or CLOSE_POSITION: a reduce-only market order of the position's size (or the given part). */
export type AlgoOrderType = 'LIMIT' | 'MARKET' | 'CLOSE_POSITION';

/** An algo order as the engine keeps and stores it (decimal strings). Roots (BRACKET, POSITIONAL_TP_SL) have no trigger. */
export interface AlgoRecord {
  algoOrderId: number;
  rootAlgoOrderId: number;
  parentAlgoOrderId: number;
  userId: number;
  clientOrderId: string;
  symbol: string;
  algoType: AlgoType;
  side: OrderSide;
  type: AlgoOrderType;
  /** '0' for a CLOSE_POSITION child of the whole position (the size is read when it fires). */
  quantity: string;
  price: string | null;
  /** '0' for roots and for a trailing stop before activation; a trailing stop's moves with the extreme. */
  triggerPrice: string;
  triggerPriceType: TriggerPriceType;
  reduceOnly: boolean;
  algoStatus: AlgoStatus;
  isTriggered: boolean;
  triggerTime: number;
  /** The reference price that fired it (0 while waiting). */
  triggeredPrice: string;
  /** The child order placed when it fired; a BRACKET root's entry order (0 before, or when refused). */
  orderId: number;
  executed: string;
  averagePrice: string;
  reason: string;
  createdTime: number;
  updatedTime: number;
  /** TRAILING_STOP: a fraction (0.001 … 0.05) or a value, the optional activation price, and its moving state. */
  callbackRate: string | null;
  callbackValue: string | null;
  activatedPrice: string | null;
  isActivated: boolean;
  extreme: string | null;
  /** False for a BRACKET's TP/SL until its entry fills (they then take its filled size). */
  armed: boolean;
  /** The position the child acts on: BOTH in one-way mode; LONG or SHORT in hedge mode (ADR 0019). */
  positionSide: PositionSide;
}

/** Fields added after the first stored version (migration 54; positionSide later, in `body` only): older stored rows get these. */
export const ALGO_DEFAULTS = {
  callbackRate: null,
  callbackValue: null,
  activatedPrice: null,
  isActivated: true,
  extreme: null,
  armed: true,
  positionSide: 'BOTH',
} as const satisfies Partial<AlgoRecord>;

/** The simulator's own algo fields (trailing stops, brackets' arming, refusals), sent after the recorded ones. */
export const ALGO_OWN_FIELDS = ['callbackRate', 'callbackValue', 'activatedPrice', 'isActivated', 'isArmed', 'reason'] as const;

/**
 * A row of `GET /v3/trade/algoOrders` and the data of `GET /v3/trade/algoOrder`, as recorded (fetchOrders algo):
 * numbers on the wire, times ms (`triggerTime` 0 until triggered), `rootAlgoStatus` the root's status (`rootStatus`,
 * this row's for a root); then `ALGO_OWN_FIELDS`.
 */
export function algoRow(r: AlgoRecord, rootStatus: string = r.algoStatus) {
  return {
    algoOrderId: r.algoOrderId,
    clientAlgoOrderId: num(r.clientOrderId),
    rootAlgoOrderId: r.rootAlgoOrderId,
    parentAlgoOrderId: r.parentAlgoOrderId,
    symbol: r.symbol,
    algoOrderTag: 'default',
    algoType: r.algoType,
    side: r.side,
    quantity: num(r.quantity),
    isTriggered: r.isTriggered,
    triggerPrice: num(r.triggerPrice),
    triggerStatus: r.isTriggered ? 'SUCCESS' : 'USELESS',
    type: r.type,
    rootAlgoStatus: rootStatus,
    algoStatus: r.algoStatus,
    triggerPriceType: r.triggerPriceType,
    price: num(r.price),
    triggerTime: r.triggerTime,
    totalExecutedQuantity: num(r.executed),
    visibleQuantity: num(r.quantity),
    averageExecutedPrice: num(r.averagePrice),
    totalFee: 0,
    feeAsset: '',
    totalRebate: 0,
    rebateAsset: '',
    reduceOnly: r.reduceOnly,
    createdTime: r.createdTime,
    updatedTime: r.updatedTime,
    positionSide: r.positionSide,
    callbackRate: num(r.callbackRate),
    callbackValue: num(r.callbackValue),
    activatedPrice: num(r.activatedPrice),
    isActivated: r.isActivated,
    isArmed: r.armed,
    reason: r.reason,
  };
}

/** One entry of an `algoexecutionreportv2` message: the row plus the trigger and fill fields. */
export function algoReport(r: AlgoRecord) {
  return {
    ...algoRow(r),
    clientOrderId: num(r.clientOrderId),
    orderId: r.orderId,
    triggerTradePrice: num(r.triggeredPrice),
    timestamp: r.updatedTime,
  };
}
