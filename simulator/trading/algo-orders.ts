import Decimal from 'decimal.js';
import type { OrderSide, OrderStatus } from '../../src/domain/trade/orders/order';
import { OrderRefusalCode, validateOrder, type ValidationContext } from '../../src/domain/trade/orders/order-validation';
import { ApiError, ErrorCodes } from '../http/api-error';
import { algoReport, type AlgoRecord, type AlgoStatus, type TriggerPriceType } from './algo-records';
import type { OrderRecord } from './records';
import type { TradingEngine } from './trading-engine';

/** Algo types the exchange has; only STOP is built here (the others are refused -1005). */
export const ALGO_TYPES = ['STOP', 'TRAILING_STOP', 'BRACKET', 'POSITIONAL_TP_SL', 'OCO', 'TAKE_PROFIT', 'STOP_LOSS'] as const;

export interface AlgoPlaceInput {
  readonly symbol: string;
  readonly side: OrderSide;
  readonly algoType: string;
  readonly type: 'LIMIT' | 'MARKET';
  readonly triggerPrice: string;
  readonly triggerPriceType?: TriggerPriceType;
  readonly price?: string;
  readonly quantity: string;
  readonly reduceOnly?: boolean;
  readonly clientOrderId?: string;
}

const refuse = (code: number, message: string): ApiError => new ApiError(code, message);

/** The child's status as its algo's status (the child's NEW is the algo's TRIGGERED). */
const fromChild: Record<OrderStatus, AlgoStatus> = {
  NEW: 'TRIGGERED', PARTIAL_FILLED: 'PARTIAL_FILLED', FILLED: 'FILLED', CANCELLED: 'CANCELLED', REJECTED: 'REJECTED',
};

/**
 * STOP algo orders (docs/protocol.md "Algo orders"): they wait outside the book, holding no funds, until the
 * reference price (last trade, or the mark for MARK_PRICE) reaches the trigger after a book step — a BUY at or
 * above it, a SELL at or below — then place their child LIMIT or MARKET order through the engine's normal path.
 * Rows are stored through the engine's writer, in the same transaction as the child order.
 */
export class AlgoOrders {
  private readonly byUser = new Map<number, AlgoRecord[]>();
  private readonly waiting = new Map<string, Map<number, AlgoRecord>>();
  private readonly children = new Map<number, OrderRecord>();
  private nextId = 1;

  constructor(private readonly trading: TradingEngine, private readonly onError: (error: unknown) => void = () => undefined) {}

  /** Takes the stored algo orders from the engine's start; the waiting ones watch their books again. */
  start(): void {
    for (const r of [...this.trading.loadedAlgos].sort((x, y) => x.algoOrderId - y.algoOrderId)) {
      this.rows(r.userId).push(r);
      this.nextId = Math.max(this.nextId, r.algoOrderId + 1);
      if (r.algoStatus === 'NEW') this.watch(r);
      if (r.orderId !== 0) {
        const child = this.trading.account(r.userId).orders.find((o) => o.orderId === r.orderId);
        if (child) this.children.set(r.algoOrderId, child);
      }
    }
  }

  /** The account's algo orders, oldest first (statuses brought up to date with their children). */
  list(userId: number): readonly AlgoRecord[] {
    const rows = this.rows(userId);
    for (const r of rows) this.sync(r);
    return rows;
  }

