import Decimal from 'decimal.js';
import { fillFee, type FeeRates } from '../../src/domain/trade/orders/fees';
import { FeeSchedule } from './fee-schedule';
import type { OrderStatus } from '../../src/domain/trade/orders/order';
import { positionKey, type AccountState, type OrderEntry } from './account-state';
import type { AccountEvents } from './account-events';
import type { EngineBus } from './engine-bus';
import type { FeeDiscounts } from './fee-discounts';
import type { TradingWriter } from './writer';
import type { LedgerRecord, LedgerType, PositionSide } from './records';
import { DEFAULT_FEES, type SymbolRules } from './rules';
import { decimalText, fromScaled, toScaled } from './scaled';
import { lockDp, lockUnits } from './locks';
import { sumText } from './amount-text';
import type { BookHooks, SymbolBook } from './symbol-book';
import type { RestingOrder } from './user-side';
import { Ledger } from './ledger';
import { fillRecord } from './record-shapes';
import { settlePerpFill, settleSpotFill, type FillFigures } from './fill-moves';

/** What the fill book uses of the engine: rules, books, the clock, who is one family, the bus and the fee discounts. */
export interface FillHost {
  rules(symbol: string): SymbolRules;
  bookOf(symbol: string): SymbolBook;
  now(): number;
  familyOf(userId: number): number;
  readonly bus: EngineBus;
  readonly feeDiscounts: FeeDiscounts;
}

/**
 * The ledger side of the engine: locks, fills (fees as `fillFee` takes them, perpetual positions by `applyFill`),
 * order ends and available balances, on scaled integers (`scaled.ts`): exact sums, no rounding. Spot orders freeze
 * what they may spend; perpetual orders and positions hold initial margin (notional ÷ leverage) out of the available
 * USDT instead. Every fill, cancel and ledger row is published on the engine's bus to whoever listens to its account.
 */
export class FillBook {
  readonly accounts = new Map<number, AccountState>();
  /** Every ledger row of every account, oldest first (tests and probes; each account keeps its own in `AccountState.ledger`). */
  get deposits(): LedgerRecord[] {
    return [...this.accounts.values()].flatMap((a) => a.ledger.toArray()).sort((x, y) => (x.id ?? 0) - (y.id ?? 0));
  }
  fees: FeeRates = DEFAULT_FEES;
  nextFillId = 1;
  /** The only writer of balances (ledger.ts): every move with its row, every invariant checked. */
  readonly ledger: Ledger<AccountState>;
  private readonly schedule = new FeeSchedule();

  constructor(
    private readonly host: FillHost,
    private readonly messages: AccountEvents,
    readonly writer: TradingWriter,
  ) {
    const bus = host.bus;
    this.ledger = new Ledger<AccountState>({
      writer,
      accounts: this.accounts,
      touchBalance: (a, token) => messages.touchBalance(a, token),
      onLedger: (row) => {
        if (bus.wants('ledger', row.userId)) bus.emit('ledger', row.userId, row);
      },
    });
  }

  private rules(symbol: string): SymbolRules {
    return this.host.rules(symbol);
  }

  private now(): number {
    return this.host.now();
  }

  /**
   * What new orders may use: holding − frozen, and for USDT (the cross collateral) minus the isolated margins set
   * aside and the initial margin of cross positions and perpetual orders.
   */
  available(a: AccountState, token: string): Decimal {
    const b = a.balance(token);
    let free = new Decimal(fromScaled(b.h - b.f));
    if (token === 'USDT') free = free.minus(a.isolatedTotal()).minus(this.initialMargin(a));
    return Decimal.max(0, free);
  }

  /**
   * Initial margin held from the cross collateral: cross positions at the mark ÷ their leverage, and open perpetual
   * orders (cross or isolated: an isolated order's margin moves to its position when it fills) ÷ their symbol's
   * leverage.
   */
  initialMargin(a: AccountState): Decimal {
    let im = new Decimal(0);
    for (const p of a.positions.values()) {
      if (p.holding !== '0' && p.marginMode === 'CROSS')
        im = im.plus(new Decimal(p.holding).abs().times(this.messages.markPrice(p.symbol)).div(p.leverage));
    }
    return im.plus(this.orderMargin(a));
  }

