import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EnvironmentName } from '../../src/domain/config/environment-table';
import { twitterAuthorizeUrl } from '../../src/domain/social/twitter';
import { isFeatureName } from '../../src/domain/features/feature-flags';
import type { Account, Store } from '../store/account-repository';
import type { TradingEngine } from '../trading/trading-engine';
import { FeatureFlagService, MemoryFeatureFlagRepository, SqlFeatureFlagRepository } from './feature-flags';
import { registerProfileRoutes } from './profile-routes';
import { SimulatedTraders, type SimulatedTradersOptions } from './simulated-traders';
import { registerSocialExtraRoutes } from './social-extra-routes';
import { MemorySocialRepository, SqlSocialRepository } from './social-repository';
import { registerSocialRoutes } from './social-routes';
import { SocialService } from './social-service';
import { MemoryTwitterRepository, SqlTwitterRepository, TwitterLinks } from './twitter-links';
import { registerTwitterPages, registerTwitterRoutes } from './twitter-routes';

/** The social backend: simulated traders, leaderboards, profiles, followings. */
export interface SocialMount {
  readonly service: SocialService;
  readonly traders: SimulatedTraders;
  readonly twitter: TwitterLinks;
  readonly features: FeatureFlagService;
  /** The calls under /api. */
  api(api: FastifyInstance): void;
  /** The simulated Twitter pages (at the root, under `/api/twitter-sim`). */
  pages(app: FastifyInstance): void;
  /** `/__control/social/*` (SIM_CONTROL=1): a batch of simulated trades now, the figures recomputed now, feature flags. */
  control(app: FastifyInstance): void;
  stop(): void;
}

/** What the social mount needs besides the store: who is an admin (DELETE /caches), which environment it plays. */
export interface SocialMountOptions {
  readonly isAdmin?: (account: Account) => boolean;
  readonly appEnv?: EnvironmentName;
}

const featureBody = z.object({
  name: z.string().min(1).max(60),
  enabled: z.boolean().nullable(),
  userId: z.number().int().positive().optional(),
});

export async function createSocialMount(
  trading: TradingEngine,
  store: Store,
  seed: number,
  clock: () => number,
  traders: SimulatedTradersOptions,
  options: SocialMountOptions = {},
): Promise<SocialMount> {
  const population = new SimulatedTraders(trading, seed, traders);
  const service = new SocialService(trading, store.accounts, store.social ?? new MemorySocialRepository(), population, clock);
  const db = store.social instanceof SqlSocialRepository ? store.social.db : undefined;
  const twitter = new TwitterLinks(
    db ? new SqlTwitterRepository(db) : new MemoryTwitterRepository(),
    twitterAuthorizeUrl(options.appEnv ?? 'local'),
    clock,
  );
  const features = new FeatureFlagService(db ? new SqlFeatureFlagRepository(db) : new MemoryFeatureFlagRepository());
  await features.start();
  const isAdmin = options.isAdmin ?? (() => false);
  population.start();
  return {
    service,
    traders: population,
    twitter,
    features,
    api: (api) => {
      registerSocialRoutes(api, service);
      registerProfileRoutes(api, service);
      registerSocialExtraRoutes(api, { social: service, features, isAdmin });
      registerTwitterRoutes(api, {
        twitter,
        accounts: store.accounts,
        clock,
        reservedCoolName: (name) => population.isReservedName(name),
        coolNameChanged: (userId, name) => service.setCoolName(userId, name),
      });
    },
    pages: (app) => registerTwitterPages(app, twitter),
    control: (app) => {
      app.post('/__control/social/trade-batch', async (request) => {
        const { batches } = (request.body ?? {}) as { batches?: number };
        for (let i = 0; i < Math.min(Math.max(Number(batches) || 1, 1), 100); i += 1) population.tradeBatch();
        await trading.writer.flush();
        return { ok: true, placed: population.placed, refused: population.refused };
      });
      app.post('/__control/social/refresh', async () => {
        await service.refresh();
        return { ok: true, traders: service.metrics.figures.size, updatedTime: service.metrics.updatedTime };
      });
      app.post('/__control/social/features', async (request, reply) => {
        const parsed = featureBody.safeParse(request.body ?? {});
        if (!parsed.success || !isFeatureName(parsed.data.name))
          return reply.code(400).send({ ok: false, message: 'name: must be a feature of docs/protocol.md "Feature flags"' });
        const body = parsed.data;
        await features.set(body.name, body.enabled, body.userId);
        return { ok: true, features: body.userId === undefined ? features.publicFeatures() : features.privateFeatures(body.userId) };
      });
    },
    stop: () => population.stop(),
  };
}
