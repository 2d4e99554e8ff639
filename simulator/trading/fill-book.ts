import Decimal from 'decimal.js';
import { fillFee, type FeeRates } from '../../src/domain/trade/orders/fees';
import type { OrderStatus } from '../../src/domain/trade/orders/order';
import { applyFill } from '../../src/domain/trade/orders/position';
import { isolatedMarginAfterFill } from '../../src/domain/trade/perps/leverage';
import { lastLedgerId, positionKey, type AccountState, type OrderEntry } from './account-state';
import { AccountEvents } from './account-events';
import type { FillRecord, LedgerRecord, LedgerType, OrderRecord, PositionSide } from './records';
import { DEFAULT_FEES, type SymbolRules } from './rules';
import { decimalText, feeFraction, fromScaled, POW10, SCALE, toScaled, type FeeFraction } from './scaled';
import type { BookHooks, SymbolBook } from './symbol-book';
import type { RestingOrder } from './user-side';
import { borrowShortfall } from './spot-margin-state';

/**
 * The ledger side of the engine: locks, fills (fees as `fillFee` takes them, perpetual positions by `applyFill`),
 * order ends and available balances, on scaled integers (`scaled.ts`): exact sums, no rounding. Spot orders freeze
 * what they may spend; perpetual orders and positions hold initial margin (notional ÷ leverage) out of the available
 * USDT instead.
 */
export abstract class FillBook extends AccountEvents {
  readonly accounts = new Map<number, AccountState>();
  /** Every ledger row of every account, oldest first (tests and probes; each account keeps its own in `AccountState.ledger`). */
  get deposits(): LedgerRecord[] {
    return [...this.accounts.values()].flatMap((a) => a.ledger).sort((x, y) => (x.id ?? 0) - (y.id ?? 0));
  }
  fees: FeeRates = DEFAULT_FEES;
  /** Called after each fill and each ledger row is booked (simulator/campaigns: commissions, notifications). */
  onFill?: (fill: FillRecord, order: OrderRecord) => void;
  onLedger?: (entry: LedgerRecord) => void;
  /** A member's own fee rates when they differ from `fees` (simulator/rewards: a fee-discount coupon working). */
  feeRatesOf?: (userId: number, base: FeeRates) => FeeRates | undefined;
  protected nextFillId = 1;
  /** 0 until the first row after start (then one past the highest stored id). */
  private nextLedgerId = 0;
  private feeCache?: { readonly fees: FeeRates; readonly maker: FeeFraction; readonly taker: FeeFraction };

