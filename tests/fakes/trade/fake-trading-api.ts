import Decimal from 'decimal.js';
import type {
  IsolatedMarginChange,
  PlacedOrder,
  SymbolLeverage,
  TradeListQuery,
  TradePage,
  TradingApiPort,
} from '../../../src/application/member-trading/ports/trading-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { AccountInfo, Balance, Position } from '../../../src/domain/trade/orders/account';
import type { FeeRates } from '../../../src/domain/trade/orders/fees';
import type { Fill, Order, OrderRequest } from '../../../src/domain/trade/orders/order';
import type { PositionMode, PositionSide } from '../../../src/domain/trade/perps/leverage';

export const DEMO_ACCOUNT_INFO: AccountInfo = {
  applicationId: 'app-1',
  account: 'demo@example.com',
  accountMode: 'FUTURES',
  positionMode: 'ONE_WAY',
  leverage: 10,
  marginRatio: undefined,
  initialMarginRatio: '0.1',
  maintenanceMarginRatio: '0.005',
  totalCollateral: '10000',
  freeCollateral: '10000',
  totalAccountValue: '10000',
};

export function balanceOf(token: string, holding: string, frozen = '0'): Balance {
  const available = (Number(holding) - Number(frozen)).toString();
  return { token, holding, frozen, availableBalance: available, timestamp: 1 };
}

/** An open order row with sensible defaults. */
export function orderRow(change: Partial<Order> & Pick<Order, 'orderId'>): Order {
  return {
    clientOrderId: '0',
    symbol: 'SPOT_BTC_USDT',
    orderTag: 'default',
    side: 'BUY',
    type: 'LIMIT',
    status: 'NEW',
    price: '60000',
    quantity: '0.01',
    amount: null,
    executed: '0',
    visible: '0.01',
    averageExecutedPrice: null,
    totalFee: '0',
    feeAsset: '',
    reduceOnly: false,
    realizedPnl: '0',
    createdTime: 1_700_000_000_000 + Number(change.orderId),
    updatedTime: 1_700_000_000_000 + Number(change.orderId),
    ...change,
  };
}

/**
 * The v3 trading calls answered from memory: balances, positions, orders (open ones are status NEW/PARTIAL_FILLED),
 * fills; every call is recorded. `failNext` makes the next call of a method fail.
 */
export class FakeTradingApi implements TradingApiPort {
  balancesRows: Balance[] = [balanceOf('USDT', '10000'), balanceOf('BTC', '0.1'), balanceOf('ETH', '1')];
  positionRows: Position[] = [];
  orderRows: Order[] = [];
  fillRows: Fill[] = [];
  info: AccountInfo = DEMO_ACCOUNT_INFO;
  fee: FeeRates = { makerFee: '2', takerFee: '5' };
  /** Per-symbol leverage settings (`GET`/`PUT /v3/futures/leverage`); unset symbols answer the account leverage, CROSS. */
  readonly leverages = new Map<string, SymbolLeverage>();
  readonly calls: { method: string; args: unknown[] }[] = [];
  private readonly failures = new Map<string, TradeFailure>();

  failNext(method: keyof TradingApiPort, failure: TradeFailure): void {
    this.failures.set(method, failure);
  }

  count(method: keyof TradingApiPort): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  async placeOrder(order: OrderRequest): Promise<Result<PlacedOrder, TradeFailure>> {
    return this.answer('placeOrder', [order], () => ({
      orderId: String(9000 + this.count('placeOrder')),
      clientOrderId: order.clientOrderId ?? '0',
      type: order.type,
      price: order.price ?? null,
      quantity: order.quantity ?? null,
      amount: order.amount ?? null,
    }));
  }

  async amendOrder(change: {
    readonly orderId: string;
    readonly price?: string;
    readonly quantity?: string;
  }): Promise<Result<void, TradeFailure>> {
    return this.answer('amendOrder', [change], () => undefined);
  }

  async cancelOrder(symbol: string, orderId: string): Promise<Result<void, TradeFailure>> {
    return this.answer('cancelOrder', [symbol, orderId], () => undefined);
  }

  async cancelAll(symbol?: string): Promise<Result<void, TradeFailure>> {
    return this.answer('cancelAll', [symbol], () => undefined);
  }

