import { MarketDepthFeedPort } from '../../../src/application/trade/ports/market-depth-feed.port';
import { PublicMarketApiPort } from '../../../src/application/trade/ports/public-market-api.port';
import { TradePreferencesPort } from '../../../src/application/trade/ports/trade-preferences.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeMarketDepthFeed, FakePublicMarketApi } from './fake-market-depth';
import { FakeTradePreferences } from './fake-trade-preferences';

declare module '../../support/fakes' {
  interface Fakes {
    marketDepthFeed: FakeMarketDepthFeed;
    publicMarketApi: FakePublicMarketApi;
    tradePreferences: FakeTradePreferences;
  }
}

/** The trade page's market data: a pushed depth feed (deltas, trades, candles, perp figures), the v3 public REST calls, the device's preferences. */
export default capabilityFakes(() => {
  const fakes = { marketDepthFeed: new FakeMarketDepthFeed(), publicMarketApi: new FakePublicMarketApi(), tradePreferences: new FakeTradePreferences() };
  return {
    fakes,
    overrides: [
      override(MarketDepthFeedPort, fakes.marketDepthFeed), override(PublicMarketApiPort, fakes.publicMarketApi),
      override(TradePreferencesPort, fakes.tradePreferences),
    ],
  };
});
