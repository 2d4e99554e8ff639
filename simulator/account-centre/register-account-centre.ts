import type { FastifyInstance } from 'fastify';
import { MemoryAccountCentreRepository } from './account-centre-repository';
import { registerAccountSettingsRoutes, type AccountCentreDeps } from './account-settings-routes';
import { registerWatchlistRoutes } from './watchlist-routes';

/** The account centre's settings and watchlists; memory stores keep them in memory. */
export function registerAccountCentre(
  app: FastifyInstance,
  deps: Omit<AccountCentreDeps, 'repository'> & { repository?: AccountCentreDeps['repository'] },
): void {
  const full: AccountCentreDeps = { ...deps, repository: deps.repository ?? new MemoryAccountCentreRepository() };
  registerAccountSettingsRoutes(app, full);
  registerWatchlistRoutes(app, full);
}
