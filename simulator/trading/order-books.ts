import Decimal from 'decimal.js';
import type { MarketEngine } from '../market/market-engine';
import type { OrderEntry } from './account-state';
import { gridLots } from './order-context';
import { symbolRules, type SymbolRules } from './rules';
import { SymbolBook, type BookHooks } from './symbol-book';
import { midPrice } from '../../src/domain/market/mid-price';

/** The engine's per-symbol matching books and rules, over the market engine's synthetic books. */
export class OrderBooks {
  private readonly books = new Map<string, SymbolBook>();
  private readonly rulesCache = new Map<string, SymbolRules>();

  constructor(
    private readonly market: MarketEngine,
    private readonly now: () => number,
    /** The hooks of a new symbol's book (the fill book's: reduce-only caps, self-trade prevention, crossings). */
    private readonly hooksFor: (symbol: string) => BookHooks,
  ) {}

  rules(symbol: string): SymbolRules {
    let r = this.rulesCache.get(symbol);
    if (!r) {
      const instrument = this.market.instruments[this.market.indexOf(symbol)!];
      r = symbolRules(instrument);
      this.rulesCache.set(symbol, r);
    }
    return r;
  }

  /** The matching book of a symbol, attached to the market's synthetic book. */
  bookOf(symbol: string): SymbolBook {
    let book = this.books.get(symbol);
    if (!book) {
      book = new SymbolBook(symbol);
      book.hooks = this.hooksFor(symbol);
      this.books.set(symbol, book);
    }
    const live = this.market.useBook(symbol, this.now());
    if (live) book.attach(live.book);
    return book;
  }

  /** Puts an open order into its book at its price (time priority from now). */
  rest(book: SymbolBook, entry: OrderEntry): void {
    const r = entry.record;
    entry.resting = {
      id: r.orderId,
      userId: r.userId,
      isBid: r.side === 'BUY',
      ticks: entry.ticks!,
      remaining: entry.openLots,
      hidden: r.hidden,
      live: false,
    };
    book.rest(entry.resting);
  }

  /** Lots (or ticks with `unit` = tick) of a decimal value on the symbol's grid. */
  lots(sr: SymbolRules, value: Decimal, unit: Decimal = sr.step): number {
    return gridLots(sr, value, unit);
  }

  /** The mid of the public book (users' and engine's levels), else the walk's fair price. */
  midPrice(book: SymbolBook): Decimal | undefined {
    const bid = book.depth?.bestBid();
    const ask = book.depth?.bestAsk();
    const mid = bid && ask ? midPrice(bid.price, ask.price) : undefined;
    if (mid) return mid;
    const fair = this.market.symbolState(book.symbol)?.fair;
    return fair === undefined ? undefined : new Decimal(fair);
  }

  /** Symbols with a matching book (tests, control). */
  get symbols(): string[] {
    return [...this.books.keys()];
  }
}
