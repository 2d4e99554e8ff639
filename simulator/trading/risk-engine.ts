import Decimal from 'decimal.js';
import { markPriceOf } from '../../src/domain/trade/perps/risk';
import type { AccountState } from './account-state';
import type { FundingRecord, TradingSnapshot } from './records';
import { settle } from './risk-funding';
import { SymbolRiskIndex, type RiskEntry } from './risk-index';
import { crossNumbers, isolatedLiqNumber } from './risk-numbers';
import { adlOf, crossDue, isolatedDue, liquidate } from './risk-liquidation';
import { riskPositionsOf } from './risk-positions';
import type { LiquidationDecision, LiquidationRecord, RiskContext, RiskHost } from './risk-host';

/** The insurance fund's balance at first start (USDT). */
export const INSURANCE_FUND_SEED = '1000000';
/** A mark is computed again at least this often when read between risk ticks (engines without the timer). */
const MARK_TTL_MS = 1000;

/**
 * The risk loop of the perpetuals (docs/simulator.md "Risk"): mark prices, the liquidation index, liquidations against
 * the insurance fund, funding (risk-funding.ts) and ADL quantiles. Every mark change — the periodic tick, the
 * control route, the admin calls — goes through `onMarkChanged(symbol)`, which decides every liquidation of that
 * symbol from the front of its sorted index.
 */
export type { LiquidationDecision, LiquidationRecord } from './risk-host';

export class RiskEngine implements RiskContext {
  /** The insurance fund (USDT). */
  fund = new Decimal(INSURANCE_FUND_SEED);
  readonly fundingRows = new Map<number, FundingRecord[]>();
  readonly liquidations: LiquidationRecord[] = [];
  /** The fund's changes by symbol since start (not stored: the public figure is the seed plus these). */
  private readonly fundBySymbol = new Map<string, Decimal>();
  nextFundingId = 1;
  lastFundingPeriod = -1;
  private readonly indexes = new Map<string, SymbolRiskIndex>();
  private readonly entries = new Map<AccountState, RiskEntry[]>();
  /** Cross accounts with several positions, by each of their symbols. */
  private readonly coupled = new Map<string, Set<AccountState>>();
  private readonly dirty = new Set<AccountState>();
  private readonly marks = new Map<string, { readonly value: Decimal; readonly at: number }>();
  /** Marks as numbers during one check (cleared at each entry point). */
  private readonly markNumbers = new Map<string, number>();
  private readonly adl = new Map<string, { mark: string; size: number; quantiles: Map<string, number> }>();
  private timer?: NodeJS.Timeout;

  constructor(readonly trading: RiskHost) {}

  /** The stored funding rows and insurance fund; every account with positions is indexed at the first check. */
  load(snap: TradingSnapshot): void {
    for (const f of snap.funding ?? []) {
      this.rowsOf(f.userId).push(f);
      this.nextFundingId = Math.max(this.nextFundingId, f.id + 1);
    }
    const usdt = snap.insurance?.find((i) => i.token === 'USDT');
    if (usdt) this.fund = new Decimal(usdt.balance);
    for (const a of this.trading.accounts.values()) this.dirty.add(a);
  }

