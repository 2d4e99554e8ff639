import Decimal from 'decimal.js';
import { isOpenStatus, needsPrice, type OrderRequest } from '../../src/domain/trade/orders/order';
import { OrderRefusalCode, validateOrder, type ValidationContext } from '../../src/domain/trade/orders/order-validation';
import { spotFunds } from '../../src/domain/trade/orders/funds';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { MarketEngine } from '../market/market-engine';
import { AccountState, orderEntry, type OrderEntry } from './account-state';
import { quickCheck } from './quick-check';
import { toScaled } from './scaled';
import { FillBook } from './fill-book';
import type { OrderRecord, TradingRepository } from './records';
import { DEFAULT_LEVERAGE, DEMO_FUNDS, symbolRules, type SymbolRules } from './rules';
import { SymbolBook } from './symbol-book';
import { TradingWriter } from './writer';
import type { TradingEventSink } from './events';

/** Codes beyond the shared validation's: maintenance and "rejected by an internal module" (post-only, reduce-only). */
export const TradeCodes = { Maintenance: -1011, Rejected: -1012 } as const;

export interface PlaceInput extends OrderRequest {
  readonly clientOrderId?: string;
}

export interface AmendInput {
  readonly orderId?: number;
  readonly clientOrderId?: string;
  readonly price?: string;
  readonly quantity?: string;
}

export interface TradingEngineOptions {
  readonly clock: () => number;
  readonly onError?: (error: unknown) => void;
}

const refuse = (code: number, message: string): ApiError => new ApiError(code, message);

/**
 * The exchange's trading core: per-symbol matching books over the market engine's synthetic books, the accounts'
 * ledgers, write-through persistence and the private events. Everything runs synchronously in memory; callers await
 * `writer.flush()` before answering.
 */
export class TradingEngine extends FillBook {
  private readonly books = new Map<string, SymbolBook>();
  private readonly rulesCache = new Map<string, SymbolRules>();
  private nextOrderId = 1;
  private nextSeq = 1;

  constructor(
    market: MarketEngine,
    private readonly repo: TradingRepository,
    readonly options: TradingEngineOptions,
    events?: TradingEventSink,
  ) {
    super(market, new TradingWriter(repo, options.onError), events);
  }

  /** Reads the stored state: accounts, balances, positions, orders and fills; open orders go back into the books. */
  async start(): Promise<void> {
    const snap = await this.repo.load();
    for (const a of snap.accounts) this.accounts.set(a.userId, new AccountState(a.userId, a.leverage, a.createdTime));
    const acct = (userId: number) => this.accounts.get(userId) ?? this.restored(userId);
    for (const b of snap.balances) Object.assign(acct(b.userId).balance(b.token), { h: toScaled(b.holding), f: toScaled(b.frozen) });
    for (const p of snap.positions) acct(p.userId).positions.set(p.symbol, { ...p });
    for (const l of snap.ledger) this.deposits.push({ ...l });
    for (const f of snap.fills.sort((x, y) => x.id - y.id)) {
      acct(f.userId).fills.push(f);
      this.nextFillId = Math.max(this.nextFillId, f.id + 1);
    }
    const orders = snap.orders.sort((x, y) => x.orderId - y.orderId);
    for (const o of orders) {
      const a = acct(o.userId);
      a.orders.push(o);
      this.nextOrderId = Math.max(this.nextOrderId, o.orderId + 1);
      this.nextSeq = Math.max(this.nextSeq, o.seq + 1);
      if (isOpenStatus(o.status)) {
        const sr = this.rules(o.symbol);
        const ticks = o.price !== null ? this.lots(sr, new Decimal(o.price), sr.tick) : undefined;
        const entry = orderEntry(o, this.lots(sr, new Decimal(o.quantity ?? 0).minus(o.executed)), ticks, this.lots(sr, new Decimal(o.executed)), this.units(sr, new Decimal(o.executedQuote)));
        a.open.set(o.orderId, entry);
        if (o.symbol.startsWith('PERP_') && !o.reduceOnly) a.marginOrders.add(entry);
        if (o.clientOrderId !== '0') a.liveClientIds.set(o.clientOrderId, o.orderId);
      }
    }
    for (const o of orders.filter((r) => isOpenStatus(r.status)).sort((x, y) => x.seq - y.seq)) {
      const entry = acct(o.userId).open.get(o.orderId)!;
      this.rest(this.bookOf(o.symbol), entry, this.rules(o.symbol));
    }
  }

