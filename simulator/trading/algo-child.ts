/** An algo's child order: the order it places when it fires, and the child's progress as the algo's fields. */
import Decimal from 'decimal.js';
import type { OrderStatus } from '../../src/domain/trade/orders/order';
import { childPositionSide, holdingOf } from './algo-position-side';
import type { AlgoRecord, AlgoStatus } from './algo-records';
import type { PlaceInput } from './engine-types';
import type { OrderRecord } from './records';
import type { TradingEngine } from './trading-engine';

/** The child's status as its algo's status (the child's NEW is the algo's TRIGGERED). */
const fromChild: Record<OrderStatus, AlgoStatus> = {
  NEW: 'TRIGGERED',
  PARTIAL_FILLED: 'PARTIAL_FILLED',
  FILLED: 'FILLED',
  CANCELLED: 'CANCELLED',
  REJECTED: 'REJECTED',
};

/**
 * The order a fired algo places through the engine: its side, LIMIT (with its price) or MARKET, reduce-only when it
 * is, its position side; a CLOSE_POSITION of the whole position takes the position's size now.
 */
export function childOrder(trading: TradingEngine, r: AlgoRecord): PlaceInput {
  const quantity =
    r.type === 'CLOSE_POSITION' && r.quantity === '0' ? holdingOf(trading, r.userId, r.symbol, r.positionSide).abs().toFixed() : r.quantity;
  return {
    symbol: r.symbol,
    side: r.side,
    type: r.type === 'LIMIT' ? 'LIMIT' : 'MARKET',
    quantity,
    reduceOnly: r.reduceOnly || undefined,
    ...childPositionSide(r),
    ...(r.type === 'LIMIT' && r.price !== null ? { price: r.price } : {}),
  };
}

/** The child's progress as its algo's fields: status, executed size, average price and reason. */
export function childProgress(child: OrderRecord): Pick<AlgoRecord, 'algoStatus' | 'executed' | 'averagePrice' | 'reason'> {
  const executed = new Decimal(child.executed);
  return {
    algoStatus: fromChild[child.status],
    executed: executed.toFixed(),
    averagePrice: executed.isZero() ? '0' : new Decimal(child.executedQuote).div(executed).toFixed(),
    reason: child.reason,
  };
}
