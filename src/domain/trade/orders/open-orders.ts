import Decimal from 'decimal.js';
import type { ExecutionReport } from './account';
import { ORDER_TYPES, type Fill, type Order, type OrderType } from './order';

/** The order an execution report describes (its state after the report). */
export function orderFromReport(report: ExecutionReport, before?: Order): Order {
  const type: OrderType = (ORDER_TYPES as readonly string[]).includes(report.type) ? (report.type as OrderType) : (before?.type ?? 'LIMIT');
  const status = report.status === 'REPLACED' ? (before?.status ?? 'NEW') : report.status;
  const executed = report.totalExecutedQuantity;
  const hasPrice = !new Decimal(report.price).isZero();
  return {
    orderId: report.orderId,
    clientOrderId: report.clientOrderId,
    symbol: report.symbol,
    orderTag: before?.orderTag ?? 'default',
    side: report.side,
    type,
    status,
    price: hasPrice ? report.price : (before?.price ?? null),
    quantity: new Decimal(report.quantity).isZero() ? (before?.quantity ?? null) : report.quantity,
    amount: before?.amount ?? null,
    executed,
    visible: report.visible,
    averageExecutedPrice: new Decimal(executed).isZero() ? (before?.averageExecutedPrice ?? null) : report.avgPrice,
    totalFee: report.totalFee,
    feeAsset: report.feeAsset || (before?.feeAsset ?? ''),
    reduceOnly: report.reduceOnly,
    realizedPnl: before?.realizedPnl ?? '0',
    createdTime: before?.createdTime ?? report.timestamp,
    updatedTime: report.timestamp,
  };
}

/**
 * Applies one execution report to the open orders (newest first): NEW adds the order, PARTIAL_FILLED and REPLACED
 * update it in place, FILLED, CANCELLED and REJECTED take it out. A report older than the row it would change is
 * ignored (a REST reload may already know better). Returns the same array when nothing changed.
 */
export function applyExecutionReport(orders: readonly Order[], report: ExecutionReport): readonly Order[] {
  const index = orders.findIndex((o) => o.orderId === report.orderId);
  const before = index >= 0 ? orders[index] : undefined;
  if (before && (before.updatedTime ?? before.createdTime) > report.timestamp) return orders;
  switch (report.status) {
    case 'FILLED':
    case 'CANCELLED':
    case 'REJECTED':
      return index >= 0 ? [...orders.slice(0, index), ...orders.slice(index + 1)] : orders;
    case 'NEW':
    case 'PARTIAL_FILLED':
    case 'REPLACED': {
      if (!before && report.status === 'REPLACED') return orders;
      const next = orderFromReport(report, before);
      if (!before) return [next, ...orders];
      const copy = [...orders];
      copy[index] = next;
      return copy;
    }
  }
}

/** The fill row a report carries, if it is a fill (`tradeId` ≠ 0). */
export function fillFromReport(report: ExecutionReport): Fill | undefined {
  if (report.tradeId === '0') return undefined;
  return {
    id: report.tradeId,
    symbol: report.symbol,
    orderId: report.orderId,
    side: report.side,
    executedPrice: report.executedPrice,
    executedQuantity: report.executedQuantity,
    fee: report.fee,
    feeAsset: report.feeAsset,
    realizedPnl: '0',
    isMaker: report.maker,
    executedTimestamp: report.timestamp,
  };
}

const PLAIN = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;

/** Distinct prices of a symbol's open orders with a price, per side (the book marks its levels with them). */
export function openOrderPrices(
  orders: readonly Order[],
  symbol: string,
): { readonly BUY: ReadonlySet<string>; readonly SELL: ReadonlySet<string> } {
  const buy = new Set<string>();
  const sell = new Set<string>();
  for (const o of orders) {
    if (o.symbol !== symbol || o.price === null) continue;
    // Plain decimals are already in the form Decimal#toFixed writes; only others (1.50, 1e-7) go through Decimal.
    (o.side === 'BUY' ? buy : sell).add(PLAIN.test(o.price) ? o.price : new Decimal(o.price).toFixed());
  }
  return { BUY: buy, SELL: sell };
}

/** What is left of an order to fill: quantity − executed. */
export function remaining(order: Order): string {
  return order.quantity === null ? '0' : Decimal.max(0, new Decimal(order.quantity).minus(order.executed)).toFixed();
}

/**
 * A private topic's `version`: +1 per message. The first message after a (re)load sets the baseline; a message
 * whose version is not last+1 means one was missed and the account must be reloaded.
 */
export function versionVerdict(last: number | undefined, incoming: number): 'next' | 'gap' | 'stale' {
  if (last === undefined || incoming === last + 1) return 'next';
  return incoming <= last ? 'stale' : 'gap';
}

/**
 * The book rows (group prices, as `groupLevels` writes them) that hold one of these order prices: bids round down
 * to the step and asks up, with the step's decimals, exactly as the book groups its levels.
 */
export function ownLevelPrices(prices: ReadonlySet<string>, side: 'bid' | 'ask', step: string): ReadonlySet<string> {
  const g = new Decimal(step);
  if (prices.size === 0 || !g.gt(0)) return new Set();
  const rounding = side === 'bid' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL;
  const decimals = g.decimalPlaces();
  return new Set([...prices].map((p) => new Decimal(p).div(g).toDecimalPlaces(0, rounding).times(g).toFixed(decimals)));
}