  private restored(userId: number): AccountState {
    const a = new AccountState(userId, DEFAULT_LEVERAGE, 0);
    this.accounts.set(userId, a);
    return a;
  }

  /** The account's trading state; a new account is credited the demo funds once (DEPOSIT entries). */
  account(userId: number): AccountState {
    const known = this.accounts.get(userId);
    if (known) return known;
    const now = this.options.clock();
    const a = new AccountState(userId, DEFAULT_LEVERAGE, now);
    this.accounts.set(userId, a);
    this.writer.account(a);
    for (const { token, amount } of DEMO_FUNDS) {
      a.balance(token).h = toScaled(amount);
      const entry = { userId, token, type: 'DEPOSIT' as const, amount, createdTime: now };
      this.deposits.push(entry);
      this.writer.entry(entry);
      this.writer.balance(a, token);
    }
    return a;
  }

  rules(symbol: string): SymbolRules {
    let r = this.rulesCache.get(symbol);
    if (!r) {
      const instrument = this.market.instruments[this.market.indexOf(symbol)!];
      r = symbolRules(instrument);
      this.rulesCache.set(symbol, r);
    }
    return r;
  }

  /** The matching book of a symbol, attached to the market's synthetic book. */
  bookOf(symbol: string): SymbolBook {
    let book = this.books.get(symbol);
    if (!book) {
      book = new SymbolBook(symbol);
      book.hooks = this.hooksFor(symbol);
      this.books.set(symbol, book);
    }
    const live = this.market.useBook(symbol, this.options.clock());
    if (live) book.attach(live.book);
    return book;
  }

  /** Places an order: validates, accepts (NEW), matches, rests or ends it. Throws ApiError on a refusal. */
  place(userId: number, input: PlaceInput): OrderRecord {
    const now = this.options.clock();
    if (!this.market.has(input.symbol)) throw refuse(ErrorCodes.InvalidParameter, `symbol: unknown ${input.symbol}`);
    const a = this.account(userId);
    const clientOrderId = input.clientOrderId ?? '0';
    if (clientOrderId !== '0' && a.liveClientIds.has(clientOrderId)) {
      throw refuse(OrderRefusalCode.DuplicateClientOrderId, `clientOrderId ${clientOrderId} is already used by a live order`);
    }
    const sr = this.rules(input.symbol);
    const book = this.bookOf(input.symbol);
    book.now = now;
    const isBid = input.side === 'BUY';
    let request: OrderRequest = input;
    if (input.type === 'ASK' || input.type === 'BID') {
      const best = input.type === 'BID' ? book.depth?.bestBid() : book.depth?.bestAsk();
      if (!best) throw refuse(TradeCodes.Rejected, 'No best price to place the order at');
      request = { ...input, price: new Decimal(best.price).toFixed() };
    }
    const priced = needsPrice(request.type) || input.type === 'ASK' || input.type === 'BID';
    const quick = quickCheck(a, sr, book, request, priced);
    const slow = quick ? undefined : this.slowCheck(a, sr, book, request, priced);
    let lots = quick?.lots ?? slow!.lots;
    const limitTicks = priced ? (quick?.ticks ?? this.lots(sr, new Decimal(request.price!), sr.tick)) : undefined;
    if (request.reduceOnly) {
      if (!sr.perp) throw refuse(ErrorCodes.InvalidParameter, 'reduceOnly: only perpetual orders can be reduce-only');
      const held = this.positionLots(a, sr, input.symbol);
      if (held === 0 || (held > 0) === isBid) throw refuse(TradeCodes.Rejected, 'Reduce-only order would increase the position');
      lots = Math.min(lots, Math.abs(held));
    }
    if (request.type === 'POST_ONLY' && book.wouldTake(isBid, limitTicks!)) {
      throw refuse(TradeCodes.Rejected, `Post-only order would take liquidity at ${request.price}`);
    }
    const record = this.newRecord(a, sr, request, clientOrderId, lots, limitTicks, now);
    const entry = orderEntry(record, lots, limitTicks);
    a.orders.push(record);
    a.open.set(record.orderId, entry);
    if (sr.perp && !record.reduceOnly) a.marginOrders.add(entry);
    if (clientOrderId !== '0') a.liveClientIds.set(clientOrderId, record.orderId);
    this.lock(a, sr, entry, quick ? quick.required : slow!.required);
    this.writer.order(record);
    this.report(a, entry, {});
    this.execute(a, sr, book, entry, limitTicks, now);
    this.publishTouched();
    return record;
  }

