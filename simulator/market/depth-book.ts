import type { Instrument } from './instruments';
import { poisson, type Rng } from './prng';
import type { Side } from './depth-side';
import { DepthMakers } from './depth-makers';
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
export class DepthBook extends DepthMakers implements SyntheticLevels {
  private lastTs: number;
  private userOrders?: BookOverlay;
  /**
   * Prints of user orders taking the engine's lots, published with the next step: four numbers a print (ticks, lots,
   * 1 for a buying taker, time), made into trades then (no object and boxed numbers per print while they wait).
   */
  private pending: number[] = [];

  constructor(
    readonly instrument: Instrument,
    mid: number,
    rng: Rng,
    ts: number,
  ) {
    super(instrument, mid, rng);
    this.lastTs = ts;
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

  private takePending(): BookTrade[] {
    const p = this.pending;
    const prints: BookTrade[] = [];
    for (let i = 0; i < p.length; i += 4) prints.push(this.print(p[i], p[i + 1], p[i + 2] === 1 ? 'BUY' : 'SELL', p[i + 3]));
    this.pending = [];
    return prints;
  }

  private drain(side: Side, isBid: boolean): LevelPair[] {
    if (this.overlay) for (const t of this.overlay.drainChanged(isBid)) side.changed.add(t);
    const ticks = [...side.changed].sort(isBid ? (a, b) => b - a : (a, b) => a - b);
    side.changed.clear();
    return ticks.map((t) => [this.priceOf(t), this.quantityOf(this.levelLots(side, isBid, t))]);
  }
}
