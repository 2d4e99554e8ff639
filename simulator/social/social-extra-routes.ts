import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TRADING_PERIODS } from '../../src/domain/social/leaderboard';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import type { Account } from '../store/account-repository';
import type { FeatureFlagService } from './feature-flags';
import type { SocialService } from './social-service';
import { strategyRows } from './strategies';

const P = '/social-backend-ui';
const periodQuery = z.object({
  tradingPeriod: z.coerce
    .number()
    .int()
    .refine((v) => (TRADING_PERIODS as readonly number[]).includes(v), 'must be 7, 30 or 90')
    .default(30),
});

export interface SocialExtraDeps {
  readonly social: SocialService;
  readonly features: FeatureFlagService;
  /** The admin role of the derivatives issue's admin calls (simulator/md-admin): DELETE /caches needs it. */
  readonly isAdmin: (account: Account) => boolean;
}

/**
 * Feature flags (`public/features`, `private/features`), `DELETE /caches` (admin only) and the strategies
 * (`public/strategies`, simulator-defined), under /api; docs/protocol.md "Social".
 */
export function registerSocialExtraRoutes(app: FastifyInstance, { social, features, isAdmin }: SocialExtraDeps): void {
  const ok = <T>(data: T) => successBody(data, social.clock());
  const account = (request: FastifyRequest) => requireAccount(request, social.accounts, social.clock());

  app.get(`${P}/public/features`, async () => ok({ features: features.publicFeatures() }));
  app.get(`${P}/private/features`, async (request) => ok({ features: features.privateFeatures((await account(request)).userId) }));

  app.delete(`${P}/caches`, async (request) => {
    const who = await account(request);
    if (!isAdmin(who)) throw new ApiError(ErrorCodes.Unauthorized, 'Forbidden: the admin role is required', 403);
    social.metrics.clear();
    return ok({ cleared: ['leaderboard-metrics', 'trading-volume-leaderboard', 'metrics', 'following-lists', 'strategies'] });
  });

  app.get(`${P}/public/strategies`, async (request) => {
    const { tradingPeriod } = parseQuery(periodQuery, request.query);
    const metrics = await social.fresh();
    return ok({ rows: strategyRows(metrics, social.traders.traders, tradingPeriod), tradingPeriod, updatedTime: metrics.updatedTime });
  });
}
