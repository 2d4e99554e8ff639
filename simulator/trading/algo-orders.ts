import Decimal from 'decimal.js';
import { isOpenStatus } from '../../src/domain/trade/orders/order';
import { ApiError, ErrorCodes } from '../http/api-error';
import { amendedFields, isRoot, isTpSl, type AlgoAmendInput } from './algo-amend';
import { blankAlgo, refuse, referenceOf, singleAlgo, tpSlAlgo, closingSide, type AlgoPlaceInput } from './algo-place';
import { childOrder, childProgress } from './algo-child';
import { algoPositionSide, holdingOf } from './algo-position-side';
import { ALGO_DEFAULTS, algoReport, type AlgoRecord, type AlgoStatus } from './algo-records';
import { fixedTriggerFires, moveTrailing, positionOpen } from './algo-triggers';
import { placeBracket, placePositional, settlePositional, syncBracket, type AlgoHost } from './bracket';
import type { OrderRecord } from './records';
import type { TradingEngine } from './trading-engine';

export type { AlgoPlaceInput } from './algo-place';
export { ALGO_TYPES } from './algo-records';

export type { AlgoAmendInput } from './algo-amend';

/**
 * Algo orders (docs/protocol.md "Algo orders"): STOP, TAKE_PROFIT, STOP_LOSS, TRAILING_STOP, BRACKET and
 * POSITIONAL_TP_SL. They wait outside the book holding no funds; after each book step the armed ones compare their
 * reference price (last trade, or the mark for MARK_PRICE) with their trigger and, when it is reached, place their
 * child order through the engine's normal path. Every change goes out on `algoexecutionreportv2` and is stored
 * through the engine's writer, in the same transaction as the child order.
 */
export class AlgoOrders implements AlgoHost {
  private readonly byUser = new Map<number, AlgoRecord[]>();
  private readonly byId = new Map<number, AlgoRecord>();
  private readonly waiting = new Map<string, Map<number, AlgoRecord>>();
  /** BRACKET roots whose entry order is still open, per symbol. */
  private readonly brackets = new Map<string, Set<AlgoRecord>>();
  private readonly orders = new Map<number, OrderRecord>();
  private nextId = 1;

