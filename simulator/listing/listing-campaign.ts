import Decimal from 'decimal.js';
import {
  predictionProblem,
  voteProblem,
  winnerOf,
  type ListingCandidate,
  type ListingVote,
} from '../../src/domain/listing/listing-campaign';
import { phaseAt, shiftedTo, type ListingPhase, type ListingSchedule } from '../../src/domain/listing/listing-phase';
import { PREDICTION_RULE, settlePredictions, type PredictionOutcome } from '../../src/domain/listing/prediction';
import { ticketsAvailable, ticketsEarned } from '../../src/domain/listing/tickets';
import { ApiError, ErrorCodes } from '../http/api-error';
import { fromScaled } from '../trading/scaled';
import type { TradingEngine } from '../trading/trading-engine';

/** The tokens up for listing (not traded on the simulator), seeds 1…6: battles ONDO v JUP, TIA v PYTH, ENA v W. */
export const LISTING_CANDIDATES: readonly ListingCandidate[] = [
  { token: 'ONDO', name: 'Ondo', seed: 1 },
  { token: 'JUP', name: 'Jupiter', seed: 2 },
  { token: 'TIA', name: 'Celestia', seed: 3 },
  { token: 'PYTH', name: 'Pyth Network', seed: 4 },
  { token: 'ENA', name: 'Ethena', seed: 5 },
  { token: 'W', name: 'Wormhole', seed: 6 },
];
const DAY = 86_400_000;

/** A new campaign is one day into its voting: 2 days of nomination, 5 of voting, 3 of showdown. */
export const freshSchedule = (now: number): ListingSchedule => ({
  nominationStart: now - 3 * DAY,
  votingStart: now - DAY,
  showdownStart: now + 4 * DAY,
  resultTime: now + 7 * DAY,
});

export interface ListingVoteRecord extends ListingVote {
  readonly id: number;
  readonly userId: number;
  /** The voter as leaderboards show it: the cool name, else a masked id. */
  readonly voter: string;
}

export interface ListingPredictionRecord {
  readonly userId: number;
  token: string;
  time: number;
  outcome: PredictionOutcome;
  reward: string;
}

/** A growth row of this campaign (growth_rows, kinds `listing-*`): stored with the ledger rows of the same operation. */
interface Row {
  kind: string;
  id: string;
  userId: number;
  body: unknown;
}

const refuse = (message: string, code: number = ErrorCodes.InvalidParameter) => new ApiError(code, message);
const VOTE_MESSAGES = {
  closed: 'Votes are taken in the voting and showdown phases only.',
  candidate: 'token: not a candidate you can vote for now',
  tickets: 'tickets: must be a whole number of at least 1',
  notEnough: 'tickets: more than you have left',
} as const;

/**
 * The listing campaign (docs/protocol.md "Listing campaign"): its schedule, votes, predictions and result, kept as
 * growth rows written through the trading engine's writer, so the predictions' rewards (DISTRIBUTION ledger rows and
 * the USDT balance) and the settled predictions are one transaction.
 */
export class ListingCampaign {
  schedule: ListingSchedule;
  readonly candidates = LISTING_CANDIDATES;
  readonly votes: ListingVoteRecord[] = [];
  readonly predictions = new Map<number, ListingPredictionRecord>();
  result: { winner: string; time: number } | undefined;

  constructor(
    private readonly trading: TradingEngine,
    private readonly clock: () => number,
  ) {
    const rows = trading.loaded.growth.filter((r) => r.kind.startsWith('listing-'));
    const stored = rows.find((r) => r.kind === 'listing-schedule')?.body as ListingSchedule | undefined;
    this.schedule = stored ?? freshSchedule(clock());
    if (!stored) this.save({ kind: 'listing-schedule', id: 'LISTING_CAMPAIGN', userId: 0, body: this.schedule });
    for (const r of rows) {
      if (r.kind === 'listing-vote') this.votes.push(r.body as ListingVoteRecord);
      if (r.kind === 'listing-prediction') this.predictions.set(r.userId, r.body as ListingPredictionRecord);
      if (r.kind === 'listing-result') this.result = r.body as { winner: string; time: number };
    }
    this.votes.sort((a, b) => a.id - b.id);
  }

  private save(row: Row): void {
    this.trading.writer.growth(row);
  }

  phase(): ListingPhase {
    return phaseAt(this.schedule, this.clock());
  }

