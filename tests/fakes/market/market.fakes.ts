import { MarketFeedPort } from '../../../src/application/market/ports/market-feed.port';
import { StreamConnectionPort } from '../../../src/application/market/ports/stream-connection.port';
import { override } from '../../../src/di/overrides';
import { NetworkSignals } from '../../../src/infrastructure/websocket/network-signals';
import { WebSocketFactory } from '../../../src/infrastructure/websocket/websocket-factory';
import { capabilityFakes } from '../../support/fakes';
import { FakeMarketFeed } from './fake-market-feed';
import { FakeStreamConnection } from './fake-stream-connection';
import { FakeNetworkSignals, FakeWebSocketFactory } from './fake-web-socket';

declare module '../../support/fakes' {
  interface Fakes {
    marketFeed: FakeMarketFeed;
    streamConnection: FakeStreamConnection;
    webSockets: FakeWebSocketFactory;
    network: FakeNetworkSignals;
  }
}

/** The market stream's fakes: a pushed feed and connection; under them (when a test restores those) a fake browser socket. */
export default capabilityFakes(() => {
  const fakes = {
    marketFeed: new FakeMarketFeed(),
    streamConnection: new FakeStreamConnection(),
    webSockets: new FakeWebSocketFactory(),
    network: new FakeNetworkSignals(),
  };
  return {
    fakes,
    overrides: [
      override(MarketFeedPort, fakes.marketFeed),
      override(StreamConnectionPort, fakes.streamConnection),
      override(WebSocketFactory, fakes.webSockets.create),
      override(NetworkSignals, fakes.network),
    ],
  };
});
