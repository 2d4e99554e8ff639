import Decimal from 'decimal.js';
import type { ListingApiPort } from '../../../src/application/listing/ports/listing-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import {
  battleOf,
  battles,
  candidateStatus,
  predictionProblem,
  showdown,
  voteProblem,
  winnerOf,
  type ListingCandidate,
  type ListingVote,
} from '../../../src/domain/listing/listing-campaign';
import type { ListingPrediction, ListingUserVote } from '../../../src/domain/listing/listing-data';
import { nextPhase, phaseAt, shiftedTo, type ListingPhase, type ListingSchedule } from '../../../src/domain/listing/listing-phase';
import { settlePredictions } from '../../../src/domain/listing/prediction';
import { voterRanking } from '../../../src/domain/listing/tally';
import { ticketsAvailable, ticketsEarned } from '../../../src/domain/listing/tickets';
import { err, ok, type Result } from '../../../src/domain/shared/result';

const refused = (message: string): TradeFailure => ({ kind: 'refused', code: -1005, message, status: 400 });
const DAY = 86_400_000;
type Vote = ListingVote & { voter: string; id: number };

/**
 * The listing campaign in memory, on the same domain rules as the simulator: the member ('me') and other voters the
 * test adds, the member's trading volume and WOO, the phase set by the test, settlement at the result.
 */
export class FakeListingApi implements ListingApiPort {
  now = 1_700_000_000_000;
  schedule: ListingSchedule = {
    nominationStart: this.now - 3 * DAY,
    votingStart: this.now - DAY,
    showdownStart: this.now + 4 * DAY,
    resultTime: this.now + 7 * DAY,
  };
  candidates: ListingCandidate[] = [
    { token: 'ONDO', name: 'Ondo', seed: 1 },
    { token: 'JUP', name: 'Jupiter', seed: 2 },
    { token: 'TIA', name: 'Celestia', seed: 3 },
    { token: 'PYTH', name: 'Pyth Network', seed: 4 },
  ];
  readonly votes: Vote[] = [];
  readonly predictions = new Map<string, { token: string; time: number; outcome: 'PENDING' | 'WON' | 'LOST'; reward: string }>();
  volume = '0';
  woo = '0';
  /** Sent votes and predictions (what reached the "exchange"). */
  readonly sent: string[] = [];
  private settled = false;

  phase(): ListingPhase {
    return phaseAt(this.schedule, this.now);
  }

  moveTo(phase: Exclude<ListingPhase, 'UPCOMING'>): void {
    this.schedule = shiftedTo(this.schedule, phase, this.now);
    if (phase === 'RESULT' && !this.settled) {
      this.settled = true;
      const winner = winnerOf(this.candidates, this.votes)!;
      const settled = settlePredictions(
        [...this.predictions].map(([voter, p]) => ({ voter, ...p })),
        winner,
      );
      for (const s of settled) this.predictions.set(s.voter, { token: s.token, time: s.time, outcome: s.outcome, reward: s.reward });
    }
  }

  /** Another voter's vote, as cast now. */
  addVote(voter: string, token: string, tickets: number): void {
    this.votes.push({
      id: this.votes.length + 1,
      voter,
      token,
      tickets,
      time: this.now,
      round: this.phase() === 'SHOWDOWN' ? 'SHOWDOWN' : 'VOTING',
    });
    this.now += 1000;
  }

  predictFor(voter: string, token: string): void {
    this.predictions.set(voter, { token, time: this.now, outcome: 'PENDING', reward: '0' });
  }

  private tickets() {
    const earned = ticketsEarned(this.volume, this.woo);
    const spent = this.votes.filter((v) => v.voter === 'me').reduce((s, v) => s + v.tickets, 0);
    return { earned, spent, available: ticketsAvailable(earned, spent) };
  }

  private sum(token: string, round: ListingVote['round']): number {
    return this.votes.filter((v) => v.token === token && v.round === round).reduce((s, v) => s + v.tickets, 0);
  }