  /** The shared `validateOrder` with its decimal context (what `quickCheck` leaves): throws its refusal. */
  private slowCheck(a: AccountState, sr: SymbolRules, book: SymbolBook, request: OrderRequest, priced: boolean): { lots: number; required?: bigint } {
    const context = this.validationContext(a, sr, book, request, priced);
    const refusal = validateOrder(priced ? { ...request, type: 'LIMIT' } : request, sr.rules, context);
    if (refusal) throw refuse(refusal.code, refusal.message);
    const lots = request.quantity !== undefined ? this.lots(sr, new Decimal(request.quantity)) : Number.MAX_SAFE_INTEGER;
    return { lots, required: context.funds !== undefined ? toScaled(context.funds.required) : undefined };
  }

  private validationContext(a: AccountState, sr: SymbolRules, book: SymbolBook, req: OrderRequest, priced: boolean): ValidationContext {
    const mid = this.midPrice(book);
    const midPrice = mid?.toFixed();
    const isBid = req.side === 'BUY';
    if (sr.perp && req.reduceOnly) return { midPrice };
    let reference: Decimal | undefined;
    if (!priced) {
      const lots = req.quantity !== undefined ? this.lots(sr, new Decimal(req.quantity)) : Number.MAX_SAFE_INTEGER;
      const budget = req.quantity === undefined && req.amount !== undefined ? this.units(sr, new Decimal(req.amount)) : undefined;
      const walk = book.walk(isBid, lots, undefined, budget);
      if (walk.lots > 0) reference = new Decimal(walk.units).div(walk.lots).times(sr.tick);
    }
    if (sr.perp) {
      const notional = req.quantity === undefined && req.amount !== undefined
        ? new Decimal(req.amount)
        : new Decimal(priced ? req.price! : (reference ?? mid ?? 0).toFixed()).times(req.quantity ?? 0);
      return { midPrice, funds: { asset: 'USDT', required: notional.div(a.leverage).toFixed(), available: this.available(a, 'USDT').toFixed() } };
    }
    if (!priced && !reference && !(req.quantity === undefined && isBid)) return { midPrice };
    const funds = spotFunds(req, reference?.toFixed());
    return { midPrice, funds: { asset: funds.asset, required: new Decimal(funds.required).toFixed(), available: this.available(a, funds.asset).toFixed() } };
  }

  private newRecord(a: AccountState, sr: SymbolRules, req: OrderRequest, clientOrderId: string, lots: number, ticks: number | undefined, now: number): OrderRecord {
    const quantity = req.quantity !== undefined ? sr.grid.size.of(lots) : null;
    const { base, quote } = { base: sr.instrument.base, quote: sr.instrument.quote };
    return {
      orderId: this.nextOrderId++, userId: a.userId, clientOrderId, symbol: req.symbol, orderTag: req.orderTag ?? 'default',
      side: req.side, type: req.type, status: 'NEW', price: ticks !== undefined ? sr.grid.price.of(ticks) : null,
      quantity, amount: req.quantity === undefined && req.amount !== undefined ? new Decimal(req.amount).toFixed() : null,
      executed: '0', executedQuote: '0', totalFee: '0', feeAsset: sr.perp || req.side === 'SELL' ? quote : base,
      reduceOnly: req.reduceOnly === true, hidden: req.visibleQuantity !== undefined && new Decimal(req.visibleQuantity).isZero(),
      realizedPnl: '0', createdTime: now, updatedTime: now, locked: '0', lockAsset: '', seq: this.nextSeq++, reason: '',
    };
  }

