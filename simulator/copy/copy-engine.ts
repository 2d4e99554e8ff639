import Decimal from 'decimal.js';
import { copyFee } from '../../src/domain/copy-trading/copy-profit';
import { closingQuantity, entrySlippage, openingQuantity, slippageExceeded, type Sized } from '../../src/domain/copy-trading/copy-sizing';
import { positionKey } from '../trading/account-state';
import type { FillRecord, OrderRecord } from '../trading/records';
import { fromScaled } from '../trading/scaled';
import { leavable } from '../trading/leave-rule';
import type { TradingEngine } from '../trading/trading-engine';
import { applyCopyFill, CopyState, openNotional, type CopyOrderKind, type CopyOrderRecord, type CopyRecord } from './copy-state';

/** The order tag of every copied order (their fills are never copied again). */
export const COPY_ORDER_TAG = 'copy';

/** A lead's order's fills, summed (one copy per lead order, however many levels it walked). */
interface LeadOrder {
  readonly leadUserId: number;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  quantity: Decimal;
  notional: Decimal;
  /** The lead's position (signed) before the order's first fill. */
  readonly before: Decimal;
}

/**
 * The copy engine: listens to the lead traders' fills on the trading engine's bus; a lead trader's perpetual fill becomes, for
 * each running copy of that lead, a MARKET order of the copier on the same symbol and side, sized by the domain
 * (copy-sizing.ts), placed through the matching engine after the lead's order is done (never inside its matching).
 * Every copied or skipped fill is a history row of the copy.
 */
export class CopyEngine {
  private readonly pending = new Map<number, LeadOrder>();
  private scheduled = false;

  constructor(
    readonly trading: TradingEngine,
    readonly state: CopyState,
  ) {
    // the lead traders' fills only: every other account's order costs the copy engine nothing
    trading.bus.on('fill', 'copy-trading', (fill, order) => this.onFill(fill, order), state.leads);
  }

