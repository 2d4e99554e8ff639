import * as z from 'zod/mini';
import { LISTING_PHASES } from '../../domain/listing/listing-phase';
import { unsignedDecimal, timestamp } from '../market/rest-market.schema';

/** Wire shapes of the listing campaign (docs/protocol.md "Listing campaign"); USDT figures are JSON numbers, read as decimal strings. */
const count = z.int().check(z.gte(0), z.lte(1e12));
const rank = z.int().check(z.gte(1));
const tokenName = z.string().check(z.minLength(1), z.maxLength(20));
const phase = z.enum(LISTING_PHASES);
const status = z.enum(['NOMINATED', 'IN_BATTLE', 'FINALIST', 'OUT', 'WINNER', 'NOT_LISTED']);
const outcome = z.enum(['PENDING', 'WON', 'LOST']);
const round = z.enum(['VOTING', 'SHOWDOWN']);

export const campaignData = z.object({
  phase,
  schedule: z.object({ nominationStart: timestamp, votingStart: timestamp, showdownStart: timestamp, resultTime: timestamp }),
  nextPhase: z.nullable(z.object({ phase, at: timestamp })),
  candidates: z
    .array(
      z.object({
        token: tokenName,
        name: z.string().check(z.maxLength(60)),
        seed: rank,
        battle: rank,
        votes: count,
        showdownVotes: count,
        status,
      }),
    )
    .check(z.maxLength(64)),
  totalVotes: count,
  voters: count,
  winner: z.nullable(tokenName),
});

const voterRow = z.object({ rank, voter: z.string().check(z.maxLength(60)), tickets: count });
export const votingBoardData = z.object({
  rows: z.array(voterRow).check(z.maxLength(100)),
  meta: z.object({ total: count, recordsPerPage: count, currentPage: count }),
  me: z.optional(z.nullable(voterRow)),
});

export const battleBoardData = z.object({
  rows: z
    .array(
      z.object({
        battle: rank,
        leader: tokenName,
        candidates: z.array(z.object({ token: tokenName, votes: count, rank, myVotes: z.optional(count) })).check(z.maxLength(8)),
      }),
    )
    .check(z.maxLength(32)),
});

export const predictionData = z.object({ token: tokenName, time: timestamp, outcome, reward: unsignedDecimal });

export const showdownBoardData = z.object({
  open: z.boolean(),
  rows: z.array(z.object({ rank, token: tokenName, votes: count, myVotes: z.optional(count) })).check(z.maxLength(32)),
  winner: z.nullable(tokenName),
  prediction: z.optional(z.nullable(predictionData)),
});

const voteRow = z.object({ id: rank, token: tokenName, tickets: count, round, time: timestamp });
export const userData = z.object({
  volume: unsignedDecimal,
  wooHolding: unsignedDecimal,
  ticketsEarned: count,
  ticketsSpent: count,
  ticketsAvailable: count,
  votes: z.array(voteRow).check(z.maxLength(1000)),
  prediction: z.nullable(predictionData),
});

export const voteData = z.extend(voteRow, { ticketsAvailable: count });
