import type { FundingRate, FundingRateHistoryRow, Page } from '../../../domain/market/funding';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

export interface FundingHistoryQuery {
  readonly symbol: string;
  /** Window in ms; both optional. */
  readonly startT?: number;
  readonly endT?: number;
  readonly size: number;
  /** 1-based. */
  readonly page: number;
}

/** Funding of the perpetuals (public REST). */
export interface FundingApiPort {
  /** Current and estimated funding of every perpetual. */
  fundingRates(): Promise<Result<FundingRate[], ErrorCode>>;
  /** One page of a perpetual's settled fundings, newest first. */
  fundingRateHistory(query: FundingHistoryQuery): Promise<Result<Page<FundingRateHistoryRow>, ErrorCode>>;
}
export const FundingApiPort = token<FundingApiPort>('FundingApiPort');