  constructor(
    readonly trading: TradingEngine,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Takes the stored algo orders from the engine's start; the waiting ones watch their books again. */
  start(): void {
    for (const stored of [...this.trading.loaded.algos].sort((x, y) => x.algoOrderId - y.algoOrderId)) {
      const r: AlgoRecord = { ...ALGO_DEFAULTS, ...stored };
      this.rows(r.userId).push(r);
      this.byId.set(r.algoOrderId, r);
      this.nextId = Math.max(this.nextId, r.algoOrderId + 1);
      if (r.orderId !== 0) {
        const child = this.trading.account(r.userId).orders.find((o) => o.orderId === r.orderId);
        if (child) this.orders.set(r.algoOrderId, child);
      }
      if (r.algoType === 'BRACKET' && (r.algoStatus === 'NEW' || r.algoStatus === 'PARTIAL_FILLED')) this.pending(r);
      else if (r.algoStatus === 'NEW' && r.armed && !isRoot(r)) this.watch(r);
    }
  }

  /** The account's algo orders, oldest first (statuses brought up to date with their children). */
  list(userId: number): readonly AlgoRecord[] {
    const rows = this.rows(userId);
    for (const r of rows) {
      if (r.algoType === 'BRACKET') syncBracket(this, r);
      else this.sync(r);
    }
    return rows;
  }

  place(userId: number, input: AlgoPlaceInput): AlgoRecord {
    const { trading } = this;
    if (!trading.market.has(input.symbol)) throw refuse(ErrorCodes.InvalidParameter, `symbol: unknown ${input.symbol}`);
    const clientOrderId = input.clientOrderId ?? '0';
    if (clientOrderId !== '0' && this.rows(userId).some((r) => r.clientOrderId === clientOrderId && r.algoStatus === 'NEW')) {
      throw refuse(-1007, `clientOrderId ${clientOrderId} is already used by a waiting algo order`);
    }
    trading.account(userId);
    if (input.algoType === 'BRACKET') return placeBracket(this, userId, input);
    if (input.algoType === 'POSITIONAL_TP_SL') return placePositional(this, userId, input);
    const sr = trading.rules(input.symbol);
    let fields: Partial<AlgoRecord>;
    if (input.algoType === 'STOP' || input.algoType === 'TRAILING_STOP') fields = singleAlgo(trading, userId, input, sr);
    else if (input.algoType === 'TAKE_PROFIT' || input.algoType === 'STOP_LOSS') {
      if (!sr.perp) throw refuse(ErrorCodes.InvalidParameter, `algoType ${input.algoType}: perpetuals only`);
      const positionSide = algoPositionSide(trading, userId, input.symbol, input);
      fields = tpSlAlgo(trading, userId, input.symbol, input, closingSide(trading, userId, input.symbol, positionSide), positionSide);
    } else throw refuse(ErrorCodes.InvalidParameter, `algoType ${input.algoType} is not supported`);
    const r = this.create({ ...blankAlgo(userId, input.symbol, input.algoType, trading.now()), ...fields, clientOrderId });
    if (r.algoType === 'TRAILING_STOP') moveTrailing(r, referenceOf(trading, r.symbol, r.triggerPriceType), sr.tick);
    this.watch(r);
    this.changed(r);
    return r;
  }

  /** Amends a waiting algo's trigger, quantity or LIMIT price (refused like a placement: -1103, -1104, -1005). */
  amend(userId: number, input: AlgoAmendInput): AlgoRecord {
    const r = this.byId.get(input.algoOrderId);
    if (!r || r.userId !== userId || r.algoStatus !== 'NEW')
      throw refuse(ErrorCodes.NotFound, `orderId ${input.algoOrderId}: no waiting algo order`);
    const next = amendedFields(this.trading, r, input, this.byId.get(r.parentAlgoOrderId));
    Object.assign(r, next, { updatedTime: this.trading.now() });
    this.changed(r);
    return r;
  }

  cancel(userId: number, algoOrderId: number, symbol?: string): AlgoRecord {
    const r = this.byId.get(algoOrderId);
    const live =
      r !== undefined && (r.algoStatus === 'NEW' || (r.algoType === 'BRACKET' && this.childrenOf(r).some((k) => k.algoStatus === 'NEW')));
    if (!r || r.userId !== userId || !live || (symbol !== undefined && r.symbol !== symbol))
      throw refuse(ErrorCodes.NotFound, `orderId ${algoOrderId}: no waiting algo order`);
    this.cancelTree(r);
    return r;
  }

  /** Cancels the account's waiting algo orders (of one symbol); returns how many. */
  cancelAll(userId: number, symbol?: string): number {
    const rows = this.rows(userId).filter((r) => r.algoStatus === 'NEW' && (symbol === undefined || r.symbol === symbol));
    for (const r of rows) if (r.algoStatus === 'NEW') this.cancelTree(r);
    return rows.length;
  }

  /** An algo and its waiting children; a BRACKET's open entry order is cancelled with it. */
  private cancelTree(r: AlgoRecord): void {
    for (const k of this.childrenOf(r)) if (k.algoStatus === 'NEW') this.end(k, 'CANCELLED', '');
    if (r.algoType === 'BRACKET') {
      const entry = this.orders.get(r.algoOrderId);
      if (entry && isOpenStatus(entry.status)) this.trading.cancel(r.userId, entry.orderId);
      syncBracket(this, r);
      return;
    }
    if (r.algoStatus === 'NEW') this.end(r, 'CANCELLED', '');
  }

  /** Waiting algo orders of a symbol (tests). */
  waitingOn(symbol: string): number {
    return this.waiting.get(symbol)?.size ?? 0;
  }

  /** After a book step: arms brackets whose entry filled, ends TP/SL whose position is gone, fires reached triggers. */
  step(symbol: string): void {
    const pendingSet = this.brackets.get(symbol);
    if (pendingSet) for (const root of [...pendingSet]) if (!syncBracket(this, root)) pendingSet.delete(root);
    const set = this.waiting.get(symbol);
    if (!set || set.size === 0) return;
    const sr = this.trading.rules(symbol);
    let last: Decimal | undefined;
    let mark: Decimal | undefined;
    for (const r of [...set.values()]) {
      if (r.algoStatus !== 'NEW') continue;
      if (isTpSl(r) && !positionOpen(r, holdingOf(this.trading, r.userId, r.symbol, r.positionSide))) {
        this.end(r, 'CANCELLED', 'Position closed');
        continue;
      }
      const reference =
        r.triggerPriceType === 'MARK_PRICE'
          ? (mark ??= this.trading.markPrice(symbol))
          : (last ??= referenceOf(this.trading, symbol, 'MARKET_PRICE'));
      if (reference.lte(0)) continue;
      if (r.algoType === 'TRAILING_STOP') {
        const moved = moveTrailing(r, reference, sr.tick);
        if (moved.fires) this.fire(r, reference);
        else if (moved.changed) {
          r.updatedTime = this.trading.now();
          this.changed(r);
        }
      } else if (fixedTriggerFires(r, reference)) this.fire(r, reference);
    }
  }

  private fire(r: AlgoRecord, reference: Decimal): void {
    this.unwatch(r);
    const now = this.trading.now();
    Object.assign(r, { isTriggered: true, triggerTime: now, triggeredPrice: reference.toFixed(), algoStatus: 'TRIGGERED' });
    const parent = this.byId.get(r.parentAlgoOrderId);
    if (parent)
      for (const k of this.childrenOf(parent))
        if (k !== r && k.algoStatus === 'NEW') this.end(k, 'CANCELLED', `One-cancels-other: ${r.algoType} triggered`);
    try {
      const child = this.trading.place(r.userId, childOrder(this.trading, r));
      r.orderId = child.orderId;
      this.orders.set(r.algoOrderId, child);
      this.sync(r);
    } catch (error) {
      if (!(error instanceof ApiError)) this.onError(error);
      r.algoStatus = 'REJECTED';
      r.reason = error instanceof Error ? error.message : String(error);
    }
    r.updatedTime = now;
    this.changed(r);
    if (parent) settlePositional(this, parent);
    // stored after the reports have gone out (the engine's state and the messages are already final)
    setImmediate(() => void this.trading.writer.flush().catch(() => undefined));
  }

  end(r: AlgoRecord, status: AlgoStatus, reason: string): void {
    this.unwatch(r);
    Object.assign(r, { algoStatus: status, reason, updatedTime: this.trading.now() });
    this.changed(r);
    const parent = this.byId.get(r.parentAlgoOrderId);
    if (parent) settlePositional(this, parent);
  }

  /** Copies the child's progress into its algo row (stored when it changed). */
  private sync(r: AlgoRecord): void {
    const child = this.orders.get(r.algoOrderId);
    if (!child || r.algoType === 'BRACKET') return;
    const next = childProgress(child);
    if (next.algoStatus === r.algoStatus && next.executed === r.executed && next.reason === r.reason) return;
    Object.assign(r, next);
    this.trading.writer.algo(r);
    const parent = this.byId.get(r.parentAlgoOrderId);
    if (parent) settlePositional(this, parent);
  }

  create(fields: Omit<AlgoRecord, 'algoOrderId' | 'rootAlgoOrderId'>, root?: AlgoRecord): AlgoRecord {
    const id = this.nextId++;
    const r: AlgoRecord = {
      ...fields,
      algoOrderId: id,
      rootAlgoOrderId: root?.algoOrderId ?? id,
      parentAlgoOrderId: root?.algoOrderId ?? 0,
    };
    this.rows(r.userId).push(r);
    this.byId.set(id, r);
    return r;
  }

  childrenOf(root: AlgoRecord): AlgoRecord[] {
    return this.rows(root.userId).filter((k) => k.parentAlgoOrderId === root.algoOrderId);
  }

  entryOf(root: AlgoRecord): OrderRecord | undefined {
    return this.orders.get(root.algoOrderId);
  }

  linkEntry(root: AlgoRecord, order: OrderRecord): void {
    this.orders.set(root.algoOrderId, order);
    this.pending(root);
  }

  changed(r: AlgoRecord): void {
    this.trading.writer.algo(r);
    const events = this.trading.events;
    if (events?.wants(r.userId))
      events.publish({ userId: r.userId, topic: 'algoexecutionreportv2', ts: r.updatedTime, data: [algoReport(r)] });
  }

  private pending(root: AlgoRecord): void {
    let set = this.brackets.get(root.symbol);
    if (!set) this.brackets.set(root.symbol, (set = new Set()));
    set.add(root);
    this.hook(root.symbol);
  }

  watch(r: AlgoRecord): void {
    let set = this.waiting.get(r.symbol);
    if (!set) this.waiting.set(r.symbol, (set = new Map()));
    set.set(r.algoOrderId, r);
    this.hook(r.symbol);
  }

  private hook(symbol: string): void {
    const book = this.trading.bookOf(symbol);
    book.algos ??= {
      waiting: () => (this.waiting.get(symbol)?.size ?? 0) > 0 || (this.brackets.get(symbol)?.size ?? 0) > 0,
      step: () => this.step(symbol),
    };
  }

  private unwatch(r: AlgoRecord): void {
    this.waiting.get(r.symbol)?.delete(r.algoOrderId);
  }

  /** The account's perpetual algo orders still waiting (a BRACKET root with a waiting child counts). */
  waitingPerps(userId: number): number {
    return this.rows(userId).filter(
      (r) => r.symbol.startsWith('PERP_') && (r.algoStatus === 'NEW' || r.algoStatus === 'PARTIAL_FILLED') && !isRoot(r),
    ).length;
  }

  private rows(userId: number): AlgoRecord[] {
    let rows = this.byUser.get(userId);
    if (!rows) this.byUser.set(userId, (rows = []));
    return rows;
  }
}
