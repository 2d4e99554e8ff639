import type { CandidateStatus } from './listing-campaign';
import type { ListingPhase, ListingSchedule } from './listing-phase';
import type { PredictionOutcome } from './prediction';

/** A candidate as the campaign call shows it: votes in the battles (VOTING) and in the showdown. */
export interface CandidateInfo {
  readonly token: string;
  readonly name: string;
  readonly seed: number;
  readonly battle: number;
  readonly votes: number;
  readonly showdownVotes: number;
  readonly status: CandidateStatus;
}

/** The public campaign (`GET public/campaigns/LISTING_CAMPAIGN`). */
export interface ListingCampaignInfo {
  readonly phase: ListingPhase;
  readonly schedule: ListingSchedule;
  readonly nextPhase: { readonly phase: ListingPhase; readonly at: number } | null;
  readonly candidates: readonly CandidateInfo[];
  readonly totalVotes: number;
  readonly voters: number;
  readonly winner: string | null;
  /** The envelope's timestamp: the countdown runs from the exchange's clock. */
  readonly serverTime: number;
}

export interface VoterRow {
  readonly rank: number;
  readonly voter: string;
  readonly tickets: number;
}

export interface VotingBoard {
  readonly rows: readonly VoterRow[];
  readonly total: number;
  readonly me?: VoterRow | null;
}

export interface BattleBoardRow {
  readonly battle: number;
  readonly leader: string;
  readonly candidates: readonly { readonly token: string; readonly votes: number; readonly rank: number; readonly myVotes?: number }[];
}

export interface ListingPrediction {
  readonly token: string;
  readonly time: number;
  readonly outcome: PredictionOutcome;
  /** USDT, a decimal string. */
  readonly reward: string;
}

export interface ShowdownBoard {
  readonly open: boolean;
  readonly rows: readonly { readonly rank: number; readonly token: string; readonly votes: number; readonly myVotes?: number }[];
  readonly winner: string | null;
  readonly prediction?: ListingPrediction | null;
}

export interface ListingUserVote {
  readonly id: number;
  readonly token: string;
  readonly tickets: number;
  readonly round: 'VOTING' | 'SHOWDOWN';
  readonly time: number;
}

/** `GET private/campaigns/LISTING_CAMPAIGN/user`. */
export interface ListingUser {
  /** USDT, a decimal string. */
  readonly volume: string;
  readonly wooHolding: string;
  readonly ticketsEarned: number;
  readonly ticketsSpent: number;
  readonly ticketsAvailable: number;
  readonly votes: readonly ListingUserVote[];
  readonly prediction: ListingPrediction | null;
}
