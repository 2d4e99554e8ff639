import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { SocialApiPort } from '../../application/social/ports/social-api.port';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { Leaderboard, LeaderboardMetric, ProfileHit, TradingPeriod, TradingType } from '../../domain/social/leaderboard';
import { figureTone, type FigureTone } from '../../domain/social/figure-tone';
import { percentOf, type FollowingRow } from '../../domain/social/profile';
import { failureCode } from '../shared/failure-code';

export const LEADERBOARD_PAGE_SIZE = 20;
const SEARCH_SIZE = 10;

/** One ranked row as the table shows it: every metric's figure may be absent (the volume board has volume only). */
export interface BoardRow {
  readonly rank: number;
  readonly uuid: string;
  readonly coolName: string;
  readonly pnl?: string;
  readonly roi?: string;
  readonly volume: string;
  /** The signed-in user's own row. */
  readonly me: boolean;
  /** The colour of the PnL and the ROI as shown (two decimals): a figure shown as 0.00 is flat, not a gain. */
  readonly pnlTone: FigureTone;
  readonly roiTone: FigureTone;
}

type RankedRow = Omit<BoardRow, 'me' | 'pnlTone' | 'roiTone'>;

const boardRow = (r: RankedRow, me: boolean): BoardRow => ({
  ...r,
  me,
  pnlTone: figureTone(r.pnl),
  roiTone: r.roi === undefined ? 'flat' : figureTone(percentOf(r.roi)),
});

/** /leaderboard: the metric, period and market, the ranked page with "You", search by cool name, the following list. */
@injectable()
export class LeaderboardStore {
  metric: LeaderboardMetric = 'PNL';
  period: TradingPeriod = 30;
  volumeType: TradingType = 'FUTURES';
  page = 1;
  signedIn = false;
  board: Loadable<Leaderboard<RankedRow>> = idle();
  query = '';
  hits: Loadable<ProfileHit[]> = idle();
  following: Loadable<{ rows: FollowingRow[]; total: number }> = idle();
  /** The uuids the signed-in user follows (`following-lists/simple`): their rows are marked on the board. */
  followed: ReadonlySet<string> = new Set();
  private loads = 0;
  private searches = 0;

  constructor(@inject(SocialApiPort) private readonly api: SocialApiPort) {
    makeObservable<LeaderboardStore, 'set'>(this, {
      metric: observable,
      period: observable,
      volumeType: observable,
      page: observable,
      signedIn: observable,
      board: observableRef,
      query: observable,
      hits: observableRef,
      following: observableRef,
      followed: observableRef,
      rows: computed,
      myRow: computed,
      set: action,
      setQuery: action,
    });
  }

  /** The page's rows, the user's own marked. */
  get rows(): BoardRow[] {
    if (this.board.status !== 'success') return [];
    const mine = this.board.value.me?.uuid;
    return this.board.value.rows.map((r) => boardRow(r, r.uuid === mine));
  }

  /** The user's own row when it is not on the shown page (pinned above the table). */
  get myRow(): BoardRow | undefined {
    if (this.board.status !== 'success' || !this.board.value.me) return undefined;
    const me = this.board.value.me;
    return this.board.value.rows.some((r) => r.uuid === me.uuid) ? undefined : boardRow(me, true);
  }

  private set(
    patch: Partial<Pick<LeaderboardStore, 'metric' | 'period' | 'volumeType' | 'page' | 'signedIn' | 'board' | 'hits' | 'following'>>,
  ): void {
    Object.assign(this, patch);
  }

  /** Loads the board for the signed-in state (the private call adds the user's own row). */
  async start(signedIn: boolean): Promise<void> {
    this.set({ signedIn });
    await Promise.all([
      this.load(),
      signedIn ? this.loadFollowing() : Promise.resolve(),
      signedIn ? this.loadFollowed() : Promise.resolve(),
    ]);
  }

  /** The followed uuids (a failure leaves the marks as they were: the board itself is unaffected). */
  async loadFollowed(): Promise<void> {
    const result = await this.api.followingUuids();
    if (result.ok) runInAction(() => (this.followed = new Set(result.value)));
  }

  choose(patch: { metric?: LeaderboardMetric; period?: TradingPeriod; volumeType?: TradingType; page?: number }): Promise<void> {
    this.set({ page: 1, ...patch });
    return this.load();
  }

  async load(): Promise<void> {
    const n = ++this.loads;
    if (this.board.status !== 'success') this.set({ board: pending() });
    const q = { period: this.period, page: this.page, size: LEADERBOARD_PAGE_SIZE, signedIn: this.signedIn };
    const result =
      this.metric === 'VOLUME'
        ? await this.api.volumeLeaderboard({ ...q, type: this.volumeType })
        : await this.api.leaderboard({ ...q, sortBy: this.metric });
    if (n !== this.loads) return;
    this.set({ board: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }

  setQuery(query: string): void {
    this.query = query;
    if (query.trim() === '') this.hits = idle();
  }

  /** Traders whose cool name contains the typed text (the latest search wins). */
  async search(): Promise<void> {
    const text = this.query.trim().slice(0, 20);
    if (text === '') return;
    const n = ++this.searches;
    this.set({ hits: pending() });
    const result = await this.api.search(text, SEARCH_SIZE);
    if (n !== this.searches) return;
    this.set({ hits: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }

  async loadFollowing(): Promise<void> {
    if (this.following.status !== 'success') this.set({ following: pending() });
    const result = await this.api.followingList(1, 100);
    this.set({ following: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }
}
