import type { Instrument } from './instruments';
import { TRADE_NOTIONAL } from './market-state';
import { poisson, type Rng } from './prng';
import { decimalsOf } from './tick-math';

/** Levels kept per side (the snapshot's full depth; `maxLevel` cuts it). */
export const BOOK_DEPTH = 100;
/** Taker prints of an arbitrage sweep per step; the rest of the stale side is cancelled by the makers. */
const ARB_LEVELS = 3;
/** Levels a market order may sweep, and holes filled per side per step. */
const SWEEP_LEVELS = 8;
const HEAL_PER_STEP = 6;

export type TradeSide = 'BUY' | 'SELL';
/** `[price, quantity]` as JSON numbers on the tick and the step; quantity 0 deletes the level. */
export type LevelPair = [number, number];

export interface BookTrade {
  readonly price: number;
  readonly size: number;
  /** The taker's side. */
  readonly side: TradeSide;
  readonly ts: number;
}

/** What one step changed: a delta of the `@orderbookupdate` topic, plus the trades it printed. */
export interface BookUpdate {
  readonly ts: number;
  readonly prevTs: number;
  readonly bids: LevelPair[];
  readonly asks: LevelPair[];
  readonly trades: BookTrade[];
}

export interface BookLevel {
  readonly price: number;
  readonly quantity: number;
}

/**
 * One side in integer units: prices in ticks, sizes in base steps (lots), so no float ever drifts off
 * the grid. `keys` holds `dir × ticks` ascending: index 0 is the best level on both sides.
 */
class Side {
  readonly qty = new Map<number, number>();
  private readonly keys: number[] = [];
  readonly changed = new Set<number>();

  constructor(private readonly dir: 1 | -1) {}

  get size(): number {
    return this.keys.length;
  }

  /** Price in ticks of the i-th best level. */
  at(i: number): number {
    return this.keys[i] * this.dir;
  }

  best(): number | undefined {
    return this.keys.length === 0 ? undefined : this.keys[0] * this.dir;
  }

  worst(): number | undefined {
    return this.keys.length === 0 ? undefined : this.keys[this.keys.length - 1] * this.dir;
  }

  set(ticks: number, lots: number): void {
    if (lots <= 0) {
      this.delete(ticks);
      return;
    }
    if (!this.qty.has(ticks)) this.keys.splice(this.search(ticks * this.dir), 0, ticks * this.dir);
    this.qty.set(ticks, lots);
    this.changed.add(ticks);
  }

  delete(ticks: number): void {
    if (!this.qty.delete(ticks)) return;
    this.keys.splice(this.search(ticks * this.dir), 1);
    this.changed.add(ticks);
  }

  private search(key: number): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/**
 * The order book of one symbol, moved by the engine's own market makers and takers. Makers quote
 * `BOOK_DEPTH` levels a side around the mid they are given, liquidity thinning away from it; takers
 * sweep from the best level, so every trade prints at a price the book showed. Deterministic in
 * (instrument, generator, the mids and times it is stepped with).
 */
export class DepthBook {
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

  constructor(readonly instrument: Instrument, mid: number, private readonly rng: Rng, ts: number) {
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

  /** Time of the last change: the snapshot's `timestamp` and the next delta's `prevTs`. */
  get ts(): number {
    return this.lastTs;
  }

  get levelCount(): number {
    return this.bids.size + this.asks.size;
  }

  /** Bids best first (highest), asks best first (lowest); `maxLevel` per side. */
  snapshot(maxLevel = BOOK_DEPTH): { bids: BookLevel[]; asks: BookLevel[] } {
    const side = (s: Side) => {
      const out: BookLevel[] = [];
      for (let i = 0; i < Math.min(maxLevel, s.size); i += 1) {
        const ticks = s.at(i);
        out.push({ price: this.price(ticks), quantity: this.quantity(s.qty.get(ticks)!) });
      }
      return out;
    };
    return { bids: side(this.bids), asks: side(this.asks) };
  }

  bestBid(): BookLevel | undefined {
    const t = this.bids.best();
    return t === undefined ? undefined : { price: this.price(t), quantity: this.quantity(this.bids.qty.get(t)!) };
  }

  bestAsk(): BookLevel | undefined {
    const t = this.asks.best();
    return t === undefined ? undefined : { price: this.price(t), quantity: this.quantity(this.asks.qty.get(t)!) };
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
    if (this.bids.changed.size + this.asks.changed.size === 0) this.resize(this.bids, 0, m);
    return { ts, prevTs, bids: this.drain(this.bids), asks: this.drain(this.asks), trades };
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
    let lots = Math.max(1, Math.round((TRADE_NOTIONAL * (0.2 + 2.5 * u * u)) / this.price(best) / this.step));
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

  private print(ticks: number, lots: number, side: TradeSide, ts: number): BookTrade {
    return { price: this.price(ticks), size: this.quantity(lots), side, ts };
  }

  private drain(side: Side): LevelPair[] {
    const ticks = [...side.changed].sort(side === this.bids ? (a, b) => b - a : (a, b) => a - b);
    side.changed.clear();
    return ticks.map((t) => [this.price(t), this.quantity(side.qty.get(t) ?? 0)]);
  }

  // Ticks are powers of ten: dividing the whole number of ticks by 10^decimals is correctly rounded, so it
  // gives the double nearest the decimal price (the same number `Number("65000.1")` gives), exactly on the grid.
  private price(ticks: number): number {
    return this.priceDecimals === 0 ? ticks * this.tick : ticks / 10 ** this.priceDecimals;
  }

  private quantity(lots: number): number {
    return this.sizeDecimals === 0 ? lots * this.step : lots / 10 ** this.sizeDecimals;
  }
}
