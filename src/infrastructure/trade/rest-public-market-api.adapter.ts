import { inject, injectable } from 'inversify';
import type { PublicMarketApiPort } from '../../application/trade/ports/public-market-api.port';
import type { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
import type { Candle, KlineTypes } from '../../domain/trade/candles';
import type { BookSnapshot } from '../../domain/trade/order-book';
import type { PublicTrade } from '../../domain/trade/recent-trades';
import { systemStatusOf, type SystemStatus } from '../../domain/trade/system-status';
import { ApiClient } from '../http/api-client';
import { rowsOf } from '../market/rest-market.schema';
import { klineRowV3, marketTradeRowV3, orderBookData, systemInfoData } from './market-depth.schema';

const tradeRows = rowsOf(marketTradeRowV3);
const klineRows = rowsOf(klineRowV3);

/** `/v3/public/orderbook`, `/v3/public/marketTrades` and `/v3/public/systemInfo` over REST. */
@injectable()
export class RestPublicMarketApi implements PublicMarketApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async orderBook(symbol: string): Promise<Result<BookSnapshot, ErrorCode>> {
    const result = await this.api.getStamped('/v3/public/orderbook', orderBookData, { symbol });
    if (!result.ok) return result;
    const { data, timestamp } = result.value;
    return ok({ ts: timestamp, bids: data.bids, asks: data.asks });
  }

  async marketTrades(symbol: string, limit: number): Promise<Result<PublicTrade[], ErrorCode>> {
    const result = await this.api.get('/v3/public/marketTrades', tradeRows, { symbol, limit });
    if (!result.ok) return result;
    return ok(
      result.value
        .filter((r) => r.symbol === symbol)
        .map((r) => ({
          symbol: r.symbol,
          price: r.executedPrice,
          size: r.executedQuantity,
          side: r.side,
          ts: r.executedTimestamp,
        })),
    );
  }

  async klineHistory(
    symbol: string,
    type: KlineTypes['history'],
    options: { readonly before?: number; readonly limit: number },
  ): Promise<Result<Candle[], ErrorCode>> {
    const params: Record<string, string | number> = { symbol, type, limit: options.limit };
    if (options.before !== undefined) params.before = options.before;
    const result = await this.api.get('/v3/public/klineHistory', klineRows, params);
    if (!result.ok) return result;
    return ok(
      result.value
        .filter((r) => r.symbol === symbol && r.type === type)
        .map((r) => ({ start: r.startTimestamp, open: r.open, high: r.high, low: r.low, close: r.close, volume: r.volume }))
        .sort((a, b) => a.start - b.start),
    );
  }

  async systemInfo(): Promise<Result<SystemStatus, ErrorCode>> {
    const result = await this.api.get('/v3/public/systemInfo', systemInfoData);
    if (!result.ok) return result;
    return ok(systemStatusOf(result.value.status, result.value.msg, result.value.estimatedEndTime ?? undefined));
  }
}
