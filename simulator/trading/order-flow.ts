import Decimal from 'decimal.js';
import { isOpenStatus, needsPrice, type OrderRequest } from '../../src/domain/trade/orders/order';
import { OrderRefusalCode, validateOrder } from '../../src/domain/trade/orders/order-validation';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { MarketEngine } from '../market/market-engine';
import { orderEntry, type AccountState, type OrderEntry } from './account-state';
import type { AccountEvents } from './account-events';
import type { EngineBus } from './engine-bus';
import { TradeCodes, type AmendInput, type PlaceInput } from './engine-types';
import type { FillBook } from './fill-book';
import type { MarginSettings, PerpTarget } from './margin-settings';
import { amendContext, gridUnits, validationContext, type ContextSource } from './order-context';
import type { OrderBooks } from './order-books';
import { quickCheck } from './quick-check';
import type { OrderRecord } from './records';
import { orderRecord } from './record-shapes';
import type { SymbolRules } from './rules';
import type { SymbolBook } from './symbol-book';
import { toScaled } from './scaled';
import type { TradingWriter } from './writer';
import { englishRefusal } from '../http/refusal-english';

const refuse = (code: number, message: string): ApiError => new ApiError(code, message);

/** The parts of the engine an order goes through. */
export interface OrderFlowParts {
  readonly clock: () => number;
  readonly market: MarketEngine;
  readonly writer: TradingWriter;
  readonly bus: EngineBus;
  readonly messages: AccountEvents;
  readonly books: OrderBooks;
  readonly fills: FillBook;
  readonly margin: MarginSettings;
  /** What the decimal validation reads (the engine). */
  readonly context: ContextSource;
  account(userId: number): AccountState;
}

/**
 * An order's way through the engine: validation (the integer quick check, else the shared `validateOrder`),
 * acceptance, matching, resting or ending; cancels, amends and the risk engine's forced closes.
 */
export class OrderFlow {
  nextOrderId = 1;
  nextSeq = 1;

  constructor(private readonly p: OrderFlowParts) {}

  /** Places an order: validates, accepts (NEW), matches, rests or ends it. Throws ApiError on a refusal. */
  place(userId: number, input: PlaceInput): OrderRecord {
    if (!this.p.market.has(input.symbol)) throw refuse(ErrorCodes.InvalidParameter, `symbol: unknown ${input.symbol}`);
    const a = this.p.account(userId);
    // read after the account: a member's first order makes it and its demo deposits, which its rows must not predate
    const now = this.p.clock();
    const clientOrderId = input.clientOrderId ?? '0';
    if (clientOrderId !== '0' && a.liveClientIds.has(clientOrderId)) {
      throw refuse(OrderRefusalCode.DuplicateClientOrderId, `clientOrderId ${clientOrderId} is already used by a live order`);
    }
    const sr = this.p.books.rules(input.symbol);
    const book = this.p.books.bookOf(input.symbol);
    book.now = now;
    const isBid = input.side === 'BUY';
    let request: OrderRequest = input;
    if (input.type === 'ASK' || input.type === 'BID') {
      const best = input.type === 'BID' ? book.depth?.bestBid() : book.depth?.bestAsk();
      if (!best) throw refuse(TradeCodes.Rejected, 'No best price to place the order at');
      request = { ...input, price: new Decimal(best.price).toFixed() };
    }
    const target = sr.perp ? this.p.margin.perpTarget(a, input) : undefined;
    if (target?.closes) request = { ...request, reduceOnly: true };
    const priced = needsPrice(request.type) || input.type === 'ASK' || input.type === 'BID';
    const quick = quickCheck(a, sr, book, request, priced);
    const slow = quick ? undefined : this.slowCheck(a, sr, book, request, priced);
    let lots = quick?.lots ?? slow!.lots;
    const limitTicks = priced ? (quick?.ticks ?? this.p.books.lots(sr, new Decimal(request.price!), sr.tick)) : undefined;
    if (request.reduceOnly) {
      if (!sr.perp) throw refuse(ErrorCodes.InvalidParameter, 'reduceOnly: only perpetual orders can be reduce-only');
      const held = this.p.fills.positionLots(a, sr, input.symbol, target?.positionSide);
      if (held === 0 || held > 0 === isBid) throw refuse(TradeCodes.Rejected, 'Reduce-only order would increase the position');
      lots = Math.min(lots, Math.abs(held));
    } else if (target && request.quantity !== undefined) {
      this.p.margin.checkTierCap(a, sr, book, priced ? request : { ...request, price: undefined }, target.positionSide, lots);
    }
    if (request.type === 'POST_ONLY' && book.wouldTake(isBid, limitTicks!)) {
      throw refuse(TradeCodes.Rejected, `Post-only order would take liquidity at ${request.price}`);
    }
    const record = this.newRecord(a, sr, request, clientOrderId, lots, limitTicks, now, target);
    const entry = orderEntry(record, lots, limitTicks);
    a.orders.push(record);
    a.open.set(record.orderId, entry);
    if (sr.perp && !record.reduceOnly) a.marginOrders.add(entry);
    if (clientOrderId !== '0') a.liveClientIds.set(clientOrderId, record.orderId);
    this.p.fills.lock(a, sr, entry, quick ? quick.required : slow!.required);
    this.p.writer.order(record);
    this.p.messages.report(a, entry, {});
    if (this.p.bus.wants('orderAccepted', a.userId)) this.p.bus.emit('orderAccepted', a.userId, record);
    this.execute(a, sr, book, entry, limitTicks, now);
    this.p.messages.publishTouched();
    return record;
  }

