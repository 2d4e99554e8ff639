import { Container } from 'inversify';
import { MarketFeedPort } from '../../../../src/application/market/ports/market-feed.port';
import { StreamConnectionPort } from '../../../../src/application/market/ports/stream-connection.port';
import { ClockPort } from '../../../../src/application/shared/ports/clock.port';
import { LoggerPort } from '../../../../src/application/shared/ports/logger.port';
import { WsMarketFeed } from '../../../../src/infrastructure/market/ws-market-feed.adapter';
import { NetworkSignals } from '../../../../src/infrastructure/websocket/network-signals';
import { PublicSocket, PublicSocketOptions } from '../../../../src/infrastructure/websocket/public-socket';
import { WebSocketFactory } from '../../../../src/infrastructure/websocket/websocket-factory';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeNetworkSignals, FakeWebSocketFactory } from '../../../fakes/market/fake-web-socket';
import { RecordingLogger } from '../../../fakes/recording-logger';

describe('market stream bindings', () => {
  it('resolves one socket behind both ports, with every constructor parameter injected by token', () => {
    const factory = new FakeWebSocketFactory();
    const c = new Container();
    c.bind(PublicSocketOptions).toConstantValue({ url: 'ws://127.0.0.1:8080/ws/stream', device: 'web' });
    c.bind(WebSocketFactory).toConstantValue(factory.create);
    c.bind(NetworkSignals).toConstantValue(new FakeNetworkSignals());
    c.bind(ClockPort).toConstantValue(new FakeClock());
    c.bind(LoggerPort).toConstantValue(new RecordingLogger());
    c.bind(PublicSocket).toSelf().inSingletonScope();
    c.bind(StreamConnectionPort).toService(PublicSocket);
    c.bind(MarketFeedPort).to(WsMarketFeed).inSingletonScope();

    const connection = c.get<StreamConnectionPort>(StreamConnectionPort);
    const feed = c.get<MarketFeedPort>(MarketFeedPort);
    expect(connection).toBe(c.get(PublicSocket));
    expect(feed).toBeInstanceOf(WsMarketFeed);

    const totals: unknown[] = [];
    feed.watch({ totals: (entries) => totals.push(entries) });
    connection.connect();
    factory.last().open();
    factory.last().receive({ topic: 'totals', ts: 1, data: [{ type: 'SPOT', amount: 2, count: 3 }] });
    expect(factory.last().url).toBe('ws://127.0.0.1:8080/ws/stream?device=web');
    expect(totals).toEqual([[{ amount: '2', count: 3 }]]);
  });
});
