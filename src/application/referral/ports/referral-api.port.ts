import type { ReferralSplit } from '../../../domain/referral/referral';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** An amount of one token (decimal string). */
export interface TokenAmount {
  readonly token: string;
  readonly amount: string;
}

/** One of the member's referral codes. */
export interface ReferralCode {
  readonly id: number;
  readonly code: string;
  readonly split: ReferralSplit;
  readonly note: string;
  readonly isDefault: boolean;
  readonly referees: number;
  readonly createdTime: number;
}

/** `referral_overall`: the member's referral figures. */
export interface ReferralTotals {
  readonly referees: number;
  readonly tradedReferees: number;
  readonly volume: string;
  readonly earned30d: readonly TokenAmount[];
  readonly earnedTotal: readonly TokenAmount[];
}

/** A row of `/v3/account/referral/summary`: someone who signed up with one of the member's codes. */
export interface Referee {
  readonly referralId: number;
  readonly registerTime: number;
  readonly code: string;
  readonly traded: boolean;
  readonly earned: readonly TokenAmount[];
  readonly email: string;
  readonly volume: string;
}

/** A row of `/v3/account/referral/commissions`: one fee of a referee that paid the member. */
export interface Commission {
  readonly id: number;
  readonly referralId: number;
  readonly code: string;
  readonly token: string;
  readonly amount: string;
  readonly createdTime: number;
}

export interface Paged<T> {
  readonly rows: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** `referral_campaign`: the running referral campaign, its terms' figures and the member's progress. */
export interface ReferralCampaign {
  readonly id: string;
  readonly title: string;
  readonly commissionRate: string;
  readonly durationDays: number;
  readonly endTime: number;
  readonly target: number;
  readonly referees: number;
  readonly tradedReferees: number;
  readonly completed: boolean;
}

/** `sharing_info`: the default code's share texts (`{link}` still to fill) and the share image (a path of this app). */
export interface ReferralSharing {
  readonly code: string;
  readonly texts: readonly string[];
  readonly imageUrl: string;
}

/** The referral calls of the user centre (docs/protocol.md "Referral"), authenticated by the session. */
export interface ReferralApiPort {
  codes(): Promise<Result<readonly ReferralCode[], TradeFailure>>;
  totals(): Promise<Result<ReferralTotals, TradeFailure>>;
  referees(page: number, size: number): Promise<Result<Paged<Referee>, TradeFailure>>;
  commissions(page: number, size: number): Promise<Result<Paged<Commission>, TradeFailure>>;
  /** A new code: the one typed, or a free one when none is given. */
  create(input: {
    readonly code?: string;
    readonly split: ReferralSplit;
    readonly note?: string;
  }): Promise<Result<ReferralCode, TradeFailure>>;
  edit(id: number, patch: { readonly split?: ReferralSplit; readonly note?: string }): Promise<Result<ReferralCode, TradeFailure>>;
  makeDefault(id: number): Promise<Result<ReferralCode, TradeFailure>>;
  /** A code nobody holds, to propose in the form. */
  freeCode(): Promise<Result<string, TradeFailure>>;
  campaign(language: string): Promise<Result<ReferralCampaign | undefined, TradeFailure>>;
  sharing(language: string): Promise<Result<ReferralSharing, TradeFailure>>;
}
export const ReferralApiPort = token<ReferralApiPort>('ReferralApiPort');
