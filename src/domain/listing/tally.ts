/** One vote as the tally reads it: `tickets` for `token` at `time`. */
export interface TalliedVote {
  readonly token: string;
  readonly tickets: number;
  readonly time: number;
}

/** A candidate's place in a tally: rank 1 leads. */
export interface TallyRow {
  readonly token: string;
  readonly votes: number;
  readonly rank: number;
}

/**
 * Ranks `tokens` (in seed order) by the tickets `votes` gave them: more votes first; a tie goes to the candidate that
 * reached its total first (the earlier time of its last vote); candidates without votes keep the seed order. Ranks
 * are 1…n, no two alike, so rank 1 is the one leader. Votes for other tokens are ignored.
 */
export function tally(tokens: readonly string[], votes: readonly TalliedVote[]): TallyRow[] {
  const sums = new Map(tokens.map((t, seed) => [t, { token: t, votes: 0, reached: Infinity, seed }]));
  for (const v of votes) {
    const s = sums.get(v.token);
    if (!s) continue;
    s.votes += v.tickets;
    s.reached = Math.max(s.reached === Infinity ? v.time : s.reached, v.time);
  }
  return [...sums.values()]
    .sort((a, b) => b.votes - a.votes || a.reached - b.reached || a.seed - b.seed)
    .map((s, i) => ({ token: s.token, votes: s.votes, rank: i + 1 }));
}

/** The tally's leader (rank 1); undefined when there are no tokens. */
export function leaderOf(tokens: readonly string[], votes: readonly TalliedVote[]): string | undefined {
  return tally(tokens, votes)[0]?.token;
}

/** The voters ranked by the tickets they spent (`voter` as the token), the same tie rule: who reached it first leads. */
export function voterRanking(votes: readonly (TalliedVote & { readonly voter: string })[]): TallyRow[] {
  const voters = [...new Set(votes.map((v) => v.voter))];
  return tally(
    voters,
    votes.map((v) => ({ token: v.voter, tickets: v.tickets, time: v.time })),
  );
}
