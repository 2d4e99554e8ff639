import Decimal from 'decimal.js';
import { inject, injectable, optional } from 'inversify';
import type * as z from 'zod/mini';
import type {
  IsolatedMarginChange,
  PlacedOrder,
  SymbolLeverage,
  TradeListQuery,
  TradePage,
  TradingApiPort,
} from '../../application/member-trading/ports/trading-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { LoggerPort } from '../../application/shared/ports/logger.port';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AccountInfo, Balance, Position } from '../../domain/trade/orders/account';
import type { FeeRates } from '../../domain/trade/orders/fees';
import type { Fill, Order, OrderRequest } from '../../domain/trade/orders/order';
import type { PositionMode, PositionSide } from '../../domain/trade/perps/leverage';
import { ApiClient, type ApiFailure } from '../http/api-client';
import { reportUnreadable, wirePage, type UnreadableRow } from '../http/wire.schema';
import type { WirePage } from '../../domain/wire/wire-values';
import {
  accountInfoData,
  balanceRows,
  fillRow,
  isolatedMarginData,
  leverageData,
  leverageDetailsData,
  orderRow,
  placedOrderData,
  positionModeData,
  positionRows,
  statusData,
  tradingFeeData,
} from './trading.schema';

const orderPage = wirePage(orderRow);
const fillPage = wirePage(fillRow);
type Params = Record<string, string | number | boolean | undefined>;

/**
 * A failure the exchange answered with its own code (below HTTP 500) is a refusal, final and shown with its
 * message; anything else (no answer, timeout, 5xx, a body we cannot read) is `unanswered`: it may have taken effect.
 */
export function tradeFailureOf(failure: ApiFailure): TradeFailure {
  if (failure.exchangeCode !== undefined && failure.status !== undefined && failure.status < 500) {
    return { kind: 'refused', code: failure.exchangeCode, message: failure.message ?? '', status: failure.status };
  }
  return { kind: 'unanswered', error: failure.error };
}

/**
 * The request body of `POST /v3/trade/order`: decimals as JSON numbers, as the exchange takes them; the client id as a
 * number while it is a safe integer, else as its digits (a string never loses a digit; the exchange takes both).
 */