  /** Matches the order, then rests what is left (LIMIT, POST_ONLY, ASK, BID) or ends it (MARKET, IOC, FOK). */
  private execute(a: AccountState, sr: SymbolRules, book: SymbolBook, entry: OrderEntry, limitTicks: number | undefined, now: number): void {
    const r = entry.record;
    const isBid = r.side === 'BUY';
    const budget = r.amount !== null ? this.units(sr, new Decimal(r.amount)) : undefined;
    if (r.type === 'FOK' && book.walk(isBid, entry.openLots, limitTicks).lots < entry.openLots) {
      this.finish(a, entry, 'CANCELLED', 'FOK order could not be filled in full', now);
      return;
    }
    if (r.type !== 'POST_ONLY') {
      const taker = { userId: a.userId, isBid, limitTicks, lots: entry.openLots, budgetUnits: budget };
      book.match(taker, (maker, ticks, lots) => {
        this.fill(a, sr, entry, ticks, lots, false, now);
        if (maker) this.fillMaker(sr, maker, ticks, lots, now);
      });
      // a market buy by amount is filled once what is left of its amount buys no further lot
      if (budget !== undefined && r.executed !== '0' && book.walk(isBid, 1, undefined, taker.budgetUnits).lots === 0 && book.walk(isBid, 1).lots > 0) {
        this.finish(a, entry, 'FILLED', '', now);
        return;
      }
    }
    if (!isOpenStatus(r.status)) return;
    const rests = r.type === 'LIMIT' || r.type === 'POST_ONLY' || r.type === 'ASK' || r.type === 'BID';
    if (rests && entry.openLots > 0) this.rest(book, entry, sr);
    else this.finish(a, entry, 'CANCELLED', r.type === 'MARKET' ? 'Market order could not be filled in full' : `${r.type} order rest cancelled`, now);
  }

  /** Puts an open order into its book at its price (time priority from now). */
  private rest(book: SymbolBook, entry: OrderEntry, sr: SymbolRules): void {
    const r = entry.record;
    entry.resting = {
      id: r.orderId, userId: r.userId, isBid: r.side === 'BUY', ticks: entry.ticks!,
      remaining: entry.openLots, hidden: r.hidden, live: false,
    };
    book.rest(entry.resting);
  }

  cancel(userId: number, orderId: number, symbol?: string): OrderRecord {
    const a = this.account(userId);
    const entry = a.open.get(orderId);
    if (!entry || (symbol !== undefined && entry.record.symbol !== symbol)) throw refuse(ErrorCodes.NotFound, `orderId ${orderId}: no open order`);
    this.cancelEntry(a, entry, this.options.clock());
    this.publishTouched();
    return entry.record;
  }

  /** Cancels every open order of the account, or of one symbol; returns how many. */
  cancelAll(userId: number, symbol?: string): number {
    const a = this.account(userId);
    const now = this.options.clock();
    const entries = [...a.open.values()].filter((e) => symbol === undefined || e.record.symbol === symbol);
    for (const entry of entries) this.cancelEntry(a, entry, now);
    this.publishTouched();
    return entries.length;
  }

  private cancelEntry(a: AccountState, entry: OrderEntry, now: number): void {
    if (entry.resting) this.bookOf(entry.record.symbol).cancel(entry.resting);
    this.finish(a, entry, 'CANCELLED', '', now);
  }

