import { inject, injectable } from 'inversify';
import type { MarketDepthFeedPort } from '../../application/trade/ports/market-depth-feed.port';
import type { Unsubscribe } from '../../application/shared/token';
import type { Candle, KlineTypes, PerpFiguresUpdate } from '../../domain/trade/candles';
import type { BookDelta } from '../../domain/trade/order-book';
import type { PublicTrade } from '../../domain/trade/recent-trades';
import { PublicSocket } from '../websocket/public-socket';
import { estFundingRateData, klineFrameData, openInterestData, priceData, toBookDelta, tradeData } from './market-depth.schema';

/** Topic names of the trade page (docs/protocol.md). */
export const DepthTopic = {
  orderBook: (symbol: string) => `${symbol}@orderbookupdate`,
  trade: (symbol: string) => `${symbol}@trade`,
  kline: (symbol: string, type: KlineTypes['topic']) => `${symbol}@kline_${type}`,
  markPrice: (symbol: string) => `${symbol}@markprice`,
  indexPrice: (symbol: string) => `${symbol}@indexprice`,
  fundingRate: (symbol: string) => `${symbol}@estfundingrate`,
  openInterest: (symbol: string) => `${symbol}@openinterest`,
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

  watchKline(symbol: string, type: KlineTypes['topic'], onCandle: (candle: Candle) => void): Unsubscribe {
    return this.socket.subscribe(DepthTopic.kline(symbol, type), (data) => {
      const parsed = klineFrameData.safeParse(data);
      if (!parsed.success || parsed.data.symbol !== symbol || parsed.data.type !== type)
        return this.socket.reportDropped('kline payload', { symbol });
      const k = parsed.data;
      onCandle({ start: k.startTime, open: k.open, high: k.high, low: k.low, close: k.close, volume: k.volume });
    });
  }

  watchPerpFigures(symbol: string, onUpdate: (update: PerpFiguresUpdate) => void): Unsubscribe {
    const price = (field: 'markPrice' | 'indexPrice') => (data: unknown) => {
      const parsed = priceData.safeParse(data);
      if (!parsed.success || parsed.data.symbol !== symbol) return this.socket.reportDropped(`${field} payload`, { symbol });
      onUpdate({ [field]: parsed.data.price });
    };
    const stops = [
      this.socket.subscribe(DepthTopic.markPrice(symbol), price('markPrice')),
      this.socket.subscribe(DepthTopic.indexPrice(symbol), price('indexPrice')),
      this.socket.subscribe(DepthTopic.fundingRate(symbol), (data) => {
        const parsed = estFundingRateData.safeParse(data);
        if (!parsed.success || parsed.data.symbol !== symbol) return this.socket.reportDropped('estfundingrate payload', { symbol });
        onUpdate({ fundingRate: parsed.data.fundingRate, nextFundingTs: parsed.data.fundingTs });
      }),
      this.socket.subscribe(DepthTopic.openInterest(symbol), (data) => {
        const parsed = openInterestData.safeParse(data);
        if (!parsed.success || parsed.data.symbol !== symbol) return this.socket.reportDropped('openinterest payload', { symbol });
        onUpdate({ openInterest: parsed.data.openInterest });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }
}
