import { MarketAdminApiPort } from '../../../src/application/admin/ports/market-admin-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeMarketAdminApi } from './fake-market-admin-api';

declare module '../../support/fakes' {
  interface Fakes {
    marketAdminApi: FakeMarketAdminApi;
  }
}

/** The market-data admin: the admin calls in memory. */
export default capabilityFakes(() => {
  const fakes = { marketAdminApi: new FakeMarketAdminApi() };
  return { fakes, overrides: [override(MarketAdminApiPort, fakes.marketAdminApi)] };
});
