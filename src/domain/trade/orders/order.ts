/**
 * Orders as the exchange's v3 trading API speaks them (trading-facts.md "Trading"). Amounts are decimal strings;
 * timestamps are milliseconds. Shared by the app and the simulator's matching engine.
 */
export type OrderSide = 'BUY' | 'SELL';

/** The v3 order types. ASK and BID are the exchange's "best price" limit orders (placed at the best opposite level). */
export type OrderType = 'LIMIT' | 'MARKET' | 'IOC' | 'FOK' | 'POST_ONLY' | 'ASK' | 'BID';

export const ORDER_TYPES: readonly OrderType[] = ['LIMIT', 'MARKET', 'IOC', 'FOK', 'POST_ONLY', 'ASK', 'BID'];

/** NEW and PARTIAL_FILLED are open; the rest are final. INCOMPLETE / COMPLETED are list filters, not states. */
export type OrderStatus = 'NEW' | 'PARTIAL_FILLED' | 'FILLED' | 'CANCELLED' | 'REJECTED';
export type OrderStatusFilter = OrderStatus | 'INCOMPLETE' | 'COMPLETED';

export const OPEN_STATUSES: readonly OrderStatus[] = ['NEW', 'PARTIAL_FILLED'];

export function isOpenStatus(status: OrderStatus): boolean {
  return status === 'NEW' || status === 'PARTIAL_FILLED';
}

/** `POST /v3/trade/order`: price for priced types; quantity, or quote `amount` for market buys. */
export interface OrderRequest {
  readonly symbol: string;
  readonly side: OrderSide;
  readonly type: OrderType;
  readonly price?: string;
  readonly quantity?: string;
  readonly amount?: string;
  /** 0 … 2^63-1, as a decimal string; unique among the account's live orders (-1007). */
  readonly clientOrderId?: string;
  readonly orderTag?: string;
  readonly reduceOnly?: boolean;
  /** '0' hides the order from the public book. */
  readonly visibleQuantity?: string;
  /** Perpetuals in hedge mode: the position the order acts on (LONG or SHORT); one-way: absent (BOTH). */
  readonly positionSide?: 'BOTH' | 'LONG' | 'SHORT';
}

/** An order row of `GET /v3/trade/orders`. */
export interface Order {
  /** The exchange's id as its exact decimal string (never through a JS number). */
  readonly orderId: string;
  readonly clientOrderId: string;
  readonly symbol: string;
  readonly orderTag: string;
  readonly side: OrderSide;
  readonly type: OrderType;
  readonly status: OrderStatus;
  readonly price: string | null;
  readonly quantity: string | null;
  readonly amount: string | null;
  readonly executed: string;
  readonly visible: string;
  readonly averageExecutedPrice: string | null;
  readonly totalFee: string;
  readonly feeAsset: string;
  readonly reduceOnly: boolean;
  readonly realizedPnl: string;
  readonly createdTime: number;
  /** The real list and lookup rows have no `updatedTime`; the private stream's reports carry one. */
  readonly updatedTime?: number;
  /** BOTH (one-way mode) when absent. */
  readonly positionSide?: 'BOTH' | 'LONG' | 'SHORT';
}

/** A fill row of `GET /v3/trade/transactionHistory`. */
export interface Fill {
  readonly id: string;
  readonly symbol: string;
  readonly orderId: string;
  readonly side: OrderSide;
  readonly executedPrice: string;
  readonly executedQuantity: string;
  readonly fee: string;
  readonly feeAsset: string;
  readonly realizedPnl: string;
  readonly isMaker: boolean;
  readonly executedTimestamp: number;
  /** Absent when the exchange did not say. */
  readonly orderTag?: string;
}

/**
 * Orders two exchange ids (decimal strings of any length) as numbers: negative when `a` is the older (smaller) one.
 * Ids never pass through a JS number, so ids above 2^53 keep their order.
 */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether the type rests at a limit price the user gives. */
export function needsPrice(type: OrderType): boolean {
  return type === 'LIMIT' || type === 'IOC' || type === 'FOK' || type === 'POST_ONLY';
}

/** PERP_BTC_USDT → true; SPOT_BTC_USDT → false. */
export function isPerpSymbol(symbol: string): boolean {
  return symbol.startsWith('PERP_');
}

/** SPOT_BTC_USDT → { base: 'BTC', quote: 'USDT' }. */
export function symbolTokens(symbol: string): { readonly base: string; readonly quote: string } {
  const [, base = '', quote = ''] = symbol.split('_');
  return { base, quote };
}
