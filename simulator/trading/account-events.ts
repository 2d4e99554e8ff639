import Decimal from 'decimal.js';
import type { MarketEngine } from '../market/market-engine';
import type { AccountState, OrderEntry } from './account-state';
import { num, type TradingEventSink } from './events';
import type { SymbolRules } from './rules';
import type { PositionRecord } from './records';
import type { TradingWriter } from './writer';

/** What an operation touched of one account (arrays, reset by length: a Set's clear allocates a new table). */
interface Touched {
  /** In `AccountEvents.touched` and not yet published. */
  pending: boolean;
  readonly tokens: string[];
  readonly symbols: string[];
}

/** What a fill adds to an execution report. */
export type ReportFill = Partial<{
  status: string;
  tradeId: number;
  ticks: number;
  lots: number;
  fee: string;
  /** `fee` as a JSON number, when the caller has it (`ChargedFee.value`). */
  feeValue: number;
  feeAsset: string;
  maker: boolean;
}>;

/** What the account events read of the engine: a symbol's rules and the clock. */
export interface AccountEventsHost {
  rules(symbol: string): SymbolRules;
  now(): number;
}

/** What the account messages read of the risk engine (risk-engine.ts), given by the engine that owns both. */
export interface AccountRisk {
  /** The risk engine's mark (index and book), after the override. */
  mark(symbol: string): Decimal | undefined;
  /** Told when an account's USDT or positions change (the risk engine computes its liquidation prices again). */
  touched(a: AccountState): void;
  /** A position's ADL quantile 1–5. */
  adlQuantile(a: AccountState, position: PositionRecord): number;
}

/**
 * The private messages of the engine: execution reports per order change, one balance and one position message per
 * operation (each a new version of its topic), and what an operation touched for the writer. Also the mark price the
 * messages and the margin figures use.
 */
export class AccountEvents {
  /** Mark prices set by the control surface (tests), by symbol. */
  readonly markOverrides = new Map<string, string>();
  /** Accounts the current operation touched, in order, and each account's (reused) touched tokens and symbols. */
  private readonly touched: AccountState[] = [];
  private readonly touchedSets = new Map<AccountState, Touched>();
  private readonly spotSymbols = new Map<string, string>();
  /** The last quantity text a report read, and its number. */
  private quantityText: string | null = null;
  private quantityValue = 0;

  constructor(
    private readonly host: AccountEventsHost,
    readonly market: MarketEngine,
    readonly writer: TradingWriter,
    private readonly risk: AccountRisk,
    public events?: TradingEventSink,
  ) {}

  private rules(symbol: string): SymbolRules {
    return this.host.rules(symbol);
  }

  private now(): number {
    return this.host.now();
  }

  /** The mark price: the control override, the perpetual's mark, else the last price. */
  markPrice(symbol: string): Decimal {
    const override = this.markOverrides.get(symbol);
    if (override !== undefined) return new Decimal(override);
    const source = this.risk.mark(symbol);
    if (source !== undefined) return source;
    const mark = this.market.future(symbol, this.now())?.mark_price ?? this.market.symbolState(symbol)?.close ?? 0;
    return new Decimal(mark);
  }

  report(a: AccountState, entry: OrderEntry, fill: ReportFill): void {
    if (!this.events?.wants(a.userId)) return;
    const r = entry.record;
    const g = this.rules(r.symbol).grid;
    // an order's reports in a row carry the same quantity text (the grid's string): its number is read once
    if (r.quantity !== this.quantityText) {
      this.quantityText = r.quantity;
      this.quantityValue = num(r.quantity);
    }
    const quantity = this.quantityValue;
    const fee = fill.feeValue ?? num(fill.fee);
    this.events.publish({
      userId: a.userId,
      topic: 'executionreport',
      ts: r.updatedTime,
      data: {
        msgType: 0,
        symbol: r.symbol,
        clientOrderId: r.clientOrderId === '0' ? 0 : num(r.clientOrderId),
        orderId: r.orderId,
        type: r.type,
        side: r.side,
        quantity,
        price: entry.ticks !== undefined ? g.price.number(entry.ticks) : num(r.price),
        tradeId: fill.tradeId ?? 0,
        executedPrice: fill.ticks !== undefined ? g.price.number(fill.ticks) : 0,
        executedQuantity: fill.lots !== undefined ? g.size.number(fill.lots) : 0,
        fee,
        feeAsset: fill.feeAsset ?? r.feeAsset,
        totalExecutedQuantity: g.size.number(entry.execLots),
        avgPrice: this.averagePrice(entry),
        status: fill.status ?? r.status,
        reason: r.reason,
        totalFee: r.totalFee === fill.fee ? fee : num(r.totalFee),
        visible: r.hidden ? 0 : quantity,
        timestamp: r.updatedTime,
        reduceOnly: r.reduceOnly,
        maker: fill.maker ?? false,
      },
    });
  }

  /**
   * Σ price × quantity ÷ executed as a JSON number: the tick's number when it divides, else one IEEE division of two
   * exact integers (ticks × lots × tick numerator ÷ lots × tick denominator), which is the correctly rounded value.
   */
  private averagePrice(entry: OrderEntry): number {
    if (entry.execLots === 0) return 0;
    const sr = this.rules(entry.record.symbol);
    const { tick, price } = sr.grid;
    if (entry.execUnits % entry.execLots === 0) return price.number(entry.execUnits / entry.execLots);
    const p = entry.execUnits * tick.int;
    const q = entry.execLots * 10 ** tick.dp;
    if (Number.isSafeInteger(p) && Number.isSafeInteger(q)) return p / q;
    return new Decimal(entry.execUnits).times(sr.unit).div(sr.step.times(entry.execLots)).toNumber();
  }

