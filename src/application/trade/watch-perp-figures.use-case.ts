import { inject, injectable } from 'inversify';
import type { PerpFiguresUpdate } from '../../domain/trade/candles';
import { parseMarketSymbol } from '../../domain/market/market-symbol';
import type { Unsubscribe } from '../shared/token';
import { MarketDepthFeedPort } from './ports/market-depth-feed.port';

/** A perpetual's figures as one accumulated value (mark, index, funding rate and time, open interest). */
export type PerpFigures = PerpFiguresUpdate;

/** Watches a perpetual's figures; a spot symbol has none (nothing is subscribed). */
@injectable()
export class WatchPerpFigures {
  constructor(@inject(MarketDepthFeedPort) private readonly feed: MarketDepthFeedPort) {}

  execute(symbol: string, listener: (figures: PerpFigures) => void): Unsubscribe {
    if (parseMarketSymbol(symbol)?.type !== 'PERP') return () => undefined;
    let figures: PerpFigures = {};
    return this.feed.watchPerpFigures(symbol, (update) => {
      figures = { ...figures, ...update };
      listener(figures);
    });
  }
}