  private onFill(fill: FillRecord, order: OrderRecord): void {
    if (!fill.symbol.startsWith('PERP_') || order.orderTag === COPY_ORDER_TAG || !this.state.leads.has(fill.userId)) return;
    if (this.state.running(fill.userId).length === 0) return;
    const qty = new Decimal(fill.executedQuantity);
    let lead = this.pending.get(order.orderId);
    if (!lead) {
      const holding =
        this.trading.accounts.get(fill.userId)?.positions.get(positionKey(fill.symbol, order.positionSide ?? 'BOTH'))?.holding ?? '0';
      const before = new Decimal(holding).minus(fill.side === 'BUY' ? qty : qty.neg());
      lead = { leadUserId: fill.userId, symbol: fill.symbol, side: fill.side, quantity: new Decimal(0), notional: new Decimal(0), before };
      this.pending.set(order.orderId, lead);
    }
    lead.quantity = lead.quantity.plus(qty);
    lead.notional = lead.notional.plus(qty.times(fill.executedPrice));
    if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(() => this.drain());
    }
  }

  /** Copies what the leads filled since the last call (runs by itself right after; callable for a sure order). */
  drain(): void {
    this.scheduled = false;
    const orders = [...this.pending.values()];
    this.pending.clear();
    for (const lead of orders) {
      for (const copy of this.state.running(lead.leadUserId)) this.copyOne(copy, lead);
    }
    if (orders.length > 0) void this.trading.writer.flush().catch(() => undefined);
  }

  private copyOne(copy: CopyRecord, lead: LeadOrder): void {
    const s = copy.settings;
    const price = lead.notional.div(lead.quantity);
    const base = { symbol: lead.symbol, side: lead.side, leadPrice: price.toFixed(), leadQuantity: lead.quantity.toFixed() };
    if (s.symbols.length > 0 && !s.symbols.includes(lead.symbol)) {
      this.record(
        copy,
        { ...base, kind: 'OPEN', quantity: '0' },
        { skip: 'SYMBOL_NOT_COPIED' },
        `${lead.symbol} is not among the copied symbols`,
      );
      return;
    }
    const reducing = !lead.before.isZero() && lead.before.isPositive() !== (lead.side === 'BUY');
    const closeQty = reducing ? Decimal.min(lead.quantity, lead.before.abs()) : new Decimal(0);
    const openQty = lead.quantity.minus(closeQty);
    const sr = this.trading.rules(lead.symbol);
    if (closeQty.gt(0)) {
      const held = copy.positions[lead.symbol]?.quantity ?? '0';
      const sized =
        new Decimal(held).isZero() || new Decimal(held).isPositive() === (lead.side === 'BUY')
          ? { skip: 'NOTHING_TO_CLOSE' as const }
          : closingQuantity(held, closeQty.toFixed(), lead.before.toFixed(), sr.step.toFixed());
      this.execute(copy, { ...base, kind: 'CLOSE', leadQuantity: closeQty.toFixed() }, sized, true);
    }
    if (openQty.gt(0)) {
      const leverage =
        s.leverageMode === 'FIXED' ? s.leverage! : (this.trading.accounts.get(lead.leadUserId)?.setting(lead.symbol).leverage ?? 10);
      const equity = this.trading.accounts.get(lead.leadUserId)?.balance('USDT').h ?? 0n;
      const sized = openingQuantity({
        settings: s,
        fillQuantity: openQty.toFixed(),
        fillPrice: price.toFixed(),
        leadEquity: fromScaled(equity),
        leverage,
        openNotional: openNotional(copy).toFixed(),
        step: sr.step.toFixed(),
        minQuantity: sr.rules.baseMin,
        minNotional: sr.rules.minNotional,
      });
      if ('quantity' in sized) {
        const walked = this.walkPrice(lead.symbol, lead.side, sized.quantity);
        if (walked && slippageExceeded(lead.side, price.toFixed(), walked, s.maxSlippage)) {
          const slip = new Decimal(entrySlippage(lead.side, price.toFixed(), walked)).times(100).toDecimalPlaces(3).toFixed();
          this.record(
            copy,
            { ...base, kind: 'OPEN', leadQuantity: openQty.toFixed(), quantity: sized.quantity },
            { skip: 'SLIPPAGE' },
            `entry at ${walked} is ${slip} % worse than the lead's ${price.toFixed()} (max ${new Decimal(s.maxSlippage).times(100).toFixed()} %)`,
          );
          return;
        }
        this.setLeverage(copy.userId, lead.symbol, leverage);
      }
      this.execute(copy, { ...base, kind: 'OPEN', leadQuantity: openQty.toFixed() }, sized, false);
    }
  }

  /** The average price a MARKET order of `quantity` would get now (walking the book), or undefined (empty book). */
  walkPrice(symbol: string, side: 'BUY' | 'SELL', quantity: string): string | undefined {
    const sr = this.trading.rules(symbol);
    const lots = new Decimal(quantity).div(sr.step).toNumber();
    const walk = this.trading.bookOf(symbol).walk(side === 'BUY', lots);
    return walk.lots > 0 ? sr.tick.times(walk.units).div(walk.lots).toFixed() : undefined;
  }

  private setLeverage(userId: number, symbol: string, leverage: number): void {
    const current = this.trading.leverageOf(userId, symbol);
    if (current.leverage === leverage) return;
    try {
      this.trading.setLeverage(userId, symbol, current.marginMode, leverage);
    } catch {
      // the account's position does not allow the change: the order is placed at the current leverage
    }
  }

  /** Places the sized order (or records the skip) and books its fills on the copy. */
  execute(
    copy: CopyRecord,
    what: Pick<CopyOrderRecord, 'symbol' | 'side' | 'kind' | 'leadPrice' | 'leadQuantity'> & { quantity?: string },
    sized: Sized,
    reduceOnly: boolean,
  ): void {
    if ('skip' in sized) {
      this.record(copy, { ...what, quantity: what.quantity ?? '0' }, sized, skipNote(sized.skip));
      return;
    }
    try {
      const positionSide = this.hedgeSide(copy, what.symbol, what.side, reduceOnly);
      const order = this.trading.place(copy.userId, {
        symbol: what.symbol,
        side: what.side,
        type: 'MARKET',
        quantity: sized.quantity,
        reduceOnly,
        orderTag: COPY_ORDER_TAG,
        ...(positionSide ? { positionSide } : {}),
      });
      const executed = new Decimal(order.executed);
      const avg = executed.gt(0) ? new Decimal(order.executedQuote).div(executed).toFixed() : null;
      if (avg) applyCopyFill(copy, what.symbol, what.side, order.executed, avg);
      copy.fees = new Decimal(copy.fees).plus(order.totalFee).toFixed();
      const fee = this.chargeCopyFee(copy, order.executedQuote);
      copy.updatedTime = this.trading.now();
      const note =
        sized.capped === 'MAX_ORDER_AMOUNT'
          ? 'cut to the max amount per order'
          : sized.capped === 'ROOM'
            ? "cut to the copy's room (amount × leverage)"
            : '';
      this.record(copy, { ...what, quantity: sized.quantity }, undefined, note, {
        orderId: order.orderId,
        executedPrice: avg,
        executedQuantity: order.executed,
        full: order.status === 'FILLED',
        copyFee: fee,
      });
    } catch (error) {
      this.record(copy, { ...what, quantity: sized.quantity }, { skip: 'REFUSED' }, error instanceof Error ? error.message : String(error));
    }
  }

  /**
   * A copier in hedge mode: the order names the position it acts on (ADR 0022 amendment). A close acts on the side the
   * copy holds (LONG when its copied position is long); an open on the side of the order (BUY → LONG, SELL → SHORT).
   * One-way accounts send no positionSide (BOTH).
   */
  private hedgeSide(copy: CopyRecord, symbol: string, side: 'BUY' | 'SELL', reduceOnly: boolean): 'LONG' | 'SHORT' | undefined {
    if (this.trading.account(copy.userId).positionMode !== 'HEDGE_MODE') return undefined;
    if (reduceOnly) return new Decimal(copy.positions[symbol]?.quantity ?? '0').isNegative() ? 'SHORT' : 'LONG';
    return side === 'BUY' ? 'LONG' : 'SHORT';
  }

  /**
   * The COPY_FEE of a filled copied order (copy-profit.ts `copyFee`): the copier's USDT balance and its ledger row move
   * together (`adjustBalance`), written by the trading writer in the same transaction as the order's fills.
   */
  private chargeCopyFee(copy: CopyRecord, executedQuote: string): string | null {
    // never beyond what may leave the copier's account (leave-rule.ts `leavable`: available, loans covered)
    const a = this.trading.account(copy.userId);
    const fee = Decimal.min(copyFee(executedQuote), leavable(this.trading, a, 'USDT').amount).toFixed();
    if (fee === '0') return null;
    this.trading.adjustBalance(a, 'USDT', new Decimal(fee).neg(), 'COPY_FEE');
    this.trading.publishChanges();
    copy.copyFees = new Decimal(copy.copyFees ?? '0').plus(fee).toFixed();
    return fee;
  }

  private record(
    copy: CopyRecord,
    what: Pick<CopyOrderRecord, 'symbol' | 'side' | 'kind' | 'quantity'> & { leadPrice?: string | null; leadQuantity?: string | null },
    skip: { skip: CopyOrderRecord['skipReason'] } | undefined,
    note: string,
    done?: { orderId: number; executedPrice: string | null; executedQuantity: string; full: boolean; copyFee: string | null },
  ): void {
    const row: CopyOrderRecord = {
      id: this.state.orderId(copy.copyId),
      copyId: copy.copyId,
      userId: copy.userId,
      symbol: what.symbol,
      side: what.side,
      kind: what.kind as CopyOrderKind,
      leadPrice: what.leadPrice ?? null,
      leadQuantity: what.leadQuantity ?? null,
      quantity: what.quantity,
      status: skip ? 'SKIPPED' : done?.full ? 'FILLED' : 'PARTIAL',
      skipReason: skip?.skip ?? null,
      note,
      orderId: done?.orderId ?? null,
      executedPrice: done?.executedPrice ?? null,
      executedQuantity: done?.executedQuantity ?? null,
      copyFee: done?.copyFee ?? null,
      createdTime: this.trading.now(),
    };
    this.state.historyOf(copy.copyId).push(row);
    this.trading.writer.copyRow({ kind: 'order', id: row.id, userId: copy.userId, body: row });
    this.save(copy);
  }

  save(copy: CopyRecord): void {
    this.trading.writer.copyRow({ kind: 'copy', id: String(copy.copyId), userId: copy.userId, body: copy });
  }
}

function skipNote(skip: string): string {
  switch (skip) {
    case 'BELOW_MINIMUM':
      return "the copied size is under the symbol's minimum";
    case 'NO_ROOM':
      return "the copy's open positions already use its amount × leverage";
    case 'NOTHING_TO_CLOSE':
      return 'the copy holds nothing of this position to close';
    case 'LEAD_EQUITY':
      return "the lead trader's equity is not positive";
    default:
      return '';
  }
}