  /**
   * Initial margin of the open perpetual orders (of one symbol, or all), at their symbol's leverage. Each order's
   * notional is its ticks × open lots × (tick × step): the integers are summed per symbol, then multiplied and divided
   * once per symbol. Every spot order of an account with open perpetual orders asks for this (the available USDT), so
   * a decimal product and division per open order made each of them cost as much as its account had orders.
   */
  orderMargin(a: AccountState, symbol?: string, leverage?: number): Decimal {
    let im = new Decimal(0);
    const units = new Map<string, number>();
    for (const entry of a.marginOrders) {
      const r = entry.record;
      if (r.price === null || (symbol !== undefined && r.symbol !== symbol)) continue;
      const sum = entry.ticks === undefined ? undefined : (units.get(r.symbol) ?? 0) + entry.ticks * entry.openLots;
      if (sum !== undefined && Number.isSafeInteger(sum)) units.set(r.symbol, sum);
      else
        im = im.plus(
          new Decimal(r.price).times(this.rules(r.symbol).step.times(entry.openLots)).div(leverage ?? a.setting(r.symbol).leverage),
        );
    }
    for (const [s, sum] of units)
      im = im.plus(
        this.rules(s)
          .unit.times(sum)
          .div(leverage ?? a.setting(s).leverage),
      );
    return im;
  }

  /** Signed position in lots (of one side in hedge mode). */
  positionLots(a: AccountState, sr: SymbolRules, symbol: string, positionSide: PositionSide = 'BOTH'): number {
    const holding = a.positions.get(positionKey(symbol, positionSide))?.holding ?? '0';
    return new Decimal(holding).div(sr.step).toNumber();
  }

  /**
   * Freezes what a spot order may spend: a buy its price × size (a market buy its amount, or `marketBuy`: what the
   * book would cost), a sell its size.
   */
  lock(a: AccountState, sr: SymbolRules, entry: OrderEntry, marketBuy: bigint | undefined): void {
    const r = entry.record;
    if (sr.perp) return;
    const g = sr.grid;
    let amount: bigint;
    if (r.side === 'SELL') amount = g.size.scaled(entry.openLots);
    else if (entry.ticks !== undefined) amount = BigInt(entry.ticks) * BigInt(entry.openLots) * g.unitScaled;
    else amount = r.amount !== null ? toScaled(r.amount) : (marketBuy ?? 0n);
    r.lockAsset = r.side === 'SELL' ? sr.instrument.base : sr.instrument.quote;
    entry.locked = amount;
    const units = lockUnits(g, entry, amount);
    r.locked = units === undefined ? fromScaled(amount) : decimalText(units, lockDp(g, entry));
    this.ledger.freeze(a, r.lockAsset, amount, units, lockDp(g, entry));
  }

  unlock(a: AccountState, sr: SymbolRules, entry: OrderEntry): void {
    const r = entry.record;
    if (r.lockAsset === '') return;
    r.locked = '0';
    if (entry.locked === 0n) return;
    this.ledger.release(a, r.lockAsset, entry.locked, lockUnits(sr.grid, entry, entry.locked), lockDp(sr.grid, entry));
    entry.locked = 0n;
  }

  /** The rates an account pays: the exchange's, less its discount (the same object for the same discount). */
  feesOf(a: AccountState): FeeRates {
    return this.schedule.rates(this.fees, this.host.feeDiscounts.of(a.userId));
  }

  /** One fill of an order: ledger, position, order figures, the fill row and its execution report. */
  fill(a: AccountState, sr: SymbolRules, entry: OrderEntry, ticks: number, lots: number, isMaker: boolean, now: number): void {
    const r = entry.record;
    const g = sr.grid;
    const sizeInt = lots * g.step.int;
    const notionalInt = ticks * g.tick.int * sizeInt;
    const qty = g.size.scaled(lots);
    const notional = Number.isSafeInteger(notionalInt) ? BigInt(notionalInt) * g.unitPow : BigInt(ticks) * BigInt(lots) * g.unitScaled;
    const qtyS = g.size.of(lots);
    const priceS = g.price.of(ticks);
    const { base, quote } = sr.instrument;
    const inBase = !sr.perp && r.side === 'BUY';
    const feeAsset = inBase ? base : quote;
    const rates = this.feesOf(a);
    const charged =
      this.schedule.feeOf(this.fees, rates, inBase ? sizeInt : notionalInt, inBase ? g.step.dp : g.tick.dp + g.step.dp, isMaker) ??
      this.schedule.decimalFee(fillFee(r.symbol, r.side, priceS, qtyS, rates, isMaker).fee);
    const fee = charged.fee;
    const figures: FillFigures = { ticks, lots, sizeInt, notionalInt, qty, notional, qtyS, priceS, charged, now };
    const realized = sr.perp
      ? settlePerpFill(this.ledger, this.messages, a, sr, entry, figures)
      : settleSpotFill(this.ledger, a, sr, entry, figures);
    const first = entry.execLots === 0;
    const feeS = charged.text;
    entry.execLots += lots;
    entry.execUnits += ticks * lots;
    entry.execQuote += notional;
    entry.fee += fee;
    if (realized !== 0n) entry.realized += realized;
    const realizedS = fromScaled(realized);
    r.executed = g.size.of(entry.execLots);
    const quoteInt = entry.execUnits * g.tick.int * g.step.int;
    r.executedQuote = Number.isSafeInteger(quoteInt) ? decimalText(quoteInt, g.tick.dp + g.step.dp) : fromScaled(entry.execQuote);
    // a later fill's total: the order's total so far plus this fee, in numbers when they fit (`sumText`)
    r.totalFee = first ? feeS : (sumText(r.totalFee, charged.units, charged.dp) ?? fromScaled(entry.fee));
    if (realized !== 0n) r.realizedPnl = fromScaled(entry.realized);
    r.updatedTime = now;
    entry.openLots -= lots;
    r.status = entry.openLots <= 0 ? 'FILLED' : 'PARTIAL_FILLED';
    const fillRow = fillRecord(
      this.nextFillId++,
      r,
      { price: priceS, quantity: qtyS, fee: feeS, feeAsset, realizedPnl: realizedS, isMaker },
      now,
    );
    a.fills.push(fillRow);
    this.writer.fill(fillRow);
    this.writer.order(r);
    this.messages.report(a, entry, { tradeId: fillRow.id, ticks, lots, fee: feeS, feeValue: charged.value, feeAsset, maker: isMaker });
    if (r.status === 'FILLED') this.close(a, entry);
    const bus = this.host.bus;
    if (bus.wants('fill', a.userId)) bus.emit('fill', a.userId, fillRow, r);
  }

