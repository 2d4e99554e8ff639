import { inject, injectable } from 'inversify';
import type { MarketDepthFeedPort } from '../../application/trade/ports/market-depth-feed.port';
import type { Unsubscribe } from '../../application/shared/token';
import type { BookDelta } from '../../domain/trade/order-book';
import type { PublicTrade } from '../../domain/trade/recent-trades';
import { PublicSocket } from '../websocket/public-socket';
import { toBookDelta, tradeData } from './market-depth.schema';

/** Topic names of the trade page (docs/protocol.md). */
export const DepthTopic = {
  orderBook: (symbol: string) => `${symbol}@orderbookupdate`,
  trade: (symbol: string) => `${symbol}@trade`,
} as const;

/**
 * Order book deltas and trades over the public socket (`PublicSocket` → `FrameRouter` → here). Every payload
 * is validated; an invalid one, or one naming another symbol, is counted by the socket and dropped.
 */
@injectable()
export class WsMarketDepthFeed implements MarketDepthFeedPort {
  constructor(@inject(PublicSocket) private readonly socket: PublicSocket) {}

  watchOrderBook(symbol: string, onDelta: (delta: BookDelta) => void): Unsubscribe {
    return this.socket.subscribe(DepthTopic.orderBook(symbol), (data, ts) => {
      const delta = toBookDelta(data, ts, symbol);
      if (!delta) return this.socket.reportDropped('orderbookupdate payload', { symbol });
      onDelta(delta);
    });
  }

  watchTrades(symbol: string, onTrade: (trade: PublicTrade) => void): Unsubscribe {
    return this.socket.subscribe(DepthTopic.trade(symbol), (data, ts) => {
      const parsed = tradeData.safeParse(data);
      if (!parsed.success || parsed.data.symbol !== symbol || !Number.isInteger(ts)) {
        return this.socket.reportDropped('trade payload', { symbol });
      }
      const { price, size, side } = parsed.data;
      onTrade({ symbol, price, size, side, ts });
    });
  }
}
