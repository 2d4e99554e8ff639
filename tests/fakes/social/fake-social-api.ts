import type { LeaderboardQuery, SocialApiPort } from '../../../src/application/social/ports/social-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import Decimal from 'decimal.js';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type {
  Leaderboard,
  LeaderboardMetricsRow,
  ProfileHit,
  SortBy,
  TradingPeriod,
  TradingType,
  VolumeRow,
} from '../../../src/domain/social/leaderboard';
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
} from '../../../src/domain/social/profile';

const refused = (message: string, code = -1005): TradeFailure => ({ kind: 'refused', code, message, status: 400 });
const PUBLIC: ProfileSettings = {
  showPnl: true,
  showPortfolio: true,
  showTradingActivity: true,
  showPositions: true,
  showOnLeaderboard: true,
};

/** A trader the fake ranks: its figures per market (the test writes them). */
export interface FakeTrader {
  uuid: string;
  coolName: string;
  pnl: string;
  roi: string;
  spotVolume: string;
  futuresVolume: string;
  settings: ProfileSettings;
  daily: DailyPnlRow[];
  assets: AssetShare[];
}

/**
 * The social backend in memory, ranked as the simulator ranks (descending, then by uuid): traders the test adds,
 * the signed-in user (`meUuid`), followings, profile settings, cool names unique whatever their case.
 */
export class FakeSocialApi implements SocialApiPort {
  readonly traders: FakeTrader[] = [];
  meUuid = 'me-uuid';
  readonly following = new Map<string, number>();
  now = 1_700_000_000_000;
  updatedTime = 1_700_000_000_000;
  /** Every call's path-like name, in order. */
  readonly calls: string[] = [];

  addTrader(t: Partial<FakeTrader> & { uuid: string; coolName: string }): FakeTrader {
    const trader: FakeTrader = {
      pnl: '0',
      roi: '0',
      spotVolume: '0',
      futuresVolume: '0',
      settings: { ...PUBLIC },
      daily: [],
      assets: [],
      ...t,
    };
    this.traders.push(trader);
    return trader;
  }

  private trader(uuid: string): FakeTrader | undefined {
    return this.traders.find((t) => t.uuid === uuid);
  }

  private ranked<Row extends { rank: number; uuid: string }>(
    figure: (t: FakeTrader) => string,
    row: (t: FakeTrader, rank: number) => Row,
    q: LeaderboardQuery,
  ): Leaderboard<Row> {
    const sorted = [...this.traders].sort((a, b) => new Decimal(figure(b)).comparedTo(figure(a)) || a.uuid.localeCompare(b.uuid));
    const rows = sorted.map((t, i) => row(t, i + 1));
    const me = q.signedIn ? rows.find((r) => r.uuid === this.meUuid) : undefined;
    return {
      rows: rows.slice((q.page - 1) * q.size, q.page * q.size),
      total: rows.length,
      updatedTime: this.updatedTime,
      ...(me ? { me } : {}),
    };
  }

  leaderboard(q: LeaderboardQuery & { readonly sortBy: SortBy }): Promise<Result<Leaderboard<LeaderboardMetricsRow>, TradeFailure>> {
    this.calls.push(`${q.signedIn ? 'private' : 'public'}/leaderboard-metrics ${q.sortBy} ${q.period}`);
    const volume = (t: FakeTrader) => new Decimal(t.spotVolume).plus(t.futuresVolume).toFixed();
    const figure = q.sortBy === 'PNL' ? (t: FakeTrader) => t.pnl : q.sortBy === 'ROI' ? (t: FakeTrader) => t.roi : volume;
    return Promise.resolve(
      ok(this.ranked(figure, (t, rank) => ({ rank, uuid: t.uuid, coolName: t.coolName, pnl: t.pnl, roi: t.roi, volume: volume(t) }), q)),
    );
  }

  volumeLeaderboard(q: LeaderboardQuery & { readonly type: TradingType }): Promise<Result<Leaderboard<VolumeRow>, TradeFailure>> {
    this.calls.push(`${q.signedIn ? 'private' : 'public'}/trading-volume-leaderboard ${q.type} ${q.period}`);
    const figure = (t: FakeTrader) => (q.type === 'SPOT' ? t.spotVolume : t.futuresVolume);
    return Promise.resolve(ok(this.ranked(figure, (t, rank) => ({ rank, uuid: t.uuid, coolName: t.coolName, volume: figure(t) }), q)));
  }

  search(coolName: string, size: number): Promise<Result<ProfileHit[], TradeFailure>> {
    const text = coolName.toLowerCase();
    const found = this.traders.filter((t) => t.coolName.toLowerCase().includes(text));
    const starts = (t: FakeTrader) => (t.coolName.toLowerCase().startsWith(text) ? 0 : 1);
    const rows = found.sort((a, b) => starts(a) - starts(b) || a.coolName.localeCompare(b.coolName)).slice(0, size);
    return Promise.resolve(ok(rows.map((t) => ({ uuid: t.uuid, coolName: t.coolName }))));
  }

