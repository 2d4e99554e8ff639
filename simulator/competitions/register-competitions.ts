import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, ErrorCodes } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import type { SocialMount } from '../social/register-social';
import type { AccountRepository } from '../store/account-repository';
import type { TradingEngine } from '../trading/trading-engine';
import { registerCompetitionRoutes } from './competition-routes';
import { Competitions } from './competitions';
import { CampaignPayouts } from './payouts';
import type { PrizePayer } from './prize-payer';

/** Campaigns, trading competitions and market-maker dashboards, ranked from the engine's fills. */
export interface CompetitionsMount {
  readonly competitions: Competitions;
  readonly payouts: CampaignPayouts;
  /** The calls under /api. */
  api(api: FastifyInstance, accounts: AccountRepository): void;
  /** `POST /__control/campaigns/close {campaignId}` (SIM_CONTROL=1). */
  control(app: FastifyInstance): void;
  stop(): void;
}

export function createCompetitionsMount(
  trading: TradingEngine,
  social: SocialMount,
  clock: () => number,
  payoutCheckMs: number,
  pay: PrizePayer,
): CompetitionsMount {
  const competitions = new Competitions(trading, clock, social.traders, trading.loaded.growth);
  const payouts = new CampaignPayouts(competitions, pay, trading.writer, clock, trading.loaded.growth);
  payouts.start(payoutCheckMs);
  return {
    competitions,
    payouts,
    api: (api, accounts) => registerCompetitionRoutes(api, { competitions, payouts, social: social.service, accounts, clock }),
    control: (app) => {
      // ends the campaign's current edition now and pays its prizes (a demo or a test need not wait for its end)
      app.post('/__control/campaigns/close', async (request) => {
        try {
          const { campaignId } = parseQuery(z.object({ campaignId: z.string().min(1, 'is required') }), request.body ?? {});
          return { ok: true, payout: await payouts.closeNow(campaignId) };
        } catch (error) {
          // a control route answers {ok: false, message} with a client status (error-handling.ts)
          if (error instanceof ApiError)
            throw Object.assign(new Error(error.message), { statusCode: error.code === ErrorCodes.NotFound ? 404 : 400 });
          throw error;
        }
      });
    },
    stop: () => payouts.stop(),
  };
}
