import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { battleOf, battles, candidateStatus, showdown } from '../../src/domain/listing/listing-campaign';
import { LISTING_CAMPAIGN_ID, nextPhase } from '../../src/domain/listing/listing-phase';
import { PREDICTION_RULE } from '../../src/domain/listing/prediction';
import { voterRanking } from '../../src/domain/listing/tally';
import { TICKET_RULE } from '../../src/domain/listing/tickets';
import { successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import type { TradingEngine } from '../trading/trading-engine';
import type { ListingCampaign, ListingPredictionRecord } from './listing-campaign';

export interface ListingRouteDeps {
  readonly trading: TradingEngine;
  readonly accounts: AccountRepository;
  readonly clock: () => number;
}

const P = `/social-backend-ui`;
const C = `campaigns/${LISTING_CAMPAIGN_ID}`;
const voteBody = z.object({ token: z.string({ error: 'is required' }).min(1).max(20), tickets: z.number({ error: 'must be a number' }) });
const predictBody = z.object({ token: z.string({ error: 'is required' }).min(1).max(20) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(100).default(20) });

const predictionRow = (p: ListingPredictionRecord | undefined) =>
  p ? { token: p.token, time: p.time, outcome: p.outcome, reward: Number(p.reward) } : null;

/** The listing campaign's calls under /api (docs/protocol.md "Listing campaign"): public GETs, private GETs with the caller's own figures, votes and predictions. */
export function registerListingRoutes(app: FastifyInstance, deps: ListingRouteDeps, campaign: ListingCampaign): void {
  const ok = <T>(data: T) => successBody(data, deps.clock());
  const account = async (request: FastifyRequest) => {
    campaign.settleIfDue();
    await deps.trading.writer.flush();
    return requireAccount(request, deps.accounts, deps.clock());
  };
  const fresh = async () => {
    campaign.settleIfDue();
    await deps.trading.writer.flush();
  };
  const campaignView = () => {
    const phase = campaign.phase();
    const votes = campaign.votes;
    const next = nextPhase(campaign.schedule, deps.clock());
    return {
      id: LISTING_CAMPAIGN_ID,
      phase,
      schedule: campaign.schedule,
      nextPhase: next ?? null,
      candidates: campaign.candidates.map((c) => ({
        token: c.token,
        name: c.name,
        seed: c.seed,
        battle: battleOf(c.seed),
        votes: votes.filter((v) => v.token === c.token && v.round === 'VOTING').reduce((s, v) => s + v.tickets, 0),
        showdownVotes: votes.filter((v) => v.token === c.token && v.round === 'SHOWDOWN').reduce((s, v) => s + v.tickets, 0),
        status: candidateStatus(phase, c.token, campaign.candidates, votes),
      })),
      totalVotes: votes.reduce((s, v) => s + v.tickets, 0),
      voters: new Set(votes.map((v) => v.userId)).size,
      ticketRule: {
        base: TICKET_RULE.base,
        volumePerTicket: Number(TICKET_RULE.volumePerTicket),
        wooPerTicket: Number(TICKET_RULE.wooPerTicket),
        max: TICKET_RULE.max,
      },
      predictionRule: { pool: Number(PREDICTION_RULE.pool), cap: Number(PREDICTION_RULE.cap), token: PREDICTION_RULE.token },
      winner: campaign.result?.winner ?? null,
    };
  };

  const votingBoard = (q: z.infer<typeof pageQuery>, userId?: number) => {
    const ranked = voterRanking(campaign.votes.map((v) => ({ voter: String(v.userId), token: v.token, tickets: v.tickets, time: v.time })));
    const nameOf = (id: string) => campaign.votes.find((v) => String(v.userId) === id)!.voter;
    const row = (r: (typeof ranked)[number]) => ({ rank: r.rank, voter: nameOf(r.token), tickets: r.votes });
    const start = (q.page - 1) * q.size;
    const me = userId === undefined ? undefined : ranked.find((r) => r.token === String(userId));
    return {
      rows: ranked.slice(start, start + q.size).map(row),
      meta: { total: ranked.length, recordsPerPage: q.size, currentPage: q.page },
      ...(userId === undefined ? {} : { me: me ? row(me) : null }),
    };
  };

  const battleBoard = (userId?: number) => ({
    rows: battles(campaign.candidates, campaign.votes).map((b) => ({
      battle: b.battle,
      leader: b.leader,
      candidates: b.rows.map((r) => ({
        token: r.token,
        votes: r.votes,
        rank: r.rank,
        ...(userId === undefined ? {} : { myVotes: myRound(userId, r.token, 'VOTING') }),
      })),
    })),
  });
  const myRound = (userId: number, token: string, round: 'VOTING' | 'SHOWDOWN') =>
    campaign.votes.filter((v) => v.userId === userId && v.token === token && v.round === round).reduce((s, v) => s + v.tickets, 0);

  const showdownBoard = (userId?: number) => {
    const phase = campaign.phase();
    const open = phase === 'SHOWDOWN' || phase === 'RESULT';
    return {
      open,
      rows: showdown(campaign.candidates, campaign.votes).map((r) => ({
        rank: r.rank,
        token: r.token,
        votes: r.votes,
        ...(userId === undefined ? {} : { myVotes: myRound(userId, r.token, 'SHOWDOWN') }),
      })),
      winner: campaign.result?.winner ?? null,
      ...(userId === undefined ? {} : { prediction: predictionRow(campaign.predictions.get(userId)) }),
    };
  };

  app.get(`${P}/public/${C}`, async () => {
    await fresh();
    return ok(campaignView());
  });
  app.get(`${P}/public/${C}/voting-leaderboard`, async (request) => {
    await fresh();
    return ok(votingBoard(parseQuery(pageQuery, request.query)));
  });
  app.get(`${P}/private/${C}/voting-leaderboard`, async (request) => {
    const { userId } = await account(request);
    return ok(votingBoard(parseQuery(pageQuery, request.query), userId));
  });
  app.get(`${P}/public/${C}/battle-leaderboard`, async () => {
    await fresh();
    return ok(battleBoard());
  });
  app.get(`${P}/private/${C}/battle-leaderboard`, async (request) => ok(battleBoard((await account(request)).userId)));
  app.get(`${P}/public/${C}/showdown-leaderboard`, async () => {
    await fresh();
    return ok(showdownBoard());
  });
  app.get(`${P}/private/${C}/showdown-leaderboard`, async (request) => ok(showdownBoard((await account(request)).userId)));

  app.get(`${P}/private/${C}/user`, async (request) => {
    const { userId } = await account(request);
    const t = campaign.tickets(userId);
    const votes = campaign.votes
      .filter((v) => v.userId === userId)
      .reverse()
      .map((v) => ({ id: v.id, token: v.token, tickets: v.tickets, round: v.round, time: v.time }));
    await deps.trading.writer.flush();
    return ok({
      volume: Number(t.volume),
      wooHolding: Number(t.woo),
      ticketsEarned: t.earned,
      ticketsSpent: t.spent,
      ticketsAvailable: t.available,
      votes,
      prediction: predictionRow(campaign.predictions.get(userId)),
    });
  });

  // Simulator-defined: one vote (the spec lists the GETs and predict-to-win only).
  app.post(`${P}/private/${C}/vote`, async (request) => {
    const a = await account(request);
    const body = parseQuery(voteBody, request.body ?? {});
    const v = campaign.vote(a.userId, a.coolName ?? `Trader ${a.userId}`, body.token.toUpperCase(), body.tickets);
    await deps.trading.writer.flush();
    return ok({
      id: v.id,
      token: v.token,
      tickets: v.tickets,
      round: v.round,
      time: v.time,
      ticketsAvailable: campaign.tickets(a.userId).available,
    });
  });

  app.post(`${P}/private/${C}/predict-to-win`, async (request) => {
    const { userId } = await account(request);
    const body = parseQuery(predictBody, request.body ?? {});
    const p = campaign.predict(userId, body.token.toUpperCase());
    await deps.trading.writer.flush();
    return ok(predictionRow(p));
  });
}

const phaseBody = z.object({ phase: z.enum(['NOMINATION', 'VOTING', 'SHOWDOWN', 'RESULT']) });

/** `POST /__control/listing/phase {phase}` (SIM_CONTROL=1): the schedule moved so the phase began a second ago. */
export function registerListingControlRoutes(app: FastifyInstance, trading: TradingEngine, campaign: ListingCampaign): void {
  app.post('/__control/listing/phase', async (request, reply) => {
    const { phase } = parseQuery(phaseBody, request.body ?? {});
    if (campaign.result && phase !== 'RESULT')
      return reply.code(409).send({ ok: false, message: 'The campaign has its result; it cannot go back.' });
    campaign.moveTo(phase);
    await trading.writer.flush();
    return { ok: true, phase: campaign.phase(), schedule: campaign.schedule, winner: campaign.result?.winner ?? null };
  });
}
