import type {
  Leaderboard,
  LeaderboardMetricsRow,
  ProfileHit,
  SortBy,
  TradingPeriod,
  TradingType,
  VolumeRow,
} from '../../../domain/social/leaderboard';
import type {
  ActivityRow,
  AssetShare,
  DailyPnlRow,
  FollowingRow,
  Hideable,
  OpenPositionRow,
  ProfilePerformance,
  ProfileSettings,
  ProfileSummary,
} from '../../../domain/social/profile';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

export interface LeaderboardQuery {
  readonly period: TradingPeriod;
  readonly page: number;
  readonly size: number;
  /** The private call (with the caller's own row) instead of the public one. */
  readonly signedIn: boolean;
}

/** The social backend's calls (`/social-backend-ui/*`, docs/protocol.md "Social"); failures as the trading calls'. */
export interface SocialApiPort {
  leaderboard(query: LeaderboardQuery & { readonly sortBy: SortBy }): Promise<Result<Leaderboard<LeaderboardMetricsRow>, TradeFailure>>;
  volumeLeaderboard(query: LeaderboardQuery & { readonly type: TradingType }): Promise<Result<Leaderboard<VolumeRow>, TradeFailure>>;
  search(coolName: string, size: number): Promise<Result<ProfileHit[], TradeFailure>>;
  follow(uuid: string): Promise<Result<boolean, TradeFailure>>;
  unfollow(uuid: string): Promise<Result<boolean, TradeFailure>>;
  followingList(page: number, size: number): Promise<Result<{ rows: FollowingRow[]; total: number }, TradeFailure>>;
  /** `GET private/following-lists/simple`: the uuids the user follows (marks followed traders on the leaderboard). */
  followingUuids(): Promise<Result<readonly string[], TradeFailure>>;
  myUuid(): Promise<Result<string, TradeFailure>>;
  settings(): Promise<Result<ProfileSettings, TradeFailure>>;
  saveSettings(settings: ProfileSettings): Promise<Result<ProfileSettings, TradeFailure>>;
  summary(uuid: string): Promise<Result<ProfileSummary, TradeFailure>>;
  performance(uuid: string, period: TradingPeriod): Promise<Result<ProfilePerformance, TradeFailure>>;
  overview(uuid: string, period: TradingPeriod): Promise<Result<Hideable<DailyPnlRow>, TradeFailure>>;
  tradingActivity(uuid: string, period: TradingPeriod): Promise<Result<Hideable<ActivityRow>, TradeFailure>>;
  portfolio(uuid: string): Promise<Result<Hideable<AssetShare>, TradeFailure>>;
  positions(uuid: string): Promise<Result<Hideable<OpenPositionRow>, TradeFailure>>;
  /** PUT `cool-names`: the name as saved; a taken or malformed name is refused (-1005). */
  setCoolName(coolName: string): Promise<Result<string, TradeFailure>>;
}
export const SocialApiPort = token<SocialApiPort>('SocialApiPort');
