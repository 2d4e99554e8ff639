import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  CompetitionsApiPort,
  type BadgeConfiguration,
  type Campaign,
  type CampaignMe,
  type CompetitionStandings,
  type HeedUserData,
  type Page,
  type StandingRow,
} from '../../application/campaigns/ports/competitions-api.port';
import { canSignUp } from '../../domain/campaigns/competition';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { failureCode } from '../shared/failure-code';

export const CAMPAIGN_PAGE_SIZE = 20;
export const PRIZE_STANDINGS_SIZE = 10;

export type SignUpOutcome = 'signed-up' | 'login' | { readonly message: string };

/**
 * /campaigns/:id: the campaign (rules, prize pool and tiers, countdown), the user's place (rank, progress to the
 * minimum, prize, badges), the leaderboard (`PUT public/campaigns/leaderboard`), the prize standings (v2 competition),
 * the badge configurations and, for HEED_THE_CALL, the user's milestones.
 */
@injectable()
export class CampaignStore {
  campaignId = '';
  signedIn = false;
  detail: Loadable<{ readonly campaign: Campaign; readonly me?: CampaignMe }> = idle();
  board: Loadable<Page<StandingRow>> = idle();
  standings: Loadable<CompetitionStandings> = idle();
  badgeConfigs: readonly BadgeConfiguration[] = [];
  heed: HeedUserData | undefined = undefined;
  signingUp = false;
  /** The exchange knows no campaign of this id (-1006). */
  notFound = false;
  private loads = 0;

  constructor(@inject(CompetitionsApiPort) private readonly api: CompetitionsApiPort) {
    makeObservable<CampaignStore, 'set'>(this, {
      campaignId: observable,
      signedIn: observable,
      detail: observableRef,
      board: observableRef,
      standings: observableRef,
      badgeConfigs: observableRef,
      heed: observableRef,
      signingUp: observable,
      notFound: observable,
      campaign: computed,
      me: computed,
      badges: computed,
      set: action,
    });
  }

  get campaign(): Campaign | undefined {
    return this.detail.status === 'success' ? this.detail.value.campaign : undefined;
  }

  get me(): CampaignMe | undefined {
    return this.detail.status === 'success' ? this.detail.value.me : undefined;
  }

  /** The campaign's badges (its own and the general ones), each with whether the user holds it. */
  get badges(): { readonly config: BadgeConfiguration; readonly earned: boolean }[] {
    const held = new Set(this.me?.badges ?? []);
    return this.badgeConfigs
      .filter((b) => b.campaignId === undefined || b.campaignId === this.campaignId)
      .map((config) => ({ config, earned: held.has(config.badgeId) }));
  }

  /** Sign-up is offered until the campaign ends, to whoever has not signed up. */
  canSignUp(now: number): boolean {
    const c = this.campaign;
    return c !== undefined && canSignUp(c, now) && !this.me?.signedUp;
  }

  private set(
    patch: Partial<
      Pick<CampaignStore, 'campaignId' | 'signedIn' | 'detail' | 'board' | 'standings' | 'badgeConfigs' | 'heed' | 'signingUp' | 'notFound'>
    >,
  ): void {
    Object.assign(this, patch);
  }

  async start(campaignId: string, signedIn: boolean): Promise<void> {
    if (campaignId !== this.campaignId) this.set({ detail: idle(), board: idle(), standings: idle(), heed: undefined });
    this.set({ campaignId, signedIn });
    const badges =
      this.badgeConfigs.length > 0
        ? Promise.resolve()
        : this.api.badges().then((r) => {
            if (r.ok) this.set({ badgeConfigs: r.value });
          });
    await Promise.all([this.refresh(), badges, this.loadBoard(1)]);
  }

  /** The campaign and the user's place, the prize standings and HEED_THE_CALL's milestones, again (the rank moves as fills arrive). */
  async refresh(): Promise<void> {
    const n = ++this.loads;
    const { campaignId, signedIn } = this;
    if (this.detail.status !== 'success') this.set({ detail: pending() });
    const [detail, standings, heed] = await Promise.all([
      this.api.campaign(campaignId, signedIn),
      this.api.competitionStandings(campaignId, signedIn, 1, PRIZE_STANDINGS_SIZE),
      signedIn && campaignId === 'HEED_THE_CALL' ? this.api.heedUserData() : Promise.resolve(undefined),
    ]);
    if (n !== this.loads) return;
    this.set({
      detail: detail.ok ? loaded(detail.value) : failed(failureCode(detail.error)),
      standings: standings.ok ? loaded(standings.value) : failed(failureCode(standings.error)),
      heed: heed?.ok ? heed.value : undefined,
      notFound: !detail.ok && detail.error.kind === 'refused' && detail.error.code === -1006,
    });
  }

  async loadBoard(page: number): Promise<void> {
    if (this.board.status !== 'success') this.set({ board: pending() });
    const result = await this.api.leaderboard(this.campaignId, page, CAMPAIGN_PAGE_SIZE);
    this.set({ board: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }

  /** Signs the user up ('login' when not signed in), then reads their place again. */
  async signUp(): Promise<SignUpOutcome> {
    if (!this.signedIn) return 'login';
    if (this.signingUp) return 'signed-up';
    this.set({ signingUp: true });
    const result = await this.api.signUp(this.campaignId);
    this.set({ signingUp: false });
    if (!result.ok) return { message: result.error.kind === 'refused' ? result.error.message : result.error.error };
    await this.refresh();
    return 'signed-up';
  }

  /** Everything again (the page's refresh button). */
  async reload(): Promise<void> {
    const page = this.board.status === 'success' ? this.board.value.page : 1;
    await Promise.all([this.refresh(), this.loadBoard(page)]);
  }
}
