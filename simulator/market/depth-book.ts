import type { Instrument } from './instruments';
import { TRADE_NOTIONAL } from './market-state';
import { poisson, type Rng } from './prng';
import { Side } from './depth-side';
import { decimalsOf } from './tick-math';
import {
  BOOK_DEPTH,
  type BookLevel,
  type BookOverlay,
  type BookTrade,
  type BookUpdate,
  type LevelPair,
  type SyntheticLevels,
  type TradeSide,
} from './depth-book-types';

/** Taker prints of an arbitrage sweep per step; the rest of the stale side is cancelled by the makers. */
const ARB_LEVELS = 3;
/** Levels a market order may sweep, and holes filled per side per step. */
const SWEEP_LEVELS = 8;
const HEAL_PER_STEP = 6;

export {
  BOOK_DEPTH,
  type BookLevel,
  type BookOverlay,
  type BookTrade,
  type BookUpdate,
  type LevelPair,
  type SyntheticLevels,
  type TradeSide,
} from './depth-book-types';

/**
 * The order book of one symbol, moved by the engine's own market makers and takers. Makers quote
 * `BOOK_DEPTH` levels a side around the mid they are given, liquidity thinning away from it; takers
 * sweep from the best level, so every trade prints at a price the book showed. Deterministic in
 * (instrument, generator, the mids and times it is stepped with).
 */
export class DepthBook implements SyntheticLevels {
  private readonly bids = new Side(-1);
  private readonly asks = new Side(1);
  private readonly tick: number;
  private readonly step: number;
  private readonly priceDecimals: number;
  private readonly sizeDecimals: number;
  /** Average distance between two levels, in ticks (about 0.2 bp of the price). */
  private readonly gapTicks: number;
  private lastTs: number;
  private midPrice: number;
  private userOrders?: BookOverlay;
  /**
   * Prints of user orders taking the engine's lots, published with the next step: four numbers a print (ticks, lots,
   * 1 for a buying taker, time), made into trades then (no object and boxed numbers per print while they wait).
   */
  private pending: number[] = [];

  constructor(
    readonly instrument: Instrument,
    mid: number,
    private readonly rng: Rng,
    ts: number,
  ) {
    this.tick = instrument.quoteTick;
    this.step = instrument.baseTick;
    this.priceDecimals = decimalsOf(this.tick);
    this.sizeDecimals = decimalsOf(this.step);
    this.gapTicks = Math.max(1, Math.round((mid * 0.00002) / this.tick));
    this.lastTs = ts;
    this.midPrice = Math.max(mid, 2 * this.tick);
    const m = this.midTicks(mid);
    this.fill(this.bids, m, true);
    this.fill(this.asks, m, true);
    this.bids.changed.clear();
    this.asks.changed.clear();
  }

  /** The users' orders on this symbol (the trading engine's book of it); absent while nobody trades it. */
  get overlay(): BookOverlay | undefined {
    return this.userOrders;
  }

  /** Lays the users' orders over the engine's own levels (the trading engine's book of this symbol attaches itself). */
  attachOverlay(overlay: BookOverlay): void {
    this.userOrders = overlay;
  }

  /** Time of the last change: the snapshot's `timestamp` and the next delta's `prevTs`. */
  get ts(): number {
    return this.lastTs;
  }

  get levelCount(): number {
    return this.bids.size + this.asks.size;
  }

  /** Bids best first (highest), asks best first (lowest); `maxLevel` per side. */
  snapshot(maxLevel = BOOK_DEPTH): { bids: BookLevel[]; asks: BookLevel[] } {
    const side = (s: Side, isBid: boolean) => {
      const out: BookLevel[] = [];
      const users = this.overlay?.levels(isBid) ?? [];
      const better = (a: number, b: number) => (isBid ? a > b : a < b);
      let i = 0;
      let u = 0;
      while (out.length < maxLevel && (i < s.size || u < users.length)) {
        const own = i < s.size ? s.at(i) : undefined;
        const user = u < users.length ? users[u] : undefined;
        const ticks = own === undefined || (user !== undefined && better(user, own)) ? user! : own;
        if (ticks === own) i += 1;
        if (ticks === user) u += 1;
        out.push({ price: this.priceOf(ticks), quantity: this.quantityOf(this.levelLots(s, isBid, ticks)) });
      }
      return out;
    };
    return { bids: side(this.bids, true), asks: side(this.asks, false) };
  }

  bestBid(): BookLevel | undefined {
    return this.best(this.bids, true);
  }

  bestAsk(): BookLevel | undefined {
    return this.best(this.asks, false);
  }

  private best(s: Side, isBid: boolean): BookLevel | undefined {
    const own = s.best();
    const user = this.overlay?.bestVisible(isBid);
    const ticks = own === undefined || (user !== undefined && (isBid ? user > own : user < own)) ? user : own;
    return ticks === undefined ? undefined : { price: this.priceOf(ticks), quantity: this.quantityOf(this.levelLots(s, isBid, ticks)) };
  }

