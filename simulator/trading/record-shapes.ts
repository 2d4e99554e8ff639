import type { OrderRequest } from '../../src/domain/trade/orders/order';
import type { FillRecord, LedgerRecord, LedgerType, OrderRecord } from './records';

/**
 * The engine's most numerous records (ledger rows, fills, orders), each built by one literal here, so that their
 * timestamps are not boxed once per record. V8 keeps a field that has only held numbers beyond the small integers (a
 * millisecond timestamp is one) as a "double" field, whose value each object keeps in a box of its own: one more heap
 * object per timestamp for the collector to copy (≈ 5 per order in the engine bench, ≈ 190,000 of 830,000 objects
 * after 35,000 orders). A field that has once held something else is a tagged field, which points at the number it
 * is given: the rows of one operation share their clock reading. Each builder is called once below, as this module
 * loads, with null for its times, so the shape it builds has tagged time fields from the first real record on. The
 * values, their types for every reader and the JSON are unchanged.
 */
const NO_TIME = null as unknown as number;

export function ledgerRecord(
  id: number,
  userId: number,
  token: string,
  type: LedgerType,
  amount: string,
  balanceAfter: string,
  createdTime: number,
): LedgerRecord {
  return { id, userId, token, type, amount, balanceAfter, createdTime };
}

/** A fill row: `trade` carries its figures as `transactionHistory` lists them. */
export function fillRecord(
  id: number,
  r: OrderRecord,
  trade: { price: string; quantity: string; fee: string; feeAsset: string; realizedPnl: string; isMaker: boolean },
  executedTimestamp: number,
): FillRecord {
  return {
    id,
    userId: r.userId,
    symbol: r.symbol,
    orderId: r.orderId,
    side: r.side,
    executedPrice: trade.price,
    executedQuantity: trade.quantity,
    fee: trade.fee,
    feeAsset: trade.feeAsset,
    realizedPnl: trade.realizedPnl,
    isMaker: trade.isMaker,
    executedTimestamp,
  };
}

/** What a new order's record takes from its acceptance (the rest starts at zero). */
export interface NewOrder {
  readonly orderId: number;
  readonly userId: number;
  readonly clientOrderId: string;
  readonly price: string | null;
  readonly quantity: string | null;
  readonly amount: string | null;
  readonly feeAsset: string;
  readonly hidden: boolean;
  readonly seq: number;
}

/** A new order's record (NEW, nothing executed, nothing locked yet). */
export function orderRecord(o: NewOrder, req: OrderRequest, now: number): OrderRecord {
  return {
    orderId: o.orderId,
    userId: o.userId,
    clientOrderId: o.clientOrderId,
    symbol: req.symbol,
    orderTag: req.orderTag ?? 'default',
    side: req.side,
    type: req.type,
    status: 'NEW',
    price: o.price,
    quantity: o.quantity,
    amount: o.amount,
    executed: '0',
    executedQuote: '0',
    totalFee: '0',
    feeAsset: o.feeAsset,
    reduceOnly: req.reduceOnly === true,
    hidden: o.hidden,
    realizedPnl: '0',
    createdTime: now,
    updatedTime: now,
    locked: '0',
    lockAsset: '',
    seq: o.seq,
    reason: '',
  };
}

const warm = orderRecord(
  { orderId: 0, userId: 0, clientOrderId: '0', price: null, quantity: null, amount: null, feeAsset: '', hidden: false, seq: 0 },
  { symbol: '', side: 'BUY', type: 'MARKET' },
  NO_TIME,
);
fillRecord(0, warm, { price: '0', quantity: '0', fee: '0', feeAsset: '', realizedPnl: '0', isMaker: false }, NO_TIME);
ledgerRecord(0, 0, '', 'DEPOSIT', '0', '0', NO_TIME);
