import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { CastListingVote, PredictListingWinner, type ListingFailure } from '../../application/listing/cast-listing-vote.use-case';
import { ListingApiPort } from '../../application/listing/ports/listing-api.port';
import { ClockPort } from '../../application/shared/ports/clock.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type {
  BattleBoardRow,
  CandidateInfo,
  ListingCampaignInfo,
  ListingUser,
  ShowdownBoard,
  VotingBoard,
} from '../../domain/listing/listing-data';
import { countdownParts, predictionsOpen, votingOpen } from '../../domain/listing/listing-phase';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { Result } from '../../domain/shared/result';
import { failureCode } from '../shared/failure-code';
import { growthRefusal } from '../shared/growth-refusals';

export const VOTERS_PAGE_SIZE = 20;

/** A candidate as the page lists it: its votes in the current round and the user's own. */
export interface CandidateRow extends CandidateInfo {
  readonly roundVotes: number;
  readonly myVotes: number;
  readonly votable: boolean;
}

/** What a dialog shows after a refusal: a translation key and its values (a rule of the page, or the exchange's refusal read back). */
export interface DialogError {
  readonly key: string;
  readonly values?: Record<string, string>;
}

const errorOf = (f: ListingFailure): DialogError =>
  f.kind === 'problem' ? { key: `problem.${f.problem}` } : f.kind === 'refused' ? growthRefusal(f.message) : { key: 'problem.network' };

/** /listing-campaign: the phase and countdown, candidates and tallies, the three leaderboards, my tickets, votes and prediction; the vote and predict dialogs. */
@injectable()
export class ListingStore {
  signedIn = false;
  campaign: Loadable<ListingCampaignInfo> = idle();
  battles: Loadable<BattleBoardRow[]> = idle();
  showdown: Loadable<ShowdownBoard> = idle();
  voters: Loadable<VotingBoard> = idle();
  user: Loadable<ListingUser> = idle();
  /** The exchange's time now (the campaign's envelope time plus what passed on this device since). */
  now = 0;
  private offset = 0;
  voteFor: string | undefined = undefined;
  voteTickets = 1;
  predictFor: string | undefined = undefined;
  busy = false;
  dialogError: DialogError | undefined = undefined;
  private loads = 0;

  constructor(
    @inject(ListingApiPort) private readonly api: ListingApiPort,
    @inject(CastListingVote) private readonly castVote: CastListingVote,
    @inject(PredictListingWinner) private readonly predictWinner: PredictListingWinner,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeObservable<ListingStore, 'set'>(this, {
      signedIn: observable,
      campaign: observableRef,
      battles: observableRef,
      showdown: observableRef,
      voters: observableRef,
      user: observableRef,
      now: observable,
      voteFor: observable,
      voteTickets: observable,
      predictFor: observable,
      busy: observable,
      dialogError: observableRef,
      candidates: computed,
      countdown: computed,
      canVote: computed,
      canPredict: computed,
      set: action,
      tick: action,
      openVote: action,
      openPredict: action,
      closeDialogs: action,
      setTickets: action,
    });
  }

  private set(
    patch: Partial<
      Pick<
        ListingStore,
        'signedIn' | 'campaign' | 'battles' | 'showdown' | 'voters' | 'user' | 'now' | 'busy' | 'dialogError' | 'voteFor' | 'predictFor'
      >
    >,
  ): void {
    Object.assign(this, patch);
  }

  /** The candidates in seed order with the current round's votes (the showdown's once it began) and the user's own. */
  get candidates(): CandidateRow[] {
    if (this.campaign.status !== 'success') return [];
    const c = this.campaign.value;
    const showdown = c.phase === 'SHOWDOWN' || c.phase === 'RESULT';
    const mine = this.user.status === 'success' ? this.user.value.votes : [];
    return [...c.candidates]
      .sort((a, b) => a.seed - b.seed)
      .map((x) => ({
        ...x,
        roundVotes: showdown ? x.showdownVotes : x.votes,
        myVotes: mine.filter((v) => v.token === x.token).reduce((s, v) => s + v.tickets, 0),
        votable: (c.phase === 'VOTING' && x.status === 'IN_BATTLE') || (c.phase === 'SHOWDOWN' && x.status === 'FINALIST'),
      }));
  }