  /** The engine's own best level (ticks), without the users' orders. */
  syntheticBest(isBid: boolean): number | undefined {
    return (isBid ? this.bids : this.asks).best();
  }

  /** The engine's own i-th best level (ticks) and its lots; undefined past the last. */
  syntheticLevel(isBid: boolean, i: number): { ticks: number; lots: number } | undefined {
    const s = isBid ? this.bids : this.asks;
    if (i >= s.size) return undefined;
    const ticks = s.at(i);
    return { ticks, lots: s.qty.get(ticks)! };
  }

  /** Takes `lots` of the engine's own level at `ticks` (a user order trading with the market makers). */
  takeSynthetic(isBid: boolean, ticks: number, lots: number): void {
    const s = isBid ? this.bids : this.asks;
    s.set(ticks, (s.qty.get(ticks) ?? 0) - lots);
  }

  /** A print of a user trade: on the tape, the candles and `@trade` with the next step. */
  recordPrint(ticks: number, lots: number, takerSide: TradeSide, ts: number): void {
    this.pending.push(ticks, lots, takerSide === 'BUY' ? 1 : 0, ts);
  }

  /** Marks a level changed (a user order came or went), so the next delta carries it. */
  touch(isBid: boolean, ticks: number): void {
    (isBid ? this.bids : this.asks).changed.add(ticks);
  }

  private levelLots(s: Side, isBid: boolean, ticks: number): number {
    return (s.qty.get(ticks) ?? 0) + (this.overlay?.lots(isBid, ticks) ?? 0);
  }

  /**
   * One step towards `mid` at time `now`: stale quotes on the wrong side of the mid are taken (a few
   * prints) or cancelled, `takerRate` market orders on average sweep from the best, makers re-size,
   * add and cancel levels and refill both sides. Never returns an empty delta.
   */
  advance(mid: number, now: number, takerRate: number): BookUpdate {
    const prevTs = this.lastTs;
    const ts = Math.max(now, prevTs + 1);
    this.lastTs = ts;
    this.midPrice = Math.max(mid, 2 * this.tick);
    const trades: BookTrade[] = [];
    const m = this.midTicks(mid);
    this.clearStale(m, ts, trades);
    const orders = poisson(this.rng, takerRate);
    for (let n = 0; n < orders; n += 1) this.takerOrder(ts, trades);
    this.churn(m);
    this.fill(this.bids, m, false);
    this.fill(this.asks, m, false);
    if (this.overlay) trades.push(...this.overlay.cross(this, ts));
    if (this.pending.length > 0) trades.unshift(...this.takePending());
    if (this.bids.changed.size + this.asks.changed.size === 0) this.resize(this.bids, 0, m);
    return { ts, prevTs, bids: this.drain(this.bids, true), asks: this.drain(this.asks, false), trades };
  }

  private midTicks(mid: number): number {
    return Math.max(2, Math.round(mid / this.tick));
  }

  /** Asks at or below the mid and bids at or above it are stale: takers take a few, makers cancel the rest. */
  private clearStale(m: number, ts: number, trades: BookTrade[]): void {
    let taken = 0;
    for (let best = this.asks.best(); best !== undefined && best < m; best = this.asks.best()) {
      if (taken++ < ARB_LEVELS) trades.push(this.print(best, this.asks.qty.get(best)!, 'BUY', ts));
      this.asks.delete(best);
    }
    taken = 0;
    for (let best = this.bids.best(); best !== undefined && best >= m; best = this.bids.best()) {
      if (taken++ < ARB_LEVELS) trades.push(this.print(best, this.bids.qty.get(best)!, 'SELL', ts));
      this.bids.delete(best);
    }
  }

  /** A market order of about the average trade size, sweeping from the best level; one print per level. */
  private takerOrder(ts: number, trades: BookTrade[]): void {
    const buy = this.rng() < 0.5;
    const side = buy ? this.asks : this.bids;
    const best = side.best();
    if (best === undefined) return;
    const u = this.rng();
    let lots = Math.max(1, Math.round((TRADE_NOTIONAL * (0.2 + 2.5 * u * u)) / this.priceOf(best) / this.step));
    for (let swept = 0; lots > 0 && side.size > 1 && swept < SWEEP_LEVELS; swept += 1) {
      const ticks = side.best()!;
      const available = side.qty.get(ticks)!;
      const filled = Math.min(lots, available);
      trades.push(this.print(ticks, filled, buy ? 'BUY' : 'SELL', ts));
      side.set(ticks, available - filled);
      lots -= filled;
    }
  }

