import type { Result } from '../../../domain/shared/result';
import type { ReferralCode, ReferralTotals } from '../../referral/ports/referral-api.port';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** `referral_info`: the member's default referral code, how many codes they hold (of the cap) and their totals. */
export interface ReferralSummary extends ReferralTotals {
  readonly defaultCode: ReferralCode;
  readonly codes: number;
  readonly maxCodes: number;
}

/** The account overview's one read of the referral programme (the referral page itself has the full calls). */
export interface ReferralSummaryPort {
  summary(): Promise<Result<ReferralSummary, TradeFailure>>;
}
export const ReferralSummaryPort = token<ReferralSummaryPort>('ReferralSummaryPort');
