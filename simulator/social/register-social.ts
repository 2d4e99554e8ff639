import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/account-repository';
import type { TradingEngine } from '../trading/trading-engine';
import { registerProfileRoutes } from './profile-routes';
import { SimulatedTraders, type SimulatedTradersOptions } from './simulated-traders';
import { MemorySocialRepository } from './social-repository';
import { registerSocialRoutes } from './social-routes';
import { SocialService } from './social-service';

/** The social backend (issue 18): simulated traders, leaderboards, profiles, followings. */
export interface SocialMount {
  readonly service: SocialService;
  readonly traders: SimulatedTraders;
  /** The calls under /api. */
  api(api: FastifyInstance): void;
  /** `/__control/social/*` (SIM_CONTROL=1): a batch of simulated trades now, the figures recomputed now. */
  control(app: FastifyInstance): void;
  stop(): void;
}

export function createSocialMount(trading: TradingEngine, store: Store, seed: number, clock: () => number, traders: SimulatedTradersOptions): SocialMount {
  const population = new SimulatedTraders(trading, seed, traders);
  const service = new SocialService(trading, store.accounts, store.social ?? new MemorySocialRepository(), population, clock);
  population.start();
  return {
    service, traders: population,
    api: (api) => {
      registerSocialRoutes(api, service);
      registerProfileRoutes(api, service);
    },
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
    },
    stop: () => population.stop(),
  };
}