  abstract bookOf(symbol: string): SymbolBook;
  abstract account(userId: number): AccountState;

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
      if (p.holding !== '0' && p.marginMode === 'CROSS') im = im.plus(new Decimal(p.holding).abs().times(this.markPrice(p.symbol)).div(p.leverage));
    }
    return im.plus(this.orderMargin(a));
  }

  /** Initial margin of the open perpetual orders (of one symbol, or all), at their symbol's leverage. */
  orderMargin(a: AccountState, symbol?: string, leverage?: number): Decimal {
    let im = new Decimal(0);
    for (const { record: r, openLots } of a.marginOrders) {
      if (r.price === null || (symbol !== undefined && r.symbol !== symbol)) continue;
      im = im.plus(new Decimal(r.price).times(this.rules(r.symbol).step.times(openLots)).div(leverage ?? a.setting(r.symbol).leverage));
    }
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
  protected lock(a: AccountState, sr: SymbolRules, entry: OrderEntry, marketBuy: bigint | undefined): void {
    const r = entry.record;
    if (sr.perp) return;
    const g = sr.grid;
    let amount: bigint;
    if (r.side === 'SELL') amount = BigInt(entry.openLots) * g.step.scaled;
    else if (entry.ticks !== undefined) amount = BigInt(entry.ticks) * BigInt(entry.openLots) * g.unitScaled;
    else amount = r.amount !== null ? toScaled(r.amount) : (marketBuy ?? 0n);
    r.lockAsset = r.side === 'SELL' ? sr.instrument.base : sr.instrument.quote;
    entry.locked = amount;
    r.locked = fromScaled(amount);
    a.balance(r.lockAsset).f += amount;
    this.touchBalance(a, r.lockAsset);
  }

  protected unlock(a: AccountState, _sr: SymbolRules, entry: OrderEntry): void {
    const r = entry.record;
    if (r.lockAsset === '') return;
    r.locked = '0';
    if (entry.locked === 0n) return;
    a.balance(r.lockAsset).f -= entry.locked;
    entry.locked = 0n;
    this.touchBalance(a, r.lockAsset);
  }

  /** The fee of `int × 10^-dp` (a size or a notional on the grid) at the maker or taker rate: exact, scaled and as text. */
  /** The rates `userId` pays now: theirs (`feeRatesOf`) or the exchange's. */
  feesFor(userId: number): FeeRates {
    return this.feeRatesOf?.(userId, this.fees) ?? this.fees;
  }

  private feeOf(rates: FeeRates, int: number, dp: number, isMaker: boolean, decimal: () => string): { readonly fee: bigint; readonly text: string } {
    let cache = this.feeCache;
    if (rates !== this.fees) {
      cache = { fees: rates, maker: feeFraction(rates.makerFee), taker: feeFraction(rates.takerFee) };
    } else if (cache?.fees !== this.fees) {
      cache = { fees: this.fees, maker: feeFraction(this.fees.makerFee), taker: feeFraction(this.fees.takerFee) };
      this.feeCache = cache;
    }
    const rate = isMaker ? cache.maker : cache.taker;
    const feeInt = int * rate.num;
    const feeDp = dp + rate.dp;
    if (Number.isSafeInteger(feeInt) && feeDp <= SCALE) return { fee: BigInt(feeInt) * POW10[SCALE - feeDp], text: decimalText(feeInt, feeDp) };
    const fee = toScaled(decimal());
    return { fee, text: fromScaled(fee) };
  }

  /** One fill of an order: ledger, position, order figures, the fill row and its execution report. */
  protected fill(a: AccountState, sr: SymbolRules, entry: OrderEntry, ticks: number, lots: number, isMaker: boolean, now: number): void {
    const r = entry.record;
    const g = sr.grid;
    const sizeInt = lots * g.step.int;
    const notionalInt = ticks * g.tick.int * sizeInt;
    const qty = BigInt(lots) * g.step.scaled;
    const notional = Number.isSafeInteger(notionalInt) ? BigInt(notionalInt) * g.unitPow : BigInt(ticks) * BigInt(lots) * g.unitScaled;
    const qtyS = g.size.of(lots);
    const priceS = g.price.of(ticks);
    const { base, quote } = sr.instrument;
    const inBase = !sr.perp && r.side === 'BUY';
    const feeAsset = inBase ? base : quote;
    const rates = this.feeRatesOf ? this.feesFor(a.userId) : this.fees;
    const charged = this.feeOf(rates, inBase ? sizeInt : notionalInt, inBase ? g.step.dp : g.tick.dp + g.step.dp, isMaker, () => fillFee(r.symbol, r.side, priceS, qtyS, rates, isMaker).fee);
    const fee = charged.fee;
    let realized = 0n;
    if (sr.perp) {
      const pos = a.position(r.symbol, r.positionSide ?? 'BOTH');
      const next = applyFill(pos, r.side, qtyS, priceS);
      if (pos.holding === '0') Object.assign(pos, { marginMode: r.marginMode ?? a.setting(r.symbol).marginMode, leverage: a.setting(r.symbol).leverage });
      if (pos.holding === '0' || new Decimal(next.holding).isNeg() !== new Decimal(pos.holding).isNeg()) pos.openingTime = now;
      const holding = new Decimal(next.holding).toFixed();
      if (pos.marginMode === 'ISOLATED') pos.isolatedMargin = isolatedMarginAfterFill(pos.isolatedMargin, pos.holding, holding, priceS, pos.leverage);
      pos.holding = holding;
      pos.averageOpenPrice = new Decimal(next.averageOpenPrice).toFixed();
      realized = toScaled(next.realizedPnl);
      a.balance(quote).h += realized - fee;
      this.book(a, quote, 'REALIZED_PNL', realized, now, -fee);
      this.book(a, quote, 'TRANSACTION_FEE', -fee, now, 0n, `-${charged.text}`);
      this.touchPosition(a, positionKey(r.symbol, pos.positionSide));
      this.touchBalance(a, quote);
    } else {
      const q = a.balance(quote);
      const b = a.balance(base);
      // a buy releases its limit price × size of the quote it froze (a market buy what it paid), a sell its size
      const held = r.side === 'BUY' ? q : b;
      const cap = r.side === 'SELL' || entry.ticks === undefined || entry.ticks === ticks ? (r.side === 'SELL' ? qty : notional) : BigInt(entry.ticks) * BigInt(lots) * g.unitScaled;
      const release = entry.locked < cap ? entry.locked : cap;
      held.f -= release;
      entry.locked -= release;
      // a filled order's lock is released by `close` (and its record's `locked` set to 0 there)
      if (lots < entry.openLots) r.locked = fromScaled(entry.locked);
      const notionalS = Number.isSafeInteger(notionalInt) ? decimalText(notionalInt, g.tick.dp + g.step.dp) : undefined;
      if (r.side === 'BUY') {
        q.h -= notional;
        b.h += qty - fee;
        this.book(a, quote, 'SPOT_TRANSACTION', -notional, now, 0n, notionalS && `-${notionalS}`);
        this.book(a, base, 'SPOT_TRANSACTION', qty, now, -fee, qtyS);
        this.book(a, base, 'TRANSACTION_FEE', -fee, now, 0n, `-${charged.text}`);
      } else {
        b.h -= qty;
        q.h += notional - fee;
        this.book(a, base, 'SPOT_TRANSACTION', -qty, now, 0n, `-${qtyS}`);
        this.book(a, quote, 'SPOT_TRANSACTION', notional, now, -fee, notionalS);
        this.book(a, quote, 'TRANSACTION_FEE', -fee, now, 0n, `-${charged.text}`);
      }
      // spot margin: what the fill spent beyond the holding is borrowed (spot-margin-state.ts), a CREDIT row
      if (a.margin) {
        const spent = a.balance(r.side === 'BUY' ? quote : base);
        const before = spent.h;
        borrowShortfall(this.writer, a, r.side === 'BUY' ? quote : base, now);
        this.book(a, r.side === 'BUY' ? quote : base, 'CREDIT', spent.h - before, now);
      }
      this.touchBalance(a, quote);
      this.touchBalance(a, base);
    }
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
    r.totalFee = first ? feeS : fromScaled(entry.fee);
    if (realized !== 0n) r.realizedPnl = fromScaled(entry.realized);
    r.updatedTime = now;
    entry.openLots -= lots;
    r.status = entry.openLots <= 0 ? 'FILLED' : 'PARTIAL_FILLED';
    const fillRow = {
      id: this.nextFillId++, userId: a.userId, symbol: r.symbol, orderId: r.orderId, side: r.side, executedPrice: priceS,
      executedQuantity: qtyS, fee: feeS, feeAsset, realizedPnl: realizedS, isMaker, executedTimestamp: now,
    };
    a.fills.push(fillRow);
    this.writer.fill(fillRow);
    this.writer.order(r);
    this.report(a, entry, { tradeId: fillRow.id, ticks, lots, fee: feeS, feeAsset, maker: isMaker });
    if (r.status === 'FILLED') this.close(a, entry);
    this.onFill?.(fillRow, r);
  }

  /** The resting side of a trade (its account's messages go out with the operation's, `publishTouched`). */
  protected fillMaker(sr: SymbolRules, maker: RestingOrder, ticks: number, lots: number, now: number): void {
    const a = this.accounts.get(maker.userId)!;
    const entry = a.open.get(maker.id)!;
    this.fill(a, sr, entry, ticks, lots, true, now);
  }

  /** Ends an open order (cancelled, rejected or filled by amount), releasing what it froze. */
  protected finish(a: AccountState, entry: OrderEntry, status: OrderStatus, reason: string, now: number): void {
    const r = entry.record;
    r.status = status;
    r.reason = reason;
    r.updatedTime = now;
    this.writer.order(r);
    this.report(a, entry, {});
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

  /** Credits (or debits) a balance with a ledger row of `type` (funding, liquidation remainders). */
  adjustBalance(a: AccountState, token: string, amount: Decimal, type: LedgerType): void {
    const scaled = toScaled(amount.toFixed());
    a.balance(token).h += scaled;
    this.touchBalance(a, token);
    this.book(a, token, type, scaled, this.now());
  }

  /**
   * The ledger row of a move already applied to `a`'s holding of `token` (none for 0). `later`: what rows of the same
   * token still to be booked for this move add, so `balanceAfter` is the holding right after this row. A spot margin
   * account's INTEREST rows book a debt (the holding does not move): there `later` is the unpaid interest, and
   * balanceAfter holding − unpaid interest, the rows' running sum.
   * `text`: the amount as decimal text when the caller has it (the fill path), saving a conversion.
   */
  book(a: AccountState, token: string, type: LedgerType, amount: bigint, now: number, later = 0n, text?: string): void {
    if (amount === 0n) return;
    if (this.nextLedgerId === 0) this.nextLedgerId = lastLedgerId(this.accounts.values()) + 1;
    const entry: LedgerRecord = { id: this.nextLedgerId++, userId: a.userId, token, type, amount: text ?? fromScaled(amount), balanceAfter: fromScaled(a.balance(token).h - later), createdTime: now };
    a.ledger.push(entry);
    this.writer.entry(entry);
    this.onLedger?.(entry);
  }

  /** Sends the balance and position messages of what was changed outside an order call (risk-engine.ts). */
  publishChanges(): void {
    this.publishTouched();
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
        const held = this.positionLots(a, this.rules(symbol), symbol, entry.record.positionSide);
        return held !== 0 && held > 0 !== m.isBid ? Math.min(m.remaining, Math.abs(held)) : 0;
      },
      evicted: (m) => {
        const { a, entry } = entryOf(m);
        this.finish(a, entry, 'CANCELLED', 'Reduce-only order would increase the position', this.bookOf(symbol).now);
        this.publishAccount(a);
      },
      crossed: (m, lots, ts) => {
        this.fillMaker(this.rules(symbol), m, m.ticks, lots, ts);
        this.publishAccount(this.accounts.get(m.userId)!);
        void this.writer.flush().catch(() => undefined);
      },
    };
  }
}