  /** Amends price and/or quantity: a new price or a larger size loses time priority; a smaller one keeps it. */
  amend(userId: number, input: AmendInput): OrderRecord {
    const a = this.account(userId);
    const id = input.orderId ?? (input.clientOrderId !== undefined ? a.liveClientIds.get(input.clientOrderId) : undefined);
    const entry = id === undefined ? undefined : a.open.get(id);
    if (!entry || !entry.resting) throw refuse(ErrorCodes.NotFound, `${input.orderId !== undefined ? `orderId ${input.orderId}` : `clientOrderId ${input.clientOrderId}`}: no open order`);
    const r = entry.record;
    const sr = this.rules(r.symbol);
    const book = this.bookOf(r.symbol);
    const now = this.options.clock();
    book.now = now;
    const price = input.price !== undefined ? new Decimal(input.price).toFixed() : r.price!;
    const quantity = input.quantity !== undefined ? new Decimal(input.quantity).toFixed() : r.quantity!;
    const executed = new Decimal(r.executed);
    if (new Decimal(quantity).lte(executed)) throw refuse(ErrorCodes.InvalidParameter, `quantity: must be more than the executed ${r.executed}`);
    const request: OrderRequest = { symbol: r.symbol, side: r.side, type: 'LIMIT', price, quantity };
    const newLots = this.lots(sr, new Decimal(quantity).minus(executed));
    const context = this.amendContext(a, sr, book, entry, price, newLots);
    const refusal = validateOrder(request, sr.rules, context);
    if (refusal) throw refuse(refusal.code, refusal.message);
    const limitTicks = this.lots(sr, new Decimal(price), sr.tick);
    const isBid = r.side === 'BUY';
    if (r.type === 'POST_ONLY' && book.wouldTake(isBid, limitTicks)) throw refuse(TradeCodes.Rejected, `Post-only order would take liquidity at ${price}`);
    const keepsPriority = price === r.price && newLots <= entry.openLots;
    this.unlock(a, sr, entry);
    if (keepsPriority) book.side(isBid).reduce(entry.resting, entry.openLots - newLots);
    else book.cancel(entry.resting);
    Object.assign(r, { price, quantity, updatedTime: now });
    entry.openLots = newLots;
    entry.ticks = limitTicks;
    if (!keepsPriority) r.seq = this.nextSeq++;
    this.lock(a, sr, entry, undefined);
    this.writer.order(r);
    this.report(a, entry, { status: 'REPLACED' });
    if (!keepsPriority) this.execute(a, sr, book, entry, limitTicks, now);
    this.publishTouched();
    return r;
  }

  private amendContext(a: AccountState, sr: SymbolRules, book: SymbolBook, entry: OrderEntry, price: string, lots: number): ValidationContext {
    const midPrice = this.midPrice(book)?.toFixed();
    const r = entry.record;
    if (sr.perp) {
      if (r.reduceOnly) return { midPrice };
      const freed = new Decimal(r.price!).times(sr.step.times(entry.openLots)).div(a.leverage);
      const required = new Decimal(price).times(sr.step.times(lots)).div(a.leverage);
      return { midPrice, funds: { asset: 'USDT', required: required.toFixed(), available: this.available(a, 'USDT').plus(freed).toFixed() } };
    }
    const required = r.side === 'BUY' ? new Decimal(price).times(sr.step.times(lots)) : sr.step.times(lots);
    return { midPrice, funds: { asset: r.lockAsset, required: required.toFixed(), available: this.available(a, r.lockAsset).plus(r.locked).toFixed() } };
  }

  /** Lots (or ticks with `unit` = tick) of a decimal value on the symbol's grid. */
  lots(sr: SymbolRules, value: Decimal, unit: Decimal = sr.step): number {
    return value.div(unit).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
  }

  /** A quote amount in quote units (tick × lot), rounded down. */
  private units(sr: SymbolRules, amount: Decimal): number {
    return amount.div(sr.unit).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
  }

  /** The mid of the public book (users' and engine's levels), else the walk's fair price. */
  midPrice(book: SymbolBook): Decimal | undefined {
    const bid = book.depth?.bestBid();
    const ask = book.depth?.bestAsk();
    if (bid && ask) return new Decimal(bid.price).plus(ask.price).div(2);
    const fair = this.market.symbolState(book.symbol)?.fair;
    return fair === undefined ? undefined : new Decimal(fair);
  }

  now(): number {
    return this.options.clock();
  }

  /** Symbols with a matching book (tests, control). */
  get symbols(): string[] {
    return [...this.books.keys()];
  }
}
