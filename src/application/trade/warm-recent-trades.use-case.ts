import { inject, injectable } from 'inversify';
import type { PublicTrade } from '../../domain/trade/recent-trades';
import { LoadMarketReference } from '../market/load-market-reference.use-case';
import { ClockPort } from '../shared/ports/clock.port';
import type { Unsubscribe } from '../shared/token';
import { listedIn } from './listed-symbol';
import { WarmFeeds } from './warm-feeds';
import { WatchRecentTrades } from './watch-recent-trades.use-case';

/**
 * The recent trades tapes the app's panels watch, and a trade page's tape started as the user means to open the page
 * (`WarmFeeds`): its prints subscribed and its newest trades asked for by `WatchRecentTrades`' recipe, handed to the
 * page's tape panel. One per app.
 */
@injectable()
export class WarmRecentTrades {
  private readonly feeds: WarmFeeds<readonly PublicTrade[], undefined>;

  constructor(
    @inject(WatchRecentTrades) tapes: WatchRecentTrades,
    @inject(LoadMarketReference) reference: LoadMarketReference,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.feeds = new WarmFeeds(
      (symbol, listener) => tapes.execute(symbol, listener),
      listedIn(reference),
      clock,
      () => true,
    );
  }

  /** Starts keeping the tape of `param` (a symbol as an address writes it, or an alias) if the exchange lists it. */
  warm(param: string): void {
    this.feeds.warm(param, undefined);
  }

  /** Watches `symbol`'s tape for a panel: the kept one (no second request for its trades), else a new one. */
  watch(symbol: string, listener: (tape: readonly PublicTrade[]) => void): Unsubscribe {
    return this.feeds.watch(symbol, listener, undefined);
  }
}