  touchBalance(a: AccountState, token: string): void {
    const tokens = this.touchedOf(a).tokens;
    if (!tokens.includes(token)) tokens.push(token);
    this.writer.balance(a, token);
    if (token === 'USDT') this.risk.touched(a);
  }

  /** A position changed: `key` is its `positionKey(symbol, positionSide)`. */
  touchPosition(a: AccountState, key: string): void {
    const symbols = this.touchedOf(a).symbols;
    if (!symbols.includes(key)) symbols.push(key);
    this.writer.position(a, key);
    this.risk.touched(a);
  }

  private touchedOf(a: AccountState): Touched {
    let t = this.touchedSets.get(a);
    if (!t) this.touchedSets.set(a, (t = { pending: false, tokens: [], symbols: [] }));
    if (!t.pending) {
      t.pending = true;
      this.touched.push(a);
    }
    return t;
  }

  /** Publishes for every account the operation touched (the taker's and its makers'), once each. */
  publishTouched(): void {
    // publishAccount takes the account it publishes out of the list; one touched meanwhile is appended, and published
    const touched = this.touched;
    while (touched.length > 0) this.publishAccount(touched[0]);
  }

  /** One balance and one position message for what an operation changed (each a new version of its topic). */
  publishAccount(a: AccountState): void {
    const t = this.touchedSets.get(a);
    if (t === undefined || !t.pending) return;
    t.pending = false;
    const at = this.touched.indexOf(a);
    if (at === 0) this.touched.shift();
    else this.touched.splice(at, 1);
    const ts = this.now();
    const wants = this.events?.wants(a.userId) === true;
    if (t.tokens.length > 0) {
      const version = ++a.balanceVersion;
      if (wants) {
        const balances: Record<string, unknown> = {};
        for (const token of t.tokens) {
          const b = a.balance(token);
          const earn = a.earnFigures.get(token);
          const markPrice = token === 'USDT' ? 1 : this.spotMark(token);
          // literals without a spread (built much faster); an account with earn figures has its `earn` after `unbonding`
          balances[token] =
            earn === undefined
              ? {
                  holding: b.holdingNumber(),
                  frozen: b.frozenNumber(),
                  interest: 0,
                  pendingShortQty: 0,
                  pendingLongQty: 0,
                  version,
                  staked: 0,
                  unbonding: 0,
                  vault: 0,
                  averageOpenPrice: 0,
                  pnl24H: 0,
                  fee24H: 0,
                  markPrice,
                }
              : {
                  holding: b.holdingNumber(),
                  frozen: b.frozenNumber(),
                  interest: 0,
                  pendingShortQty: 0,
                  pendingLongQty: 0,
                  version,
                  staked: earn.staked,
                  unbonding: earn.unbonding,
                  earn: earn.earn,
                  vault: 0,
                  averageOpenPrice: 0,
                  pnl24H: 0,
                  fee24H: 0,
                  markPrice,
                };
        }
        this.events!.publish({ userId: a.userId, topic: 'balance', ts, data: { balances } });
      }
    }
    if (t.symbols.length > 0) {
      const version = ++a.positionVersion;
      if (wants) {
        const positions: Record<string, unknown> = {};
        for (const key of t.symbols) {
          const p = a.positions.get(key)!;
          const symbol = p.symbol;
          const pending = this.pending(a, symbol, p.positionSide);
          // one-way: keyed by symbol; hedge mode: by `symbol:LONG` / `symbol:SHORT` (each carries symbol and side)
          positions[key] = {
            symbol,
            marginMode: p.marginMode,
            leverage: p.leverage,
            isolatedMargin: num(p.isolatedMargin),
            holding: num(p.holding),
            pendingLongQty: pending.long.toNumber(),
            pendingShortQty: pending.short.toNumber(),
            averageOpenPrice: num(p.averageOpenPrice),
            pnl24H: 0,
            fee24H: 0,
            settlePrice: num(p.averageOpenPrice),
            markPrice: this.markPrice(symbol).toNumber(),
            version,
            openingTime: p.openingTime,
            adlQuantile: this.risk.adlQuantile(a, p),
            positionSide: p.positionSide,
          };
        }
        this.events!.publish({ userId: a.userId, topic: 'position', ts, data: { positions } });
      }
    }
    // emptied by pops (one or two items): setting `length` is a call into the runtime
    while (t.tokens.length > 0) t.tokens.pop();
    while (t.symbols.length > 0) t.symbols.pop();
  }

  /** Open order sizes of a symbol (of one position side in hedge mode), long and short. */
  pending(a: AccountState, symbol: string, positionSide?: string): { long: Decimal; short: Decimal } {
    let long = new Decimal(0);
    let short = new Decimal(0);
    const step = this.rules(symbol).step;
    for (const { record, openLots } of a.open.values()) {
      if (record.symbol !== symbol || record.quantity === null) continue;
      if (positionSide !== undefined && (record.positionSide ?? 'BOTH') !== positionSide) continue;
      if (record.side === 'BUY') long = long.plus(step.times(openLots));
      else short = short.plus(step.times(openLots));
    }
    return { long, short };
  }

  spotMark(token: string): number {
    let symbol = this.spotSymbols.get(token);
    if (symbol === undefined) this.spotSymbols.set(token, (symbol = `SPOT_${token}_USDT`));
    return this.market.symbolState(symbol)?.close ?? 0;
  }
}