  place(userId: number, input: AlgoPlaceInput): AlgoRecord {
    const { trading } = this;
    if (input.algoType !== 'STOP') throw refuse(ErrorCodes.InvalidParameter, `algoType ${input.algoType} is not supported yet`);
    if (!trading.market.has(input.symbol)) throw refuse(ErrorCodes.InvalidParameter, `symbol: unknown ${input.symbol}`);
    const sr = trading.rules(input.symbol);
    const triggerPriceType = input.triggerPriceType ?? 'MARKET_PRICE';
    if (triggerPriceType === 'MARK_PRICE' && !sr.perp) throw refuse(ErrorCodes.InvalidParameter, 'triggerPriceType: MARK_PRICE is for perpetuals only');
    if (input.reduceOnly && !sr.perp) throw refuse(ErrorCodes.InvalidParameter, 'reduceOnly: only perpetual orders can be reduce-only');
    const trigger = new Decimal(input.triggerPrice);
    if (trigger.lte(0)) throw refuse(OrderRefusalCode.PriceTick, 'triggerPrice: must be more than 0');
    if (!trigger.mod(sr.tick).isZero()) throw refuse(OrderRefusalCode.PriceTick, `triggerPrice: must be a multiple of the tick ${sr.rules.quoteTick}`);
    if (input.type === 'LIMIT' && input.price === undefined) throw refuse(ErrorCodes.InvalidParameter, 'price: is required for a LIMIT stop');
    const a = trading.account(userId);
    const clientOrderId = input.clientOrderId ?? '0';
    if (clientOrderId !== '0' && this.rows(userId).some((r) => r.clientOrderId === clientOrderId && r.algoStatus === 'NEW')) {
      throw refuse(OrderRefusalCode.DuplicateClientOrderId, `clientOrderId ${clientOrderId} is already used by a waiting algo order`);
    }
    const price = input.type === 'LIMIT' ? new Decimal(input.price!).toFixed() : undefined;
    const child = { symbol: input.symbol, side: input.side, type: input.type, price, quantity: input.quantity, reduceOnly: input.reduceOnly };
    // The band is checked around the trigger (where the market is when the child is placed), funds against now.
    const refusal = validateOrder(child, sr.rules, this.context(a.userId, input, price ?? trigger.toFixed()));
    if (refusal) throw refuse(refusal.code, refusal.message);
    const now = trading.now();
    const id = this.nextId++;
    const r: AlgoRecord = {
      algoOrderId: id, rootAlgoOrderId: id, parentAlgoOrderId: 0, userId, clientOrderId, symbol: input.symbol, algoType: 'STOP',
      side: input.side, type: input.type, quantity: new Decimal(input.quantity).toFixed(), price: price ?? null, triggerPrice: trigger.toFixed(),
      triggerPriceType, reduceOnly: input.reduceOnly === true, algoStatus: 'NEW', isTriggered: false, triggerTime: 0, triggeredPrice: '0',
      orderId: 0, executed: '0', averagePrice: '0', reason: '', createdTime: now, updatedTime: now,
    };
    this.rows(userId).push(r);
    this.watch(r);
    this.changed(r);
    return r;
  }

  /** Funds the child would need now (spot: what it would freeze; perpetual: its initial margin), reduce-only none. */
  private context(userId: number, input: AlgoPlaceInput, price: string): ValidationContext {
    const { trading } = this;
    const a = trading.account(userId);
    const sr = trading.rules(input.symbol);
    const notional = new Decimal(price).times(input.quantity);
    if (sr.perp) {
      if (input.reduceOnly) return { midPrice: price };
      return { midPrice: price, funds: { asset: 'USDT', required: notional.div(a.setting(input.symbol).leverage).toFixed(), available: trading.available(a, 'USDT').toFixed() } };
    }
    const asset = input.side === 'BUY' ? sr.instrument.quote : sr.instrument.base;
    const required = input.side === 'BUY' ? notional : new Decimal(input.quantity);
    return { midPrice: price, funds: { asset, required: required.toFixed(), available: trading.available(a, asset).toFixed() } };
  }

  cancel(userId: number, algoOrderId: number, symbol?: string): AlgoRecord {
    const r = this.rows(userId).find((x) => x.algoOrderId === algoOrderId);
    if (!r || r.algoStatus !== 'NEW' || (symbol !== undefined && r.symbol !== symbol)) throw refuse(ErrorCodes.NotFound, `orderId ${algoOrderId}: no waiting algo order`);
    this.end(r, 'CANCELLED', '');
    return r;
  }

