import type { FeeGroup } from '../../../domain/market/fee-schedule';
import type { MarketType } from '../../../domain/market/market-symbol';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** The public fee schedule: the fee groups of one market type. */
export interface FeeScheduleApiPort {
  feeGroups(type: MarketType): Promise<Result<FeeGroup[], ErrorCode>>;
}
export const FeeScheduleApiPort = token<FeeScheduleApiPort>('FeeScheduleApiPort');
