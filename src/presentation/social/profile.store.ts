import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { SocialApiPort } from '../../application/social/ports/social-api.port';
import { SetCoolName, type CoolNameFailure } from '../../application/social/set-cool-name.use-case';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { Result } from '../../domain/shared/result';
import type { TradingPeriod } from '../../domain/social/leaderboard';
import type {
  ActivityRow,
  AssetShare,
  DailyPnlRow,
  Hideable,
  OpenPositionRow,
  ProfilePerformance,
  ProfileSettings,
  ProfileSummary,
} from '../../domain/social/profile';
import { failureCode } from '../shared/failure-code';

const loadableOf = <T>(result: Result<T, TradeFailure>): Loadable<T> =>
  result.ok ? loaded(result.value) : failed(failureCode(result.error));

/** A message to show after an action: the exchange's refusal, the domain rule's problem, or no answer. */
export type ProfileNotice =
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'invalid'; readonly problem: string }
  | { readonly kind: 'unanswered' }
  | { readonly kind: 'saved' };

const noticeOf = (failure: CoolNameFailure): ProfileNotice =>
  failure.kind === 'refused'
    ? { kind: 'refused', message: failure.message }
    : failure.kind === 'invalid'
      ? { kind: 'invalid', problem: failure.problem }
      : { kind: 'unanswered' };

/** /leaderboard/user-profile: one trader's summary, figures, charts and sections; follow; your own settings and cool name. */
@injectable()
export class ProfileStore {
  uuid: string | undefined = undefined;
  period: TradingPeriod = 30;
  summary: Loadable<ProfileSummary> = idle();
  performance: Loadable<ProfilePerformance> = idle();
  overview: Loadable<Hideable<DailyPnlRow>> = idle();
  activity: Loadable<Hideable<ActivityRow>> = idle();
  portfolio: Loadable<Hideable<AssetShare>> = idle();
  positions: Loadable<Hideable<OpenPositionRow>> = idle();
  settings: Loadable<ProfileSettings> = idle();
  busy = false;
  notice: ProfileNotice | undefined = undefined;
  private loads = 0;

  constructor(
    @inject(SocialApiPort) private readonly api: SocialApiPort,
    @inject(SetCoolName) private readonly coolName: SetCoolName,
  ) {
    makeObservable<ProfileStore, 'set'>(this, {
      uuid: observable,
      period: observable,
      summary: observableRef,
      performance: observableRef,
      overview: observableRef,
      activity: observableRef,
      portfolio: observableRef,
      positions: observableRef,
      settings: observableRef,
      busy: observable,
      notice: observableRef,
      set: action,
      dismissNotice: action,
      renamed: action,
    });
  }

  private set(patch: Partial<Omit<ProfileStore, 'set'>>): void {
    Object.assign(this, patch);
  }

  /** Opens a trader's profile: the user's own when `uuid` is absent (`me/uuid`). */
  async open(uuid: string | undefined): Promise<void> {
    const n = ++this.loads;
    this.set({
      summary: pending(),
      performance: pending(),
      overview: pending(),
      activity: pending(),
      portfolio: pending(),
      positions: pending(),
      notice: undefined,
    });
    let id = uuid;
    if (!id) {
      const me = await this.api.myUuid();
      if (n !== this.loads) return;
      if (!me.ok) {
        this.set({ summary: failed(failureCode(me.error)) });
        return;
      }
      id = me.value;
    }
    this.set({ uuid: id });
    const [summary, portfolio, positions] = await Promise.all([this.api.summary(id), this.api.portfolio(id), this.api.positions(id)]);
    if (n !== this.loads) return;
    this.set({ summary: loadableOf(summary), portfolio: loadableOf(portfolio), positions: loadableOf(positions) });
    if (summary.ok && summary.value.isMe) void this.loadSettings();
    await this.loadPeriod(n);
  }

  async choosePeriod(period: TradingPeriod): Promise<void> {
    this.set({ period });
    await this.loadPeriod(this.loads);
  }

  private async loadPeriod(n: number): Promise<void> {
    const id = this.uuid;
    if (!id) return;
    const [performance, overview, activity] = await Promise.all([
      this.api.performance(id, this.period),
      this.api.overview(id, this.period),
      this.api.tradingActivity(id, this.period),
    ]);
    if (n !== this.loads) return;
    this.set({ performance: loadableOf(performance), overview: loadableOf(overview), activity: loadableOf(activity) });
  }

  /** Follows or unfollows the shown trader (one call at a time); the summary's count and flag follow the answer. */
  async toggleFollow(): Promise<void> {
    if (this.busy || this.summary.status !== 'success') return;
    const s = this.summary.value;
    this.set({ busy: true, notice: undefined });
    const result = s.following ? await this.api.unfollow(s.uuid) : await this.api.follow(s.uuid);
    if (result.ok) {
      const delta = result.value === s.following ? 0 : result.value ? 1 : -1;
      this.set({ busy: false, summary: loaded({ ...s, following: result.value, followers: s.followers + delta }) });
    } else this.set({ busy: false, notice: noticeOf(result.error) });
  }

  async loadSettings(): Promise<void> {
    this.set({ settings: pending() });
    this.set({ settings: loadableOf(await this.api.settings()) });
  }

  /** Saves what is public; the shown settings are the saved ones. */
  async saveSettings(settings: ProfileSettings): Promise<void> {
    if (this.busy) return;
    this.set({ busy: true, notice: undefined });
    const result = await this.api.saveSettings(settings);
    this.set({
      busy: false,
      ...(result.ok ? { settings: loaded(result.value), notice: { kind: 'saved' } } : { notice: noticeOf(result.error) }),
    });
  }

  /** Sets the user's cool name (domain rule first); the saved name (the summary then shows it), or undefined. */
  async saveCoolName(name: string): Promise<string | undefined> {
    if (this.busy) return undefined;
    this.set({ busy: true, notice: undefined });
    const result = await this.coolName.execute(name);
    if (!result.ok) {
      this.set({ busy: false, notice: noticeOf(result.error) });
      return undefined;
    }
    const s = this.summary;
    this.set({
      busy: false,
      notice: { kind: 'saved' },
      ...(s.status === 'success' ? { summary: loaded({ ...s.value, coolName: result.value }) } : {}),
    });
    return result.value;
  }

  /** The user's cool name changed elsewhere (their Twitter handle taken as cool name): the summary shows it. */
  renamed(coolName: string): void {
    const s = this.summary;
    if (s.status === 'success' && s.value.isMe) this.summary = loaded({ ...s.value, coolName });
  }

  dismissNotice(): void {
    this.notice = undefined;
  }
}
