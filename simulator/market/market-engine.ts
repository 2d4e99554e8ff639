import { createMarket } from './create-market';
import { buildInstruments, type Instrument } from './instruments';
import type { BboRow, MarketState, TickerRow, TotalsRow } from './market-state';
import { deriveSeed, mulberry32, type Rng } from './prng';
import { quoteBbos, step } from './step';
import { marketTrades } from './market-trades';
import { futuresRow, instrumentInfoRow, tickerRow, tickerRows, totals } from './views';
import { BOOK_DEPTH, type BookLevel } from './depth-book';
import { type KlineQuery, type KlineType } from './klines';
import { LiveBooks, TAPE_LENGTH, type LiveBook, type SymbolBookUpdate } from './live-books';
import { AMOUNT_DECIMALS, type SymbolState } from './market-state';
import { MarketOverrides } from './market-overrides';
import { roundDecimals, roundToTick } from './tick-math';

/** A public trade in the v3 shape (`/v3/public/marketTrades`). */
export interface PublicTrade {
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly source: number;
  readonly executedPrice: number;
  readonly executedQuantity: number;
  readonly executedTimestamp: number;
}

/**
 * Holds the market state and its generators; the pure functions do the work. No timers here:
 * the stream module decides when to advance. Separate generators for the walk and for the bbo
 * noise, so the price path with a seed is the same however many bbo updates were asked for.
 */
export class MarketEngine {
  private state: MarketState;
  private readonly walkRng: Rng;
  private readonly bboRng: Rng;
  private readonly books: LiveBooks;
  private clockNow: number;
  /** The market-data admin's fixed mark/index prices, funding rates and caps, applied to every futures row. */
  readonly overrides = new MarketOverrides();

  constructor(seed: number, now: number, instruments: readonly Instrument[] = buildInstruments()) {
    this.state = createMarket(instruments, mulberry32(deriveSeed(seed, 'open')), now);
    this.walkRng = mulberry32(deriveSeed(seed, 'walk'));
    this.bboRng = mulberry32(deriveSeed(seed, 'bbo'));
    this.books = new LiveBooks(seed);
    this.clockNow = now;
  }

  get instruments(): readonly Instrument[] {
    return this.state.instruments;
  }

  get steps(): number {
    return this.state.steps;
  }

  has(symbol: string): boolean {
    return this.state.index.has(symbol);
  }

  advance(now: number): void {
    this.clockNow = now;
    this.state = step(this.state, this.walkRng, now, (i) => this.books.isActive(i, now));
  }

  quoteBbos(count: number): BboRow[] {
    const result = quoteBbos(this.state, this.bboRng, count, (i) => this.bookQuote(i));
    this.state = result.state;
    return result.updates;
  }

  /**
   * Steps every order book in use by one interval (makers and takers around the walk's mid); their trades
   * become the symbol's last price, 24 h figures, tape and candles.
   */
  advanceBooks(now: number, intervalMs: number): SymbolBookUpdate[] {
    this.clockNow = now;
    const updates = this.books.advance(now, intervalMs, this.state.instruments, (i) => this.state.symbols[i].fair);
    if (updates.length === 0) return updates;
    const symbols = this.state.symbols.slice();
    for (const update of updates) symbols[update.index] = this.afterBookStep(update, symbols[update.index]);
    this.state = { ...this.state, symbols };
    return updates;
  }

  /** Marks a symbol's book as in use (created at the current price when missing). */
  useBook(symbol: string, now: number = this.clockNow): LiveBook | undefined {
    const i = this.state.index.get(symbol);
    if (i === undefined) return undefined;
    const live = this.books.use(i, this.state.instruments[i], this.state.symbols[i].fair, now);
    if (live && !live.history) live.history = marketTrades(this.state, i, TAPE_LENGTH);
    return live;
  }

  /** The full book (best first), `maxLevel` a side, and its timestamp (the last delta's `ts`). */
  orderBook(symbol: string, maxLevel = BOOK_DEPTH, now?: number): { bids: BookLevel[]; asks: BookLevel[]; timestamp: number } | undefined {
    const live = this.useBook(symbol, now);
    if (!live) return undefined;
    return { ...live.book.snapshot(maxLevel), timestamp: live.book.ts };
  }

