/** The engine's own quotes of a symbol's depth book (depth-book.ts) and the makers and takers that move them. */
import type { Instrument } from './instruments';
import { TRADE_NOTIONAL } from './market-state';
import type { Rng } from './prng';
import { Side } from './depth-side';
import { decimalsOf } from './tick-math';
import { BOOK_DEPTH, type BookTrade, type TradeSide } from './depth-book-types';

/** Taker prints of an arbitrage sweep per step; the rest of the stale side is cancelled by the makers. */
const ARB_LEVELS = 3;
/** Levels a market order may sweep, and holes filled per side per step. */
const SWEEP_LEVELS = 8;
const HEAL_PER_STEP = 6;

/**
 * The engine's own levels of one symbol in integer units (prices in ticks, sizes in lots), and its market makers and
 * takers: makers quote `BOOK_DEPTH` levels a side around the mid, liquidity thinning away from it, re-size, add, cancel
 * and refill them; takers sweep from the best level. The depth book steps them and lays the users' orders over them.
 */
export abstract class DepthMakers {
  protected readonly bids = new Side(-1);
  protected readonly asks = new Side(1);
  protected readonly tick: number;
  private readonly step: number;
  private readonly priceDecimals: number;
  private readonly sizeDecimals: number;
  /** Average distance between two levels, in ticks (about 0.2 bp of the price). */
  private readonly gapTicks: number;
  protected midPrice: number;

  constructor(
    instrument: Instrument,
    mid: number,
    protected readonly rng: Rng,
  ) {
    this.tick = instrument.quoteTick;
    this.step = instrument.baseTick;
    this.priceDecimals = decimalsOf(this.tick);
    this.sizeDecimals = decimalsOf(this.step);
    this.gapTicks = Math.max(1, Math.round((mid * 0.00002) / this.tick));
    this.midPrice = Math.max(mid, 2 * this.tick);
    const m = this.midTicks(mid);
    this.fill(this.bids, m, true);
    this.fill(this.asks, m, true);
    this.bids.changed.clear();
    this.asks.changed.clear();
  }

  protected midTicks(mid: number): number {
    return Math.max(2, Math.round(mid / this.tick));
  }

  /** Asks at or below the mid and bids at or above it are stale: takers take a few, makers cancel the rest. */
  protected clearStale(m: number, ts: number, trades: BookTrade[]): void {
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
  protected takerOrder(ts: number, trades: BookTrade[]): void {
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
  protected churn(m: number): void {
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

  protected resize(side: Side, index: number, m: number): void {
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
  protected fill(side: Side, m: number, initial: boolean): void {
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

  protected print(ticks: number, lots: number, side: TradeSide, ts: number): BookTrade {
    return { price: this.priceOf(ticks), size: this.quantityOf(lots), side, ts };
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
