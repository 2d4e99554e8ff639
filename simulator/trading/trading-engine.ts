import type { MarketEngine } from '../market/market-engine';
import { AccountEvents } from './account-events';
import { AccountState } from './account-state';
import { EngineBus } from './engine-bus';
import { EngineFacade } from './engine-facade';
import { loadedRowsOf, restoreEngineState } from './engine-restore';
import type { AmendInput, LoadedRows, PlaceInput, TradingEngineOptions } from './engine-types';
import type { TradingEventSink } from './events';
import { Families } from './families';
import { FeeDiscounts } from './fee-discounts';
import { FillBook } from './fill-book';
import { MarginSettings } from './margin-settings';
import { OrderBooks } from './order-books';
import { OrderFlow } from './order-flow';
import type { OrderRecord, TradingRepository } from './records';
import { RiskEngine } from './risk-engine';
import { DEFAULT_LEVERAGE, DEMO_FUNDS } from './rules';
import { toScaled } from './scaled';
import { TradingWriter } from './writer';

/** What the engine asks of its stop orders: a step after a mark moves, and how many perpetual ones wait. */
export interface EngineAlgos {
  step(symbol: string): void;
  waitingPerps(userId: number): number;
}

export { TradeCodes, type AmendInput, type PlaceInput, type TradingEngineOptions } from './engine-types';

/**
 * The exchange's trading core, composed of parts with one job each: the private messages and marks
 * (`AccountEvents`), the matching books and rules (`OrderBooks`), fills, locks and the Ledger (`FillBook`), leverage
 * and margin modes (`MarginSettings`), an order's way through them (`OrderFlow`) and the risk engine; its calls on
 * those parts besides orders are `EngineFacade`'s (engine-facade.ts). Modules listen on its one `bus`, add fee
 * discounts by name to `feeDiscounts` and say who is one family through `families`. Everything runs synchronously in
 * memory; callers await `writer.flush()` before answering.
 */
export class TradingEngine extends EngineFacade {
  /** Fills, cancels, accepted orders, ledger rows, funding and liquidations, to whoever subscribed (engine-bus.ts). */
  readonly bus = new EngineBus();
  /** The fee discounts of an account by source (My WOO's tier, reward coupons), in their fixed order. */
  readonly feeDiscounts = new FeeDiscounts();
  readonly writer: TradingWriter;
  readonly messages: AccountEvents;
  readonly books: OrderBooks;
  readonly fills: FillBook;
  readonly margin: MarginSettings;
  private readonly flow: OrderFlow;
  /** Marks, liquidations, funding and ADL (risk-engine.ts). */
  readonly risk: RiskEngine;
  /** Who is one family (families.ts): the sub-accounts module registers its resolver. */
  readonly families = new Families();
  /** The stop orders (algo-orders.ts), once the trading module connects them (`connectAlgos`). */
  private algos?: EngineAlgos;
  /** Rows read by `start` for the services that own them (algo orders, convert, wallet, transfers, earn, campaigns). */
  loaded: LoadedRows = { algos: [], conversions: [], transfers: [], wallet: [], earn: [], growth: [], copy: [] };

  constructor(
    readonly market: MarketEngine,
    private readonly repo: TradingRepository,
    readonly options: TradingEngineOptions,
    events?: TradingEventSink,
  ) {
    super();
    this.writer = new TradingWriter(repo, options.onError);
    this.messages = new AccountEvents(
      this,
      market,
      this.writer,
      {
        mark: (symbol) => this.risk.cachedMark(symbol),
        touched: (a) => this.risk.touched(a),
        adlQuantile: (a, p) => this.adlQuantile(a, p),
      },
      events,
    );
    this.fills = new FillBook(this, this.messages, this.writer);
    this.books = new OrderBooks(
      market,
      () => this.now(),
      (symbol) => this.fills.hooksFor(symbol),
    );
    this.margin = new MarginSettings(this, this.messages);
    this.flow = new OrderFlow({
      clock: options.clock,
      market,
      writer: this.writer,
      bus: this.bus,
      messages: this.messages,
      books: this.books,
      fills: this.fills,
      margin: this.margin,
      context: this,
      account: (userId) => this.account(userId),
    });
    this.risk = new RiskEngine(this);
  }

  /** Reads the stored state: accounts, balances, positions, orders and fills; open orders go back into the books. */
  async start(): Promise<void> {
    const snap = await this.repo.load();
    this.loaded = loadedRowsOf(snap);
    const ids = restoreEngineState(snap, {
      accounts: this.accounts,
      ledger: this.ledger,
      books: this.books,
      newAccount: (userId) => this.restored(userId),
    });
    this.fills.nextFillId = ids.nextFillId;
    this.flow.nextOrderId = Math.max(this.flow.nextOrderId, ids.nextOrderId);
    this.flow.nextSeq = Math.max(this.flow.nextSeq, ids.nextSeq);
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

  now(): number {
    return this.options.clock();
  }

  /** The family of an account (its main account's id): self-trade prevention treats a family as one owner. */
  familyOf(userId: number): number {
    return this.families.of(userId);
  }

  /** Connects the stop orders, once (the trading module, after both exist); a second connection throws. */
  connectAlgos(algos: EngineAlgos): void {
    if (this.algos) throw new Error('the stop orders are already connected');
    this.algos = algos;
  }

  /** How many perpetual algo orders of an account wait for their trigger (none before `connectAlgos`). */
  waitingPerpAlgos(userId: number): number {
    return this.algos?.waitingPerps(userId) ?? 0;
  }

  /** Fixes (or, with null, releases) a symbol's mark price: its liquidations are decided at once, then the stop orders step. */
  setMarkPrice(symbol: string, price: string | null): number {
    if (price === null) this.markOverrides.delete(symbol);
    else this.markOverrides.set(symbol, price);
    const liquidated = this.risk.onMarkChanged(symbol).length;
    this.algos?.step(symbol);
    return liquidated;
  }

  /** Balances changed outside an order (spot margin interest and repayments): stored and pushed as one message. */
  balancesChanged(a: AccountState, tokens: readonly string[]): void {
    for (const token of tokens) this.messages.touchBalance(a, token);
    this.messages.publishTouched();
  }

  // orders (order-flow.ts)
  place(userId: number, input: PlaceInput): OrderRecord {
    return this.flow.place(userId, input);
  }

  cancel(userId: number, orderId: number, symbol?: string): OrderRecord {
    return this.flow.cancel(userId, orderId, symbol);
  }

  cancelAll(userId: number, symbol?: string): number {
    return this.flow.cancelAll(userId, symbol);
  }

  amend(userId: number, input: AmendInput): OrderRecord {
    return this.flow.amend(userId, input);
  }

  forceClose(a: AccountState, symbol: string, side: 'BUY' | 'SELL', lots: number, ticks: number, reason: string): OrderRecord {
    return this.flow.forceClose(a, symbol, side, lots, ticks, reason);
  }
}
