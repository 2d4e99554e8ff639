import type { Container } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Token } from '../../../src/application/shared/token';
import { AlgoOrderApiPort } from '../../../src/application/member-trading/ports/algo-order-api.port';
import { FakeAlgoOrderApi } from './fake-algo-order-api';

export { FakeAlgoOrderApi } from './fake-algo-order-api';
import {
  TradingApiPort,
  type PlacedOrder,
  type SymbolLeverage,
  type TradePage,
} from '../../../src/application/member-trading/ports/trading-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { override, type Override } from '../../../src/di/overrides';
import type { InstrumentInfo } from '../../../src/domain/market/instrument';
import type { WalkLevel } from '../../../src/domain/trade/orders/book-walk';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { AccountInfo, Balance, Position } from '../../../src/domain/trade/orders/account';
import type { FeeRates } from '../../../src/domain/trade/orders/fees';
import type { Fill, Order, OrderRequest } from '../../../src/domain/trade/orders/order';
import { TradingAccountView } from '../../../src/presentation/member-trading/account/trading-account-view';
import type { FormMarket } from '../../../src/presentation/member-trading/order-form/order-form-context';

/**
 * How the fake exchange answers one place call: accept it, refuse it with a code, lose the answer (`lost`: the
 * order IS placed but no answer comes back readable), fail before reaching the exchange (`unanswered`), or never
 * answer (`hang`, until `release`).
 */
export type PlaceScript =
  | { readonly kind: 'accept' }
  | { readonly kind: 'refuse'; readonly code: number; readonly message: string }
  | { readonly kind: 'lost' }
  | { readonly kind: 'unanswered' }
  | { readonly kind: 'hang' };

const UNANSWERED: TradeFailure = { kind: 'unanswered', error: ErrorCode.NetworkUnavailable };

/** The exchange's place and lookup calls, scripted per call; what was sent is recorded. */
export class FakeTradingApi implements TradingApiPort {
  readonly sent: OrderRequest[] = [];
  readonly lookups: string[] = [];
  /** Scripts for the next place calls, in order; when empty, calls are accepted. */
  script: PlaceScript[] = [];
  /** The lookup by clientOrderId fails (no answer). */
  lookupFails = false;
  private readonly live = new Map<string, Order>();
  private nextId = 1001;
  private hanging: (() => void)[] = [];

  async placeOrder(order: OrderRequest): Promise<Result<PlacedOrder, TradeFailure>> {
    this.sent.push(order);
    const step = this.script.shift() ?? { kind: 'accept' };
    const id = order.clientOrderId ?? '0';
    if (step.kind === 'refuse') return err({ kind: 'refused', code: step.code, message: step.message, status: 400 });
    if (step.kind === 'unanswered') return err(UNANSWERED);
    if (step.kind === 'hang') return new Promise((resolve) => this.hanging.push(() => resolve(err(UNANSWERED))));
    if (this.live.has(id)) return err({ kind: 'refused', code: -1007, message: 'Duplicate clientOrderId', status: 400 });
    const placed = this.record(order);
    if (step.kind === 'lost') return err(UNANSWERED);
    return ok({
      orderId: placed.orderId,
      clientOrderId: id,
      type: order.type,
      price: order.price ?? null,
      quantity: order.quantity ?? null,
      amount: order.amount ?? null,
    });
  }

  /** Places an order behind the client's back (as a call whose answer was lost would have). */
  record(order: OrderRequest): Order {
    const row: Order = {
      orderId: String(this.nextId++),
      clientOrderId: order.clientOrderId ?? '0',
      symbol: order.symbol,
      orderTag: 'default',
      side: order.side,
      type: order.type,
      status: 'NEW',
      price: order.price ?? null,
      quantity: order.quantity ?? null,
      amount: order.amount ?? null,
      executed: '0',
      visible: order.visibleQuantity ?? order.quantity ?? '0',
      averageExecutedPrice: null,
      totalFee: '0',
      feeAsset: '',
      reduceOnly: order.reduceOnly ?? false,
      realizedPnl: '0',
      createdTime: 0,
      updatedTime: 0,
    };
    this.live.set(row.clientOrderId, row);
    return row;
  }

  /** Lets every hanging call end without an answer. */
  release(): void {
    const hanging = this.hanging;
    this.hanging = [];
    hanging.forEach((end) => end());
  }

  get placedOrders(): readonly Order[] {
    return [...this.live.values()];
  }

  async orderByClientId(clientOrderId: string): Promise<Result<Order | undefined, TradeFailure>> {
    this.lookups.push(clientOrderId);
    if (this.lookupFails) return err(UNANSWERED);
    return ok(this.live.get(clientOrderId));
  }

  async amendOrder(): Promise<Result<void, TradeFailure>> {
    return err(UNANSWERED);
  }

  async cancelOrder(): Promise<Result<void, TradeFailure>> {
    return err(UNANSWERED);
  }

  async cancelAll(): Promise<Result<void, TradeFailure>> {
    return err(UNANSWERED);
  }

  async orders(): Promise<Result<TradePage<Order>, TradeFailure>> {
    return ok({ rows: this.placedOrders, total: this.live.size, currentPage: 1, recordsPerPage: 25 });
  }

  async fills(): Promise<Result<TradePage<Fill>, TradeFailure>> {
    return ok({ rows: [], total: 0, currentPage: 1, recordsPerPage: 25 });
  }

  async balances(): Promise<Result<readonly Balance[], TradeFailure>> {
    return ok([]);
  }

  async positions(): Promise<Result<readonly Position[], TradeFailure>> {
    return ok([]);
  }

  async accountInfo(): Promise<Result<AccountInfo, TradeFailure>> {
    return err(UNANSWERED);
  }

