import Decimal from 'decimal.js';
import { fillFee, type FeeRates } from '../../src/domain/trade/orders/fees';
import type { OrderStatus } from '../../src/domain/trade/orders/order';
import type { ValidationContext } from '../../src/domain/trade/orders/order-validation';
import { applyFill } from '../../src/domain/trade/orders/position';
import type { MarketEngine } from '../market/market-engine';
import type { AccountState, OrderEntry } from './account-state';
import { num, type TradingEventSink } from './events';
import type { LedgerRecord, OrderRecord } from './records';
import { DEFAULT_FEES, type SymbolRules } from './rules';
import type { BookHooks, SymbolBook } from './symbol-book';
import type { RestingOrder } from './user-side';
import type { TradingWriter } from './writer';

interface Touched {
  readonly tokens: Set<string>;
  readonly symbols: Set<string>;
}

/**
 * The ledger side of the engine: locks, fills (fees by `fillFee`, perpetual positions by `applyFill`), order ends,
 * available balances and the private messages. Spot orders freeze what they may spend; perpetual orders and
 * positions hold initial margin (notional ÷ leverage) out of the available USDT instead.
 */
export abstract class FillBook {
  readonly accounts = new Map<number, AccountState>();
  /** Every DEPOSIT entry (the demo funds). */
  readonly deposits: LedgerRecord[] = [];
  /** Mark prices set by the control surface (tests), by symbol. */
  readonly markOverrides = new Map<string, string>();
  fees: FeeRates = DEFAULT_FEES;
  protected nextFillId = 1;
  private readonly touched = new Map<AccountState, Touched>();

  constructor(
    readonly market: MarketEngine,
    readonly writer: TradingWriter,
    public events?: TradingEventSink,
  ) {}

  abstract rules(symbol: string): SymbolRules;
  abstract bookOf(symbol: string): SymbolBook;
  abstract account(userId: number): AccountState;
  abstract now(): number;

  /** The mark price: the control override, the perpetual's mark, else the last price. */
  markPrice(symbol: string): Decimal {
    const override = this.markOverrides.get(symbol);
    if (override !== undefined) return new Decimal(override);
    const mark = this.market.future(symbol, this.now())?.mark_price ?? this.market.symbolState(symbol)?.close ?? 0;
    return new Decimal(mark);
  }

  /** What new orders may use: holding − frozen, and for USDT minus the initial margin of positions and perpetual orders. */
  available(a: AccountState, token: string): Decimal {
    const b = a.balance(token);
    let free = b.holding.minus(b.frozen);
    if (token === 'USDT') free = free.minus(this.initialMargin(a));
    return Decimal.max(0, free);
  }

  /** Initial margin of the account's perpetual positions (at the mark) and open perpetual orders. */
  initialMargin(a: AccountState): Decimal {
    let im = new Decimal(0);
    for (const p of a.positions.values()) {
      if (p.holding !== '0') im = im.plus(new Decimal(p.holding).abs().times(this.markPrice(p.symbol)).div(a.leverage));
    }
    for (const { record: r, openLots } of a.marginOrders) {
      if (r.price === null) continue;
      im = im.plus(new Decimal(r.price).times(this.rules(r.symbol).step.times(openLots)).div(a.leverage));
    }
    return im;
  }

  /** Signed position in lots. */
  positionLots(a: AccountState, sr: SymbolRules, symbol: string): number {
    const holding = a.positions.get(symbol)?.holding ?? '0';
    return new Decimal(holding).div(sr.step).toNumber();
  }

  /** Freezes what a spot order may spend: a buy its price × size (a market buy its amount or the book's cost), a sell its size. */
  protected lock(a: AccountState, sr: SymbolRules, entry: OrderEntry, context: ValidationContext): void {
    const r = entry.record;
    if (sr.perp) return;
    let amount: Decimal;
    if (r.side === 'SELL') amount = sr.step.times(entry.openLots);
    else if (r.price !== null) amount = new Decimal(r.price).times(sr.step.times(entry.openLots));
    else amount = new Decimal(r.amount ?? context.funds?.required ?? 0);
    r.lockAsset = r.side === 'SELL' ? sr.instrument.base : sr.instrument.quote;
    r.locked = amount.toFixed();
    const b = a.balance(r.lockAsset);
    b.frozen = b.frozen.plus(amount);
    this.touchBalance(a, r.lockAsset);
  }

  protected unlock(a: AccountState, _sr: SymbolRules, entry: OrderEntry): void {
    const r = entry.record;
    if (r.lockAsset === '' || r.locked === '0') return;
    const b = a.balance(r.lockAsset);
    b.frozen = b.frozen.minus(r.locked);
    r.locked = '0';
    this.touchBalance(a, r.lockAsset);
  }

