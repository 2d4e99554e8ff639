import type { BadgeRule, CampaignMetric, CampaignStatus, PrizeTier, VolumeScope } from '../../../domain/campaigns/competition';
import type { MarketMakerProgram } from '../../../domain/campaigns/market-maker';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** A campaign as `public/campaigns` and `public/campaigns/{id}` answer it (decimal strings). */
export interface Campaign {
  readonly campaignId: string;
  readonly title: string;
  readonly summary: string;
  readonly status: CampaignStatus;
  readonly startTime: number;
  readonly endTime: number;
  readonly metric: CampaignMetric;
  readonly scope: VolumeScope;
  readonly volumeCap?: string;
  readonly minVolume: string;
  readonly prizeToken: string;
  readonly prizePool: string;
  readonly tiers: readonly PrizeTier[];
  readonly participants: number;
  readonly milestones?: readonly string[];
  /** When the prizes were paid (the campaign has ended and its final standings were credited). */
  readonly prizesPaidTime?: number;
}

/** The signed-in user's place in a campaign. */
export interface CampaignMe {
  readonly signedUp: boolean;
  readonly signedUpTime?: number;
  readonly rank?: number;
  readonly qualified: boolean;
  readonly value?: string;
  readonly volume: string;
  readonly pnl: string;
  readonly roi?: string;
  readonly trades: number;
  /** Share of the minimum volume reached, 0..1. */
  readonly progress: string;
  readonly prize: string;
  readonly badges: readonly string[];
  /** What was credited to the wallet when the campaign ended (absent while not paid, or when nothing was won). */
  readonly paidPrize?: string;
}

/** A leaderboard row (the campaign leaderboard and the v2 competition standings). */
export interface StandingRow {
  readonly rank: number;
  readonly tied: number;
  readonly uuid: string;
  readonly coolName: string;
  readonly value?: string;
  readonly volume: string;
  readonly pnl: string;
  readonly roi?: string;
  readonly trades: number;
  readonly prize: string;
}

export interface Page<T> {
  readonly rows: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** v1 competition: the top rows by the campaign's figure and, signed in, the caller's. */
export interface CompetitionTop {
  readonly rows: readonly { readonly rank: number; readonly uuid: string; readonly coolName: string; readonly value?: string }[];
  readonly me?: { readonly rank: number; readonly value?: string } | null;
}

/** v2 competition: paged standings with prizes and, signed in, the caller's place. */
export interface CompetitionStandings extends Page<StandingRow> {
  readonly me?: CampaignMe;
}

export interface HeedUserData extends CampaignMe {
  readonly milestones: readonly { readonly volume: string; readonly reached: boolean }[];
  readonly nextMilestone?: string;
}

export interface BadgeConfiguration {
  readonly badgeId: string;
  readonly campaignId?: string;
  readonly rule: BadgeRule;
}

export interface MmEpoch {
  readonly epochId: number;
  readonly startTime: number;
  readonly endTime: number;
  readonly ongoing: boolean;
}

export interface MmDashboard {
  readonly epochId: number;
  readonly program: MarketMakerProgram;
  readonly rewardPool: string;
  readonly totalMakerVolume: string;
  /** When the epoch's rewards were credited (absent while it runs, or on a host that does not say). */
  readonly paidTime?: number;
  readonly rows: readonly {
    readonly rank: number;
    readonly uuid: string;
    readonly coolName: string;
    readonly makerVolume: string;
    readonly share: string;
    readonly reward: string;
  }[];
}

type R<T> = Promise<Result<T, TradeFailure>>;

/** The social backend's campaign, competition and market-maker calls (docs/protocol.md "Campaigns and competitions"). */
export interface CompetitionsApiPort {
  campaigns(): R<readonly Campaign[]>;
  /** Signed in: the private call, with the caller's place. */
  campaign(campaignId: string, signedIn: boolean): R<{ readonly campaign: Campaign; readonly me?: CampaignMe }>;
  signUp(campaignId: string): R<{ readonly signedUpTime: number }>;
  leaderboard(campaignId: string, page: number, size: number): R<Page<StandingRow>>;
  badges(): R<readonly BadgeConfiguration[]>;
  heedUserData(): R<HeedUserData>;
  competitionTop(campaignId: string, signedIn: boolean): R<CompetitionTop>;
  competitionStandings(campaignId: string, signedIn: boolean, page: number, size: number): R<CompetitionStandings>;
  mmEpochs(program: MarketMakerProgram): R<readonly MmEpoch[]>;
  mmDashboard(program: MarketMakerProgram, epochId: number): R<MmDashboard>;
}
export const CompetitionsApiPort = token<CompetitionsApiPort>('CompetitionsApiPort');
