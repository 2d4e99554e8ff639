import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { successBody } from '../http/api-error';
import { bearerToken, parseQuery, requireAccount } from '../http/request-input';
import { TRADING_PERIODS } from '../../src/domain/social/leaderboard';
import type { SocialService } from './social-service';

const P = '/social-backend-ui';
const period = z.coerce
  .number()
  .int()
  .refine((v) => (TRADING_PERIODS as readonly number[]).includes(v), 'must be 7, 30 or 90')
  .default(30);
const page = { page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(100).default(20) };
const order = z.enum(['ASC', 'DESC']).default('DESC');
const metricsQuery = z.object({
  tradingPeriod: period,
  tradingType: z.enum(['SPOT', 'FUTURES', 'ALL']).default('ALL'),
  sortBy: z.enum(['PNL', 'ROI', 'VOLUME']).default('PNL'),
  sortOrder: order,
  ...page,
});
const volumeQuery = z.object({
  tradingPeriod: period,
  tradingType: z.enum(['SPOT', 'FUTURES']).default('FUTURES'),
  sortOrder: order,
  ...page,
});
const searchQuery = z.object({
  coolName: z.string().trim().min(1, 'is required').max(20),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
/** The deprecated `metrics/*` calls' parameters (lower-case, as old clients send them). */
const oldQuery = z.object({
  period: period,
  type: z.enum(['spot', 'futures', 'all']).default('all'),
  sort: z.enum(['pnl', 'roi', 'volume']).default('pnl'),
});

/** Leaderboards, search and followings (docs/protocol.md "Social"), under /api. */
export function registerSocialRoutes(app: FastifyInstance, social: SocialService): void {
  const ok = <T>(data: T) => successBody(data, social.clock());
  const user = async (request: FastifyRequest) => (await requireAccount(request, social.accounts, social.clock())).userId;
  /** The caller's account when a valid session is sent, else undefined (the public calls never refuse). */
  const maybeUser = async (request: FastifyRequest) => (bearerToken(request) ? user(request).catch(() => undefined) : undefined);

  const metrics = (me?: number) => async (q: z.infer<typeof metricsQuery>) =>
    social.leaderboard(
      { period: q.tradingPeriod, type: q.tradingType, sortBy: q.sortBy, ascending: q.sortOrder === 'ASC', page: q.page, size: q.size },
      me,
    );
  const volume = (me?: number) => async (q: z.infer<typeof volumeQuery>) => {
    const board = await social.leaderboard(
      { period: q.tradingPeriod, type: q.tradingType, sortBy: 'VOLUME', ascending: q.sortOrder === 'ASC', page: q.page, size: q.size },
      me,
    );
    const slim = (r: { rank: number; uuid: string; coolName: string; volume: number }) => ({
      rank: r.rank,
      uuid: r.uuid,
      coolName: r.coolName,
      volume: r.volume,
    });
    return { ...board, rows: board.rows.map(slim), me: board.me ? slim(board.me) : null };
  };

  app.get(`${P}/public/leaderboard-metrics`, async (request) => ok(await metrics()(parseQuery(metricsQuery, request.query))));
  app.get(`${P}/private/leaderboard-metrics`, async (request) =>
    ok(await metrics(await user(request))(parseQuery(metricsQuery, request.query))),
  );
  app.get(`${P}/public/trading-volume-leaderboard`, async (request) => ok(await volume()(parseQuery(volumeQuery, request.query))));
  app.get(`${P}/private/trading-volume-leaderboard`, async (request) =>
    ok(await volume(await user(request))(parseQuery(volumeQuery, request.query))),
  );

  // Deprecated (old clients): snake_case rows under `leaderboard`, the caller's row as `my_rank` on metrics/auth.
  const old = async (request: FastifyRequest, me?: number) => {
    const q = parseQuery(oldQuery, request.query);
    const board = await social.leaderboard(
      {
        period: q.period,
        type: q.type.toUpperCase() as 'ALL',
        sortBy: q.sort.toUpperCase() as 'PNL',
        ascending: false,
        page: 1,
        size: 100,
      },
      me,
    );
    const snake = (r: { rank: number; uuid: string; coolName: string; pnl: number; roi: number; volume: number }) => ({
      rank: r.rank,
      user_uuid: r.uuid,
      cool_name: r.coolName,
      pnl: r.pnl,
      roi: r.roi,
      volume: r.volume,
    });
    return {
      leaderboard: board.rows.map(snake),
      updated_at: board.updatedTime,
      ...(me !== undefined ? { my_rank: board.me ? snake(board.me) : null } : {}),
    };
  };
  app.get(`${P}/metrics/public`, async (request) => ok(await old(request)));
  app.get(`${P}/metrics/auth`, async (request) => ok(await old(request, await user(request))));

  app.get(`${P}/public/user-profiles/search`, async (request) => {
    const q = parseQuery(searchQuery, request.query);
    await maybeUser(request);
    return ok({ rows: await social.search(q.coolName, q.size) });
  });

  app.post<{ Params: { uuid: string } }>(`${P}/private/followings/:uuid`, async (request) => {
    await social.follow(await user(request), request.params.uuid);
    return ok({ uuid: request.params.uuid, following: true });
  });
  app.delete<{ Params: { uuid: string } }>(`${P}/private/followings/:uuid`, async (request) => {
    await social.unfollow(await user(request), request.params.uuid);
    return ok({ uuid: request.params.uuid, following: false });
  });
  app.get(`${P}/private/following-lists`, async (request) => {
    const q = parseQuery(z.object(page), request.query);
    const rows = await social.followingRows(await user(request));
    return ok({
      rows: rows.slice((q.page - 1) * q.size, q.page * q.size),
      meta: { total: rows.length, recordsPerPage: q.size, currentPage: q.page },
    });
  });
  app.get(`${P}/private/following-lists/simple`, async (request) => {
    const rows = await social.followingRows(await user(request));
    return ok({ uuids: rows.map((r) => r.uuid) });
  });
  app.get(`${P}/metrics/following_list`, async (request) => {
    const rows = await social.followingRows(await user(request));
    return ok({ following_list: rows.map((r) => ({ user_uuid: r.uuid, cool_name: r.coolName, followed_at: r.followedTime })) });
  });
}
