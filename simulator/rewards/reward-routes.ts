import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REWARD_TASK_KINDS } from '../../src/domain/rewards/rewards';
import type { ControlState } from '../control/control-state';
import { successBody } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { tradingRouteContext } from '../trading/route-inputs';
import type { TradingEngine } from '../trading/trading-engine';
import { PROMOTION_CARD_TYPES, PROMOTION_PLATFORMS, promotionCards } from './promotions';
import type { Rewards } from './rewards';

export interface RewardRouteDeps {
  readonly trading: TradingEngine;
  readonly accounts: AccountRepository;
  readonly control: ControlState;
  readonly clock: () => number;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });
const taskBody = z.object({ kind: z.enum(REWARD_TASK_KINDS) });
const promotionQuery = z.object({
  platform: z.enum(PROMOTION_PLATFORMS).optional(),
  cardType: z.enum(PROMOTION_CARD_TYPES).optional(),
  language: z.string().max(10).optional(),
});

/**
 * The reward centre's calls (simulator-defined `/v3/rewards/*`), the reward notifications
 * (`/social-backend-ui/private/campaign-reward-notifications`, a social call, under that prefix) and the promotions (`/promotion/{public,account}/promotion`,
 * `/usercenter/account/promotion`), under /api: docs/protocol.md "Rewards" and "Promotion".
 */
export function registerRewardRoutes(app: FastifyInstance, deps: RewardRouteDeps, rewards: Rewards): void {
  const { ok, user, open } = tradingRouteContext(deps.accounts, deps.control, deps.clock);
  const flush = () => deps.trading.writer.flush();
  const answer = async <T>(data: T) => {
    deps.trading.publishChanges();
    await flush();
    return ok(data);
  };

  app.get('/social-backend-ui/private/campaign-reward-notifications', async (request) => {
    const userId = await user(request);
    return answer({ rows: rewards.rewardNotifications(userId) });
  });

  app.delete('/social-backend-ui/private/campaign-reward-notifications/:id', async (request) => {
    const userId = await user(request);
    rewards.dismiss(userId, parseQuery(idParams, request.params).id);
    return answer({ id: parseQuery(idParams, request.params).id, dismissed: true });
  });

  app.get('/v3/rewards/tasks', async (request) => answer({ rows: rewards.tasks(await user(request)) }));

  app.post('/v3/rewards/tasks/claim', async (request) => {
    const userId = await user(request);
    open();
    return answer(rewards.claimTask(userId, parseQuery(taskBody, request.body ?? {}).kind));
  });

  app.get('/v3/rewards/coupons', async (request) => answer({ rows: rewards.coupons(await user(request)) }));

  app.post('/v3/rewards/coupons/:id/claim', async (request) => {
    const userId = await user(request);
    open();
    const { id } = parseQuery(idParams, request.params);
    rewards.claimCoupon(userId, id);
    return answer(rewards.coupons(userId).find((c) => c.id === id));
  });

  app.post('/v3/rewards/coupons/:id/use', async (request) => {
    const userId = await user(request);
    open();
    const { id } = parseQuery(idParams, request.params);
    rewards.useCoupon(userId, id);
    return answer(rewards.coupons(userId).find((c) => c.id === id));
  });

  app.get('/promotion/public/promotion', async (request) => {
    const q = parseQuery(promotionQuery, request.query);
    return successBody({ rows: promotionCards(q, false, deps.clock()) }, deps.clock());
  });

  app.get('/promotion/account/promotion', async (request) => {
    await user(request);
    return ok({ rows: promotionCards(parseQuery(promotionQuery, request.query), true, deps.clock()) });
  });

  // The member's promotions (the reward centre's #events): every running card of the platform, whatever its type.
  app.get('/usercenter/account/promotion', async (request) => {
    await user(request);
    const q = parseQuery(promotionQuery, request.query);
    return ok({ rows: promotionCards({ platform: q.platform, language: q.language }, true, deps.clock()) });
  });
}