  /** Cancels the account's waiting algo orders (of one symbol); returns how many. */
  cancelAll(userId: number, symbol?: string): number {
    const rows = this.rows(userId).filter((r) => r.algoStatus === 'NEW' && (symbol === undefined || r.symbol === symbol));
    for (const r of rows) this.end(r, 'CANCELLED', '');
    return rows.length;
  }

  /** Waiting algo orders of a symbol (tests). */
  waitingOn(symbol: string): number {
    return this.waiting.get(symbol)?.size ?? 0;
  }

  /** After a book step: fires the waiting stops whose reference price reached their trigger. */
  step(symbol: string): void {
    const set = this.waiting.get(symbol);
    if (!set || set.size === 0) return;
    const last = this.trading.market.symbolState(symbol)?.close;
    for (const r of [...set.values()]) {
      const reference = r.triggerPriceType === 'MARK_PRICE' ? this.trading.markPrice(symbol) : new Decimal(last ?? 0);
      if (reference.lte(0)) continue;
      const fires = r.side === 'BUY' ? reference.gte(r.triggerPrice) : reference.lte(r.triggerPrice);
      if (fires) this.fire(r, reference);
    }
  }

  private fire(r: AlgoRecord, reference: Decimal): void {
    this.unwatch(r);
    const now = this.trading.now();
    Object.assign(r, { isTriggered: true, triggerTime: now, triggeredPrice: reference.toFixed(), algoStatus: 'TRIGGERED' });
    try {
      const child = this.trading.place(r.userId, {
        symbol: r.symbol, side: r.side, type: r.type, quantity: r.quantity, reduceOnly: r.reduceOnly || undefined,
        ...(r.price !== null ? { price: r.price } : {}),
      });
      r.orderId = child.orderId;
      this.children.set(r.algoOrderId, child);
      this.sync(r);
    } catch (error) {
      if (!(error instanceof ApiError)) this.onError(error);
      r.algoStatus = 'REJECTED';
      r.reason = error instanceof Error ? error.message : String(error);
    }
    r.updatedTime = now;
    this.changed(r);
    void this.trading.writer.flush().catch(() => undefined);
  }

  private end(r: AlgoRecord, status: AlgoStatus, reason: string): void {
    this.unwatch(r);
    Object.assign(r, { algoStatus: status, reason, updatedTime: this.trading.now() });
    this.changed(r);
  }

  /** Copies the child's progress into its algo row (stored when it changed). */
  private sync(r: AlgoRecord): void {
    const child = this.children.get(r.algoOrderId);
    if (!child) return;
    const executed = new Decimal(child.executed);
    const next = {
      algoStatus: fromChild[child.status], executed: executed.toFixed(),
      averagePrice: executed.isZero() ? '0' : new Decimal(child.executedQuote).div(executed).toFixed(), reason: child.reason,
    };
    if (next.algoStatus === r.algoStatus && next.executed === r.executed && next.reason === r.reason) return;
    Object.assign(r, next);
    this.trading.writer.algo(r);
  }

  private changed(r: AlgoRecord): void {
    this.trading.writer.algo(r);
    const events = this.trading.events;
    if (events?.wants(r.userId)) events.publish({ userId: r.userId, topic: 'algoexecutionreportv2', ts: r.updatedTime, data: [algoReport(r)] });
  }

  private watch(r: AlgoRecord): void {
    let set = this.waiting.get(r.symbol);
    if (!set) this.waiting.set(r.symbol, (set = new Map()));
    set.set(r.algoOrderId, r);
    const book = this.trading.bookOf(r.symbol);
    book.algos ??= { waiting: () => (this.waiting.get(r.symbol)?.size ?? 0) > 0, step: () => this.step(r.symbol) };
  }

  private unwatch(r: AlgoRecord): void {
    this.waiting.get(r.symbol)?.delete(r.algoOrderId);
  }

  private rows(userId: number): AlgoRecord[] {
    let rows = this.byUser.get(userId);
    if (!rows) this.byUser.set(userId, (rows = []));
    return rows;
  }
}
