import { MarketDepthFeedPort } from '../../../src/application/trade/ports/market-depth-feed.port';
import { PublicMarketApiPort } from '../../../src/application/trade/ports/public-market-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeMarketDepthFeed, FakePublicMarketApi } from './fake-market-depth';

declare module '../../support/fakes' {
  interface Fakes {
    marketDepthFeed: FakeMarketDepthFeed;
    publicMarketApi: FakePublicMarketApi;
  }
}

/** The trade page's market data: a pushed depth feed (deltas and trades) and the v3 public REST calls. */
export default capabilityFakes(() => {
  const fakes = { marketDepthFeed: new FakeMarketDepthFeed(), publicMarketApi: new FakePublicMarketApi() };
  return {
    fakes,
    overrides: [override(MarketDepthFeedPort, fakes.marketDepthFeed), override(PublicMarketApiPort, fakes.publicMarketApi)],
  };
});
