import { clamp } from './create-market';
import { DepthBook, type BookTrade, type BookUpdate } from './depth-book';
import type { Instrument } from './instruments';
import { KlineSeries } from './klines';
import { TRADE_NOTIONAL } from './market-state';
import { deriveSeed, mulberry32 } from './prng';

/** A book that nobody read (REST) or watched (stream) for this long stops moving until it is used again. */
export const BOOK_IDLE_MS = 30_000;
/** Trades kept per symbol for `marketTrades` / `market_trades`. */
export const TAPE_LENGTH = 1000;

/** A symbol's book with its trade tape and candles. */
export interface LiveBook {
  readonly symbol: string;
  readonly book: DepthBook;
  readonly klines: KlineSeries;
  /** Newest last; at most `TAPE_LENGTH`. */
  readonly tape: TapeTrade[];
  /** Id of the next print (ids grow by one per trade, per symbol). */
  nextTradeId: number;
  lastUsed: number;
  /**
   * The generated prints from before the book existed, frozen when it was created (newest first): what the tape
   * continues. Generating them on every call drifted with the book's own last trade, so two calls disagreed.
   */
  history?: readonly { side: string; executed_price: number; executed_quantity: number; executed_timestamp: number }[];
}

export interface TapeTrade extends BookTrade {
  readonly id: number;
}

export interface SymbolBookUpdate extends BookUpdate {
  readonly symbol: string;
  readonly index: number;
}

/**
 * The order books of the symbols in use, created on first use at the symbol's current price and stepped
 * by the engine at the order book interval. Each symbol's book has its own generator, so one book's
 * moves never depend on which other books exist.
 */
export class LiveBooks {
  private readonly books = new Map<number, LiveBook>();

  constructor(private readonly seed: number) {}

  get(index: number): LiveBook | undefined {
    return this.books.get(index);
  }

  /** The book of a symbol, created at `mid` when missing; marks it used at `now`. */
  use(index: number, instrument: Instrument, mid: number, now: number): LiveBook {
    let live = this.books.get(index);
    if (!live) {
      const rng = mulberry32(deriveSeed(this.seed, `book:${instrument.symbol}`));
      const book = new DepthBook(instrument, mid, rng, now);
      const open = book.bestBid()?.price ?? mid;
      live = {
        symbol: instrument.symbol,
        book,
        klines: new KlineSeries(instrument, now, open, this.seed),
        tape: [],
        nextTradeId: 1,
        lastUsed: now,
      };
      this.books.set(index, live);
    }
    live.lastUsed = Math.max(live.lastUsed, now);
    return live;
  }

  isActive(index: number, now: number): boolean {
    const live = this.books.get(index);
    return live !== undefined && (now - live.lastUsed <= BOOK_IDLE_MS || live.book.overlay?.hasOrders() === true);
  }

  /** Steps every active book one interval towards its mid; records the trades on the tape and the candles. */
  advance(now: number, intervalMs: number, instruments: readonly Instrument[], midOf: (index: number) => number): SymbolBookUpdate[] {
    const updates: SymbolBookUpdate[] = [];
    for (const [index, live] of this.books) {
      if (!this.isActive(index, now)) continue;
      const instrument = instruments[index];
      const perSecond = clamp(instrument.liquidity / 86400 / TRADE_NOTIONAL, 0.15, 12);
      const update = live.book.advance(midOf(index), now, (perSecond * intervalMs) / 1000);
      for (const trade of update.trades) {
        live.tape.push({ ...trade, id: live.nextTradeId++ });
        live.klines.addTrade(trade.price, trade.size, trade.ts);
      }
      if (live.tape.length > TAPE_LENGTH) live.tape.splice(0, live.tape.length - TAPE_LENGTH);
      updates.push({ ...update, symbol: live.symbol, index });
    }
    return updates;
  }
}