  async orderByClientId(clientOrderId: string): Promise<Result<Order | undefined, TradeFailure>> {
    return this.answer('orderByClientId', [clientOrderId], () => this.orderRows.find((o) => o.clientOrderId === clientOrderId));
  }

  async orders(query: TradeListQuery): Promise<Result<TradePage<Order>, TradeFailure>> {
    return this.answer('orders', [query], () =>
      page(
        this.orderRows.filter((o) => matches(query, o.symbol, o.side, o.createdTime) && statusMatches(query, o.status)),
        query,
      ),
    );
  }

  async fills(query: TradeListQuery): Promise<Result<TradePage<Fill>, TradeFailure>> {
    return this.answer('fills', [query], () =>
      page(
        this.fillRows.filter((f) => matches(query, f.symbol, f.side, f.executedTimestamp)),
        query,
      ),
    );
  }

  async balances(): Promise<Result<readonly Balance[], TradeFailure>> {
    return this.answer('balances', [], () => this.balancesRows);
  }

  async positions(): Promise<Result<readonly Position[], TradeFailure>> {
    return this.answer('positions', [], () => this.positionRows);
  }

  async accountInfo(): Promise<Result<AccountInfo, TradeFailure>> {
    return this.answer('accountInfo', [], () => this.info);
  }

  async tradingFee(symbol: string): Promise<Result<FeeRates, TradeFailure>> {
    return this.answer('tradingFee', [symbol], () => this.fee);
  }

  async leverage(symbol: string): Promise<Result<SymbolLeverage, TradeFailure>> {
    return this.answer(
      'leverage',
      [symbol],
      () => this.leverages.get(symbol) ?? { symbol, marginMode: 'CROSS' as const, leverage: this.info.leverage },
    );
  }

  async setLeverage(setting: SymbolLeverage): Promise<Result<SymbolLeverage, TradeFailure>> {
    return this.answer('setLeverage', [setting], () => {
      this.leverages.set(setting.symbol, setting);
      this.positionRows = this.positionRows.map((p) =>
        p.symbol === setting.symbol ? { ...p, leverage: setting.leverage, marginMode: setting.marginMode } : p,
      );
      return setting;
    });
  }

  async setPositionMode(mode: PositionMode): Promise<Result<PositionMode, TradeFailure>> {
    return this.answer('setPositionMode', [mode], () => {
      this.info = { ...this.info, positionMode: mode };
      return mode;
    });
  }

  async adjustIsolatedMargin(
    change: IsolatedMarginChange,
  ): Promise<Result<{ readonly positionSide: PositionSide; readonly isolatedMarginAmount: string }, TradeFailure>> {
    return this.answer('adjustIsolatedMargin', [change], () => {
      const side = change.positionSide ?? 'BOTH';
      const row = this.positionRows.find((p) => p.symbol === change.symbol && (p.positionSide ?? 'BOTH') === side);
      const before = new Decimal(row?.isolatedMarginAmount ?? '0');
      const after = (change.action === 'ADD' ? before.plus(change.amount) : before.minus(change.amount)).toFixed();
      this.positionRows = this.positionRows.map((p) => (p === row ? { ...p, isolatedMarginAmount: after } : p));
      return { positionSide: side, isolatedMarginAmount: after };
    });
  }

  private answer<T>(method: string, args: unknown[], value: () => T): Result<T, TradeFailure> {
    this.calls.push({ method, args });
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      return err(failure);
    }
    return ok(value());
  }
}

function matches(q: TradeListQuery, symbol: string, side: string, time: number): boolean {
  return (
    (q.symbol === undefined || q.symbol === symbol) &&
    (q.side === undefined || q.side === side) &&
    (q.startTime === undefined || time >= q.startTime) &&
    (q.endTime === undefined || time <= q.endTime)
  );
}

function statusMatches(q: TradeListQuery, status: Order['status']): boolean {
  if (q.status === undefined) return true;
  if (q.status === 'INCOMPLETE') return status === 'NEW' || status === 'PARTIAL_FILLED';
  if (q.status === 'COMPLETED') return status !== 'NEW' && status !== 'PARTIAL_FILLED';
  return q.status === status;
}

function page<T>(rows: T[], q: TradeListQuery): TradePage<T> {
  const size = q.size ?? 25;
  const current = q.page ?? 1;
  return { rows: rows.slice((current - 1) * size, current * size), total: rows.length, currentPage: current, recordsPerPage: size };
}