  /** The accounts of `userId`'s family (its main account and the sub-accounts the engine knows). */
  private familyIds(userId: number): number[] {
    this.trading.account(userId);
    const main = this.trading.familyOf(userId);
    return [...this.trading.accounts.keys()].filter((id) => id === main || this.trading.familyOf(id) === main);
  }

  /**
   * The tickets of the user's family (WOO moved inside a family is counted once): the family's trading
   * volume (USDT-quoted fills since the nomination began) and WOO held, summed over its accounts, earn one ticket
   * budget, and every family member's votes spend from it.
   */
  tickets(userId: number): { volume: string; woo: string; earned: number; spent: number; available: number } {
    const family = this.familyIds(userId);
    let volume = new Decimal(0);
    let wooScaled = 0n;
    for (const id of family) {
      const a = this.trading.account(id);
      for (const f of a.fills) {
        if (f.executedTimestamp >= this.schedule.nominationStart && f.symbol.endsWith('_USDT'))
          volume = volume.plus(new Decimal(f.executedPrice).times(f.executedQuantity));
      }
      wooScaled += a.balances.get('WOO')?.h ?? 0n;
    }
    const woo = fromScaled(wooScaled);
    const earned = ticketsEarned(volume.toFixed(), woo);
    const members = new Set(family.length > 0 ? family : [userId]);
    const spent = this.votes.filter((v) => members.has(v.userId)).reduce((s, v) => s + v.tickets, 0);
    return { volume: volume.toFixed(), woo, earned, spent, available: ticketsAvailable(earned, spent) };
  }

  /** Casts `tickets` for `token`, refused as `voteProblem` says. */
  vote(userId: number, voter: string, token: string, tickets: number): ListingVoteRecord {
    const now = this.clock();
    const problem = voteProblem({
      schedule: this.schedule,
      now,
      candidates: this.candidates,
      votes: this.votes,
      token,
      tickets,
      available: this.tickets(userId).available,
    });
    if (problem) throw refuse(VOTE_MESSAGES[problem]);
    const round = this.phase() === 'SHOWDOWN' ? 'SHOWDOWN' : 'VOTING';
    const vote: ListingVoteRecord = { id: (this.votes.at(-1)?.id ?? 0) + 1, userId, voter, token, tickets, round, time: now };
    this.votes.push(vote);
    this.save({ kind: 'listing-vote', id: String(vote.id), userId, body: vote });
    return vote;
  }

  /** `predict-to-win`: makes or changes the user's prediction (NOMINATION and VOTING only). */
  predict(userId: number, token: string): ListingPredictionRecord {
    const problem = predictionProblem(this.phase(), this.candidates, token);
    if (problem === 'closed') throw refuse('Predictions close when the showdown begins.');
    if (problem) throw refuse('token: not a candidate');
    const p: ListingPredictionRecord = { userId, token, time: this.clock(), outcome: 'PENDING', reward: '0' };
    this.predictions.set(userId, p);
    this.save({ kind: 'listing-prediction', id: String(userId), userId, body: p });
    return p;
  }

  /** Once the result time has come: the winner, the predictions settled and the rewards paid (DISTRIBUTION). */
  settleIfDue(): void {
    if (this.result || this.phase() !== 'RESULT') return;
    const winner = winnerOf(this.candidates, this.votes)!;
    this.result = { winner, time: this.clock() };
    this.save({ kind: 'listing-result', id: 'LISTING_CAMPAIGN', userId: 0, body: this.result });
    for (const s of settlePredictions([...this.predictions.values()], winner)) {
      const p = this.predictions.get(s.userId)!;
      p.outcome = s.outcome;
      p.reward = s.reward;
      this.save({ kind: 'listing-prediction', id: String(p.userId), userId: p.userId, body: { ...p } });
      if (s.reward !== '0')
        this.trading.adjustBalance(this.trading.account(p.userId), PREDICTION_RULE.token, new Decimal(s.reward), 'DISTRIBUTION');
    }
    this.trading.publishChanges();
  }

  /** The control surface: the schedule moved so that `phase` began a second ago (refused backwards after the result). */
  moveTo(phase: Exclude<ListingPhase, 'UPCOMING'>): void {
    if (this.result && phase !== 'RESULT') throw refuse('The campaign has its result; it cannot go back.');
    this.schedule = shiftedTo(this.schedule, phase, this.clock());
    this.save({ kind: 'listing-schedule', id: 'LISTING_CAMPAIGN', userId: 0, body: this.schedule });
    this.settleIfDue();
  }
}
