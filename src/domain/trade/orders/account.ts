/** Balances, positions and account figures as the v3 API and the private stream carry them (decimal strings). */

/** A row of `GET /v3/asset/balances`; available = holding − frozen. */
export interface Balance {
  readonly token: string;
  readonly holding: string;
  readonly frozen: string;
  readonly availableBalance: string;
  readonly timestamp: number;
}

/** A row of `GET /v3/futures/positions` (one-way mode: positionSide BOTH; hedge mode: LONG or SHORT, keyed by `positionKey`). */
export interface Position {
  readonly symbol: string;
  /** Signed: long > 0, short < 0. */
  readonly holding: string;
  readonly pendingLongQty: string;
  readonly pendingShortQty: string;
  readonly averageOpenPrice: string;
  readonly markPrice: string;
  /** '0' when the position cannot be liquidated. */
  readonly estLiqPrice: string;
  readonly pnl24H: string;
  readonly fee24H: string;
  readonly settlePrice: string;
  readonly marginMode: 'CROSS' | 'ISOLATED';
  readonly leverage: number;
  readonly timestamp: number;
  /** ADL quantile 1–5 (5: first in line for auto-deleveraging); absent when the exchange did not say. */
  readonly adlQuantile?: number;
  /** BOTH (one-way mode) when absent. */
  readonly positionSide?: 'BOTH' | 'LONG' | 'SHORT';
  /** USDT set aside for an isolated position ('0' for cross; absent = '0'). */
  readonly isolatedMarginAmount?: string;
}

/** `GET /v3/account/info` (the fields the trade page reads). */
export interface AccountInfo {
  readonly applicationId: string;
  readonly account: string;
  readonly accountMode: string;
  readonly positionMode: string;
  /** 0: leverage is set per symbol (`GET /v3/futures/leverage`). */
  readonly leverage: number;
  /** undefined without positions. */
  readonly marginRatio?: string;
  readonly initialMarginRatio: string;
  readonly maintenanceMarginRatio: string;
  readonly totalCollateral: string;
  readonly freeCollateral: string;
  readonly totalAccountValue: string;
}

/** The private stream's messages (trading-facts.md "Private stream"); each private topic carries a version. */
export interface ExecutionReport {
  readonly msgType: number;
  readonly symbol: string;
  readonly clientOrderId: string;
  readonly orderId: string;
  readonly type: string;
  readonly side: 'BUY' | 'SELL';
  readonly quantity: string;
  readonly price: string;
  /** '0' unless this report is a fill. */
  readonly tradeId: string;
  readonly executedPrice: string;
  readonly executedQuantity: string;
  readonly fee: string;
  readonly feeAsset: string;
  readonly totalExecutedQuantity: string;
  readonly avgPrice: string;
  readonly status: 'NEW' | 'PARTIAL_FILLED' | 'FILLED' | 'CANCELLED' | 'REJECTED' | 'REPLACED';
  readonly reason: string;
  readonly totalFee: string;
  readonly visible: string;
  readonly timestamp: number;
  readonly reduceOnly: boolean;
  readonly maker: boolean;
}
