import type { FastifyInstance } from 'fastify';
import type { SocialMount } from '../social/register-social';
import type { AccountRepository } from '../store/account-repository';
import type { TradingEngine } from '../trading/trading-engine';
import { registerCompetitionRoutes } from './competition-routes';
import { Competitions } from './competitions';

/** Campaigns, trading competitions and market-maker dashboards (issue 19 parts 1 and 3), ranked from the engine's fills. */
export interface CompetitionsMount {
  readonly competitions: Competitions;
  /** The calls under /api. */
  api(api: FastifyInstance, accounts: AccountRepository): void;
}

export function createCompetitionsMount(trading: TradingEngine, social: SocialMount, clock: () => number): CompetitionsMount {
  const competitions = new Competitions(trading, clock, social.traders, trading.loaded.growth);
  return {
    competitions,
    api: (api, accounts) => registerCompetitionRoutes(api, { competitions, social: social.service, accounts, clock }),
  };
}