  /** The shared `validateOrder` with its decimal context (what `quickCheck` leaves): throws its refusal. */
  private slowCheck(
    a: AccountState,
    sr: SymbolRules,
    book: SymbolBook,
    request: OrderRequest,
    priced: boolean,
  ): { lots: number; required?: bigint } {
    const context = validationContext(this.p.context, a, sr, book, request, priced);
    const refusal = validateOrder(priced ? { ...request, type: 'LIMIT' } : request, sr.rules, context);
    if (refusal) throw refuse(refusal.code, englishRefusal(refusal.refusal));
    const lots = request.quantity !== undefined ? this.p.books.lots(sr, new Decimal(request.quantity)) : Number.MAX_SAFE_INTEGER;
    return { lots, required: context.funds !== undefined ? toScaled(context.funds.required) : undefined };
  }

  private newRecord(
    a: AccountState,
    sr: SymbolRules,
    req: OrderRequest,
    clientOrderId: string,
    lots: number,
    ticks: number | undefined,
    now: number,
    target?: PerpTarget,
  ): OrderRecord {
    const { base, quote } = sr.instrument;
    const order = {
      orderId: this.nextOrderId++,
      userId: a.userId,
      clientOrderId,
      price: ticks !== undefined ? sr.grid.price.of(ticks) : null,
      quantity: req.quantity !== undefined ? sr.grid.size.of(lots) : null,
      amount: req.quantity === undefined && req.amount !== undefined ? new Decimal(req.amount).toFixed() : null,
      feeAsset: sr.perp || req.side === 'SELL' ? quote : base,
      hidden: req.visibleQuantity !== undefined && new Decimal(req.visibleQuantity).isZero(),
      seq: this.nextSeq++,
    };
    const record = orderRecord(order, req, now);
    // set after the literal (a spread in it is much slower to build): the same keys in the same order
    if (target) {
      record.positionSide = target.positionSide;
      record.marginMode = target.marginMode;
    }
    return record;
  }

  /** Matches the order, then rests what is left (LIMIT, POST_ONLY, ASK, BID) or ends it (MARKET, IOC, FOK). */
  private execute(
    a: AccountState,
    sr: SymbolRules,
    book: SymbolBook,
    entry: OrderEntry,
    limitTicks: number | undefined,
    now: number,
  ): void {
    const r = entry.record;
    const isBid = r.side === 'BUY';
    const budget = r.amount !== null ? gridUnits(sr, new Decimal(r.amount)) : undefined;
    if (r.type === 'FOK' && book.walk(isBid, entry.openLots, limitTicks).lots < entry.openLots) {
      this.p.fills.finish(a, entry, 'CANCELLED', 'FOK order could not be filled in full', now);
      return;
    }
    if (r.type !== 'POST_ONLY') {
      const taker = { userId: a.userId, isBid, limitTicks, lots: entry.openLots, budgetUnits: budget };
      book.match(taker, (maker, ticks, lots) => {
        this.p.fills.fill(a, sr, entry, ticks, lots, false, now);
        if (maker) this.p.fills.fillMaker(sr, maker, ticks, lots, now);
      });
      // a market buy by amount is filled once what is left of its amount buys no further lot
      if (
        budget !== undefined &&
        r.executed !== '0' &&
        book.walk(isBid, 1, undefined, taker.budgetUnits).lots === 0 &&
        book.walk(isBid, 1).lots > 0
      ) {
        this.p.fills.finish(a, entry, 'FILLED', '', now);
        return;
      }
    }
    if (!isOpenStatus(r.status)) return;
    const rests = r.type === 'LIMIT' || r.type === 'POST_ONLY' || r.type === 'ASK' || r.type === 'BID';
    if (rests && entry.openLots > 0) this.p.books.rest(book, entry);
    else
      this.p.fills.finish(
        a,
        entry,
        'CANCELLED',
        r.type === 'MARKET' ? 'Market order could not be filled in full' : `${r.type} order rest cancelled`,
        now,
      );
  }

