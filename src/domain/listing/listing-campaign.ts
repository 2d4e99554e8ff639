import { phaseAt, predictionsOpen, votingOpen, type ListingPhase, type ListingSchedule } from './listing-phase';
import { leaderOf, tally, type TalliedVote, type TallyRow } from './tally';

/** A token up for listing; `seed` 1…n orders the candidates and pairs the battles (1 v 2, 3 v 4, …). */
export interface ListingCandidate {
  readonly token: string;
  readonly name: string;
  readonly seed: number;
}

/** A vote as cast: in the VOTING phase it counts for the battles, in the SHOWDOWN for the showdown. */
export interface ListingVote extends TalliedVote {
  readonly round: 'VOTING' | 'SHOWDOWN';
}

/** One battle: two candidates (the last may be alone with an odd count) and its leader. */
export interface ListingBattle {
  readonly battle: number;
  readonly rows: TallyRow[];
  readonly leader: string;
}

/** The battle a seed is in (1 and 2 → 1, 3 and 4 → 2, …). */
export const battleOf = (seed: number): number => Math.ceil(seed / 2);

const bySeed = (candidates: readonly ListingCandidate[]) => [...candidates].sort((a, b) => a.seed - b.seed);

/** The battles with the VOTING round's votes; each leader goes to the showdown. */
export function battles(candidates: readonly ListingCandidate[], votes: readonly ListingVote[]): ListingBattle[] {
  const round = votes.filter((v) => v.round === 'VOTING');
  const groups = new Map<number, string[]>();
  for (const c of bySeed(candidates)) groups.set(battleOf(c.seed), [...(groups.get(battleOf(c.seed)) ?? []), c.token]);
  return [...groups].map(([battle, tokens]) => ({ battle, rows: tally(tokens, round), leader: leaderOf(tokens, round)! }));
}

/** The showdown's candidates: the battles' leaders, in battle order. */
export function finalists(candidates: readonly ListingCandidate[], votes: readonly ListingVote[]): string[] {
  return battles(candidates, votes).map((b) => b.leader);
}

/** The showdown's tally (SHOWDOWN round votes for the finalists). */
export function showdown(candidates: readonly ListingCandidate[], votes: readonly ListingVote[]): TallyRow[] {
  return tally(
    finalists(candidates, votes),
    votes.filter((v) => v.round === 'SHOWDOWN'),
  );
}

/** The winner: the showdown's leader (known for sure only once the phase is RESULT). */
export function winnerOf(candidates: readonly ListingCandidate[], votes: readonly ListingVote[]): string | undefined {
  return showdown(candidates, votes)[0]?.token;
}

/** The candidates a vote may go to in a phase: any in VOTING, the finalists in SHOWDOWN, none otherwise. */
export function votable(phase: ListingPhase, candidates: readonly ListingCandidate[], votes: readonly ListingVote[]): string[] {
  if (phase === 'VOTING') return bySeed(candidates).map((c) => c.token);
  if (phase === 'SHOWDOWN') return finalists(candidates, votes);
  return [];
}

/** Why a vote is refused, or undefined when it may be cast. */
export type VoteProblem = 'closed' | 'candidate' | 'tickets' | 'notEnough';

/**
 * Checks one vote: votes are taken in VOTING and SHOWDOWN only (`closed`); the token must be votable now
 * (`candidate`: in the showdown, only a finalist); tickets a whole number ≥ 1 (`tickets`) and at most those left
 * (`notEnough`).
 */
export function voteProblem(input: {
  readonly schedule: ListingSchedule;
  readonly now: number;
  readonly candidates: readonly ListingCandidate[];
  readonly votes: readonly ListingVote[];
  readonly token: string;
  readonly tickets: number;
  readonly available: number;
}): VoteProblem | undefined {
  const phase = phaseAt(input.schedule, input.now);
  if (!votingOpen(phase)) return 'closed';
  if (!votable(phase, input.candidates, input.votes).includes(input.token)) return 'candidate';
  if (!Number.isInteger(input.tickets) || input.tickets < 1) return 'tickets';
  if (input.tickets > input.available) return 'notEnough';
  return undefined;
}

export type PredictionProblem = 'closed' | 'candidate';

/** Checks a prediction: made during NOMINATION or VOTING, for one of the candidates. */
export function predictionProblem(
  phase: ListingPhase,
  candidates: readonly ListingCandidate[],
  token: string,
): PredictionProblem | undefined {
  if (!predictionsOpen(phase)) return 'closed';
  if (!candidates.some((c) => c.token === token)) return 'candidate';
  return undefined;
}

/** A candidate's standing now: in its battle, a finalist, out (lost its battle), the winner, or not listed. */
export type CandidateStatus = 'NOMINATED' | 'IN_BATTLE' | 'FINALIST' | 'OUT' | 'WINNER' | 'NOT_LISTED';

export function candidateStatus(
  phase: ListingPhase,
  token: string,
  candidates: readonly ListingCandidate[],
  votes: readonly ListingVote[],
): CandidateStatus {
  if (phase === 'UPCOMING' || phase === 'NOMINATION') return 'NOMINATED';
  if (phase === 'VOTING') return 'IN_BATTLE';
  if (!finalists(candidates, votes).includes(token)) return 'OUT';
  if (phase === 'SHOWDOWN') return 'FINALIST';
  return winnerOf(candidates, votes) === token ? 'WINNER' : 'NOT_LISTED';
}

/**
 * The same check as `voteProblem`, from what the client knows: the phase, the candidate's status (IN_BATTLE votable
 * in VOTING, FINALIST in SHOWDOWN) and the tickets left.
 */
export function voteProblemOf(
  phase: ListingPhase,
  status: CandidateStatus | undefined,
  tickets: number,
  available: number,
): VoteProblem | undefined {
  if (!votingOpen(phase)) return 'closed';
  if (status !== (phase === 'VOTING' ? 'IN_BATTLE' : 'FINALIST')) return 'candidate';
  if (!Number.isInteger(tickets) || tickets < 1) return 'tickets';
  if (tickets > available) return 'notEnough';
  return undefined;
}