  async tradingFee(symbol: string): Promise<Result<FeeRates, TradeFailure>> {
    return symbol ? ok({ makerFee: '2', takerFee: '5' }) : err(UNANSWERED);
  }

  async leverage(symbol: string): Promise<Result<SymbolLeverage, TradeFailure>> {
    return ok({ symbol, marginMode: 'CROSS', leverage: 10 });
  }

  async setLeverage(setting: SymbolLeverage): Promise<Result<SymbolLeverage, TradeFailure>> {
    return ok(setting);
  }

  async setPositionMode(): Promise<Result<never, TradeFailure>> {
    return err(UNANSWERED);
  }

  async adjustIsolatedMargin(): Promise<Result<never, TradeFailure>> {
    return err(UNANSWERED);
  }
}

const ACCOUNT_INFO: AccountInfo = {
  applicationId: 'app',
  account: 'user@example.com',
  accountMode: 'FUTURES',
  positionMode: 'ONE_WAY',
  leverage: 10,
  initialMarginRatio: '0.1',
  maintenanceMarginRatio: '0.005',
  totalCollateral: '10000',
  freeCollateral: '10000',
  totalAccountValue: '10000',
};

/** The signed-in account as the form reads it: balances, positions, account info and fee rates set by the test (observable). */
export class FakeTradingAccountView implements TradingAccountView {
  ready = true;
  starts = 0;
  start(): void {
    this.starts += 1;
  }
  balances: Record<string, { holding: string; frozen: string; available: string }> = {
    USDT: { holding: '10000', frozen: '0', available: '10000' },
    BTC: { holding: '0.1', frozen: '0', available: '0.1' },
    ETH: { holding: '1', frozen: '0', available: '1' },
  };
  positions: Position[] = [];
  openOrders: Order[] = [];
  accountInfo: AccountInfo | undefined = ACCOUNT_INFO;
  fees: FeeRates | undefined = { makerFee: '2', takerFee: '5' };
  symbolLeverage = '10';
  readonly feeLoads: string[] = [];

  constructor() {
    makeAutoObservable(this, { feeLoads: false });
  }

  balance(token: string) {
    return this.balances[token];
  }

  position(symbol: string): Position | undefined {
    return this.positions.find((p) => p.symbol === symbol);
  }

  get freeCollateral(): string | undefined {
    return this.accountInfo?.freeCollateral;
  }

  feeRates(): FeeRates | undefined {
    return this.fees;
  }

  loadFeeRates(symbol: string): void {
    this.feeLoads.push(symbol);
  }

  leverage(): string {
    return this.symbolLeverage;
  }

  setAvailable(token: string, available: string): void {
    this.balances = { ...this.balances, [token]: { holding: available, frozen: '0', available } };
  }

  setFreeCollateral(free: string): void {
    if (this.accountInfo) this.accountInfo = { ...this.accountInfo, freeCollateral: free, totalCollateral: free };
  }
}

/** A market the form trades, set by the test (observable): instrument rules, the visible book, the last price. */
export class FakeFormMarket implements FormMarket {
  info: InstrumentInfo | undefined;
  levels: { bids: WalkLevel[]; asks: WalkLevel[] } | undefined;
  last: string | undefined;

  constructor(
    readonly symbol: string,
    rules: Partial<InstrumentInfo> = {},
  ) {
    this.info = {
      symbol,
      quoteTick: '0.1',
      baseTick: '0.0001',
      quoteMin: '0.1',
      quoteMax: '1000000',
      baseMin: '0.0001',
      baseMax: '100',
      minNotional: '10',
      priceRange: '0.1',
      isStable: false,
      ...rules,
    };
    this.levels = { bids: [{ price: '29999.9', quantity: '1' }], asks: [{ price: '30000.1', quantity: '1' }] };
    this.last = '30000';
    makeAutoObservable(this, { symbol: false });
  }

  instrument(): InstrumentInfo | undefined {
    return this.info;
  }

  book() {
    return this.levels;
  }

  lastPrice(): string | undefined {
    return this.last;
  }

  setBook(bids: WalkLevel[], asks: WalkLevel[]): void {
    this.levels = { bids, asks };
  }
}

export interface OrderFormFakes {
  readonly tradingApi: FakeTradingApi;
  readonly algoOrderApi: FakeAlgoOrderApi;
  readonly account: FakeTradingAccountView;
}

/** The overrides of the form's ports by token (the account data layer's bindings win over nothing: see `provideOrderFormFakes`). */
export function orderFormOverrides(fakes: OrderFormFakes): Override[] {
  return [
    override(TradingApiPort, fakes.tradingApi),
    override(AlgoOrderApiPort, fakes.algoOrderApi),
    override(TradingAccountView, fakes.account),
  ];
}

export function newOrderFormFakes(): OrderFormFakes {
  return { tradingApi: new FakeTradingApi(), algoOrderApi: new FakeAlgoOrderApi(), account: new FakeTradingAccountView() };
}

/**
 * Binds the form's fakes by token in a built container (replacing what the trade module bound for TradingApiPort,
 * AlgoOrderApiPort and TradingAccountView). Call before the form's store is resolved.
 */
export function provideOrderFormFakes(container: Container, fakes: OrderFormFakes = newOrderFormFakes()): OrderFormFakes {
  const bind = <T>(id: Token<T>, value: T) => {
    if (container.isBound(id)) container.unbind(id);
    container.bind<T>(id).toConstantValue(value);
  };
  bind(TradingApiPort, fakes.tradingApi);
  bind(AlgoOrderApiPort, fakes.algoOrderApi);
  bind(TradingAccountView, fakes.account);
  return fakes;
}
