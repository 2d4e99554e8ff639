import type { FastifyInstance } from 'fastify';
import type { AccountRepository } from '../store/account-repository';
import type { TradingEngine } from '../trading/trading-engine';
import { ListingCampaign } from './listing-campaign';
import { registerListingControlRoutes, registerListingRoutes } from './listing-routes';

/** The listing campaign: its calls under /api and, with SIM_CONTROL, its phase control. */
export interface ListingMount {
  readonly campaign: ListingCampaign;
  api(api: FastifyInstance): void;
  control(app: FastifyInstance): void;
}

export function createListingMount(trading: TradingEngine, accounts: AccountRepository, clock: () => number): ListingMount {
  const campaign = new ListingCampaign(trading, clock);
  return {
    campaign,
    api: (api) => registerListingRoutes(api, { trading, accounts, clock }, campaign),
    control: (app) => registerListingControlRoutes(app, trading, campaign),
  };
}
