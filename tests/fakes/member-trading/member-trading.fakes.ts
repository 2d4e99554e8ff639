import { FillSoundPort } from '../../../src/application/member-trading/ports/fill-sound.port';
import { TradePasswordApiPort } from '../../../src/application/security/ports/order-password.port';
import { PnlSharePromotionPort } from '../../../src/application/member-trading/ports/pnl-share-promotion.port';
import { PrivateStreamPort } from '../../../src/application/member-trading/ports/private-stream.port';
import { TradingApiPort } from '../../../src/application/member-trading/ports/trading-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeFillSound, FakePrivateStream } from '../trade/fake-private-stream';
import { FakePnlSharePromotion } from '../trade/fake-pnl-share-promotion';
import { FakeTradePasswordApi } from '../trade/fake-trade-password-api';
import { FakeTradingApi } from '../trade/fake-trading-api';

declare module '../../support/fakes' {
  interface Fakes {
    tradingApi: FakeTradingApi;
    privateStream: FakePrivateStream;
    fillSound: FakeFillSound;
    pnlSharePromotion: FakePnlSharePromotion;
    tradePasswordApi: FakeTradePasswordApi;
  }
}

/**
 * A member's trading: the v3 trading calls, the private stream, the fill beep, the PnL card's promotion
 * and the trade password calls. The fake classes live beside the trade page's (tests/fakes/trade).
 */
export default capabilityFakes(() => {
  const fakes = {
    tradingApi: new FakeTradingApi(),
    privateStream: new FakePrivateStream(),
    fillSound: new FakeFillSound(),
    pnlSharePromotion: new FakePnlSharePromotion(),
    tradePasswordApi: new FakeTradePasswordApi(),
  };
  return {
    fakes,
    overrides: [
      override(TradingApiPort, fakes.tradingApi),
      override(PrivateStreamPort, fakes.privateStream),
      override(FillSoundPort, fakes.fillSound),
      override(PnlSharePromotionPort, fakes.pnlSharePromotion),
      override(TradePasswordApiPort, fakes.tradePasswordApi),
    ],
  };
});
