import type { BookOverlay, BookTrade, DepthBook, SyntheticLevels } from '../market/depth-book';
import { UserSide, type RestingOrder } from './user-side';

/** What a taking order may consume: up to `lots`, at prices no worse than `limitTicks`, within a quote budget. */
export interface Taker {
  readonly userId: number;
  readonly isBid: boolean;
  /** Worst acceptable price in ticks; undefined for a market order. */
  readonly limitTicks?: number;
  lots: number;
  /** Market buy by amount: the quote left to spend, in quote units (ticks × lots). */
  budgetUnits?: number;
}

/** Called per fill; `maker` undefined when the engine's own liquidity was taken. */
export type FillSink = (maker: RestingOrder | undefined, ticks: number, lots: number) => void;

/** Hooks the exchange gives the book: how much of a maker may fill now (reduce-only), and fills by the market's moves. */
export interface BookHooks {
  /** Lots `maker` may still fill (a reduce-only order is capped by the position); 0 takes it out of the book. */
  makerCap(maker: RestingOrder): number;
  /** A maker taken out by `makerCap` returning 0. */
  evicted(maker: RestingOrder): void;
  /** A resting order filled because the engine's market moved through its price (at the order's price). */
  crossed(maker: RestingOrder, lots: number, ts: number): void;
  /**
   * Self-trade prevention (mode "cancel maker", as real exchanges default to): whether a taker of
   * `takerUserId` would trade with its own (or its family's) resting order; such a maker is taken out of the book and
   * `selfTradeCancelled` ends it, and matching goes on with the next order.
   */
  sameOwner?(maker: RestingOrder, takerUserId: number): boolean;
  selfTradeCancelled?(maker: RestingOrder): void;
}

const NO_HOOKS: BookHooks = { makerCap: (m) => m.remaining, evicted: () => undefined, crossed: () => undefined };

/**
 * The matching engine of one symbol: the users' orders (price-time priority; at one price the users' orders come
 * before the engine's own quantity) and, when attached, the engine's synthetic book (`DepthBook`) as the rest of
 * the liquidity. Integer units only: prices in ticks, sizes in lots, quote in ticks × lots. As the public book's
 * overlay it adds the users' visible orders to the book everyone sees.
 */
export class SymbolBook implements BookOverlay {
  readonly bids = new UserSide(-1);
  readonly asks = new UserSide(1);
  depth?: DepthBook;
  hooks: BookHooks = NO_HOOKS;
  /** Time of the current operation, for the public prints. */
  now = 0;
  /** Waiting stop orders of the symbol (algo-orders.ts): they keep the book moving and are checked after each step. */
  algos?: { waiting(): boolean; step(ts: number): void };

  constructor(readonly symbol: string) {}

  attach(depth: DepthBook): void {
    if (this.depth === depth) return;
    this.depth = depth;
    depth.attachOverlay(this);
  }

  side(isBid: boolean): UserSide {
    return isBid ? this.bids : this.asks;
  }

  rest(order: RestingOrder): void {
    this.side(order.isBid).add(order);
  }

  cancel(order: RestingOrder): void {
    this.side(order.isBid).remove(order);
  }

  /** The public book's best price in ticks (the engine's own level or the users' visible one, as `DepthBook.bestBid`). */
  bestTicks(isBid: boolean): number | undefined {
    if (!this.depth) return undefined;
    const own = this.depth.syntheticBest(isBid);
    const user = this.side(isBid).bestVisible();
    return own === undefined || (user !== undefined && (isBid ? user > own : user < own)) ? user : own;
  }