  /** Runs `tick` every `intervalMs` (mark prices, liquidations, funding when due). */
  start(intervalMs: number): void {
    this.lastFundingPeriod = Math.floor(this.trading.now() / this.fundingInterval);
    this.timer ??= setInterval(() => {
      try {
        this.tick();
      } catch (error) {
        this.trading.options.onError?.(error);
      }
    }, intervalMs).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  get fundingInterval(): number {
    return this.trading.options.fundingIntervalMs ?? 8 * 3600 * 1000;
  }

  /** Every perpetual's mark moves; funding is settled once its period ends. */
  tick(): void {
    for (const i of this.trading.market.instruments) if (i.type === 'PERP') this.onMarkChanged(i.symbol);
    const period = Math.floor(this.trading.now() / this.fundingInterval);
    if (this.lastFundingPeriod < 0) this.lastFundingPeriod = period;
    if (period > this.lastFundingPeriod) {
      this.lastFundingPeriod = period;
      this.settleFunding();
    }
  }

  /** An account's balance or positions changed: its liquidation prices are computed again at the next check. */
  touched(a: AccountState): void {
    this.dirty.add(a);
    // a Map's clear allocates a new table even when it is empty: this runs for every USDT move
    if (this.markNumbers.size > 0) this.markNumbers.clear();
  }

  /** The mark the engine uses (after the control override, `AccountEvents.markPrice`): computed once per mark change. */
  cachedMark(symbol: string): Decimal | undefined {
    const now = this.trading.now();
    const cached = this.marks.get(symbol);
    if (cached && now - cached.at < MARK_TTL_MS) return cached.value;
    const mark = this.markFormula(symbol);
    if (mark !== undefined) this.marks.set(symbol, { value: mark, at: now });
    return mark;
  }

  /** The mark from index and book: median of index × (1 + basis), the book's mid and the last price (risk.ts). */
  markFormula(symbol: string): Decimal | undefined {
    const { market } = this.trading;
    const f = market.future(symbol, this.trading.now());
    const s = market.symbolState(symbol);
    if (!f || !s) return undefined;
    const basis = f.index_price > 0 ? new Decimal(f.mark_price).div(f.index_price).minus(1).toFixed() : '0';
    // the futures row carries the market-data admin's index override (market-overrides.ts)
    const index = String(f.index_price);
    const book = s.bid > 0 && s.ask > 0 && s.ask >= s.bid ? { bestBid: String(s.bid), bestAsk: String(s.ask) } : {};
    return new Decimal(
      markPriceOf({
        index,
        basis,
        ...book,
        last: s.close > 0 ? String(s.close) : undefined,
        tick: this.trading.rules(symbol).rules.quoteTick,
      }),
    );
  }

  /** A symbol's mark changed (tick, control route, admin): liquidates every position it reaches. Returns the decisions. */
  onMarkChanged(symbol: string): LiquidationDecision[] {
    if (!this.trading.markOverrides.has(symbol)) {
      const mark = this.markFormula(symbol);
      if (mark !== undefined) this.marks.set(symbol, { value: mark, at: this.trading.now() });
    }
    const decisions = this.decide(symbol);
    if (decisions.length > 0) this.execute(decisions);
    return decisions;
  }

  /** Every liquidation the symbol's current mark causes (no change made). */
  decide(symbol: string): LiquidationDecision[] {
    this.markNumbers.clear();
    this.refreshDirty();
    const idx = this.index(symbol);
    for (const a of idx.stale) this.refreshIn(a, symbol);
    idx.stale.clear();
    const mark = this.trading.markPrice(symbol);
    const text = mark.toFixed();
    if (idx.lastMark !== text) {
      idx.lastMark = text;
      for (const a of this.coupled.get(symbol) ?? []) {
        for (const e of this.entries.get(a) ?? []) if (e.symbol !== symbol && !e.isolated) this.index(e.symbol).stale.add(a);
      }
    }
    const out: LiquidationDecision[] = [];
    const seen = new Set<AccountState>();
    for (const e of idx.candidates(mark.toNumber())) {
      if (e.isolated) {
        const p = riskPositionsOf(e.a).find((x) => x.key === e.key);
        if (p && isolatedDue(this, p, text)) out.push({ a: e.a, symbol, isolatedKey: e.key });
        else this.dirty.add(e.a);
      } else if (!seen.has(e.a)) {
        seen.add(e.a);
        if (crossDue(this, e.a)) out.push({ a: e.a, symbol });
        else this.dirty.add(e.a);
      }
    }
    return out;
  }

  /** Closes what the decisions name, hands the remainders to the insurance fund, and publishes. */
  execute(decisions: readonly LiquidationDecision[]): void {
    for (const d of decisions) liquidate(this, d);
    this.trading.publishChanges();
    void this.trading.writer.flush().catch(() => undefined);
  }

  /** The ADL quantile (1–5) of a position: PnL% × leverage ranked among its symbol's positions of the same side. */
  adlQuantile(a: AccountState, symbol: string, positionSide = 'BOTH'): number {
    const holders = this.holdersOf(symbol);
    const mark = this.trading.markPrice(symbol);
    const text = mark.toFixed();
    let cached = this.adl.get(symbol);
    if (!cached || cached.mark !== text || cached.size !== holders.length) {
      this.adl.set(symbol, (cached = { mark: text, size: holders.length, quantiles: adlOf(holders, mark) }));
    }
    return cached.quantiles.get(`${a.userId} ${symbol}|${positionSide}`) ?? 1;
  }

  /** Every open position of a symbol (funding). */
  holdersOf(symbol: string): RiskEntry[] {
    this.markNumbers.clear();
    this.refreshDirty();
    return [...this.index(symbol).holders.values()];
  }

  rowsOf(userId: number): FundingRecord[] {
    let rows = this.fundingRows.get(userId);
    if (!rows) this.fundingRows.set(userId, (rows = []));
    return rows;
  }

  /** Pays funding now (risk-funding.ts), then checks the symbols it touched. */
  settleFunding(symbol?: string): number {
    return settle(this, symbol);
  }

  /** What the fund gained (+) or paid (−) on a symbol since its seed (`/instrument/v4/public/insuranceFund`). */
  fundDelta(symbol: string): number {
    return this.fundBySymbol.get(symbol)?.toNumber() ?? 0;
  }

  /** Moves `amount` USDT between the insurance fund and an account (`a` undefined: the book's side of funding), booked to `symbol`. */
  toFund(a: AccountState | undefined, amount: Decimal, symbol: string): void {
    if (amount.isZero()) return;
    this.fund = this.fund.plus(amount);
    this.fundBySymbol.set(symbol, (this.fundBySymbol.get(symbol) ?? new Decimal(0)).plus(amount));
    if (!a) {
      this.trading.writer.insuranceFund({ token: 'USDT', balance: this.fund.toFixed() });
      return;
    }
    this.trading.adjustBalance(a, 'USDT', amount.neg(), 'LIQUIDATION');
    this.trading.writer.insuranceFund({ token: 'USDT', balance: this.fund.toFixed() });
  }

  private refreshDirty(): void {
    if (this.dirty.size === 0) return;
    for (const a of this.dirty) this.refresh(a);
    this.dirty.clear();
  }

  private index(symbol: string): SymbolRiskIndex {
    let idx = this.indexes.get(symbol);
    if (!idx) this.indexes.set(symbol, (idx = new SymbolRiskIndex()));
    return idx;
  }

  /** Computes the account's liquidation prices again (numbers, risk-numbers.ts) and puts its positions back into their indexes. */
  private refresh(a: AccountState): void {
    for (const e of this.entries.get(a) ?? []) {
      this.index(e.symbol).remove(e);
      this.coupled.get(e.symbol)?.delete(a);
    }
    const positions = riskPositionsOf(a);
    if (positions.length === 0) {
      this.entries.delete(a);
      return;
    }
    const built: RiskEntry[] = [];
    const crossCount = positions.reduce((n, p) => n + (p.marginMode === 'CROSS' ? 1 : 0), 0);
    const cross = crossCount > 0 ? crossNumbers(a, positions, this.markNumber) : undefined;
    for (const p of positions) {
      const isolated = p.marginMode === 'ISOLATED';
      const liq = isolated ? isolatedLiqNumber(p, this.markNumber(p.symbol)) : cross!.liq.get(p.key)!;
      built.push({ a, symbol: p.symbol, key: p.key, long: !p.holding.startsWith('-'), isolated, liq });
      if (!isolated && crossCount > 1) {
        let set = this.coupled.get(p.symbol);
        if (!set) this.coupled.set(p.symbol, (set = new Set()));
        set.add(a);
      }
    }
    for (const e of built) this.index(e.symbol).add(e);
    this.entries.set(a, built);
  }

  /** Another symbol's mark moved: the account's cross liquidation price in `symbol` is computed again (only there). */
  private refreshIn(a: AccountState, symbol: string): void {
    const list = this.entries.get(a);
    if (!list) return;
    const idx = this.index(symbol);
    const cross = crossNumbers(a, riskPositionsOf(a), this.markNumber);
    for (let i = 0; i < list.length; i += 1) {
      const e = list[i];
      if (e.symbol !== symbol || e.isolated) continue;
      const liq = cross.liq.get(e.key) ?? NaN;
      if (liq === e.liq || (Number.isNaN(liq) && Number.isNaN(e.liq))) continue;
      idx.remove(e);
      list[i] = { ...e, liq };
      idx.add(list[i]);
    }
  }

  /** A symbol's mark as a number, read once per check. */
  readonly markNumber = (symbol: string): number => {
    let m = this.markNumbers.get(symbol);
    if (m === undefined) this.markNumbers.set(symbol, (m = this.trading.markPrice(symbol).toNumber()));
    return m;
  };
}
