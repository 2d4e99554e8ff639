import type {
  BattleBoardRow,
  ListingCampaignInfo,
  ListingPrediction,
  ListingUser,
  ListingUserVote,
  ShowdownBoard,
  VotingBoard,
} from '../../../domain/listing/listing-data';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/**
 * The listing campaign's calls (`/social-backend-ui/{public,private}/campaigns/LISTING_CAMPAIGN…`, docs/protocol.md
 * "Listing campaign"). `signedIn` picks the private leaderboard (with the caller's own figures) over the public one.
 */
export interface ListingApiPort {
  campaign(): Promise<Result<ListingCampaignInfo, TradeFailure>>;
  votingLeaderboard(signedIn: boolean, page: number, size: number): Promise<Result<VotingBoard, TradeFailure>>;
  battleLeaderboard(signedIn: boolean): Promise<Result<BattleBoardRow[], TradeFailure>>;
  showdownLeaderboard(signedIn: boolean): Promise<Result<ShowdownBoard, TradeFailure>>;
  user(): Promise<Result<ListingUser, TradeFailure>>;
  vote(token: string, tickets: number): Promise<Result<ListingUserVote & { readonly ticketsAvailable: number }, TradeFailure>>;
  predict(token: string): Promise<Result<ListingPrediction, TradeFailure>>;
}
export const ListingApiPort = token<ListingApiPort>('ListingApiPort');
