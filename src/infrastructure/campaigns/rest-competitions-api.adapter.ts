import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type {
  BadgeConfiguration,
  Campaign,
  CampaignMe,
  CompetitionStandings,
  CompetitionTop,
  CompetitionsApiPort,
  HeedUserData,
  MmDashboard,
  MmEpoch,
  Page,
  StandingRow,
} from '../../application/campaigns/ports/competitions-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { MarketMakerProgram } from '../../domain/campaigns/market-maker';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall, type CallMethod, type CallOptions } from '../http/trade-call';
import {
  badgeRows,
  campaignData,
  campaignRows,
  competitionTop,
  epochRows,
  heedData,
  mmData,
  privateCampaign,
  signUpData,
  standingPage,
  toBadges,
  toCampaign,
  toEpochs,
  toHeed,
  toMe,
  toMm,
  toPage,
  toStandings,
  toTop,
} from './competitions.schema';

const P = '/social-backend-ui';
const side = (signedIn: boolean) => (signedIn ? 'private' : 'public');
const id = (campaignId: string) => encodeURIComponent(campaignId);

/** Campaigns, trading competitions and market-maker dashboards over REST (public calls bare, private ones with the session's bearer). */
@injectable()
export class RestCompetitionsApi implements CompetitionsApiPort {
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

  campaigns(): Promise<Result<readonly Campaign[], TradeFailure>> {
    return this.call('GET', '/public/campaigns', campaignRows, (d) => d.rows.map(toCampaign));
  }

  campaign(campaignId: string, signedIn: boolean): Promise<Result<{ campaign: Campaign; me?: CampaignMe }, TradeFailure>> {
    if (!signedIn) return this.call('GET', `/public/campaigns/${id(campaignId)}`, campaignData, (d) => ({ campaign: toCampaign(d) }));
    return this.call('GET', `/private/campaigns/${id(campaignId)}`, privateCampaign, (d) => ({ campaign: toCampaign(d), me: toMe(d.me) }));
  }

  signUp(campaignId: string): Promise<Result<{ signedUpTime: number }, TradeFailure>> {
    return this.call('PUT', `/private/campaigns/${id(campaignId)}/signup`, signUpData, (d) => ({ signedUpTime: d.signedUpTime }), {
      body: {},
    });
  }

  leaderboard(campaignId: string, page: number, size: number): Promise<Result<Page<StandingRow>, TradeFailure>> {
    return this.call('PUT', '/public/campaigns/leaderboard', standingPage, toPage, { params: { campaignId }, body: { page, size } });
  }

  badges(): Promise<Result<readonly BadgeConfiguration[], TradeFailure>> {
    return this.call('GET', '/public/campaigns/badge-configurations', badgeRows, toBadges);
  }

  heedUserData(): Promise<Result<HeedUserData, TradeFailure>> {
    return this.call('GET', '/private/campaigns/HEED_THE_CALL/user-data', heedData, toHeed);
  }

  competitionTop(campaignId: string, signedIn: boolean): Promise<Result<CompetitionTop, TradeFailure>> {
    return this.call('GET', `/${side(signedIn)}/trading-competitions/${id(campaignId)}`, competitionTop, toTop);
  }

  competitionStandings(
    campaignId: string,
    signedIn: boolean,
    page: number,
    size: number,
  ): Promise<Result<CompetitionStandings, TradeFailure>> {
    return this.call('GET', `/${side(signedIn)}/v2/trading-competitions/${id(campaignId)}`, standingPage, toStandings, {
      params: { page, size },
    });
  }

  mmEpochs(program: MarketMakerProgram): Promise<Result<readonly MmEpoch[], TradeFailure>> {
    return this.call('GET', '/public/market-makers-dashboards/epochs', epochRows, toEpochs, { params: { program } });
  }

  mmDashboard(program: MarketMakerProgram, epochId: number): Promise<Result<MmDashboard, TradeFailure>> {
    return this.call('GET', `/public/market-makers-dashboards/${epochId}`, mmData, toMm, { params: { program, mock: 'false' } });
  }
}