  cancel(userId: number, orderId: number, symbol?: string): OrderRecord {
    const a = this.p.account(userId);
    const entry = a.open.get(orderId);
    if (!entry || (symbol !== undefined && entry.record.symbol !== symbol))
      throw refuse(ErrorCodes.NotFound, `orderId ${orderId}: no open order`);
    this.cancelEntry(a, entry, this.p.clock());
    this.p.messages.publishTouched();
    return entry.record;
  }

  /** Cancels every open order of the account, or of one symbol; returns how many. */
  cancelAll(userId: number, symbol?: string): number {
    const a = this.p.account(userId);
    const now = this.p.clock();
    const entries = [...a.open.values()].filter((e) => symbol === undefined || e.record.symbol === symbol);
    for (const entry of entries) this.cancelEntry(a, entry, now);
    this.p.messages.publishTouched();
    return entries.length;
  }

  private cancelEntry(a: AccountState, entry: OrderEntry, now: number): void {
    if (entry.resting) this.p.books.bookOf(entry.record.symbol).cancel(entry.resting);
    this.p.fills.finish(a, entry, 'CANCELLED', '', now);
  }

  /** Amends price and/or quantity: a new price or a larger size loses time priority; a smaller one keeps it. */
  amend(userId: number, input: AmendInput): OrderRecord {
    const a = this.p.account(userId);
    const id = input.orderId ?? (input.clientOrderId !== undefined ? a.liveClientIds.get(input.clientOrderId) : undefined);
    const entry = id === undefined ? undefined : a.open.get(id);
    if (!entry || !entry.resting)
      throw refuse(
        ErrorCodes.NotFound,
        `${input.orderId !== undefined ? `orderId ${input.orderId}` : `clientOrderId ${input.clientOrderId}`}: no open order`,
      );
    const r = entry.record;
    const sr = this.p.books.rules(r.symbol);
    const book = this.p.books.bookOf(r.symbol);
    const now = this.p.clock();
    book.now = now;
    const price = input.price !== undefined ? new Decimal(input.price).toFixed() : r.price!;
    const quantity = input.quantity !== undefined ? new Decimal(input.quantity).toFixed() : r.quantity!;
    const executed = new Decimal(r.executed);
    if (new Decimal(quantity).lte(executed))
      throw refuse(ErrorCodes.InvalidParameter, `quantity: must be more than the executed ${r.executed}`);
    const request: OrderRequest = { symbol: r.symbol, side: r.side, type: 'LIMIT', price, quantity };
    const newLots = this.p.books.lots(sr, new Decimal(quantity).minus(executed));
    const context = amendContext(this.p.context, a, sr, book, entry, price, newLots);
    const refusal = validateOrder(request, sr.rules, context);
    if (refusal) throw refuse(refusal.code, englishRefusal(refusal.refusal));
    const limitTicks = this.p.books.lots(sr, new Decimal(price), sr.tick);
    const isBid = r.side === 'BUY';
    if (r.type === 'POST_ONLY' && book.wouldTake(isBid, limitTicks))
      throw refuse(TradeCodes.Rejected, `Post-only order would take liquidity at ${price}`);
    const keepsPriority = price === r.price && newLots <= entry.openLots;
    this.p.fills.unlock(a, sr, entry);
    if (keepsPriority) book.side(isBid).reduce(entry.resting, entry.openLots - newLots);
    else book.cancel(entry.resting);
    Object.assign(r, { price, quantity, updatedTime: now });
    entry.openLots = newLots;
    entry.ticks = limitTicks;
    if (!keepsPriority) r.seq = this.nextSeq++;
    this.p.fills.lock(a, sr, entry, undefined);
    this.p.writer.order(r);
    this.p.messages.report(a, entry, { status: 'REPLACED' });
    if (!keepsPriority) this.execute(a, sr, book, entry, limitTicks, now);
    this.p.messages.publishTouched();
    return r;
  }

  /** Closes `lots` of a position at `ticks` outside the book (a liquidation): a filled MARKET order with `reason`. */
  forceClose(a: AccountState, symbol: string, side: 'BUY' | 'SELL', lots: number, ticks: number, reason: string): OrderRecord {
    const sr = this.p.books.rules(symbol);
    const record = this.newRecord(
      a,
      sr,
      { symbol, side, type: 'MARKET', quantity: sr.grid.size.of(lots), reduceOnly: true },
      '0',
      lots,
      undefined,
      this.p.clock(),
    );
    Object.assign(record, { price: sr.grid.price.of(ticks), reason });
    const entry = orderEntry(record, lots, undefined);
    a.orders.push(record);
    a.open.set(record.orderId, entry);
    this.p.fills.fill(a, sr, entry, ticks, lots, false, record.createdTime);
    if (this.p.bus.wants('liquidation', a.userId)) this.p.bus.emit('liquidation', a.userId, { userId: a.userId, order: record });
    return record;
  }
}
