import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { ListingApiPort } from '../../application/listing/ports/listing-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { ListingCampaignInfo } from '../../domain/listing/listing-data';
import { LISTING_CAMPAIGN_ID } from '../../domain/listing/listing-phase';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall, type CallMethod, type CallOptions } from '../http/trade-call';
import { battleBoardData, campaignData, predictionData, showdownBoardData, userData, voteData, votingBoardData } from './listing.schema';

const P = '/social-backend-ui';
const C = `campaigns/${LISTING_CAMPAIGN_ID}`;
const side = (signedIn: boolean) => (signedIn ? 'private' : 'public');

/** The listing campaign over REST (public calls without, private ones with the session's bearer). */
@injectable()
export class RestListingApi implements ListingApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  private call<T, R>(
    method: CallMethod,
    path: string,
    schema: z.ZodMiniType<T>,
    map: (data: T) => R,
    options?: CallOptions,
  ): Promise<Result<R, TradeFailure>> {
    return tradeCall(this.api, method, `${P}${path}`, schema, map, options);
  }

  async campaign(): Promise<Result<ListingCampaignInfo, TradeFailure>> {
    try {
      const r = await this.api.getStamped(`${P}/public/${C}`, campaignData);
      return r.ok ? ok({ ...r.value.data, serverTime: r.value.timestamp }) : err({ kind: 'unanswered', error: r.error });
    } catch {
      return err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
    }
  }

  votingLeaderboard(signedIn: boolean, page: number, size: number) {
    return this.call(
      'GET',
      `/${side(signedIn)}/${C}/voting-leaderboard`,
      votingBoardData,
      (d) => ({ rows: d.rows, total: d.meta.total, ...(d.me !== undefined ? { me: d.me } : {}) }),
      { params: { page, size } },
    );
  }

  battleLeaderboard(signedIn: boolean) {
    return this.call('GET', `/${side(signedIn)}/${C}/battle-leaderboard`, battleBoardData, (d) => d.rows);
  }

  showdownLeaderboard(signedIn: boolean) {
    return this.call('GET', `/${side(signedIn)}/${C}/showdown-leaderboard`, showdownBoardData, (d) => d);
  }

  user() {
    return this.call('GET', `/private/${C}/user`, userData, (d) => d);
  }

  vote(token: string, tickets: number) {
    return this.call('POST', `/private/${C}/vote`, voteData, (d) => d, { body: { token, tickets } });
  }

  predict(token: string) {
    return this.call('POST', `/private/${C}/predict-to-win`, predictionData, (d) => d, { body: { token } });
  }
}
