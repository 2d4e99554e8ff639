import type { Simulator } from '../../../simulator/server';
import type { MarketAdminStore } from '../../../src/presentation/admin/market-admin.store';
import { worldPart } from '../../support/world';

/** The market-data admin scenarios: the simulator they run against, the session's token and the page's store. */
export const adminWorld = worldPart(
  (): { sim?: Simulator; token?: string; userId?: number; page?: MarketAdminStore; credentials?: { token(): string | undefined } } => ({}),
);