  follow(uuid: string): Promise<Result<boolean, TradeFailure>> {
    this.calls.push(`follow ${uuid}`);
    if (uuid === this.meUuid) return Promise.resolve(err(refused('uuid: you cannot follow yourself')));
    if (!this.trader(uuid)) return Promise.resolve(err(refused('uuid: no such trader', -1006)));
    if (!this.following.has(uuid)) this.following.set(uuid, this.now++);
    return Promise.resolve(ok(true));
  }

  unfollow(uuid: string): Promise<Result<boolean, TradeFailure>> {
    this.calls.push(`unfollow ${uuid}`);
    this.following.delete(uuid);
    return Promise.resolve(ok(false));
  }

  async followingUuids(): Promise<Result<readonly string[], TradeFailure>> {
    return ok([...this.following.keys()]);
  }

  followingList(page: number, size: number): Promise<Result<{ rows: FollowingRow[]; total: number }, TradeFailure>> {
    const rows = [...this.following]
      .sort((a, b) => b[1] - a[1])
      .flatMap(([uuid, followedTime]) => {
        const t = this.trader(uuid);
        return t
          ? [
              {
                uuid,
                coolName: t.coolName,
                followedTime,
                pnl: t.pnl,
                roi: t.roi,
                volume: new Decimal(t.spotVolume).plus(t.futuresVolume).toFixed(),
              },
            ]
          : [];
      });
    return Promise.resolve(ok({ rows: rows.slice((page - 1) * size, page * size), total: rows.length }));
  }

  myUuid(): Promise<Result<string, TradeFailure>> {
    return Promise.resolve(ok(this.meUuid));
  }

  private me(): FakeTrader {
    return this.trader(this.meUuid) ?? this.addTrader({ uuid: this.meUuid, coolName: `Trader-${this.meUuid.slice(0, 6)}` });
  }

  settings(): Promise<Result<ProfileSettings, TradeFailure>> {
    return Promise.resolve(ok({ ...this.me().settings }));
  }

  saveSettings(settings: ProfileSettings): Promise<Result<ProfileSettings, TradeFailure>> {
    this.me().settings = { ...settings };
    return Promise.resolve(ok({ ...settings }));
  }

  private withTrader<T>(uuid: string, make: (t: FakeTrader, own: boolean) => T): Promise<Result<T, TradeFailure>> {
    const t = uuid === this.meUuid ? this.me() : this.trader(uuid);
    return Promise.resolve(t ? ok(make(t, uuid === this.meUuid)) : err(refused('uuid: no such trader', -1006)));
  }

  private hideable<Row>(t: FakeTrader, own: boolean, shown: boolean, rows: Row[]): Hideable<Row> {
    return own || shown ? { hidden: false, rows } : { hidden: true, rows: [] };
  }

  summary(uuid: string): Promise<Result<ProfileSummary, TradeFailure>> {
    return this.withTrader(uuid, (t, own) => ({
      uuid,
      coolName: t.coolName,
      isMe: own,
      following: this.following.has(uuid),
      followers: this.following.has(uuid) ? 1 : 0,
      followings: 0,
      simulated: !own,
      style: own ? null : 'trend',
      firstTradeTime: null,
      lastTradeTime: null,
      settings: { ...t.settings },
    }));
  }

  performance(uuid: string, period: TradingPeriod): Promise<Result<ProfilePerformance, TradeFailure>> {
    return this.withTrader(uuid, (t, own) => {
      const show = own || t.settings.showPnl;
      return {
        tradingPeriod: period,
        capital: '10000',
        volume: new Decimal(t.spotVolume).plus(t.futuresVolume).toFixed(),
        trades: t.daily.length,
        tradingDays: t.daily.length,
        pnl: show ? t.pnl : null,
        roi: show ? t.roi : null,
        winRate: null,
        maxDrawdown: show ? '0' : null,
        sharpe: null,
      };
    });
  }

  overview(uuid: string, _period: TradingPeriod): Promise<Result<Hideable<DailyPnlRow>, TradeFailure>> {
    return this.withTrader(uuid, (t, own) => this.hideable(t, own, t.settings.showPnl, t.daily));
  }

  tradingActivity(uuid: string, _period: TradingPeriod): Promise<Result<Hideable<ActivityRow>, TradeFailure>> {
    return this.withTrader(uuid, (t, own) =>
      this.hideable(
        t,
        own,
        t.settings.showTradingActivity,
        t.daily.map((d) => ({ time: d.time, trades: 1, volume: '100' })),
      ),
    );
  }

  portfolio(uuid: string): Promise<Result<Hideable<AssetShare>, TradeFailure>> {
    return this.withTrader(uuid, (t, own) => this.hideable(t, own, t.settings.showPortfolio, t.assets));
  }

  positions(uuid: string): Promise<Result<Hideable<OpenPositionRow>, TradeFailure>> {
    return this.withTrader(uuid, (t, own) => this.hideable<OpenPositionRow>(t, own, t.settings.showPositions, []));
  }

  setCoolName(coolName: string): Promise<Result<string, TradeFailure>> {
    this.calls.push(`cool-names ${coolName}`);
    const taken = this.traders.some((t) => t.uuid !== this.meUuid && t.coolName.toLowerCase() === coolName.toLowerCase());
    if (taken) return Promise.resolve(err(refused(`coolName: ${coolName} is already taken`)));
    this.me().coolName = coolName;
    return Promise.resolve(ok(coolName));
  }
}
