import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import { ProfileViews } from './profile-views';
import type { SocialService } from './social-service';

const P = '/social-backend-ui/private/user-profiles';
const periodQuery = z.object({
  tradingPeriod: z.coerce
    .number()
    .int()
    .refine((v) => v === 7 || v === 30 || v === 90, 'must be 7, 30 or 90')
    .default(30),
});
const settingsBody = z
  .object({
    showPnl: z.boolean(),
    showPortfolio: z.boolean(),
    showTradingActivity: z.boolean(),
    showPositions: z.boolean(),
    // the leaderboard opt-in (absent: unchanged)
    showOnLeaderboard: z.boolean().optional(),
  })
  .strict();

type ProfileRequest = FastifyRequest<{ Params: { uuid: string } }>;

/** The profile calls (`user-profiles/{uuid}/…`, `me/uuid`, `settings`) and `account/private/me`, all private, under /api. */
export function registerProfileRoutes(app: FastifyInstance, social: SocialService): void {
  const views = new ProfileViews(social);
  const ok = <T>(data: T) => successBody(data, social.clock());
  const user = async (request: FastifyRequest) => (await requireAccount(request, social.accounts, social.clock())).userId;
  /** The viewer and the viewed trader (after a refresh, so a trader who just traded is found). */
  const who = async (request: ProfileRequest) => {
    const viewer = await user(request);
    social.remember(viewer);
    await social.fresh();
    return { viewer, userId: social.userIdOf(request.params.uuid) };
  };
  const period = (request: FastifyRequest) => parseQuery(periodQuery, request.query).tradingPeriod;

  app.get(`${P}/me/uuid`, async (request) => ok({ uuid: social.remember(await user(request)) }));
  // The social backend's own account of the member (`/account/private/me`; shape designed
  // here, docs/protocol.md "Social: account"): who the social pages take the member to be.
  app.get('/social-backend-ui/account/private/me', async (request) => {
    const account = await requireAccount(request, social.accounts, social.clock());
    return ok({
      uuid: social.remember(account.userId),
      userId: account.userId,
      coolName: account.coolName,
      main: account.main,
      eu: account.eu,
    });
  });
  app.get(`${P}/settings`, async (request) => ok(await social.repo.settings(await user(request))));
  app.put(`${P}/settings`, async (request) => {
    const userId = await user(request);
    const { showOnLeaderboard, ...shown } = parseQuery(settingsBody, request.body ?? {});
    const saved = { ...shown, showOnLeaderboard: showOnLeaderboard ?? (await social.repo.settings(userId)).showOnLeaderboard };
    await social.repo.saveSettings(userId, saved);
    return ok(saved);
  });
  app.get<{ Params: { uuid: string } }>(`${P}/:uuid/summary`, async (request) => {
    const { viewer, userId } = await who(request);
    return ok(await views.summary(userId, viewer));
  });
  app.get<{ Params: { uuid: string } }>(`${P}/:uuid/performance`, async (request) => {
    const { viewer, userId } = await who(request);
    return ok(await views.performance(userId, viewer, period(request)));
  });
  app.get<{ Params: { uuid: string } }>(`${P}/:uuid/overview`, async (request) => {
    const { viewer, userId } = await who(request);
    return ok(await views.overview(userId, viewer, period(request)));
  });
  app.get<{ Params: { uuid: string } }>(`${P}/:uuid/trading-activity`, async (request) => {
    const { viewer, userId } = await who(request);
    return ok(await views.tradingActivity(userId, viewer, period(request)));
  });
  app.get<{ Params: { uuid: string } }>(`${P}/:uuid/portfolio`, async (request) => {
    const { viewer, userId } = await who(request);
    return ok(await views.portfolio(userId, viewer));
  });
  app.get<{ Params: { uuid: string } }>(`${P}/:uuid/extended-portfolio`, async (request) => {
    const { viewer, userId } = await who(request);
    return ok(await views.extendedPortfolio(userId, viewer));
  });
}
