import { inject, injectable } from 'inversify';
import type {
  Commission,
  Paged,
  Referee,
  ReferralApiPort,
  ReferralCampaign,
  ReferralCode,
  ReferralSharing,
  ReferralTotals,
} from '../../application/referral/ports/referral-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { ReferralSplit } from '../../domain/referral/referral';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall } from '../http/trade-call';
import {
  campaignRows,
  codeRow,
  codeRows,
  sharingData,
  toCampaign,
  toSharing,
  commissionPage,
  freeCodeData,
  refereePage,
  toCode,
  toCommissions,
  toReferees,
  toTotals,
  totalsData,
} from './referral.schema';

const U = '/usercenter/account';

/** The user centre's referral calls and `/v3/account/referral/*` over REST with the session's bearer. */
@injectable()
export class RestReferralApi implements ReferralApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  codes(): Promise<Result<readonly ReferralCode[], TradeFailure>> {
    return tradeCall(this.api, 'GET', `${U}/get_referral`, codeRows, (d) => d.rows.map(toCode));
  }

  totals(): Promise<Result<ReferralTotals, TradeFailure>> {
    return tradeCall(this.api, 'GET', `${U}/referral_overall`, totalsData, toTotals);
  }

  referees(page: number, size: number): Promise<Result<Paged<Referee>, TradeFailure>> {
    return tradeCall(this.api, 'GET', '/v3/account/referral/summary', refereePage, toReferees, { params: { page, size } });
  }

  commissions(page: number, size: number): Promise<Result<Paged<Commission>, TradeFailure>> {
    return tradeCall(this.api, 'GET', '/v3/account/referral/commissions', commissionPage, toCommissions, { params: { page, size } });
  }

  create(input: {
    readonly code?: string;
    readonly split: ReferralSplit;
    readonly note?: string;
  }): Promise<Result<ReferralCode, TradeFailure>> {
    return tradeCall(this.api, 'POST', `${U}/build_referral`, codeRow, toCode, { body: input });
  }

  edit(id: number, patch: { readonly split?: ReferralSplit; readonly note?: string }): Promise<Result<ReferralCode, TradeFailure>> {
    return tradeCall(this.api, 'POST', `${U}/edit_referral`, codeRow, toCode, { body: { id, ...patch } });
  }

  makeDefault(id: number): Promise<Result<ReferralCode, TradeFailure>> {
    return tradeCall(this.api, 'POST', `${U}/default_referral/${id}`, codeRow, toCode);
  }

  campaign(language: string): Promise<Result<ReferralCampaign | undefined, TradeFailure>> {
    return tradeCall(this.api, 'GET', `${U}/referral_campaign`, campaignRows, toCampaign, { params: { language } });
  }

  sharing(language: string): Promise<Result<ReferralSharing, TradeFailure>> {
    return tradeCall(this.api, 'GET', `${U}/sharing_info`, sharingData, toSharing, { params: { language } });
  }

  freeCode(): Promise<Result<string, TradeFailure>> {
    return tradeCall(this.api, 'POST', `${U}/generate_referral_code`, freeCodeData, (d) => d.referralCode);
  }
}
