import type { AccountInfo, Balance, Position } from '../../../domain/trade/orders/account';
import type { FeeRates } from '../../../domain/trade/orders/fees';
import type { Fill, Order, OrderRequest, OrderSide, OrderStatusFilter } from '../../../domain/trade/orders/order';
import type { TradeFailure } from '../../../domain/shared/trade-failure';
import type { Result } from '../../../domain/shared/result';
import type { MarginMode, PositionMode, PositionSide } from '../../../domain/trade/perps/leverage';
import { token } from '../../shared/token';

/** `POST /v3/trade/order`'s data. */
export interface PlacedOrder {
  readonly orderId: string;
  readonly clientOrderId: string;
  readonly type: string;
  readonly price: string | null;
  readonly quantity: string | null;
  readonly amount: string | null;
}

/** Filters of the order and fill lists (`GET /v3/trade/orders`, `/v3/trade/transactionHistory`); page from 1. */
export interface TradeListQuery {
  readonly symbol?: string;
  readonly side?: OrderSide;
  readonly status?: OrderStatusFilter;
  readonly startTime?: number;
  readonly endTime?: number;
  readonly page?: number;
  /** ≤ 500. */
  readonly size?: number;
}

export interface TradePage<T> {
  readonly rows: readonly T[];
  /** Rows of the answer that could not be read (reported to the logger, said under the table); absent = 0. */
  readonly unreadable?: number;
  readonly total: number;
  readonly currentPage: number;
  readonly recordsPerPage: number;
}

/** A perpetual's leverage and margin mode (`GET`/`PUT /v3/futures/leverage`). */
export interface SymbolLeverage {
  readonly symbol: string;
  readonly marginMode: MarginMode;
  readonly leverage: number;
}

/** `POST /v3/account/isolatedMargin/margin`: add to or take from an isolated position's margin (USDT). */
export interface IsolatedMarginChange {
  readonly symbol: string;
  readonly amount: string;
  readonly action: 'ADD' | 'REDUCE';
  /** Hedge mode (which of the two positions). */
  readonly positionSide?: PositionSide;
}

/** The v3 private trading calls, authenticated by the session (bearer). */
export interface TradingApiPort {
  placeOrder(order: OrderRequest): Promise<Result<PlacedOrder, TradeFailure>>;
  /** `PUT /v3/trade/order`. */
  amendOrder(change: {
    readonly orderId: string;
    readonly price?: string;
    readonly quantity?: string;
  }): Promise<Result<void, TradeFailure>>;
  /** `DELETE /v3/trade/order?symbol=&orderId=`. */
  cancelOrder(symbol: string, orderId: string): Promise<Result<void, TradeFailure>>;
  /** `DELETE /v3/trade/allOrders?symbol=` (regular and algo orders; every symbol when undefined). */
  cancelAll(symbol?: string): Promise<Result<void, TradeFailure>>;
  /** `GET /v3/trade/order?clientOrderId=`: the order a client id names, if any. */
  orderByClientId(clientOrderId: string): Promise<Result<Order | undefined, TradeFailure>>;
  orders(query: TradeListQuery): Promise<Result<TradePage<Order>, TradeFailure>>;
  fills(query: TradeListQuery): Promise<Result<TradePage<Fill>, TradeFailure>>;
  balances(): Promise<Result<readonly Balance[], TradeFailure>>;
  positions(): Promise<Result<readonly Position[], TradeFailure>>;
  accountInfo(): Promise<Result<AccountInfo, TradeFailure>>;
  tradingFee(symbol: string): Promise<Result<FeeRates, TradeFailure>>;
  /** `GET /v3/futures/leverage?symbol=&marginMode=&positionMode=`: the symbol's leverage (the LONG side's) and margin mode. */
  leverage(symbol: string): Promise<Result<SymbolLeverage, TradeFailure>>;
  /** `PUT /v3/futures/leverage`: answered with the stored setting; refused (-1005/-1012) naming the limit. */
  setLeverage(setting: SymbolLeverage): Promise<Result<SymbolLeverage, TradeFailure>>;
  /** `PUT /v3/futures/positionMode`: refused (-1012) while any perpetual position or order exists. */
  setPositionMode(mode: PositionMode): Promise<Result<PositionMode, TradeFailure>>;
  /** The position's isolated margin after the change. */
  adjustIsolatedMargin(
    change: IsolatedMarginChange,
  ): Promise<Result<{ readonly positionSide: PositionSide; readonly isolatedMarginAmount: string }, TradeFailure>>;
}
export const TradingApiPort = token<TradingApiPort>('TradingApiPort');
