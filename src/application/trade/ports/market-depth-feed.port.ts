import type { Candle, KlineTypes, PerpFiguresUpdate } from '../../../domain/trade/candles';
import type { BookDelta } from '../../../domain/trade/order-book';
import type { PublicTrade } from '../../../domain/trade/recent-trades';
import { token, type Unsubscribe } from '../../shared/token';

/**
 * The trade page's live topics of one symbol, validated: `{symbol}@orderbookupdate` deltas and
 * `{symbol}@trade` prints. Malformed frames never reach a listener (they are counted and dropped).
 * Safe across reconnects: the connection re-subscribes its topics.
 */
export interface MarketDepthFeedPort {
  watchOrderBook(symbol: string, onDelta: (delta: BookDelta) => void): Unsubscribe;
  watchTrades(symbol: string, onTrade: (trade: PublicTrade) => void): Unsubscribe;
  /** `{symbol}@kline_<type>`: the current candle at once, then as it changes. */
  watchKline(symbol: string, type: KlineTypes['topic'], onCandle: (candle: Candle) => void): Unsubscribe;
  /** `{symbol}@markprice`, `@indexprice`, `@estfundingrate`, `@openinterest` (perpetuals only). */
  watchPerpFigures(symbol: string, onUpdate: (update: PerpFiguresUpdate) => void): Unsubscribe;
}
export const MarketDepthFeedPort = token<MarketDepthFeedPort>('MarketDepthFeedPort');
