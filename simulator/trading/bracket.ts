import Decimal from 'decimal.js';
import { isOpenStatus, type OrderSide } from '../../src/domain/trade/orders/order';
import { ErrorCodes } from '../http/api-error';
import { OrderRefusalCode } from '../../src/domain/trade/orders/order-validation';
import { algoPositionSide, childPositionSide, closesPosition } from './algo-position-side';
import {
  blankAlgo,
  closingSide,
  holdingOf,
  onStep,
  onTick,
  refuse,
  referenceOf,
  tpSlAlgo,
  tpSlChildren,
  triggerType,
  type AlgoPlaceInput,
} from './algo-place';
import type { AlgoRecord, AlgoStatus, AlgoType } from './algo-records';
import { tpSlTriggerRefusal } from './algo-triggers';
import type { OrderRecord } from './records';
import type { TradingEngine } from './trading-engine';

/** What the bracket and positional TP/SL logic needs of `AlgoOrders`. */
export interface AlgoHost {
  readonly trading: TradingEngine;
  create(fields: Omit<AlgoRecord, 'algoOrderId' | 'rootAlgoOrderId'>, root?: AlgoRecord): AlgoRecord;
  changed(r: AlgoRecord): void;
  watch(r: AlgoRecord): void;
  end(r: AlgoRecord, status: AlgoStatus, reason: string): void;
  childrenOf(root: AlgoRecord): AlgoRecord[];
  entryOf(root: AlgoRecord): OrderRecord | undefined;
  linkEntry(root: AlgoRecord, order: OrderRecord): void;
}

const opposite = (side: OrderSide): OrderSide => (side === 'BUY' ? 'SELL' : 'BUY');

/**
 * BRACKET: places the entry order at once (a refusal stores nothing) and keeps its TAKE_PROFIT / STOP_LOSS children
 * unarmed until the entry fills; armed, they close the entry's filled size (CLOSE_POSITION, reduce-only) and are
 * one-cancels-other. The children's triggers must lie on the right side of the entry price (its LIMIT price, or the
 * reference price for a MARKET entry).
 */
export function placeBracket(host: AlgoHost, userId: number, input: AlgoPlaceInput): AlgoRecord {
  const { trading } = host;
  const sr = trading.rules(input.symbol);
  if (!sr.perp) throw refuse(ErrorCodes.InvalidParameter, 'algoType BRACKET: perpetuals only');
  if (input.side === undefined) throw refuse(ErrorCodes.InvalidParameter, 'side: is required');
  const type = input.type ?? 'LIMIT';
  if (type !== 'LIMIT' && type !== 'MARKET') throw refuse(ErrorCodes.InvalidParameter, 'type: a bracket entry is LIMIT or MARKET');
  const positionSide = algoPositionSide(trading, userId, input.symbol, input);
  if (closesPosition(input.side, positionSide))
    throw refuse(
      ErrorCodes.InvalidParameter,
      `positionSide: a bracket's entry opens its position (${positionSide === 'LONG' ? 'BUY' : 'SELL'} for a ${positionSide})`,
    );
  const closing = opposite(input.side);
  const kids = tpSlChildren(input.childOrders).map((c) => {
    const triggerPriceType = triggerType(sr, c.triggerPriceType);
    const triggerPrice = onTick(sr, c.triggerPrice, 'triggerPrice');
    if (c.side !== undefined && c.side !== closing)
      throw refuse(ErrorCodes.InvalidParameter, `side: a ${c.algoType} of a ${input.side} entry is ${closing}`);
    const entryPrice =
      type === 'LIMIT' ? new Decimal(onTick(sr, input.price, 'price')) : referenceOf(trading, input.symbol, triggerPriceType);
    const why = tpSlTriggerRefusal({ algoType: c.algoType as AlgoType, side: closing, triggerPrice }, entryPrice, 'entry price');
    if (why) throw refuse(ErrorCodes.InvalidParameter, why);
    return { algoType: c.algoType as AlgoType, triggerPrice, triggerPriceType };
  });
  const hedge = childPositionSide({ positionSide });
  const entry = trading.place(userId, {
    symbol: input.symbol,
    side: input.side,
    type,
    quantity: input.quantity,
    ...(type === 'LIMIT' ? { price: input.price } : {}),
    ...hedge,
  });
  const now = trading.now();
  const root = host.create({
    ...blankAlgo(userId, input.symbol, 'BRACKET', now),
    clientOrderId: input.clientOrderId ?? '0',
    side: input.side,
    type,
    quantity: entry.quantity ?? '0',
    price: entry.price,
    orderId: entry.orderId,
    positionSide,
  });
  host.linkEntry(root, entry);
  host.changed(root);
  for (const k of kids) {
    host.changed(
      host.create(
        {
          ...blankAlgo(userId, input.symbol, k.algoType, now),
          ...k,
          side: closing,
          type: 'CLOSE_POSITION',
          reduceOnly: true,
          armed: false,
          positionSide,
        },
        root,
      ),
    );
  }
  syncBracket(host, root);
  return root;
}

