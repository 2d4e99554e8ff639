import type { FastifyInstance } from 'fastify';
import { successBody } from '../http/api-error';
import type { MarketEngine } from './market-engine';
import { tokenRows } from './tokens';
import { registerV1PublicRoutes } from './v1-public-routes';
import { registerMdPublicRoutes } from './md-public-routes';

export interface MarketRouteDeps {
  readonly engine: MarketEngine;
  readonly clock: () => number;
}

/**
 * Market REST calls of the markets pages (mounted under /api): tokens (`instrument/v4/public/token`, and the v1 token
 * calls CCXT reads), and the `md/v3` and `md/v4` public funding, futures, ticker and market-trade calls.
 */
export function registerMarketRoutes(app: FastifyInstance, { engine, clock }: MarketRouteDeps): void {
  app.get('/instrument/v4/public/token', async () => successBody({ rows: tokenRows(engine.instruments) }, clock()));

  registerV1PublicRoutes(app, { engine });
  registerMdPublicRoutes(app, { engine, clock });
}
