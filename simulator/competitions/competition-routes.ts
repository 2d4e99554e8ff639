import Decimal from 'decimal.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MM_PROGRAMS } from '../../src/domain/campaigns/market-maker';
import { successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import type { SocialService } from '../social/social-service';
import type { AccountRepository } from '../store/account-repository';
import { BADGES, type CampaignConfig } from './catalogue';
import type { Competitions, Standing } from './competitions';
import type { CampaignPayouts } from './payouts';

const P = '/social-backend-ui';
const num = (d: Decimal | null | undefined): number | null =>
  d === null || d === undefined ? null : d.toDecimalPlaces(8, Decimal.ROUND_DOWN).toNumber();
const pageSchema = z.object({ page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(100).default(20) });
const programSchema = z.object({ program: z.enum(MM_PROGRAMS).default('SPOT'), mock: z.enum(['true', 'false']).default('false') });
const epochParam = z.object({ epochId: z.coerce.number().int().min(1) });

export interface CompetitionRouteDeps {
  readonly competitions: Competitions;
  readonly payouts: CampaignPayouts;
  readonly social: SocialService;
  readonly accounts: AccountRepository;
  readonly clock: () => number;
}

/** Campaigns, trading competitions (v1, v2) and market-maker dashboards under /api/social-backend-ui (docs/protocol.md "Campaigns and competitions"). */
export function registerCompetitionRoutes(app: FastifyInstance, deps: CompetitionRouteDeps): void {
  const { competitions: comp, payouts, social, clock } = deps;
  const ok = <T>(data: T) => successBody(data, clock());
  const user = async (request: FastifyRequest) => (await requireAccount(request, deps.accounts, clock())).userId;

  const summary = (c: CampaignConfig) => ({
    campaignId: c.campaignId,
    title: c.title,
    summary: c.summary,
    status: comp.status(c),
    startTime: c.startTime,
    endTime: c.endTime,
    metric: c.metric,
    scope: { spot: c.scope.spot, futures: c.scope.futures, symbols: c.scope.symbols ?? null },
    volumeCap: c.volumeCap !== undefined ? Number(c.volumeCap) : null,
    minVolume: Number(c.minVolume),
    prizeToken: c.prizeToken,
    prizePool: num(comp.pool(c)),
    tiers: c.tiers.map((t) => ({ fromRank: t.fromRank, toRank: t.toRank, amount: Number(t.amount) })),
    participants: comp.participants(c.campaignId),
    milestones: c.milestones?.map(Number) ?? null,
    prizesPaidTime: payouts.record(c.campaignId)?.paidTime ?? null,
  });
  const row = (s: Standing) => ({
    rank: s.rank,
    tied: s.tied,
    uuid: social.remember(s.userId),
    coolName: social.nameOf(s.userId),
    value: num(s.figures.value),
    volume: num(s.figures.volume),
    pnl: num(s.figures.pnl),
    roi: num(s.figures.roi),
    trades: s.figures.trades,
    prize: num(s.prize),
  });
  const paidPrize = (campaignId: string, userId: number) => {
    const amount = payouts.paidTo(campaignId, userId);
    return amount === undefined ? null : Number(amount);
  };
  const mine = (campaignId: string, userId: number) => {
    const m = comp.mine(campaignId, userId);
    return {
      signedUp: m.signUp !== undefined,
      signedUpTime: m.signUp?.signedUpAt ?? null,
      rank: m.rank,
      qualified: m.standing?.figures.qualified ?? false,
      value: num(m.standing?.figures.value ?? null),
      volume: num(m.volume),
      countedVolume: num(m.standing?.figures.countedVolume ?? new Decimal(0)),
      pnl: num(m.standing?.figures.pnl ?? new Decimal(0)),
      roi: num(m.standing?.figures.roi ?? null),
      trades: m.standing?.figures.trades ?? 0,
      progress: num(m.progress),
      prize: num(m.standing?.prize ?? new Decimal(0)),
      badges: m.badges,
      // what was credited when the campaign ended (null while not paid, or when nothing was won)
      paidPrize: paidPrize(campaignId, userId),
    };
  };
  const paged = (rows: Standing[], page: number, size: number) => ({
    rows: rows.slice((page - 1) * size, page * size).map(row),
    meta: { total: rows.length, recordsPerPage: size, currentPage: page },
  });

  app.get(`${P}/public/campaigns`, async (request) => {
    const q = parseQuery(z.object({ status: z.enum(['UPCOMING', 'ONGOING', 'ENDED']).optional() }), request.query);
    return ok({ rows: comp.campaigns.map(summary).filter((c) => !q.status || c.status === q.status) });
  });
  app.get(`${P}/public/campaigns/badge-configurations`, async () =>
    ok({ rows: BADGES.map((b) => ({ badgeId: b.badgeId, campaignId: b.campaignId ?? null, rule: b.rule })) }),
  );
  app.get<{ Params: { id: string } }>(`${P}/public/campaigns/:id`, async (request) => ok(summary(comp.campaign(request.params.id))));
  app.get<{ Params: { id: string } }>(`${P}/private/campaigns/:id`, async (request) => {
    const c = comp.campaign(request.params.id);
    return ok({ ...summary(c), me: mine(c.campaignId, await user(request)) });
  });
  app.put<{ Params: { id: string } }>(`${P}/private/campaigns/:id/signup`, async (request) => {
    const s = comp.signUp(request.params.id, await user(request));
    await comp.flush();
    return ok({ campaignId: s.campaignId, signedUp: true, signedUpTime: s.signedUpAt });
  });
  // the campaign's leaderboard: campaignId in the query, the page in the body
  app.put(`${P}/public/campaigns/leaderboard`, async (request) => {
    const { campaignId } = parseQuery(z.object({ campaignId: z.string().min(1, 'is required') }), request.query);
    const body = parseQuery(pageSchema, request.body ?? {});
    comp.campaign(campaignId);
    return ok({ campaignId, ...paged(comp.ranked(campaignId), body.page, body.size), updatedTime: comp.updatedTime(campaignId) });
  });
  app.get(`${P}/private/campaigns/HEED_THE_CALL/user-data`, async (request) => {
    const c = comp.campaign('HEED_THE_CALL');
    const me = mine(c.campaignId, await user(request));
    const volume = new Decimal(me.volume ?? 0);
    const milestones = (c.milestones ?? []).map((v) => ({ volume: Number(v), reached: me.signedUp && volume.gte(v) }));
    return ok({ campaignId: c.campaignId, ...me, milestones, nextMilestone: milestones.find((m) => !m.reached)?.volume ?? null });
  });

  // trading competitions: v1 is the top 100 by the campaign's figure; v2 is paged, with prizes and the caller's row
  const v1 = (campaignId: string, me?: number) => {
    const c = comp.campaign(campaignId);
    const ranked = comp.ranked(campaignId);
    const slim = (s: Standing) => ({
      rank: s.rank,
      uuid: social.remember(s.userId),
      coolName: social.nameOf(s.userId),
      value: num(s.figures.value),
    });
    const own = me === undefined ? undefined : ranked.find((s) => s.userId === me);
    return {
      campaignId,
      status: comp.status(c),
      metric: c.metric,
      startTime: c.startTime,
      endTime: c.endTime,
      updatedTime: comp.updatedTime(campaignId),
      rows: ranked.slice(0, 100).map(slim),
      ...(me !== undefined ? { me: own ? slim(own) : null } : {}),
    };
  };
  const v2 = (campaignId: string, query: unknown, me?: number) => {
    const c = comp.campaign(campaignId);
    const q = parseQuery(pageSchema, query);
    return {
      campaign: summary(c),
      ...paged(comp.ranked(campaignId), q.page, q.size),
      updatedTime: comp.updatedTime(campaignId),
      ...(me !== undefined ? { me: mine(campaignId, me) } : {}),
    };
  };
  type Id = { Params: { campaignId: string } };
  app.get<Id>(`${P}/public/trading-competitions/:campaignId`, async (request) => ok(v1(request.params.campaignId)));
  app.get<Id>(`${P}/private/trading-competitions/:campaignId`, async (request) => ok(v1(request.params.campaignId, await user(request))));
  app.get<Id>(`${P}/public/v2/trading-competitions/:campaignId`, async (request) => ok(v2(request.params.campaignId, request.query)));
  app.get<Id>(`${P}/private/v2/trading-competitions/:campaignId`, async (request) =>
    ok(v2(request.params.campaignId, request.query, await user(request))),
  );
  registerMarketMakerDashboards(app, deps);
}

/** The market makers' dashboards: the epochs, and each epoch's board per program (or a fixed sample with `mock=true`). */
function registerMarketMakerDashboards(app: FastifyInstance, deps: CompetitionRouteDeps): void {
  const { competitions: comp, payouts, social, clock } = deps;
  const ok = <T>(data: T) => successBody(data, clock());
  app.get(`${P}/public/market-makers-dashboards/epochs`, async (request) => {
    const { program } = parseQuery(programSchema, request.query);
    return ok({
      program,
      rows: comp.epochs().map((e) => ({
        epochId: e.epochId,
        startTime: e.startTime,
        endTime: e.endTime,
        status: e.ongoing ? 'ONGOING' : 'FINISHED',
        paidTime: payouts.makers.record(program, e.epochId)?.paidTime ?? null,
      })),
    });
  });
  app.get(`${P}/public/market-makers-dashboards/:epochId`, async (request) => {
    const { epochId } = parseQuery(epochParam, request.params);
    const { program, mock } = parseQuery(programSchema, request.query);
    const epoch = comp.epochs().find((e) => e.epochId === epochId);
    const board = mock === 'true' ? mockBoard() : comp.dashboard(program, epochId);
    return ok({
      program,
      epochId,
      startTime: epoch?.startTime ?? null,
      endTime: epoch?.endTime ?? null,
      status: epoch?.ongoing ? 'ONGOING' : 'FINISHED',
      mock: mock === 'true',
      // when the epoch's rewards were credited (null while it runs)
      paidTime: mock === 'true' ? null : (payouts.makers.record(program, epochId)?.paidTime ?? null),
      rewardPool: Number(board.pool),
      totalMakerVolume: num(board.total),
      rows: board.rows.map((r) => ({
        rank: r.rank,
        uuid: typeof r.key === 'number' ? social.remember(r.key) : r.key,
        coolName: typeof r.key === 'number' ? social.nameOf(r.key) : r.key,
        makerVolume: num(r.makerVolume),
        share: num(r.share),
        reward: num(r.reward),
      })),
    });
  });
}

/** `mock=true`: a fixed sample dashboard (no fills read), for previews. */
function mockBoard() {
  const rows = [
    ['SampleMakerA', '600000', '0.6', '6000'],
    ['SampleMakerB', '300000', '0.3', '3000'],
    ['SampleMakerC', '100000', '0.1', '1000'],
  ] as const;
  return {
    pool: '10000',
    total: new Decimal(1_000_000),
    rows: rows.map(([key, v, share, reward], i) => ({
      key: key as string,
      rank: i + 1,
      makerVolume: new Decimal(v),
      share: new Decimal(share),
      reward: new Decimal(reward),
    })),
  };
}
