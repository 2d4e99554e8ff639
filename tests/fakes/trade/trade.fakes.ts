import { MarketDepthFeedPort } from '../../../src/application/trade/ports/market-depth-feed.port';
import { PublicMarketApiPort } from '../../../src/application/trade/ports/public-market-api.port';
import { FillSoundPort } from '../../../src/application/trade/ports/fill-sound.port';
import { PrivateStreamPort } from '../../../src/application/trade/ports/private-stream.port';
import { PerpInfoApiPort } from '../../../src/application/trade/ports/perp-info-api.port';
import { TradePreferencesPort } from '../../../src/application/trade/ports/trade-preferences.port';
import { TradingApiPort } from '../../../src/application/trade/ports/trading-api.port';
import { PnlSharePromotionPort } from '../../../src/application/trade/ports/pnl-share-promotion.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeMarketDepthFeed, FakePublicMarketApi } from './fake-market-depth';
import { FakeFillSound, FakePrivateStream } from './fake-private-stream';
import { FakeTradePreferences } from './fake-trade-preferences';
import { FakeTradingApi } from './fake-trading-api';
import { FakePnlSharePromotion } from './fake-pnl-share-promotion';
import { FakePerpInfoApi } from './fake-perp-info-api';
import { TradePasswordApiPort } from '../../../src/application/trade/ports/order-password.port';
import { FakeTradePasswordApi } from './fake-trade-password-api';

declare module '../../support/fakes' {
  interface Fakes {
    marketDepthFeed: FakeMarketDepthFeed;
    publicMarketApi: FakePublicMarketApi;
    tradePreferences: FakeTradePreferences;
    tradingApi: FakeTradingApi;
    privateStream: FakePrivateStream;
    fillSound: FakeFillSound;
    pnlSharePromotion: FakePnlSharePromotion;
    perpInfoApi: FakePerpInfoApi;
    tradePasswordApi: FakeTradePasswordApi;
  }
}

/** The trade page's market data: a pushed depth feed (deltas, trades, candles, perp figures), the v3 public REST calls, the device's preferences; the v3 trading calls, the private stream and the fill beep (issue 14). */
export default capabilityFakes(() => {
  const fakes = {
    marketDepthFeed: new FakeMarketDepthFeed(), publicMarketApi: new FakePublicMarketApi(), tradePreferences: new FakeTradePreferences(),
    tradingApi: new FakeTradingApi(), privateStream: new FakePrivateStream(), fillSound: new FakeFillSound(),
    pnlSharePromotion: new FakePnlSharePromotion(),
    perpInfoApi: new FakePerpInfoApi(),
    tradePasswordApi: new FakeTradePasswordApi(),
  };
  return {
    fakes,
    overrides: [
      override(MarketDepthFeedPort, fakes.marketDepthFeed), override(PublicMarketApiPort, fakes.publicMarketApi),
      override(TradePreferencesPort, fakes.tradePreferences),
      override(TradingApiPort, fakes.tradingApi), override(PrivateStreamPort, fakes.privateStream), override(FillSoundPort, fakes.fillSound),
      override(PnlSharePromotionPort, fakes.pnlSharePromotion),
      override(PerpInfoApiPort, fakes.perpInfoApi),
      override(TradePasswordApiPort, fakes.tradePasswordApi),
    ],
  };
});
