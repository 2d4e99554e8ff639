import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { FundingApiPort, FundingHistoryQuery } from '../../application/market/ports/funding-api.port';
import type { FundingRate, FundingRateHistoryRow, Page } from '../../domain/market/funding';
import type { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { fundingHistoryRow, fundingRateRow, pageMeta, rowsOf } from './rest-market.schema';

const fundingRows = rowsOf(fundingRateRow);
const historyPage = z.pipe(
  z.object({ rows: z.array(z.unknown()).check(z.maxLength(10_000)), meta: pageMeta }),
  z.transform(({ rows, meta }) => ({
    rows: rowsOf(fundingHistoryRow).parse({ rows }),
    meta,
  })),
);

/** Funding rates (`funding_rates`) and paged history (`funding_rate_history`) over REST. */
@injectable()
export class RestFundingApi implements FundingApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async fundingRates(): Promise<Result<FundingRate[], ErrorCode>> {
    const result = await this.api.get('/md/v3/public/funding_rates', fundingRows);
    if (!result.ok) return result;
    return ok(
      result.value.map((r) => ({
        symbol: r.symbol,
        estFundingRate: r.est_funding_rate,
        estFundingRateTimestamp: r.est_funding_rate_timestamp,
        lastFundingRate: r.last_funding_rate,
        lastFundingRateTimestamp: r.last_funding_rate_timestamp,
        nextFundingTime: r.next_funding_time,
      })),
    );
  }

  async fundingRateHistory(query: FundingHistoryQuery): Promise<Result<Page<FundingRateHistoryRow>, ErrorCode>> {
    const result = await this.api.get('/md/v3/public/funding_rate_history', historyPage, {
      symbol: query.symbol,
      start_t: query.startT,
      end_t: query.endT,
      size: query.size,
      page: query.page,
    });
    if (!result.ok) return result;
    const { rows, meta } = result.value;
    return ok({
      rows: rows.map((r) => ({
        symbol: r.symbol,
        fundingRate: r.funding_rate,
        fundingRateTimestamp: r.funding_rate_timestamp,
        nextFundingTime: r.next_funding_time,
      })),
      ...meta,
    });
  }
}