  /** The resting side of a trade (its account's messages go out with the operation's, `publishTouched`). */
  fillMaker(sr: SymbolRules, maker: RestingOrder, ticks: number, lots: number, now: number): void {
    const a = this.accounts.get(maker.userId)!;
    const entry = a.open.get(maker.id)!;
    this.fill(a, sr, entry, ticks, lots, true, now);
  }

  /** Ends an open order (cancelled, rejected or filled by amount), releasing what it froze. */
  finish(a: AccountState, entry: OrderEntry, status: OrderStatus, reason: string, now: number): void {
    const r = entry.record;
    r.status = status;
    r.reason = reason;
    r.updatedTime = now;
    this.writer.order(r);
    this.messages.report(a, entry, {});
    this.close(a, entry);
    if (status === 'CANCELLED' && this.host.bus.wants('cancel', a.userId)) this.host.bus.emit('cancel', a.userId, r);
  }

  private close(a: AccountState, entry: OrderEntry): void {
    const r = entry.record;
    this.unlock(a, this.rules(r.symbol), entry);
    entry.resting = undefined;
    a.open.delete(r.orderId);
    a.marginOrders.delete(entry);
    if (a.liveClientIds.get(r.clientOrderId) === r.orderId) a.liveClientIds.delete(r.clientOrderId);
    if (r.symbol.startsWith('PERP_')) this.messages.touchBalance(a, 'USDT');
  }

  /** Credits (or debits) a balance with a ledger row of `type` (funding, liquidation remainders): `Ledger.adjust`. */
  adjustBalance(a: AccountState, token: string, amount: Decimal, type: LedgerType, release?: Decimal): void {
    this.ledger.adjust(a, token, toScaled(amount.toFixed()), type, this.now(), release ? { release: toScaled(release.toFixed()) } : {});
  }

  /** Sends the balance and position messages of what was changed outside an order call (risk-engine.ts). */
  publishChanges(): void {
    this.messages.publishTouched();
  }

  /** Hooks of a symbol's book: reduce-only caps for resting orders, and fills when the market moves through them. */
  hooksFor(symbol: string): BookHooks {
    const entryOf = (m: RestingOrder) => {
      const a = this.accounts.get(m.userId)!;
      return { a, entry: a.open.get(m.id)! };
    };
    return {
      makerCap: (m) => {
        const { a, entry } = entryOf(m);
        if (!entry.record.reduceOnly) return m.remaining;
        const held = this.positionLots(a, this.rules(symbol), symbol, entry.record.positionSide);
        return held !== 0 && held > 0 !== m.isBid ? Math.min(m.remaining, Math.abs(held)) : 0;
      },
      evicted: (m) => {
        const { a, entry } = entryOf(m);
        this.finish(a, entry, 'CANCELLED', 'Reduce-only order would increase the position', this.host.bookOf(symbol).now);
        this.messages.publishAccount(a);
      },
      sameOwner: (m, takerUserId) => m.userId === takerUserId || this.host.familyOf(m.userId) === this.host.familyOf(takerUserId),
      selfTradeCancelled: (m) => {
        const { a, entry } = entryOf(m);
        this.finish(
          a,
          entry,
          'CANCELLED',
          'Self-trade prevention: the resting order was cancelled (cancel maker)',
          this.host.bookOf(symbol).now,
        );
        this.messages.publishAccount(a);
      },
      crossed: (m, lots, ts) => {
        this.fillMaker(this.rules(symbol), m, m.ticks, lots, ts);
        this.messages.publishAccount(this.accounts.get(m.userId)!);
        void this.writer.flush().catch(() => undefined);
      },
    };
  }
}
