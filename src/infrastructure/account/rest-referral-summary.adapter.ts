import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { ReferralSummary, ReferralSummaryPort } from '../../application/account/ports/referral-summary.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { codeRow, toCode, toTotals, totalsData } from '../referral/referral.schema';
import { tradeCall } from '../http/trade-call';

/** `GET /usercenter/account/referral_info`: the default code, the count of codes and cap, and `referral_overall`'s totals. */
export const referralInfoData = z.extend(totalsData, { defaultCode: codeRow, codes: z.int(), maxCodes: z.int() });

export const toReferralSummary = (d: z.infer<typeof referralInfoData>): ReferralSummary => ({
  ...toTotals(d),
  defaultCode: toCode(d.defaultCode),
  codes: d.codes,
  maxCodes: d.maxCodes,
});

@injectable()
export class RestReferralSummary implements ReferralSummaryPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  summary(): Promise<Result<ReferralSummary, TradeFailure>> {
    return tradeCall(this.api, 'GET', '/usercenter/account/referral_info', referralInfoData, toReferralSummary);
  }
}
