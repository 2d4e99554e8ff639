import Decimal from 'decimal.js';
import { isOpenStatus, needsPrice, type OrderRequest } from '../../src/domain/trade/orders/order';
import { OrderRefusalCode, validateOrder } from '../../src/domain/trade/orders/order-validation';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { MarketEngine } from '../market/market-engine';
import { AccountState, orderEntry, type OrderEntry } from './account-state';
import { quickCheck } from './quick-check';
import { amendContext, gridUnits, validationContext } from './order-context';
import { toScaled } from './scaled';
import { MarginSettings, type PerpTarget } from './margin-settings';
import type { OrderRecord, TradingRepository } from './records';
import { TradeCodes, type AmendInput, type LoadedRows, type PlaceInput, type TradingEngineOptions } from './engine-types';
import { DEFAULT_LEVERAGE, DEMO_FUNDS, type SymbolRules } from './rules';
import { SymbolBook } from './symbol-book';
import { TradingWriter } from './writer';
import type { TradingEventSink } from './events';
import { RiskEngine } from './risk-engine';
import { restoreAccounts, restoreOpenOrder } from './engine-restore';

export { TradeCodes, type AmendInput, type PlaceInput, type TradingEngineOptions } from './engine-types';

const refuse = (code: number, message: string): ApiError => new ApiError(code, message);

/**
 * The exchange's trading core: per-symbol matching books over the market engine's synthetic books, the accounts'
 * ledgers, write-through persistence and the private events. Everything runs synchronously in memory; callers await
 * `writer.flush()` before answering.
 */
export class TradingEngine extends MarginSettings {
  private nextOrderId = 1;
  private nextSeq = 1;
  /** Called after a mark price is set or released (`setMarkPrice`): the liquidation check is connected here. */
  onMarkChanged?: (symbol: string) => void;
  /** Rows read by `start` for the services that own them (algo orders, convert, wallet, transfers, earn, campaigns). */
  loaded: LoadedRows = { algos: [], conversions: [], transfers: [], wallet: [], earn: [], growth: [], copy: [] };
  /** Marks, liquidations, funding and ADL (risk-engine.ts). */
  readonly risk: RiskEngine;

  constructor(
    market: MarketEngine,
    private readonly repo: TradingRepository,
    readonly options: TradingEngineOptions,
    events?: TradingEventSink,
  ) {
    super(market, new TradingWriter(repo, options.onError), events);
    this.risk = new RiskEngine(this);
    this.markSource = (symbol) => this.risk.cachedMark(symbol);
    this.riskTouched = (a) => this.risk.touched(a);
    this.adlSource = (a, p) => (p.holding === '0' ? 1 : this.risk.adlQuantile(a, p.symbol, p.positionSide));
  }

  /** Reads the stored state: accounts, balances, positions, orders and fills; open orders go back into the books. */
  async start(): Promise<void> {
    const snap = await this.repo.load();
    this.loaded = {
      algos: snap.algos ?? [], conversions: snap.conversions ?? [], transfers: snap.transfers ?? [], wallet: snap.wallet ?? [], earn: snap.earn ?? [], growth: snap.growth ?? [], copy: snap.copy ?? [],
    };
    for (const a of snap.accounts) {
      const account = new AccountState(a.userId, a.leverage, a.createdTime);
      account.positionMode = a.positionMode ?? 'ONE_WAY';
      this.accounts.set(a.userId, account);
    }
    const acct = (userId: number) => this.accounts.get(userId) ?? this.restored(userId);
    this.nextFillId = restoreAccounts(snap, acct, this.ledger);
    const orders = snap.orders.sort((x, y) => x.orderId - y.orderId);
    for (const o of orders) {
      const a = acct(o.userId);
      a.orders.push(o);
      this.nextOrderId = Math.max(this.nextOrderId, o.orderId + 1);
      this.nextSeq = Math.max(this.nextSeq, o.seq + 1);
      if (isOpenStatus(o.status)) restoreOpenOrder(this, a, o);
    }
    for (const o of orders.filter((r) => isOpenStatus(r.status)).sort((x, y) => x.seq - y.seq)) {
      const entry = acct(o.userId).open.get(o.orderId)!;
      this.rest(this.bookOf(o.symbol), entry);
    }
    this.risk.load(snap);
  }

  private restored(userId: number): AccountState {
    const a = new AccountState(userId, DEFAULT_LEVERAGE, 0);
    this.accounts.set(userId, a);
    return a;
  }

