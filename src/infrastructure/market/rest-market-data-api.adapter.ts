import { inject, injectable } from 'inversify';
import type { MarketDataApiPort } from '../../application/market/ports/market-data-api.port';
import type { FuturesInfo, MarketTrade } from '../../domain/market/market-data';
import type { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { futuresRow, marketTradeRow, rowsOf } from './rest-market.schema';

const futuresRows = rowsOf(futuresRow);
const tradeRows = rowsOf(marketTradeRow);

/** Futures (`/md/v3/public/futures`) and market trades (`/md/v3/public/market_trades`) over REST. */
@injectable()
export class RestMarketDataApi implements MarketDataApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async futures(): Promise<Result<FuturesInfo[], ErrorCode>> {
    const result = await this.api.get('/md/v3/public/futures', futuresRows);
    if (!result.ok) return result;
    return ok(
      result.value.map((r) => ({
        symbol: r.symbol,
        indexPrice: r.index_price,
        markPrice: r.mark_price,
        estFundingRate: r.est_funding_rate,
        lastFundingRate: r.last_funding_rate,
        nextFundingTime: r.next_funding_time,
        openInterest: r.open_interest,
        volume24h: r['24h_volume'],
        amount24h: r['24h_amount'],
      })),
    );
  }

  async marketTrades(symbol: string, limit: number): Promise<Result<MarketTrade[], ErrorCode>> {
    const result = await this.api.get('/md/v3/public/market_trades', tradeRows, { symbol, limit });
    if (!result.ok) return result;
    return ok(
      result.value.map((r) => ({
        symbol: r.symbol,
        side: r.side,
        price: r.executed_price,
        quantity: r.executed_quantity,
        timestamp: r.executed_timestamp,
      })),
    );
  }
}
