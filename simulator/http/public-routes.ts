import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { groupRows, highlightRows } from '../market/layout';
import type { MarketEngine } from '../market/market-engine';
import { successBody } from './api-error';
import { parseQuery } from './request-input';

export interface PublicRouteDeps {
  readonly engine: MarketEngine;
  readonly clock: () => number;
}

const configQuery = z.object({
  tenantName: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, _ or -'),
});

export const FEATURES: Readonly<Record<string, boolean>> = {
  spotTrading: true,
  futuresTrading: true,
  earn: true,
  staking: true,
  copyTrading: true,
  leaderboard: true,
  proofOfReserves: true,
  buyCrypto: true,
  blog: true,
};

/** The public REST calls of the protocol table (mounted under /api). */
export function registerPublicRoutes(app: FastifyInstance, { engine, clock }: PublicRouteDeps): void {
  const ok = <T>(data: T) => successBody(data, clock());

  app.get('/config/api/configs/', async (request) => {
    const { tenantName } = parseQuery(configQuery, request.query);
    return ok({ tenantName, maintenance: false, announcement: null, features: FEATURES });
  });

  app.get('/layout/v4/public/highlight_sorted_symbols', async () => ok({ rows: highlightRows(engine.instruments) }));

  app.get('/layout/v4/public/customized_sorted_symbol_groups', async () => ok({ rows: groupRows(engine.instruments) }));

  app.get('/instrument/v4/public/info', async () => ok({ rows: engine.instrumentInfo() }));

  app.get('/instrument/v4/public/ping', async () => ok({ pong: true }));

  app.get('/md/', async () => ok({ status: 'ok' }));

  app.get('/md/v3/public/futures', async () => ok({ rows: engine.futures(clock()) }));
}
