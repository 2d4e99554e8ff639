import { inject, injectable } from 'inversify';
import type { FuturesInfo, MarketTrade } from '../../domain/market/market-data';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { Result } from '../../domain/shared/result';
import { QueryCachePort } from '../shared/ports/query-cache.port';
import { MarketDataApiPort } from './ports/market-data-api.port';

/** Futures figures and recent trades, cached briefly (the stream carries the live prices). */
@injectable()
export class LoadMarketData {
  constructor(
    @inject(MarketDataApiPort) private readonly api: MarketDataApiPort,
    @inject(QueryCachePort) private readonly cache: QueryCachePort,
  ) {}

  futures(): Promise<Result<FuturesInfo[], ErrorCode>> {
    return this.cache.fetch(['market', 'futures'], () => this.api.futures(), { staleTimeMs: 10_000 });
  }

  marketTrades(symbol: string, limit = 50): Promise<Result<MarketTrade[], ErrorCode>> {
    return this.cache.fetch(['market', 'trades', symbol, limit], () => this.api.marketTrades(symbol, limit), { staleTimeMs: 2_000 });
  }
}
