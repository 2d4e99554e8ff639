import { inject, injectable } from 'inversify';
import { canonicalSymbolOf } from '../../domain/trade/trade-symbol';
import { LoadMarketReference } from '../market/load-market-reference.use-case';
import { ClockPort, type TimerHandle } from '../shared/ports/clock.port';
import type { Unsubscribe } from '../shared/token';
import { WatchOrderBook, type OrderBookFrame, type WatchOrderBookOptions } from './watch-order-book.use-case';

/** How long a book started for a trade page on its way is kept for it before it is let go. */
export const WARM_BOOK_HOLD_MS = 15_000;

interface HeldBook {
  readonly maxLevels: number | undefined;
  latest: OrderBookFrame | undefined;
  listener: ((frame: OrderBookFrame) => void) | undefined;
  stop: Unsubscribe;
  expiry: TimerHandle | undefined;
}

/**
 * The books the app's panels watch (`watch`), and a trade page's book started as the user means to open it (a link
 * pressed, the page's module bound) rather than once the page has rendered (`warm`): its deltas subscribed and its
 * snapshot asked for by `WatchOrderBook`'s recipe, kept for the page's book panel to take over, or let go after
 * `WARM_BOOK_HOLD_MS`. A symbol a panel watches already is not warmed again. One per app.
 */
@injectable()
export class WarmOrderBooks {
  private readonly held = new Map<string, HeldBook>();
  private readonly asked = new Set<string>();
  /** Panels watching each symbol's book. */
  private readonly watching = new Map<string, number>();

  constructor(
    @inject(WatchOrderBook) private readonly books: WatchOrderBook,
    @inject(LoadMarketReference) private readonly reference: LoadMarketReference,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  /**
   * Starts keeping the book of `param` (a symbol as an address writes it; an alias is read as its symbol), once the
   * instruments say the exchange lists it: nothing for another, nor for a book kept already.
   */
  warm(param: string, options: WatchOrderBookOptions = {}): void {
    const symbol = canonicalSymbolOf(param);
    if (symbol === undefined || this.held.has(symbol) || this.asked.has(symbol) || this.watching.has(symbol)) return;
    this.asked.add(symbol);
    void this.reference.instruments().then((instruments) => {
      this.asked.delete(symbol);
      const listed = instruments.ok && instruments.value.some((i) => i.symbol === symbol);
      if (!listed || this.held.has(symbol) || this.watching.has(symbol)) return;
      const book: HeldBook = {
        maxLevels: options.maxLevels,
        latest: undefined,
        listener: undefined,
        stop: () => undefined,
        expiry: undefined,
      };
      book.stop = this.books.execute(
        symbol,
        (frame) => {
          book.latest = frame;
          book.listener?.(frame);
        },
        options,
      );
      book.expiry = this.clock.setTimeout(() => {
        if (this.held.get(symbol) !== book) return;
        this.held.delete(symbol);
        book.stop();
      }, WARM_BOOK_HOLD_MS);
      this.held.set(symbol, book);
    });
  }

  /**
   * Watches `symbol`'s book for a panel: the kept one when it was started with the same options (its latest frame at
   * once, then each new one; no second snapshot), else a new one. Answers the function that stops it.
   */
  watch(symbol: string, listener: (frame: OrderBookFrame) => void, options: WatchOrderBookOptions = {}): Unsubscribe {
    const book = this.held.get(symbol);
    let stop: Unsubscribe;
    if (book && book.maxLevels === options.maxLevels) {
      this.held.delete(symbol);
      if (book.expiry !== undefined) this.clock.clearTimeout(book.expiry);
      book.listener = listener;
      if (book.latest) listener(book.latest);
      stop = book.stop;
    } else {
      stop = this.books.execute(symbol, listener, options);
    }
    this.watching.set(symbol, (this.watching.get(symbol) ?? 0) + 1);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      const left = (this.watching.get(symbol) ?? 1) - 1;
      if (left > 0) this.watching.set(symbol, left);
      else this.watching.delete(symbol);
      stop();
    };
  }
}
