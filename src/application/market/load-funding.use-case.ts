import { inject, injectable } from 'inversify';
import type { FundingRate, FundingRateHistoryRow, Page } from '../../domain/market/funding';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { Result } from '../../domain/shared/result';
import { QueryCachePort } from '../shared/ports/query-cache.port';
import { FundingApiPort, type FundingHistoryQuery } from './ports/funding-api.port';

/** Estimated rates move every few seconds; settled history only every 8 hours. */
const RATES_STALE_MS = 10_000;
const HISTORY_STALE_MS = 5 * 60_000;

/** Funding rates and paged funding history, cached. */
@injectable()
export class LoadFunding {
  constructor(
    @inject(FundingApiPort) private readonly api: FundingApiPort,
    @inject(QueryCachePort) private readonly cache: QueryCachePort,
  ) {}

  rates(): Promise<Result<FundingRate[], ErrorCode>> {
    return this.cache.fetch(['market', 'funding-rates'], () => this.api.fundingRates(), { staleTimeMs: RATES_STALE_MS });
  }

  history(query: FundingHistoryQuery): Promise<Result<Page<FundingRateHistoryRow>, ErrorCode>> {
    const key = ['market', 'funding-history', query.symbol, query.startT, query.endT, query.size, query.page];
    return this.cache.fetch(key, () => this.api.fundingRateHistory(query), { staleTimeMs: HISTORY_STALE_MS });
  }
}
