import { MarketDepthFeedPort } from '../../../src/application/trade/ports/market-depth-feed.port';
import { PublicMarketApiPort } from '../../../src/application/trade/ports/public-market-api.port';
import { PerpInfoApiPort } from '../../../src/application/trade/ports/perp-info-api.port';
import { TradePreferencesPort } from '../../../src/application/trade/ports/trade-preferences.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeMarketDepthFeed, FakePublicMarketApi } from './fake-market-depth';
import { FakeTradePreferences } from './fake-trade-preferences';
import { FakePerpInfoApi } from './fake-perp-info-api';

declare module '../../support/fakes' {
  interface Fakes {
    marketDepthFeed: FakeMarketDepthFeed;
    publicMarketApi: FakePublicMarketApi;
    tradePreferences: FakeTradePreferences;
    perpInfoApi: FakePerpInfoApi;
  }
}

/**
 * The trade page's market data: a pushed depth feed (deltas, trades, candles, perp figures), the v3 public REST calls,
 * the public perpetual calls (leverage tiers, extras) and the device's preferences. A member's trading calls are
 * member-trading's fakes (tests/fakes/member-trading).
 */
export default capabilityFakes(() => {
  const fakes = {
    marketDepthFeed: new FakeMarketDepthFeed(),
    publicMarketApi: new FakePublicMarketApi(),
    tradePreferences: new FakeTradePreferences(),
    perpInfoApi: new FakePerpInfoApi(),
  };
  return {
    fakes,
    overrides: [
      override(MarketDepthFeedPort, fakes.marketDepthFeed),
      override(PublicMarketApiPort, fakes.publicMarketApi),
      override(TradePreferencesPort, fakes.tradePreferences),
      override(PerpInfoApiPort, fakes.perpInfoApi),
    ],
  };
});
