import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { LeaderboardQuery, SocialApiPort } from '../../application/social/ports/social-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { Result } from '../../domain/shared/result';
import type { Leaderboard, LeaderboardMetricsRow, SortBy, TradingPeriod, TradingType, VolumeRow } from '../../domain/social/leaderboard';
import type { ProfileSettings } from '../../domain/social/profile';
import { ApiClient } from '../http/api-client';
import { tradeCall, type CallMethod, type CallOptions } from '../http/trade-call';
import {
  activityData,
  coolNameData,
  followingData,
  followingPage,
  metricsBoard,
  overviewData,
  performanceData,
  portfolioData,
  positionsData,
  searchRows,
  settingsData,
  summaryData,
  uuidData,
  followingUuids,
  volumeBoard,
} from './social.schema';

const P = '/social-backend-ui';
const board = <Row>(d: { rows: Row[]; meta: { total: number }; me?: Row | null; updatedTime: number }): Leaderboard<Row> => ({
  rows: d.rows,
  total: d.meta.total,
  updatedTime: d.updatedTime,
  ...(d.me ? { me: d.me } : {}),
});

/** The social backend over REST (public calls without, private ones with the session's bearer). */
@injectable()
export class RestSocialApi implements SocialApiPort {
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

  private profile(uuid: string, part: string): string {
    return `/private/user-profiles/${encodeURIComponent(uuid)}/${part}`;
  }

  leaderboard(q: LeaderboardQuery & { readonly sortBy: SortBy }): Promise<Result<Leaderboard<LeaderboardMetricsRow>, TradeFailure>> {
    const params = { tradingPeriod: q.period, tradingType: 'ALL', sortBy: q.sortBy, sortOrder: 'DESC', page: q.page, size: q.size };
    return this.call('GET', `/${q.signedIn ? 'private' : 'public'}/leaderboard-metrics`, metricsBoard, board, { params });
  }

  volumeLeaderboard(q: LeaderboardQuery & { readonly type: TradingType }): Promise<Result<Leaderboard<VolumeRow>, TradeFailure>> {
    const params = { tradingPeriod: q.period, tradingType: q.type, sortOrder: 'DESC', page: q.page, size: q.size };
    return this.call('GET', `/${q.signedIn ? 'private' : 'public'}/trading-volume-leaderboard`, volumeBoard, board, { params });
  }

  search(coolName: string, size: number) {
    return this.call('GET', '/public/user-profiles/search', searchRows, (d) => d.rows, { params: { coolName, size } });
  }

  follow(uuid: string) {
    return this.call('POST', `/private/followings/${encodeURIComponent(uuid)}`, followingData, (d) => d.following);
  }

  unfollow(uuid: string) {
    return this.call('DELETE', `/private/followings/${encodeURIComponent(uuid)}`, followingData, (d) => d.following);
  }

  followingList(page: number, size: number) {
    return this.call('GET', '/private/following-lists', followingPage, (d) => ({ rows: d.rows, total: d.meta.total }), {
      params: { page, size },
    });
  }

  followingUuids() {
    return this.call('GET', '/private/following-lists/simple', followingUuids, (d) => d.uuids);
  }

  myUuid() {
    return this.call('GET', '/private/user-profiles/me/uuid', uuidData, (d) => d.uuid);
  }

  settings() {
    return this.call('GET', '/private/user-profiles/settings', settingsData, (d) => d);
  }

  saveSettings(settings: ProfileSettings) {
    return this.call('PUT', '/private/user-profiles/settings', settingsData, (d) => d, { body: settings });
  }

  summary(uuid: string) {
    return this.call('GET', this.profile(uuid, 'summary'), summaryData, (d) => d);
  }

  performance(uuid: string, period: TradingPeriod) {
    return this.call('GET', this.profile(uuid, 'performance'), performanceData, (d) => d, { params: { tradingPeriod: period } });
  }

  overview(uuid: string, period: TradingPeriod) {
    return this.call('GET', this.profile(uuid, 'overview'), overviewData, (d) => d, { params: { tradingPeriod: period } });
  }

  tradingActivity(uuid: string, period: TradingPeriod) {
    return this.call('GET', this.profile(uuid, 'trading-activity'), activityData, (d) => d, { params: { tradingPeriod: period } });
  }

  portfolio(uuid: string) {
    return this.call('GET', this.profile(uuid, 'portfolio'), portfolioData, (d) => d);
  }

  positions(uuid: string) {
    return this.call('GET', this.profile(uuid, 'extended-portfolio'), positionsData, (d) => d);
  }

  setCoolName(coolName: string) {
    return this.call('PUT', '/private/cool-names', coolNameData, (d) => d.coolName, { body: { coolName } });
  }
}