  async campaign() {
    const phase = this.phase();
    return ok({
      phase,
      schedule: this.schedule,
      nextPhase: nextPhase(this.schedule, this.now) ?? null,
      serverTime: this.now,
      candidates: this.candidates.map((c) => ({
        ...c,
        battle: battleOf(c.seed),
        votes: this.sum(c.token, 'VOTING'),
        showdownVotes: this.sum(c.token, 'SHOWDOWN'),
        status: candidateStatus(phase, c.token, this.candidates, this.votes),
      })),
      totalVotes: this.votes.reduce((s, v) => s + v.tickets, 0),
      voters: new Set(this.votes.map((v) => v.voter)).size,
      winner: this.settled ? winnerOf(this.candidates, this.votes)! : null,
    });
  }

  async votingLeaderboard(signedIn: boolean, page: number, size: number) {
    const rows = voterRanking(this.votes).map((r) => ({ rank: r.rank, voter: r.token, tickets: r.votes }));
    const me = rows.find((r) => r.voter === 'me');
    return ok({ rows: rows.slice((page - 1) * size, page * size), total: rows.length, ...(signedIn ? { me: me ?? null } : {}) });
  }

  private mine(token: string, round: ListingVote['round']): number {
    return this.votes.filter((v) => v.voter === 'me' && v.token === token && v.round === round).reduce((s, v) => s + v.tickets, 0);
  }

  async battleLeaderboard(signedIn: boolean) {
    return ok(
      battles(this.candidates, this.votes).map((b) => ({
        battle: b.battle,
        leader: b.leader,
        candidates: b.rows.map((r) => ({ ...r, ...(signedIn ? { myVotes: this.mine(r.token, 'VOTING') } : {}) })),
      })),
    );
  }

  async showdownLeaderboard(signedIn: boolean) {
    const phase = this.phase();
    return ok({
      open: phase === 'SHOWDOWN' || phase === 'RESULT',
      rows: showdown(this.candidates, this.votes).map((r) => ({ ...r, ...(signedIn ? { myVotes: this.mine(r.token, 'SHOWDOWN') } : {}) })),
      winner: this.settled ? winnerOf(this.candidates, this.votes)! : null,
      ...(signedIn ? { prediction: this.predictions.get('me') ?? null } : {}),
    });
  }

  async user() {
    const t = this.tickets();
    return ok({
      volume: new Decimal(this.volume).toFixed(),
      wooHolding: this.woo,
      ticketsEarned: t.earned,
      ticketsSpent: t.spent,
      ticketsAvailable: t.available,
      votes: this.votes
        .filter((v) => v.voter === 'me')
        .reverse()
        .map((v) => ({ id: v.id, token: v.token, tickets: v.tickets, round: v.round, time: v.time })),
      prediction: this.predictions.get('me') ?? null,
    });
  }

  async vote(token: string, tickets: number): Promise<Result<ListingUserVote & { ticketsAvailable: number }, TradeFailure>> {
    this.sent.push(`vote ${token} ${tickets}`);
    const problem = voteProblem({
      schedule: this.schedule,
      now: this.now,
      candidates: this.candidates,
      votes: this.votes,
      token,
      tickets,
      available: this.tickets().available,
    });
    if (problem) return err(refused(`refused: ${problem}`));
    this.addVote('me', token, tickets);
    const v = this.votes.at(-1)!;
    return ok({ id: v.id, token, tickets, round: v.round, time: v.time, ticketsAvailable: this.tickets().available });
  }

  async predict(token: string): Promise<Result<ListingPrediction, TradeFailure>> {
    this.sent.push(`predict ${token}`);
    const problem = predictionProblem(this.phase(), this.candidates, token);
    if (problem) return err(refused(`refused: ${problem}`));
    this.predictFor('me', token);
    return ok(this.predictions.get('me')!);
  }
}