  /** Time left until the next phase (undefined once the result is out). */
  get countdown(): { phase: string; days: number; hours: number; minutes: number; seconds: number } | undefined {
    if (this.campaign.status !== 'success' || !this.campaign.value.nextPhase) return undefined;
    const next = this.campaign.value.nextPhase;
    return { phase: next.phase, ...countdownParts(next.at - this.now) };
  }

  get canVote(): boolean {
    return this.signedIn && this.campaign.status === 'success' && votingOpen(this.campaign.value.phase);
  }

  get canPredict(): boolean {
    return this.signedIn && this.campaign.status === 'success' && predictionsOpen(this.campaign.value.phase);
  }

  /** Moves the countdown (the page calls it every second); a phase that has come reloads the campaign. */
  tick(): void {
    this.now = this.clock.now() + this.offset;
    const next = this.campaign.status === 'success' ? this.campaign.value.nextPhase : null;
    if (next && this.now >= next.at && !this.busy) void this.load();
  }

  async start(signedIn: boolean): Promise<void> {
    this.set({ signedIn });
    await this.load();
  }

  /** The campaign, the leaderboards (private ones when signed in) and the user's data, all at once; the latest load wins. */
  async load(): Promise<void> {
    const n = ++this.loads;
    const signedIn = this.signedIn;
    if (this.campaign.status !== 'success') this.set({ campaign: pending() });
    const [campaign, battles, showdown, voters, user] = await Promise.all([
      this.api.campaign(),
      this.api.battleLeaderboard(signedIn),
      this.api.showdownLeaderboard(signedIn),
      this.api.votingLeaderboard(signedIn, 1, VOTERS_PAGE_SIZE),
      signedIn ? this.api.user() : Promise.resolve(undefined),
    ]);
    if (n !== this.loads) return;
    const as = <T>(r: Result<T, TradeFailure>): Loadable<T> => (r.ok ? loaded(r.value) : failed(failureCode(r.error)));
    if (campaign.ok) this.offset = campaign.value.serverTime - this.clock.now();
    this.set({
      campaign: as(campaign),
      battles: as(battles),
      showdown: as(showdown),
      voters: as(voters),
      user: user ? as(user) : idle(),
      now: this.clock.now() + this.offset,
    });
  }

  openVote(token: string): void {
    this.voteFor = token;
    this.voteTickets = 1;
    this.dialogError = undefined;
  }

  openPredict(token: string): void {
    this.predictFor = token;
    this.dialogError = undefined;
  }

  setTickets(tickets: number): void {
    this.voteTickets = tickets;
  }

  closeDialogs(): void {
    this.voteFor = undefined;
    this.predictFor = undefined;
    this.dialogError = undefined;
  }

  /** Sends the open vote; on success the dialog closes and everything reloads (tally, leaderboards, my votes). */
  async submitVote(): Promise<boolean> {
    if (this.busy || !this.voteFor || this.campaign.status !== 'success' || this.user.status !== 'success') return false;
    this.set({ busy: true, dialogError: undefined });
    const result = await this.castVote.execute(this.campaign.value, this.user.value, this.voteFor, this.voteTickets);
    return this.finish(result);
  }

  /** Sends the open prediction (it replaces an earlier one). */
  async submitPrediction(): Promise<boolean> {
    if (this.busy || !this.predictFor || this.campaign.status !== 'success') return false;
    this.set({ busy: true, dialogError: undefined });
    return this.finish(await this.predictWinner.execute(this.campaign.value, this.predictFor));
  }

  private async finish(result: Result<unknown, ListingFailure>): Promise<boolean> {
    if (!result.ok) {
      this.set({ busy: false, dialogError: errorOf(result.error) });
      return false;
    }
    this.set({ voteFor: undefined, predictFor: undefined });
    await this.load();
    this.set({ busy: false });
    return true;
  }
}