const fromEntry: Record<OrderRecord['status'], AlgoStatus> = {
  NEW: 'NEW',
  PARTIAL_FILLED: 'PARTIAL_FILLED',
  FILLED: 'FILLED',
  CANCELLED: 'CANCELLED',
  REJECTED: 'REJECTED',
};

/**
 * Brings a BRACKET up to date with its entry: the root mirrors the entry's status and fills; the waiting children take
 * the filled size and are armed; an entry ended without a fill cancels them. Returns whether the entry is still open.
 */
export function syncBracket(host: AlgoHost, root: AlgoRecord): boolean {
  const entry = host.entryOf(root);
  if (!entry) return false;
  const executed = new Decimal(entry.executed);
  const status = fromEntry[entry.status];
  const averagePrice = executed.isZero() ? '0' : new Decimal(entry.executedQuote).div(executed).toFixed();
  if (status !== root.algoStatus || entry.executed !== root.executed) {
    Object.assign(root, { algoStatus: status, executed: executed.toFixed(), averagePrice, updatedTime: host.trading.now() });
    host.changed(root);
  }
  const open = isOpenStatus(entry.status);
  for (const k of host.childrenOf(root)) {
    if (k.algoStatus !== 'NEW') continue;
    if (executed.isZero()) {
      if (!open) host.end(k, 'CANCELLED', `Entry order ${entry.status.toLowerCase()} without a fill`);
      continue;
    }
    if (k.armed && k.quantity === executed.toFixed()) continue;
    Object.assign(k, { armed: true, quantity: executed.toFixed(), updatedTime: host.trading.now() });
    host.watch(k);
    host.changed(k);
  }
  return open;
}

/**
 * POSITIONAL_TP_SL: TAKE_PROFIT / STOP_LOSS children of `type: CLOSE_POSITION`, reduce-only, on the account's open
 * position: the whole position (no quantity) or a part (`quantity` on the root or a child, at most the position).
 */
export function placePositional(host: AlgoHost, userId: number, input: AlgoPlaceInput): AlgoRecord {
  const { trading } = host;
  const sr = trading.rules(input.symbol);
  if (!sr.perp) throw refuse(ErrorCodes.InvalidParameter, 'algoType POSITIONAL_TP_SL: perpetuals only');
  const positionSide = algoPositionSide(trading, userId, input.symbol, input);
  const closing = closingSide(trading, userId, input.symbol, positionSide);
  const held = holdingOf(trading, userId, input.symbol, positionSide).abs();
  const part = input.quantity !== undefined ? onStep(sr, input.quantity) : undefined;
  const kids = tpSlChildren(input.childOrders).map((c) => {
    const fields = tpSlAlgo(
      trading,
      userId,
      input.symbol,
      { ...c, quantity: c.quantity ?? part, type: c.type ?? 'CLOSE_POSITION' },
      closing,
      positionSide,
    );
    if (new Decimal(fields.quantity!).gt(held))
      throw refuse(OrderRefusalCode.QuantityTooHigh, `quantity: ${fields.quantity} is more than the position ${held.toFixed()}`);
    return fields;
  });
  const now = trading.now();
  const root = host.create({
    ...blankAlgo(userId, input.symbol, 'POSITIONAL_TP_SL', now),
    clientOrderId: input.clientOrderId ?? '0',
    side: closing,
    type: 'CLOSE_POSITION',
    quantity: part ?? '0',
    reduceOnly: true,
    positionSide,
  });
  host.changed(root);
  for (const k of kids) {
    const r = host.create({ ...blankAlgo(userId, input.symbol, k.algoType!, now), ...k }, root);
    host.watch(r);
    host.changed(r);
  }
  return root;
}

/** A POSITIONAL_TP_SL root's status from its children: the fired child's, CANCELLED once all are, else NEW. */
export function settlePositional(host: AlgoHost, root: AlgoRecord): void {
  if (root.algoType !== 'POSITIONAL_TP_SL') return;
  const kids = host.childrenOf(root);
  const fired = kids.find((k) => k.isTriggered);
  const status: AlgoStatus = fired ? fired.algoStatus : kids.every((k) => k.algoStatus === 'CANCELLED') ? 'CANCELLED' : 'NEW';
  const next = {
    algoStatus: status,
    isTriggered: fired !== undefined,
    executed: fired?.executed ?? '0',
    averagePrice: fired?.averagePrice ?? '0',
  };
  if (next.algoStatus === root.algoStatus && next.executed === root.executed) return;
  Object.assign(root, next, { updatedTime: host.trading.now(), triggerTime: fired?.triggerTime ?? 0 });
  host.changed(root);
}
