import { inject, injectable } from 'inversify';
import { predictionProblem, voteProblemOf, type PredictionProblem, type VoteProblem } from '../../domain/listing/listing-campaign';
import type { ListingCampaignInfo, ListingPrediction, ListingUser, ListingUserVote } from '../../domain/listing/listing-data';
import { err, type Result } from '../../domain/shared/result';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { ListingApiPort } from './ports/listing-api.port';

/** A vote or prediction refused before it is sent (the domain's rule), or by the exchange. */
export type ListingFailure = { readonly kind: 'problem'; readonly problem: VoteProblem | PredictionProblem } | TradeFailure;

/** Casts a vote: checked with the campaign's rule first (phase, candidate, whole tickets, tickets left), then sent once. */
@injectable()
export class CastListingVote {
  constructor(@inject(ListingApiPort) private readonly api: ListingApiPort) {}

  async execute(
    campaign: ListingCampaignInfo,
    user: ListingUser,
    token: string,
    tickets: number,
  ): Promise<Result<ListingUserVote, ListingFailure>> {
    const status = campaign.candidates.find((c) => c.token === token)?.status;
    const problem = voteProblemOf(campaign.phase, status, tickets, user.ticketsAvailable);
    if (problem) return err({ kind: 'problem', problem });
    return this.api.vote(token, tickets);
  }
}

/** Predict-to-win: checked (before the showdown, a candidate), then sent; a second one replaces the first. */
@injectable()
export class PredictListingWinner {
  constructor(@inject(ListingApiPort) private readonly api: ListingApiPort) {}

  async execute(campaign: ListingCampaignInfo, token: string): Promise<Result<ListingPrediction, ListingFailure>> {
    const problem = predictionProblem(campaign.phase, campaign.candidates, token);
    if (problem) return err({ kind: 'problem', problem });
    return this.api.predict(token);
  }
}