  /** Matches a taker against the opposite side, best price first; returns the lots filled. */
  match(taker: Taker, sink: FillSink): number {
    const users = this.side(!taker.isBid);
    let filled = 0;
    for (;;) {
      if (taker.lots <= 0) break;
      const u = users.best();
      const s = this.depth?.syntheticBest(!taker.isBid);
      if (u === undefined && s === undefined) break;
      const userFirst = s === undefined || (u !== undefined && (taker.isBid ? u <= s : u >= s));
      const ticks = userFirst ? u! : s!;
      if (taker.limitTicks !== undefined && (taker.isBid ? ticks > taker.limitTicks : ticks < taker.limitTicks)) break;
      let lots = taker.lots;
      if (taker.budgetUnits !== undefined) lots = Math.min(lots, Math.floor(taker.budgetUnits / ticks));
      if (lots <= 0) break;
      if (userFirst) {
        const maker = users.front(ticks)!;
        if (this.hooks.sameOwner?.(maker, taker.userId) === true) {
          users.remove(maker);
          this.hooks.selfTradeCancelled?.(maker);
          continue;
        }
        const cap = this.hooks.makerCap(maker);
        if (cap <= 0) {
          users.remove(maker);
          this.hooks.evicted(maker);
          continue;
        }
        lots = Math.min(lots, maker.remaining, cap);
        users.reduce(maker, lots);
        sink(maker, ticks, lots);
      } else {
        lots = Math.min(lots, this.depth!.syntheticLevel(!taker.isBid, 0)!.lots);
        this.depth!.takeSynthetic(!taker.isBid, ticks, lots);
        sink(undefined, ticks, lots);
      }
      this.depth?.recordPrint(ticks, lots, taker.isBid ? 'BUY' : 'SELL', this.now);
      taker.lots -= lots;
      if (taker.budgetUnits !== undefined) taker.budgetUnits -= lots * ticks;
      filled += lots;
    }
    return filled;
  }

  /**
   * What a taker would get without trading: lots and quote units (ticks × lots), walking users' and engine's
   * levels best first within `limitTicks` (FOK, market-order funds, POST_ONLY).
   */
  walk(isBid: boolean, lots: number, limitTicks?: number, budgetUnits?: number): { lots: number; units: number } {
    const users = this.side(!isBid);
    let i = 0;
    let j = 0;
    let got = 0;
    let units = 0;
    while (got < lots) {
      const u = users.level(i);
      const s = this.depth?.syntheticLevel(!isBid, j);
      if (!u && !s) break;
      const useUser = !s || (u !== undefined && (isBid ? u.ticks <= s.ticks : u.ticks >= s.ticks));
      const level = useUser ? u! : s!;
      if (useUser) i += 1;
      else j += 1;
      if (limitTicks !== undefined && (isBid ? level.ticks > limitTicks : level.ticks < limitTicks)) break;
      let take = Math.min(level.lots, lots - got);
      if (budgetUnits !== undefined) take = Math.min(take, Math.floor((budgetUnits - units) / level.ticks));
      if (take <= 0) break;
      got += take;
      units += take * level.ticks;
    }
    return { lots: got, units };
  }

  /** Whether a taker at `limitTicks` would trade at once (POST_ONLY). */
  wouldTake(isBid: boolean, limitTicks: number): boolean {
    return this.walk(isBid, 1, limitTicks).lots > 0;
  }

  // --- the public book's overlay ---

  lots(isBid: boolean, ticks: number): number {
    return this.side(isBid).visibleAt(ticks);
  }

  bestVisible(isBid: boolean): number | undefined {
    return this.side(isBid).bestVisible();
  }

  levels(isBid: boolean): readonly number[] {
    return this.side(isBid).visibleLevels();
  }

  drainChanged(isBid: boolean): Iterable<number> {
    const side = this.side(isBid);
    const out = [...side.changed];
    side.changed.clear();
    return out;
  }

  hasOrders(): boolean {
    return this.bids.count + this.asks.count > 0 || this.algos?.waiting() === true;
  }

  /** The market moved through resting orders: each fills at its own price against the engine's opposite quantity. */
  cross(book: SyntheticLevels, ts: number): BookTrade[] {
    const trades: BookTrade[] = [];
    for (const isBid of [true, false]) {
      const users = this.side(isBid);
      for (;;) {
        const u = users.best();
        const s = book.syntheticBest(!isBid);
        if (u === undefined || s === undefined || (isBid ? u < s : u > s)) break;
        const maker = users.front(u)!;
        const cap = this.hooks.makerCap(maker);
        if (cap <= 0) {
          users.remove(maker);
          this.hooks.evicted(maker);
          continue;
        }
        const lots = Math.min(maker.remaining, cap, book.syntheticLevel(!isBid, 0)!.lots);
        book.takeSynthetic(!isBid, s, lots);
        users.reduce(maker, lots);
        this.hooks.crossed(maker, lots, ts);
        trades.push({ price: book.priceOf(u), size: book.quantityOf(lots), side: isBid ? 'SELL' : 'BUY', ts });
      }
    }
    this.algos?.step(ts);
    return trades;
  }
}