  /** One fill of an order: ledger, position, order figures, the fill row and its execution report. */
  protected fill(a: AccountState, sr: SymbolRules, entry: OrderEntry, ticks: number, lots: number, isMaker: boolean, now: number): void {
    const r = entry.record;
    const qty = sr.step.times(lots);
    const price = sr.tick.times(ticks);
    const qtyS = qty.toFixed();
    const priceS = price.toFixed();
    const charged = fillFee(r.symbol, r.side, priceS, qtyS, this.fees, isMaker);
    const fee = new Decimal(charged.fee).toFixed();
    const { feeAsset } = charged;
    const notional = price.times(qty);
    let realized = '0';
    const { base, quote } = sr.instrument;
    if (sr.perp) {
      const pos = a.position(r.symbol);
      const next = applyFill(pos, r.side, qtyS, priceS);
      if (pos.holding === '0' || new Decimal(next.holding).isNeg() !== new Decimal(pos.holding).isNeg()) pos.openingTime = now;
      pos.holding = new Decimal(next.holding).toFixed();
      pos.averageOpenPrice = new Decimal(next.averageOpenPrice).toFixed();
      realized = new Decimal(next.realizedPnl).toFixed();
      const usdt = a.balance(quote);
      usdt.holding = usdt.holding.plus(realized).minus(fee);
      this.touchPosition(a, r.symbol);
      this.touchBalance(a, quote);
    } else if (r.side === 'BUY') {
      const q = a.balance(quote);
      q.holding = q.holding.minus(notional);
      const release = Decimal.min(r.locked, r.price !== null ? new Decimal(r.price).times(qty) : notional);
      q.frozen = q.frozen.minus(release);
      r.locked = new Decimal(r.locked).minus(release).toFixed();
      const b = a.balance(base);
      b.holding = b.holding.plus(qty).minus(fee);
      this.touchBalance(a, quote);
      this.touchBalance(a, base);
    } else {
      const b = a.balance(base);
      b.holding = b.holding.minus(qty);
      const release = Decimal.min(r.locked, qty);
      b.frozen = b.frozen.minus(release);
      r.locked = new Decimal(r.locked).minus(release).toFixed();
      const q = a.balance(quote);
      q.holding = q.holding.plus(notional).minus(fee);
      this.touchBalance(a, quote);
      this.touchBalance(a, base);
    }
    r.executed = new Decimal(r.executed).plus(qty).toFixed();
    r.executedQuote = new Decimal(r.executedQuote).plus(notional).toFixed();
    r.totalFee = new Decimal(r.totalFee).plus(fee).toFixed();
    r.realizedPnl = new Decimal(r.realizedPnl).plus(realized).toFixed();
    r.updatedTime = now;
    entry.openLots -= lots;
    r.status = entry.openLots <= 0 ? 'FILLED' : 'PARTIAL_FILLED';
    const fillRow = {
      id: this.nextFillId++, userId: a.userId, symbol: r.symbol, orderId: r.orderId, side: r.side, executedPrice: priceS,
      executedQuantity: qtyS, fee, feeAsset, realizedPnl: realized, isMaker, executedTimestamp: now,
    };
    a.fills.push(fillRow);
    this.writer.fill(fillRow);
    this.writer.order(r);
    this.report(a, r, { tradeId: fillRow.id, executedPrice: priceS, executedQuantity: qtyS, fee, feeAsset, maker: isMaker });
    if (r.status === 'FILLED') this.close(a, entry);
  }

  /** The resting side of a trade. */
  protected fillMaker(sr: SymbolRules, maker: RestingOrder, ticks: number, lots: number, now: number): void {
    const a = this.accounts.get(maker.userId)!;
    const entry = a.open.get(maker.id)!;
    this.fill(a, sr, entry, ticks, lots, true, now);
    this.publishAccount(a);
  }

  /** Ends an open order (cancelled, rejected or filled by amount), releasing what it froze. */
  protected finish(a: AccountState, entry: OrderEntry, status: OrderStatus, reason: string, now: number): void {
    const r = entry.record;
    r.status = status;
    r.reason = reason;
    r.updatedTime = now;
    this.writer.order(r);
    this.report(a, r, {});
    this.close(a, entry);
  }

  private close(a: AccountState, entry: OrderEntry): void {
    const r = entry.record;
    this.unlock(a, this.rules(r.symbol), entry);
    entry.resting = undefined;
    a.open.delete(r.orderId);
    a.marginOrders.delete(entry);
    if (a.liveClientIds.get(r.clientOrderId) === r.orderId) a.liveClientIds.delete(r.clientOrderId);
    if (r.symbol.startsWith('PERP_')) this.touchBalance(a, 'USDT');
  }