export function orderBody(order: OrderRequest): Record<string, unknown> {
  const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const body: Record<string, unknown> = {
    symbol: order.symbol,
    side: order.side,
    type: order.type,
    price: number(order.price),
    quantity: number(order.quantity),
    amount: number(order.amount),
    clientOrderId: wireIdValue(order.clientOrderId),
    orderTag: order.orderTag,
    reduceOnly: order.reduceOnly,
    visibleQuantity: number(order.visibleQuantity),
    positionSide: order.positionSide,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/** An id for a body or query: a JSON number while it is a safe integer (as the exchange's own clients send), else its digits. */
export function wireIdValue(id: string | undefined): number | string | undefined {
  if (id === undefined) return undefined;
  const n = Number(id);
  return Number.isSafeInteger(n) && String(n) === id ? n : id;
}

function listParams(query: TradeListQuery): Params {
  return {
    symbol: query.symbol,
    side: query.side,
    status: query.status,
    startTime: query.startTime,
    endTime: query.endTime,
    page: query.page,
    size: query.size,
  };
}

function pageFrom<T>(data: { rows: T[]; unreadable: readonly UnreadableRow[]; meta: WirePage }): TradePage<T> {
  return {
    rows: data.rows,
    total: data.meta.total,
    currentPage: data.meta.currentPage,
    recordsPerPage: data.meta.recordsPerPage,
    unreadable: data.unreadable.length,
  };
}

/** The v3 private trading calls over REST, with the session's bearer (the api client adds it). */
@injectable()
export class RestTradingApi implements TradingApiPort {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(LoggerPort) @optional() private readonly logger?: LoggerPort,
  ) {}

  async placeOrder(order: OrderRequest): Promise<Result<PlacedOrder, TradeFailure>> {
    return this.call('POST', '/v3/trade/order', placedOrderData, { body: orderBody(order) });
  }

  async amendOrder(change: {
    readonly orderId: string;
    readonly price?: string;
    readonly quantity?: string;
  }): Promise<Result<void, TradeFailure>> {
    const body: Record<string, number | string> = { orderId: change.orderId };
    if (change.price !== undefined) body.price = Number(change.price);
    if (change.quantity !== undefined) body.quantity = Number(change.quantity);
    return this.done(this.call('PUT', '/v3/trade/order', statusData, { body }));
  }

  async cancelOrder(symbol: string, orderId: string): Promise<Result<void, TradeFailure>> {
    return this.done(this.call('DELETE', '/v3/trade/order', statusData, { params: { symbol, orderId } }));
  }

  async cancelAll(symbol?: string): Promise<Result<void, TradeFailure>> {
    return this.done(this.call('DELETE', '/v3/trade/orders', statusData, { params: { symbol } }));
  }

  async orderByClientId(clientOrderId: string): Promise<Result<Order | undefined, TradeFailure>> {
    const result = await this.call('GET', '/v3/trade/order', orderRow, { params: { clientOrderId } });
    if (result.ok) return result;
    return result.error.kind === 'refused' && result.error.code === -1006 ? ok(undefined) : result;
  }

  async orders(query: TradeListQuery): Promise<Result<TradePage<Order>, TradeFailure>> {
    const result = await this.call('GET', '/v3/trade/orders', orderPage, { params: listParams(query) });
    if (!result.ok) return result;
    this.report('GET /v3/trade/orders', result.value.unreadable);
    return ok(pageFrom<Order>(result.value));
  }

  async fills(query: TradeListQuery): Promise<Result<TradePage<Fill>, TradeFailure>> {
    const result = await this.call('GET', '/v3/trade/transactionHistory', fillPage, { params: listParams(query) });
    if (!result.ok) return result;
    this.report('GET /v3/trade/transactionHistory', result.value.unreadable);
    return ok(pageFrom<Fill>(result.value));
  }

  async balances(): Promise<Result<readonly Balance[], TradeFailure>> {
    const result = await this.call('GET', '/v3/asset/balances', balanceRows);
    if (!result.ok) return result;
    this.report('GET /v3/asset/balances', result.value.unreadable);
    return ok(
      result.value.rows.map((row) => ({
        token: row.token,
        holding: row.holding,
        frozen: row.frozen,
        timestamp: row.updatedTime,
        availableBalance: row.availableBalance ?? new Decimal(row.holding).minus(row.frozen).toFixed(),
      })),
    );
  }

  /** `data.positions`; a row that cannot be read is reported to the logger. */
  async positions(): Promise<Result<readonly Position[], TradeFailure>> {
    const result = await this.call('GET', '/v3/futures/positions', positionRows);
    if (!result.ok) return result;
    this.report('GET /v3/futures/positions', result.value.unreadable);
    return ok(result.value.rows);
  }

  async accountInfo(): Promise<Result<AccountInfo, TradeFailure>> {
    return this.call('GET', '/v3/account/info', accountInfoData);
  }

  async tradingFee(symbol: string): Promise<Result<FeeRates, TradeFailure>> {
    const result = await this.call('GET', '/v3/trade/tradingFee', tradingFeeData, { params: { symbol } });
    return result.ok ? ok({ makerFee: result.value.makerFee, takerFee: result.value.takerFee }) : result;
  }

  /** The LONG side's leverage (one-way mode: both sides have the same one). */
  async leverage(symbol: string): Promise<Result<SymbolLeverage, TradeFailure>> {
    const result = await this.call('GET', '/v3/futures/leverage', leverageDetailsData, { params: { symbol } });
    if (!result.ok) return result;
    const { details, marginMode } = result.value;
    const long = details.find((d) => d.positionSide === 'LONG') ?? details[0];
    return ok({ symbol: result.value.symbol, marginMode, leverage: long.leverage });
  }

  async setLeverage(setting: SymbolLeverage): Promise<Result<SymbolLeverage, TradeFailure>> {
    return this.call('PUT', '/v3/futures/leverage', leverageData, {
      body: { symbol: setting.symbol, marginMode: setting.marginMode, leverage: setting.leverage },
    });
  }

  async setPositionMode(mode: PositionMode): Promise<Result<PositionMode, TradeFailure>> {
    const result = await this.call('PUT', '/v3/futures/positionMode', positionModeData, { body: { positionMode: mode } });
    return result.ok ? ok(result.value.positionMode) : result;
  }

  async adjustIsolatedMargin(
    change: IsolatedMarginChange,
  ): Promise<Result<{ readonly positionSide: PositionSide; readonly isolatedMarginAmount: string }, TradeFailure>> {
    const body = { symbol: change.symbol, adjustAmount: Number(change.amount), action: change.action, positionSide: change.positionSide };
    const result = await this.call('POST', '/v3/account/isolatedMargin/margin', isolatedMarginData, { body });
    return result.ok ? ok({ positionSide: result.value.positionSide, isolatedMarginAmount: result.value.isolatedMarginAmount }) : result;
  }

  private async call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: z.ZodMiniType<T>,
    options: { params?: Params; body?: unknown } = {},
  ): Promise<Result<T, TradeFailure>> {
    try {
      const result = await this.api.call(method, path, schema, options);
      return result.ok ? result : err(tradeFailureOf(result.error));
    } catch {
      return err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
    }
  }

  private report(call: string, unreadable: readonly UnreadableRow[]): void {
    if (unreadable.length === 0) return;
    const warn = this.logger ? (m: string, d?: unknown) => this.logger?.warn(m, d) : (m: string, d?: unknown) => console.warn(m, d);
    reportUnreadable(warn, call, unreadable);
  }

  private async done(call: Promise<Result<unknown, TradeFailure>>): Promise<Result<void, TradeFailure>> {
    const result = await call;
    return result.ok ? ok(undefined) : result;
  }
}
