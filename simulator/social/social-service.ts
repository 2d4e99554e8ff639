import { LEADERBOARD_REFRESH_SECONDS } from '../../src/domain/social/leaderboard';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { AccountRepository } from '../store/account-repository';
import type { TradingEngine } from '../trading/trading-engine';
import { SocialMetrics, wireNumber, type SortBy, type TradingType, type WindowTotals } from './social-metrics';
import type { SocialRepository } from './social-repository';
import type { SimulatedTraders } from './simulated-traders';
import { DAY_MS, TraderFigures } from './trader-figures';
import { uuidOf } from './trader-names';

/** A leaderboard row on the wire (numbers as the real API sends them; ROI a fraction). */
export interface LeaderboardRow {
  rank: number;
  uuid: string;
  coolName: string;
  pnl: number;
  roi: number;
  volume: number;
  trades: number;
}

/**
 * The social backend's state: who is who (public uuid, cool name), the figures (`SocialMetrics`), followings and
 * profile settings. Real accounts and simulated traders are alike here: both are accounts of the trading engine.
 */
export class SocialService {
  readonly metrics: SocialMetrics;
  private readonly uuids = new Map<string, number>();
  private coolNames = new Map<number, string>();

  constructor(
    readonly trading: TradingEngine,
    readonly accounts: AccountRepository,
    readonly repo: SocialRepository,
    readonly traders: SimulatedTraders,
    readonly clock: () => number,
  ) {
    this.metrics = new SocialMetrics(() => trading.accounts.values(), clock);
    for (const t of traders.traders) this.uuids.set(t.uuid, t.userId);
    for (const h of traders.history(Math.floor(clock() / DAY_MS))) {
      const f = new TraderFigures(h.userId);
      f.addPriorDays(h.days, h.capital, h.assets);
      this.metrics.figures.set(h.userId, f);
    }
  }

  /** The figures, refreshed when older than a minute; the real accounts' cool names are read again with them. */
  async fresh(): Promise<SocialMetrics> {
    const before = this.metrics.updatedTime;
    this.metrics.fresh();
    if (this.metrics.updatedTime !== before) await this.reloadNames();
    return this.metrics;
  }

  /** Recomputes now (tests, the control route). */
  async refresh(): Promise<void> {
    this.metrics.refresh();
    await this.reloadNames();
  }

  private async reloadNames(): Promise<void> {
    const rows = await this.accounts.listCoolNames();
    this.coolNames = new Map(rows.map((r) => [r.userId, r.coolName]));
    for (const r of rows) this.remember(r.userId);
    for (const userId of this.metrics.figures.keys()) this.remember(userId);
  }

  /** The public uuid of an account (remembered so the uuid finds it again). */
  remember(userId: number): string {
    const uuid = this.traders.trader(userId)?.uuid ?? uuidOf(userId);
    this.uuids.set(uuid, userId);
    return uuid;
  }

  /** The account of a public uuid; -1006 when no trader has it. */
  userIdOf(uuid: string): number {
    const userId = this.uuids.get(uuid);
    if (userId === undefined) throw new ApiError(ErrorCodes.NotFound, `uuid: no trader ${uuid}`);
    return userId;
  }

  /** The cool name shown for an account: its own, or "Trader" and the start of its uuid when it has none. */
  nameOf(userId: number): string {
    return this.traders.trader(userId)?.coolName ?? this.coolNames.get(userId) ?? `Trader-${this.remember(userId).slice(0, 6)}`;
  }

  setCoolName(userId: number, coolName: string | null): void {
    if (coolName) this.coolNames.set(userId, coolName);
    else this.coolNames.delete(userId);
  }

  row(t: WindowTotals, rank: number): LeaderboardRow {
    return {
      rank,
      uuid: this.remember(t.userId),
      coolName: this.nameOf(t.userId),
      pnl: wireNumber(t.pnl),
      roi: wireNumber(t.roi),
      volume: wireNumber(t.volume),
      trades: t.trades,
    };
  }

  /** One page of a ranking, plus the caller's own row (their rank in the whole ranking) when they have one. */
  async leaderboard(q: { period: number; type: TradingType; sortBy: SortBy; ascending: boolean; page: number; size: number }, me?: number) {
    const metrics = await this.fresh();
    const all = metrics.ranking(q.period, q.type, q.sortBy, q.ascending);
    // members are listed once they opt in (profile settings `showOnLeaderboard`); simulated traders always are
    const listed = new Set<number>();
    for (const t of all)
      if (this.traders.trader(t.userId) !== undefined || (await this.repo.settings(t.userId)).showOnLeaderboard) listed.add(t.userId);
    const ranking = all.filter((t) => listed.has(t.userId));
    const start = (q.page - 1) * q.size;
    const rows = ranking.slice(start, start + q.size).map((t, i) => this.row(t, start + i + 1));
    // the member's own row (shown to them only) ranks them among every trader, listed or not
    const mine = me === undefined ? -1 : all.findIndex((t) => t.userId === me);
    return {
      rows,
      meta: { total: ranking.length, recordsPerPage: q.size, currentPage: q.page },
      me: mine >= 0 ? this.row(all[mine]!, mine + 1) : null,
      updatedTime: metrics.updatedTime,
      refreshSeconds: LEADERBOARD_REFRESH_SECONDS,
    };
  }

  /** Traders whose cool name contains `fragment` (case-insensitive), names starting with it first; at most `limit`. */
  async search(fragment: string, limit: number): Promise<{ uuid: string; coolName: string }[]> {
    const wanted = fragment.toLowerCase();
    const real = await this.accounts.listCoolNames();
    for (const r of real) this.setCoolName(r.userId, r.coolName);
    const all = [...this.traders.traders.map((t) => ({ userId: t.userId, coolName: t.coolName })), ...real];
    return all
      .filter((x) => x.coolName.toLowerCase().includes(wanted))
      .sort(
        (a, b) =>
          Number(!a.coolName.toLowerCase().startsWith(wanted)) - Number(!b.coolName.toLowerCase().startsWith(wanted)) ||
          a.coolName.localeCompare(b.coolName),
      )
      .slice(0, limit)
      .map((x) => ({ uuid: this.remember(x.userId), coolName: x.coolName }));
  }

  async follow(userId: number, uuid: string): Promise<void> {
    const target = this.userIdOf(uuid);
    if (target === userId) throw new ApiError(ErrorCodes.InvalidParameter, 'uuid: you cannot follow yourself');
    await this.repo.follow(userId, target, this.clock());
  }

  async unfollow(userId: number, uuid: string): Promise<void> {
    await this.repo.unfollow(userId, this.userIdOf(uuid));
  }

  /** Whom the user follows with their 30-day figures (spot and futures), newest first. */
  async followingRows(userId: number) {
    const metrics = await this.fresh();
    const totals = new Map(metrics.totals(30, 'ALL').map((t) => [t.userId, t]));
    return (await this.repo.followings(userId)).map((f) => {
      const t = totals.get(f.userId);
      return {
        uuid: this.remember(f.userId),
        coolName: this.nameOf(f.userId),
        followedTime: f.followedTime,
        pnl: t ? wireNumber(t.pnl) : 0,
        roi: t ? wireNumber(t.roi) : 0,
        volume: t ? wireNumber(t.volume) : 0,
      };
    });
  }
}