  /** Hooks of a symbol's book: reduce-only caps for resting orders, and fills when the market moves through them. */
  protected hooksFor(symbol: string): BookHooks {
    const entryOf = (m: RestingOrder) => {
      const a = this.accounts.get(m.userId)!;
      return { a, entry: a.open.get(m.id)! };
    };
    return {
      makerCap: (m) => {
        const { a, entry } = entryOf(m);
        if (!entry.record.reduceOnly) return m.remaining;
        const held = this.positionLots(a, this.rules(symbol), symbol);
        return held !== 0 && held > 0 !== m.isBid ? Math.min(m.remaining, Math.abs(held)) : 0;
      },
      evicted: (m) => {
        const { a, entry } = entryOf(m);
        this.finish(a, entry, 'CANCELLED', 'Reduce-only order would increase the position', this.bookOf(symbol).now);
        this.publishAccount(a);
      },
      crossed: (m, lots, ts) => {
        this.fillMaker(this.rules(symbol), m, m.ticks, lots, ts);
        void this.writer.flush().catch(() => undefined);
      },
    };
  }

  protected report(a: AccountState, r: OrderRecord, fill: Partial<{ status: string; tradeId: number; executedPrice: string; executedQuantity: string; fee: string; feeAsset: string; maker: boolean }>): void {
    if (!this.events?.wants(a.userId)) return;
    const executed = new Decimal(r.executed);
    this.events.publish({
      userId: a.userId, topic: 'executionreport', ts: r.updatedTime,
      data: {
        msgType: 0, symbol: r.symbol, clientOrderId: num(r.clientOrderId), orderId: r.orderId, type: r.type, side: r.side,
        quantity: num(r.quantity), price: num(r.price), tradeId: fill.tradeId ?? 0, executedPrice: num(fill.executedPrice),
        executedQuantity: num(fill.executedQuantity), fee: num(fill.fee), feeAsset: fill.feeAsset ?? r.feeAsset,
        totalExecutedQuantity: executed.toNumber(), avgPrice: executed.isZero() ? 0 : new Decimal(r.executedQuote).div(executed).toNumber(),
        status: fill.status ?? r.status, reason: r.reason, totalFee: num(r.totalFee), visible: r.hidden ? 0 : num(r.quantity),
        timestamp: r.updatedTime, reduceOnly: r.reduceOnly, maker: fill.maker ?? false,
      },
    });
  }

  protected touchBalance(a: AccountState, token: string): void {
    this.touchedOf(a).tokens.add(token);
    this.writer.balance(a, token);
  }

  protected touchPosition(a: AccountState, symbol: string): void {
    this.touchedOf(a).symbols.add(symbol);
    this.writer.position(a, symbol);
  }

  private touchedOf(a: AccountState): Touched {
    let t = this.touched.get(a);
    if (!t) this.touched.set(a, (t = { tokens: new Set(), symbols: new Set() }));
    return t;
  }

  /** One balance and one position message for what an operation changed (each a new version of its topic). */
  protected publishAccount(a: AccountState): void {
    const t = this.touched.get(a);
    if (!t) return;
    this.touched.delete(a);
    const ts = this.now();
    const wants = this.events?.wants(a.userId) === true;
    if (t.tokens.size > 0) {
      const version = ++a.balanceVersion;
      if (wants) {
        const balances: Record<string, unknown> = {};
        for (const token of t.tokens) {
          const b = a.balance(token);
          balances[token] = {
            holding: b.holding.toNumber(), frozen: b.frozen.toNumber(), interest: 0, pendingShortQty: 0, pendingLongQty: 0, version,
            staked: 0, unbonding: 0, vault: 0, averageOpenPrice: 0, pnl24H: 0, fee24H: 0, markPrice: token === 'USDT' ? 1 : this.spotMark(token),
          };
        }
        this.events!.publish({ userId: a.userId, topic: 'balance', ts, data: { balances } });
      }
    }
    if (t.symbols.size > 0) {
      const version = ++a.positionVersion;
      if (wants) {
        const positions: Record<string, unknown> = {};
        for (const symbol of t.symbols) {
          const p = a.position(symbol);
          const pending = this.pending(a, symbol);
          positions[symbol] = {
            holding: num(p.holding), pendingLongQty: pending.long.toNumber(), pendingShortQty: pending.short.toNumber(),
            averageOpenPrice: num(p.averageOpenPrice), pnl24H: 0, fee24H: 0, settlePrice: num(p.averageOpenPrice),
            markPrice: this.markPrice(symbol).toNumber(), version, openingTime: p.openingTime, adlQuantile: 1, positionSide: 'BOTH',
          };
        }
        this.events!.publish({ userId: a.userId, topic: 'position', ts, data: { positions } });
      }
    }
  }

  /** Open order sizes of a symbol, long and short. */
  pending(a: AccountState, symbol: string): { long: Decimal; short: Decimal } {
    let long = new Decimal(0);
    let short = new Decimal(0);
    const step = this.rules(symbol).step;
    for (const { record, openLots } of a.open.values()) {
      if (record.symbol !== symbol || record.quantity === null) continue;
      if (record.side === 'BUY') long = long.plus(step.times(openLots));
      else short = short.plus(step.times(openLots));
    }
    return { long, short };
  }

  spotMark(token: string): number {
    return this.market.symbolState(`SPOT_${token}_USDT`)?.close ?? 0;
  }
}