  /** The newest public trades, newest first: the book's prints, then older generated ones. */
  publicTrades(symbol: string, limit: number, now?: number): PublicTrade[] {
    const live = this.useBook(symbol, now);
    const i = this.state.index.get(symbol);
    if (!live || i === undefined) return [];
    const rows: PublicTrade[] = [];
    for (let n = live.tape.length - 1; n >= 0 && rows.length < limit; n -= 1) {
      const t = live.tape[n];
      rows.push({ symbol, side: t.side, source: 0, executedPrice: t.price, executedQuantity: t.size, executedTimestamp: t.ts });
    }
    if (rows.length < limit) {
      const oldest = rows.length > 0 ? rows[rows.length - 1].executedTimestamp : Infinity;
      for (const r of live.history ?? []) {
        if (rows.length >= limit) break;
        if (r.executed_timestamp >= oldest) continue;
        rows.push({
          symbol,
          side: r.side as 'BUY' | 'SELL',
          source: 0,
          executedPrice: r.executed_price,
          executedQuantity: r.executed_quantity,
          executedTimestamp: r.executed_timestamp,
        });
      }
    }
    return rows;
  }

  klines(symbol: string, type: KlineType, q: KlineQuery, now: number) {
    const live = this.useBook(symbol, now);
    return live ? live.klines.history(type, now, q) : [];
  }

  currentKline(symbol: string, type: KlineType, now: number) {
    const live = this.useBook(symbol, now);
    return live?.klines.current(type, now);
  }

  indexOf(symbol: string): number | undefined {
    return this.state.index.get(symbol);
  }

  symbolState(symbol: string): SymbolState | undefined {
    const i = this.state.index.get(symbol);
    return i === undefined ? undefined : this.state.symbols[i];
  }

  /** The futures row of one perpetual (mark and index price, funding, open interest). */
  future(symbol: string, now: number) {
    const i = this.state.index.get(symbol);
    return i === undefined || this.state.instruments[i].type !== 'PERP' ? undefined : this.overrides.apply(futuresRow(this.state, i, now));
  }

  private bookQuote(i: number) {
    if (!this.books.isActive(i, this.clockNow)) return undefined;
    const book = this.books.get(i)!.book;
    const bid = book.bestBid();
    const ask = book.bestAsk();
    return bid && ask ? { bid: bid.price, bidSize: bid.quantity, ask: ask.price, askSize: ask.quantity } : undefined;
  }

  private afterBookStep(update: SymbolBookUpdate, s: SymbolState): SymbolState {
    const { baseTick } = this.state.instruments[update.index];
    let next = s;
    for (const t of update.trades) {
      next = {
        ...next,
        close: t.price,
        high: Math.max(next.high, t.price),
        low: Math.min(next.low, t.price),
        volume: roundToTick(next.volume + t.size, baseTick),
        amount: roundDecimals(next.amount + t.size * t.price, AMOUNT_DECIMALS),
        count: next.count + 1,
        lastTradeTs: t.ts,
      };
    }
    const quote = this.bookQuote(update.index);
    return quote ? { ...next, ...quote } : next;
  }

  tickers(): TickerRow[] {
    return tickerRows(this.state);
  }

  ticker(symbol: string): TickerRow | undefined {
    const i = this.state.index.get(symbol);
    return i === undefined ? undefined : tickerRow(this.state, i);
  }

  totals(): TotalsRow[] {
    return totals(this.state);
  }

  instrumentInfo() {
    return this.state.instruments.map(instrumentInfoRow);
  }

  /** `funding_rates` rows: estimated and last funding of every perpetual. */
  fundingRates(now: number) {
    return this.futures(now).map((f) => ({
      symbol: f.symbol,
      est_funding_rate: f.est_funding_rate,
      est_funding_rate_timestamp: now,
      last_funding_rate: f.last_funding_rate,
      last_funding_rate_timestamp: f.next_funding_time - 8 * 3600 * 1000,
      next_funding_time: f.next_funding_time,
    }));
  }

  /** `market_trades` rows around the last price, newest first. */
  marketTrades(symbol: string, limit: number) {
    const i = this.state.index.get(symbol);
    if (i === undefined) return [];
    // a symbol with a book answers its prints, as `/v3/public/marketTrades` does
    if (this.books.get(i)) {
      return this.publicTrades(symbol, limit).map((t) => ({
        symbol,
        side: t.side,
        executed_price: t.executedPrice,
        executed_quantity: t.executedQuantity,
        executed_timestamp: t.executedTimestamp,
      }));
    }
    return marketTrades(this.state, i, limit);
  }

  futures(now: number) {
    return this.state.instruments.flatMap((instrument, i) =>
      instrument.type === 'PERP' ? [this.overrides.apply(futuresRow(this.state, i, now))] : [],
    );
  }
}
