import { inject, injectable } from 'inversify';
import { LoadMarketReference } from '../market/load-market-reference.use-case';
import { ClockPort } from '../shared/ports/clock.port';
import type { Unsubscribe } from '../shared/token';
import { listedIn } from './listed-symbol';
import { WarmFeeds } from './warm-feeds';
import { WatchOrderBook, type OrderBookFrame, type WatchOrderBookOptions } from './watch-order-book.use-case';

/**
 * The books the app's panels watch, and a trade page's book started as the user means to open the page (`WarmFeeds`):
 * its deltas subscribed and its snapshot asked for by `WatchOrderBook`'s recipe, handed to the page's book panel when
 * it asks for the same number of levels. One per app.
 */
@injectable()
export class WarmOrderBooks {
  private readonly feeds: WarmFeeds<OrderBookFrame, WatchOrderBookOptions>;

  constructor(
    @inject(WatchOrderBook) books: WatchOrderBook,
    @inject(LoadMarketReference) reference: LoadMarketReference,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.feeds = new WarmFeeds(
      (symbol, listener, options) => books.execute(symbol, listener, options),
      listedIn(reference),
      clock,
      (held, wanted) => held.maxLevels === wanted.maxLevels,
    );
  }

  /** Starts keeping the book of `param` (a symbol as an address writes it, or an alias) if the exchange lists it. */
  warm(param: string, options: WatchOrderBookOptions = {}): void {
    this.feeds.warm(param, options);
  }

  /** Watches `symbol`'s book for a panel: the kept one (no second snapshot), else a new one. */
  watch(symbol: string, listener: (frame: OrderBookFrame) => void, options: WatchOrderBookOptions = {}): Unsubscribe {
    return this.feeds.watch(symbol, listener, options);
  }
}