  /** The account's state; a new one gets the demo funds once (DEPOSIT rows) unless `demoFunds` is false (sub-accounts). */
  account(userId: number, demoFunds = true): AccountState {
    const known = this.accounts.get(userId);
    if (known) return known;
    const now = this.options.clock();
    const a = new AccountState(userId, DEFAULT_LEVERAGE, now);
    this.accounts.set(userId, a);
    this.writer.account(a);
    if (demoFunds) for (const { token, amount } of DEMO_FUNDS) this.ledger.credit(a, token, toScaled(amount), 'DEPOSIT', now);
    return a;
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
    const target = sr.perp ? this.perpTarget(a, input) : undefined;
    if (target?.closes) request = { ...request, reduceOnly: true };
    const priced = needsPrice(request.type) || input.type === 'ASK' || input.type === 'BID';
    const quick = quickCheck(a, sr, book, request, priced);
    const slow = quick ? undefined : this.slowCheck(a, sr, book, request, priced);
    let lots = quick?.lots ?? slow!.lots;
    const limitTicks = priced ? (quick?.ticks ?? this.lots(sr, new Decimal(request.price!), sr.tick)) : undefined;
    if (request.reduceOnly) {
      if (!sr.perp) throw refuse(ErrorCodes.InvalidParameter, 'reduceOnly: only perpetual orders can be reduce-only');
      const held = this.positionLots(a, sr, input.symbol, target?.positionSide);
      if (held === 0 || (held > 0) === isBid) throw refuse(TradeCodes.Rejected, 'Reduce-only order would increase the position');
      lots = Math.min(lots, Math.abs(held));
    } else if (target && request.quantity !== undefined) {
      this.checkTierCap(a, sr, book, priced ? request : { ...request, price: undefined }, target.positionSide, lots);
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
    this.lock(a, sr, entry, quick ? quick.required : slow!.required);
    this.writer.order(record);
    this.report(a, entry, {});
    this.execute(a, sr, book, entry, limitTicks, now);
    this.publishTouched();
    return record;
  }

  /** The shared `validateOrder` with its decimal context (what `quickCheck` leaves): throws its refusal. */
  private slowCheck(a: AccountState, sr: SymbolRules, book: SymbolBook, request: OrderRequest, priced: boolean): { lots: number; required?: bigint } {
    const context = validationContext(this, a, sr, book, request, priced);
    const refusal = validateOrder(priced ? { ...request, type: 'LIMIT' } : request, sr.rules, context);
    if (refusal) throw refuse(refusal.code, refusal.message);
    const lots = request.quantity !== undefined ? this.lots(sr, new Decimal(request.quantity)) : Number.MAX_SAFE_INTEGER;
    return { lots, required: context.funds !== undefined ? toScaled(context.funds.required) : undefined };
  }

  private newRecord(a: AccountState, sr: SymbolRules, req: OrderRequest, clientOrderId: string, lots: number, ticks: number | undefined, now: number, target?: PerpTarget): OrderRecord {
    const quantity = req.quantity !== undefined ? sr.grid.size.of(lots) : null;
    const { base, quote } = { base: sr.instrument.base, quote: sr.instrument.quote };
    return {
      orderId: this.nextOrderId++, userId: a.userId, clientOrderId, symbol: req.symbol, orderTag: req.orderTag ?? 'default',
      side: req.side, type: req.type, status: 'NEW', price: ticks !== undefined ? sr.grid.price.of(ticks) : null,
      quantity, amount: req.quantity === undefined && req.amount !== undefined ? new Decimal(req.amount).toFixed() : null,
      executed: '0', executedQuote: '0', totalFee: '0', feeAsset: sr.perp || req.side === 'SELL' ? quote : base,
      reduceOnly: req.reduceOnly === true, hidden: req.visibleQuantity !== undefined && new Decimal(req.visibleQuantity).isZero(),
      realizedPnl: '0', createdTime: now, updatedTime: now, locked: '0', lockAsset: '', seq: this.nextSeq++, reason: '',
      ...(target ? { positionSide: target.positionSide, marginMode: target.marginMode } : {}),
    };
  }

  /** Matches the order, then rests what is left (LIMIT, POST_ONLY, ASK, BID) or ends it (MARKET, IOC, FOK). */
  private execute(a: AccountState, sr: SymbolRules, book: SymbolBook, entry: OrderEntry, limitTicks: number | undefined, now: number): void {
    const r = entry.record;
    const isBid = r.side === 'BUY';
    const budget = r.amount !== null ? gridUnits(sr, new Decimal(r.amount)) : undefined;
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
    if (rests && entry.openLots > 0) this.rest(book, entry);
    else this.finish(a, entry, 'CANCELLED', r.type === 'MARKET' ? 'Market order could not be filled in full' : `${r.type} order rest cancelled`, now);
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
    const context = amendContext(this, a, sr, book, entry, price, newLots);
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

  now(): number {
    return this.options.clock();
  }

  /** Fixes (or, with null, releases) a symbol's mark price: its liquidations are decided at once, then `onMarkChanged`. */
  setMarkPrice(symbol: string, price: string | null): number {
    if (price === null) this.markOverrides.delete(symbol);
    else this.markOverrides.set(symbol, price);
    const liquidated = this.risk.onMarkChanged(symbol).length;
    this.onMarkChanged?.(symbol);
    return liquidated;
  }

  /** Balances changed outside an order (spot margin interest and repayments): stored and pushed as one message. */
  balancesChanged(a: AccountState, tokens: readonly string[]): void {
    for (const token of tokens) this.touchBalance(a, token);
    this.publishTouched();
  }

  /** Closes `lots` of a position at `ticks` outside the book (a liquidation): a filled MARKET order with `reason`. */
  forceClose(a: AccountState, symbol: string, side: 'BUY' | 'SELL', lots: number, ticks: number, reason: string): OrderRecord {
    const sr = this.rules(symbol);
    const record = this.newRecord(a, sr, { symbol, side, type: 'MARKET', quantity: sr.grid.size.of(lots), reduceOnly: true }, '0', lots, undefined, this.now());
    Object.assign(record, { price: sr.grid.price.of(ticks), reason });
    const entry = orderEntry(record, lots, undefined);
    a.orders.push(record);
    a.open.set(record.orderId, entry);
    this.fill(a, sr, entry, ticks, lots, false, record.createdTime);
    return record;
  }
}