  /** Makers: a few random re-sizes, an occasional cancel, an occasional new level inside the spread. */
  private churn(m: number): void {
    const actions = 1 + Math.floor(this.rng() * 4);
    for (let n = 0; n < actions; n += 1) {
      const side = this.rng() < 0.5 ? this.bids : this.asks;
      const roll = this.rng();
      if (side.size === 0) continue;
      if (roll < 0.6) this.resize(side, Math.floor(this.rng() * this.rng() * Math.min(30, side.size)), m);
      else if (roll < 0.85 && side.size > 2) side.delete(side.at(1 + Math.floor(this.rng() * (side.size - 1))));
      else this.improve(side, m);
    }
  }

  private resize(side: Side, index: number, m: number): void {
    if (index >= side.size) return;
    const ticks = side.at(index);
    side.set(ticks, this.lotsAt(Math.abs(ticks - m)));
  }

  /** A new level between the best and the mid, when there is room. */
  private improve(side: Side, m: number): void {
    const best = side.best();
    if (best === undefined) return;
    const isBid = side === this.bids;
    const room = isBid ? m - 1 - best : best - m;
    if (room < 1) return;
    const ticks = isBid ? best + 1 + Math.floor(this.rng() * room) : best - 1 - Math.floor(this.rng() * room);
    side.set(ticks, this.lotsAt(Math.abs(ticks - m)));
  }

  /** Refill: the inside when the best drifted away from the mid, then outward up to the depth; trim beyond it. */
  private fill(side: Side, m: number, initial: boolean): void {
    const isBid = side === this.bids;
    const inner = isBid ? m - 1 : m;
    const best = side.best();
    if (best === undefined) {
      side.set(inner - (isBid ? 1 : -1) * Math.floor(this.rng() * this.gapTicks), this.lotsAt(1));
    } else if (Math.abs(best - inner) > 2 * this.gapTicks) {
      const ticks = inner - (isBid ? 1 : -1) * Math.floor(this.rng() * this.gapTicks);
      side.set(ticks, this.lotsAt(Math.abs(ticks - m)));
    }
    this.heal(side, isBid, initial ? BOOK_DEPTH : HEAL_PER_STEP, m);
    const target = initial ? BOOK_DEPTH : BOOK_DEPTH - Math.floor(this.rng() * 3);
    while (side.size < target) {
      const worst = side.worst()!;
      const ticks = isBid ? worst - this.gap() : worst + this.gap();
      if (ticks < 1) break;
      side.set(ticks, this.lotsAt(Math.abs(ticks - m)));
    }
    while (side.size > BOOK_DEPTH) side.delete(side.worst()!);
  }

  /** Fills holes wider than a few gaps between neighbouring levels (left when the mid moved), best first. */
  private heal(side: Side, isBid: boolean, budget: number, m: number): void {
    let inserted = 0;
    for (let i = 0; i + 1 < side.size && inserted < budget; i += 1) {
      const here = side.at(i);
      if (Math.abs(side.at(i + 1) - here) <= 3 * this.gapTicks) continue;
      const ticks = isBid ? here - this.gap() : here + this.gap();
      side.set(ticks, this.lotsAt(Math.abs(ticks - m)));
      inserted += 1;
    }
  }

  private gap(): number {
    return 1 + Math.floor(this.rng() * 2 * this.gapTicks);
  }

  /** Size of a level `distance` ticks from the mid: a few average trades near it, thinning further out. */
  private lotsAt(distance: number): number {
    const levels = distance / this.gapTicks;
    const notional = TRADE_NOTIONAL * 4 * Math.exp(-levels / 40) * (0.3 + 1.4 * this.rng());
    return Math.max(1, Math.round(notional / this.midPrice / this.step));
  }

  private takePending(): BookTrade[] {
    const p = this.pending;
    const prints: BookTrade[] = [];
    for (let i = 0; i < p.length; i += 4) prints.push(this.print(p[i], p[i + 1], p[i + 2] === 1 ? 'BUY' : 'SELL', p[i + 3]));
    this.pending = [];
    return prints;
  }

  private print(ticks: number, lots: number, side: TradeSide, ts: number): BookTrade {
    return { price: this.priceOf(ticks), size: this.quantityOf(lots), side, ts };
  }

  private drain(side: Side, isBid: boolean): LevelPair[] {
    if (this.overlay) for (const t of this.overlay.drainChanged(isBid)) side.changed.add(t);
    const ticks = [...side.changed].sort(isBid ? (a, b) => b - a : (a, b) => a - b);
    side.changed.clear();
    return ticks.map((t) => [this.priceOf(t), this.quantityOf(this.levelLots(side, isBid, t))]);
  }

  // Ticks are powers of ten: dividing the whole number of ticks by 10^decimals is correctly rounded, so it
  // gives the double nearest the decimal price (the same number `Number("65000.1")` gives), exactly on the grid.
  priceOf(ticks: number): number {
    return this.priceDecimals === 0 ? ticks * this.tick : ticks / 10 ** this.priceDecimals;
  }

  quantityOf(lots: number): number {
    return this.sizeDecimals === 0 ? lots * this.step : lots / 10 ** this.sizeDecimals;
  }
}
