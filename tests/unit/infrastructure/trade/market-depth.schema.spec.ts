import { RecordingLogger } from '../../../fakes/recording-logger';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeNetworkSignals, FakeWebSocketFactory } from '../../../fakes/market/fake-web-socket';
import { toBookDelta } from '../../../../src/infrastructure/trade/market-depth.schema';
import { WsMarketDepthFeed } from '../../../../src/infrastructure/trade/ws-market-depth-feed.adapter';
import { PublicSocket } from '../../../../src/infrastructure/websocket/public-socket';
import type { BookDelta } from '../../../../src/domain/trade/order-book';
import type { PublicTrade } from '../../../../src/domain/trade/recent-trades';

const S = 'PERP_BTC_USDT';

describe('order book delta mapping', () => {
  it('maps the plain shape by the fast path and other valid shapes by zod to the same delta', () => {
    const plain = toBookDelta({ symbol: S, prevTs: 5, bids: [[65000.1, 0.5]], asks: [[1e-7, 0]] }, 6, S);
    const strings = toBookDelta({ symbol: S, prevTs: 5, bids: [['65000.10', '0.50']], asks: [['0.0000001', '0']] }, 6, S);
    const expected: BookDelta = {
      ts: 6,
      prevTs: 5,
      bids: [{ price: '65000.1', quantity: '0.5' }],
      asks: [{ price: '0.0000001', quantity: '0' }],
    };
    expect(plain).toEqual(expected);
    expect(strings).toEqual(expected);
  });

  it.each([
    ['another symbol', { symbol: 'SPOT_BTC_USDT', prevTs: 5, bids: [], asks: [] }],
    ['a negative size', { symbol: S, prevTs: 5, bids: [[1, -1]], asks: [] }],
    ['a zero price', { symbol: S, prevTs: 5, bids: [[0, 1]], asks: [] }],
    ['a pair of three', { symbol: S, prevTs: 5, bids: [[1, 1, 1]], asks: [] }],
    ['no prevTs', { symbol: S, bids: [], asks: [] }],
    ['NaN text', { symbol: S, prevTs: 5, bids: [['NaN', '1']], asks: [] }],
    ['not an object', 'oops'],
  ])('drops %s', (_name, data) => {
    expect(toBookDelta(data, 6, S)).toBeUndefined();
  });
});

describe('WsMarketDepthFeed over the public socket', () => {
  it('delivers valid frames and counts malformed ones without throwing', () => {
    const sockets = new FakeWebSocketFactory();
    const socket = new PublicSocket(
      { url: 'ws://x/ws/stream', device: 'web' },
      sockets.create,
      new FakeNetworkSignals(),
      new FakeClock(),
      new RecordingLogger(),
    );
    const feed = new WsMarketDepthFeed(socket);
    const deltas: BookDelta[] = [];
    const trades: PublicTrade[] = [];
    feed.watchOrderBook(S, (d) => deltas.push(d));
    feed.watchTrades(S, (t) => trades.push(t));
    socket.connect();
    sockets.last().open();
    const subscribed = sockets
      .last()
      .sentCommands('SUBSCRIBE')
      .flatMap((c) => c.params as string[]);
    expect(subscribed).toEqual(expect.arrayContaining([`${S}@orderbookupdate`, `${S}@trade`]));
    sockets.last().receive({ topic: `${S}@orderbookupdate`, ts: 10, data: { symbol: S, prevTs: 9, bids: [[1.5, 2]], asks: [] } });
    sockets.last().receive({ topic: `${S}@orderbookupdate`, ts: 11, data: { symbol: S, prevTs: 10, bids: 'x', asks: [] } });
    sockets.last().receive({ topic: `${S}@trade`, ts: 12, data: { symbol: S, price: 65000.1, size: 0.01, side: 'SELL', source: 0 } });
    sockets.last().receive({ topic: `${S}@trade`, ts: 13, data: { symbol: S, price: -1, size: 0.01, side: 'SELL' } });
    sockets.last().receive('{"topic":');
    expect(deltas).toEqual([{ ts: 10, prevTs: 9, bids: [{ price: '1.5', quantity: '2' }], asks: [] }]);
    expect(trades).toEqual([{ symbol: S, price: '65000.1', size: '0.01', side: 'SELL', ts: 12 }]);
    expect(socket.droppedFrames()).toBe(3);
    socket.disconnect();
  });
});
