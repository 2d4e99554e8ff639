import {
  battles,
  candidateStatus,
  finalists,
  predictionProblem,
  showdown,
  voteProblem,
  winnerOf,
  type ListingCandidate,
  type ListingVote,
} from '../../../../src/domain/listing/listing-campaign';
import { countdownParts, nextPhase, phaseAt, shiftedTo, type ListingSchedule } from '../../../../src/domain/listing/listing-phase';
import { predictionReward, settlePredictions } from '../../../../src/domain/listing/prediction';
import { tally, voterRanking } from '../../../../src/domain/listing/tally';
import { ticketsAvailable, ticketsEarned } from '../../../../src/domain/listing/tickets';

const S: ListingSchedule = { nominationStart: 1000, votingStart: 2000, showdownStart: 3000, resultTime: 4000 };
const C: ListingCandidate[] = ['AAA', 'BBB', 'CCC', 'DDD'].map((token, i) => ({ token, name: token, seed: i + 1 }));
const v = (token: string, tickets: number, time: number, round: ListingVote['round'] = 'VOTING'): ListingVote => ({
  token,
  tickets,
  time,
  round,
});

describe('listing phases', () => {
  it.each([
    [999, 'UPCOMING'],
    [1000, 'NOMINATION'],
    [1999, 'NOMINATION'],
    [2000, 'VOTING'],
    [3000, 'SHOWDOWN'],
    [3999, 'SHOWDOWN'],
    [4000, 'RESULT'],
    [9e12, 'RESULT'],
  ])('at %d the phase is %s', (now, phase) => expect(phaseAt(S, now)).toBe(phase));

  it.each([
    [500, { phase: 'NOMINATION', at: 1000 }],
    [2500, { phase: 'SHOWDOWN', at: 3000 }],
    [3999, { phase: 'RESULT', at: 4000 }],
    [4000, undefined],
  ])('after %d the next phase is %o', (now, next) => expect(nextPhase(S, now)).toEqual(next));

  it('splits a countdown into days, hours, minutes and seconds (1 d 2 h 3 min 4 s = 93,784 s)', () => {
    expect(countdownParts(93_784_999)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('shifts the schedule so a phase began a second ago, keeping the lengths', () => {
    expect(shiftedTo(S, 'SHOWDOWN', 10_000)).toEqual({ nominationStart: 7000, votingStart: 8000, showdownStart: 9000, resultTime: 10_000 });
  });
});

describe('tickets', () => {
  it.each([
    ['0', '0', 1],
    ['999.99', '99.99', 1],
    ['1000', '0', 2],
    ['2500', '250', 5], // 1 + 2 + 2
    ['0', '-5', 1],
    ['1000000', '0', 100], // 1 + 1000 capped
  ])('volume %s USDT and %s WOO earn %d', (volume, woo, earned) => expect(ticketsEarned(volume, woo)).toBe(earned));

  it.each([
    [5, 2, 3],
    [5, 5, 0],
    [2, 5, 0],
  ])('%d earned, %d spent: %d left', (earned, spent, left) => expect(ticketsAvailable(earned, spent)).toBe(left));
});

describe('tallies and ties', () => {
  it('ranks by votes, a tie to the one that reached it first, no votes in seed order', () => {
    const votes = [v('BBB', 2, 10), v('CCC', 1, 11), v('CCC', 1, 12), v('AAA', 3, 13), v('ZZZ', 9, 1)];
    expect(tally(['AAA', 'BBB', 'CCC', 'DDD'], votes)).toEqual([
      { token: 'AAA', votes: 3, rank: 1 },
      { token: 'BBB', votes: 2, rank: 2 },
      { token: 'CCC', votes: 2, rank: 3 },
      { token: 'DDD', votes: 0, rank: 4 },
    ]);
  });

  it('ranks voters by tickets spent, the first to reach a total leading a tie', () => {
    const votes = [
      { voter: 'u1', token: 'AAA', tickets: 2, time: 5 },
      { voter: 'u2', token: 'BBB', tickets: 1, time: 1 },
      { voter: 'u2', token: 'AAA', tickets: 1, time: 4 },
    ];
    expect(voterRanking(votes)).toEqual([
      { token: 'u2', votes: 2, rank: 1 },
      { token: 'u1', votes: 2, rank: 2 },
    ]);
  });
});

describe('battles, showdown and the winner', () => {
  const votes = [
    v('AAA', 1, 2100),
    v('BBB', 3, 2200),
    v('CCC', 2, 2300),
    v('DDD', 2, 2250),
    v('BBB', 1, 3100, 'SHOWDOWN'),
    v('DDD', 1, 3050, 'SHOWDOWN'),
  ];

  it('pairs seeds 1 v 2 and 3 v 4; the leaders are the finalists', () => {
    expect(battles(C, votes).map((b) => [b.battle, b.leader, b.rows.map((r) => r.votes)])).toEqual([
      [1, 'BBB', [3, 1]],
      [2, 'DDD', [2, 2]],
    ]);
    expect(finalists(C, votes)).toEqual(['BBB', 'DDD']);
  });

  it('the showdown counts its own round only; a 1–1 tie goes to DDD, which voted first', () => {
    expect(showdown(C, votes)).toEqual([
      { token: 'DDD', votes: 1, rank: 1 },
      { token: 'BBB', votes: 1, rank: 2 },
    ]);
    expect(winnerOf(C, votes)).toBe('DDD');
    expect(candidateStatus('RESULT', 'DDD', C, votes)).toBe('WINNER');
    expect(candidateStatus('RESULT', 'BBB', C, votes)).toBe('NOT_LISTED');
    expect(candidateStatus('SHOWDOWN', 'AAA', C, votes)).toBe('OUT');
  });

  it('without any vote the first seed of each battle goes through and the first finalist wins', () => {
    expect(winnerOf(C, [])).toBe('AAA');
    expect(finalists(C, [])).toEqual(['AAA', 'CCC']);
  });
});

describe('vote and prediction checks', () => {
  const base = { schedule: S, candidates: C, votes: [v('BBB', 1, 2100), v('CCC', 1, 2100)], token: 'AAA', tickets: 1, available: 3 };
  it.each([
    [{ now: 1500 }, 'closed'],
    [{ now: 2500 }, undefined],
    [{ now: 2500, token: 'XYZ' }, 'candidate'],
    [{ now: 3500 }, 'candidate'], // AAA lost its battle to BBB
    [{ now: 3500, token: 'BBB' }, undefined],
    [{ now: 2500, tickets: 0 }, 'tickets'],
    [{ now: 2500, tickets: 1.5 }, 'tickets'],
    [{ now: 2500, tickets: 4 }, 'notEnough'],
    [{ now: 4000, token: 'BBB' }, 'closed'],
  ])('%o → %s', (patch, problem) => expect(voteProblem({ ...base, ...patch })).toBe(problem));

  it.each([
    ['UPCOMING', 'AAA', 'closed'],
    ['NOMINATION', 'AAA', undefined],
    ['VOTING', 'DDD', undefined],
    ['VOTING', 'XYZ', 'candidate'],
    ['SHOWDOWN', 'AAA', 'closed'],
  ] as const)('a prediction in %s for %s → %s', (phase, token, problem) => expect(predictionProblem(phase, C, token)).toBe(problem));
});

describe('prediction outcomes', () => {
  it.each([
    [0, '0'],
    [1, '100'],
    [10, '100'],
    [12, '83.33'],
    [3000, '0.33'],
    [200_001, '0'],
  ])('%d correct predictions get %s USDT each', (n, reward) => {
    expect(predictionReward(n)).toBe(reward);
  });

  it('settles: those who named the winner share the pool, the others lose', () => {
    const settled = settlePredictions(
      [
        { userId: 1, token: 'AAA' },
        { userId: 2, token: 'BBB' },
      ],
      'AAA',
    );
    expect(settled).toEqual([
      { userId: 1, token: 'AAA', outcome: 'WON', reward: '100' },
      { userId: 2, token: 'BBB', outcome: 'LOST', reward: '0' },
    ]);
  });
});
