import { toCsv } from './csv';
import type { Fill, Order } from './order';

/** Column names of the exports (the exchange's field names: stable for spreadsheets and scripts). */
export const ORDER_CSV_COLUMNS = [
  'createdTime',
  'symbol',
  'side',
  'type',
  'status',
  'price',
  'quantity',
  'amount',
  'executed',
  'averageExecutedPrice',
  'totalFee',
  'feeAsset',
  'realizedPnl',
  'reduceOnly',
  'orderId',
  'clientOrderId',
  'orderTag',
] as const;
export const FILL_CSV_COLUMNS = [
  'executedTimestamp',
  'symbol',
  'side',
  'executedPrice',
  'executedQuantity',
  'fee',
  'feeAsset',
  'realizedPnl',
  'isMaker',
  'orderId',
  'id',
] as const;

/** ISO 8601 in UTC, so that the file reads the same in every time zone. */
const iso = (ms: number) => new Date(ms).toISOString();

export function ordersCsv(orders: readonly Order[]): string {
  return toCsv(
    ORDER_CSV_COLUMNS,
    orders.map((o) => [
      iso(o.createdTime),
      o.symbol,
      o.side,
      o.type,
      o.status,
      o.price,
      o.quantity,
      o.amount,
      o.executed,
      o.averageExecutedPrice,
      o.totalFee,
      o.feeAsset,
      o.realizedPnl,
      o.reduceOnly,
      o.orderId,
      o.clientOrderId,
      o.orderTag,
    ]),
  );
}

export function fillsCsv(fills: readonly Fill[]): string {
  return toCsv(
    FILL_CSV_COLUMNS,
    fills.map((f) => [
      iso(f.executedTimestamp),
      f.symbol,
      f.side,
      f.executedPrice,
      f.executedQuantity,
      f.fee,
      f.feeAsset,
      f.realizedPnl,
      f.isMaker,
      f.orderId,
      f.id,
    ]),
  );
}
