import WebSocket from 'ws';
import type { RunningSimulator } from '../../../simulator/server';
import { control, testSimulator } from './support/simulator-fixture';
import { TestSocket, type Frame } from './support/test-socket';

/**
 * The exchange's v2 public websocket at `/ws/stream/{applicationId}` (what CCXT pro opens): `{id, event, topic}`
 * requests, acks with the id as a string and the topic in `data`, `{topic, ts, data}` pushes with the field names
 * CCXT pro's handlers read, `ping`/`pong` both ways.
 */
describe('public websocket v2 /ws/stream/{applicationId}', () => {
  let sim: RunningSimulator;
  const sockets: TestSocket[] = [];
  const APP_ID = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';
  const url = (path = `/ws/stream/${APP_ID}`) => `${sim.url.replace('http', 'ws')}${path}`;
  const open = async (path?: string) => {
    const socket = await TestSocket.open(url(path));
    sockets.push(socket);
    return socket;
  };
  const acked = (id: string) => (f: Frame) => (f as { id?: string }).id === id;
  const subscribe = async (socket: TestSocket, id: number, topic: string) => {
    socket.send({ id, event: 'subscribe', topic });
    return socket.next(acked(String(id)));
  };

  beforeAll(async () => {
    sim = await testSimulator({ tickerIntervalMs: 100, bboRate: 2000, orderbookIntervalMs: 50, serverPingMs: 200 });
  });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await control(sim, '/reset');
  });
  afterAll(() => sim.close());

  it('acks a subscribe with the id as a string and the topic, then pushes <SYMBOL>@ticker with the real field names', async () => {
    const socket = await open();
    expect(await subscribe(socket, 7, 'SPOT_BTC_USDT@ticker')).toEqual({
      id: '7',
      event: 'subscribe',
      success: true,
      ts: expect.any(Number),
      data: 'SPOT_BTC_USDT@ticker',
    });
    const frame = await socket.next((f) => f.topic === 'SPOT_BTC_USDT@ticker');
    expect(Object.keys(frame).sort()).toEqual(['data', 'topic', 'ts']);
    const t = frame.data;
    expect(t.symbol).toBe('SPOT_BTC_USDT');
    for (const field of ['open', 'close', 'high', 'low', 'volume', 'amount', 'count']) expect(typeof t[field]).toBe('number');
    expect(t.high).toBeGreaterThanOrEqual(Math.max(t.open, t.close));
    expect(t.low).toBeLessThanOrEqual(Math.min(t.open, t.close));
  });

  it('pushes tickers (every symbol) and bbos ({symbol, ask, askSize, bid, bidSize}, ask above bid)', async () => {
    const socket = await open();
    await subscribe(socket, 1, 'tickers');
    const tickers = await socket.next((f) => f.topic === 'tickers');
    expect(tickers.data.length).toBeGreaterThanOrEqual(300);
    expect(tickers.data.find((r: { symbol: string }) => r.symbol === 'PERP_ETH_USDT')).toMatchObject({
      open: expect.any(Number),
      close: expect.any(Number),
      count: expect.any(Number),
    });
    await subscribe(socket, 2, 'bbos');
    const bbos = await socket.next((f) => f.topic === 'bbos' && f.data.length > 0);
    const row = bbos.data[0];
    expect(Object.keys(row).sort()).toEqual(['ask', 'askSize', 'bid', 'bidSize', 'symbol']);
    expect(row.ask).toBeGreaterThan(row.bid);
  });

  it('sends {symbol}@orderbook snapshots: 100 [price, quantity] levels a side, bids falling, asks rising, not crossed', async () => {
    const socket = await open();
    await subscribe(socket, 3, 'SPOT_ETH_USDT@orderbook');
    const frame = await socket.next((f) => f.topic === 'SPOT_ETH_USDT@orderbook');
    const { symbol, bids, asks } = frame.data as { symbol: string; bids: [number, number][]; asks: [number, number][] };
    expect(symbol).toBe('SPOT_ETH_USDT');
    expect(bids).toHaveLength(100);
    expect(asks).toHaveLength(100);
    for (const level of [...bids, ...asks]) {
      expect(level).toHaveLength(2);
      expect(level[1]).toBeGreaterThan(0);
    }
    for (let i = 1; i < 100; i += 1) {
      expect(bids[i][0]).toBeLessThan(bids[i - 1][0]);
      expect(asks[i][0]).toBeGreaterThan(asks[i - 1][0]);
    }
    expect(asks[0][0]).toBeGreaterThan(bids[0][0]);
    // and again every ticker interval
    await socket.next((f) => f.topic === 'SPOT_ETH_USDT@orderbook');
  });

  it('chains {symbol}@orderbookupdate deltas by prevTs and pushes {symbol}@trade prints', async () => {
    const socket = await open();
    await subscribe(socket, 4, 'PERP_BTC_USDT@orderbookupdate');
    await subscribe(socket, 5, 'PERP_BTC_USDT@trade');
    const first = await socket.next((f) => f.topic === 'PERP_BTC_USDT@orderbookupdate');
    const second = await socket.next((f) => f.topic === 'PERP_BTC_USDT@orderbookupdate');
    expect(second.data.prevTs).toBe(first.ts);
    expect(Object.keys(first.data).sort()).toEqual(['asks', 'bids', 'prevTs', 'symbol']);
    const trade = await socket.next((f) => f.topic === 'PERP_BTC_USDT@trade', 5000);
    expect(Object.keys(trade.data).sort()).toEqual(['price', 'side', 'size', 'source', 'symbol']);
    expect(trade.data).toMatchObject({ symbol: 'PERP_BTC_USDT', side: expect.stringMatching(/^(BUY|SELL)$/), source: 0 });
    expect(trade.data.size).toBeGreaterThan(0);
  });

  it("pushes candles as {symbol, type, open, close, high, low, volume, amount, startTime, endTime}, kline_1m and CCXT's kline_1mon", async () => {
    const socket = await open();
    await subscribe(socket, 6, 'SPOT_BTC_USDT@kline_1m');
    const minute = (await socket.next((f) => f.topic === 'SPOT_BTC_USDT@kline_1m')).data;
    expect(Object.keys(minute).sort()).toEqual([
      'amount',
      'close',
      'endTime',
      'high',
      'low',
      'open',
      'startTime',
      'symbol',
      'type',
      'volume',
    ]);
    expect(minute.type).toBe('1m');
    expect(minute.startTime % 60_000).toBe(0);
    expect(minute.endTime - minute.startTime).toBe(60_000);
    await subscribe(socket, 8, 'SPOT_BTC_USDT@kline_1mon');
    const month = (await socket.next((f) => f.topic === 'SPOT_BTC_USDT@kline_1mon')).data;
    expect(month.type).toBe('1mon');
    const start = new Date(month.startTime);
    expect([start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()]).toEqual([1, 0, 0]);
    expect(month.endTime).toBe(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  });

  it('unsubscribes (ack with the topic in data) and stops sending the topic', async () => {
    const socket = await open();
    await subscribe(socket, 9, 'bbos');
    await socket.next((f) => f.topic === 'bbos');
    socket.send({ id: 10, event: 'unsubscribe', topic: 'bbos' });
    expect(await socket.next(acked('10'))).toEqual({ id: '10', event: 'unsubscribe', success: true, ts: expect.any(Number), data: 'bbos' });
    const seen = socket.frames.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(socket.frames.slice(seen).filter((f) => f.topic === 'bbos')).toHaveLength(0);
  });

  it('refuses an unknown topic and a request without one with success false and errorMsg', async () => {
    const socket = await open();
    expect(await subscribe(socket, 11, 'NOPE_X_USDT@ticker')).toEqual({
      id: '11',
      event: 'subscribe',
      success: false,
      ts: expect.any(Number),
      errorMsg: 'unknown topic: NOPE_X_USDT@ticker',
    });
    socket.send({ id: 12, event: 'subscribe' });
    expect(await socket.next(acked('12'))).toMatchObject({ success: false, errorMsg: 'topic is required' });
    socket.send({ cmd: 'SUBSCRIBE', params: ['tickers'] });
    expect(await socket.next((f) => f.event === 'error')).toMatchObject({ success: false, errorMsg: expect.stringContaining('event') });
    expect(socket.frames.some((f) => f.topic)).toBe(false);
  });

  it('answers {event: ping} with {event: pong, ts} and pings the client with {event: ping, ts}', async () => {
    const socket = await open();
    socket.send({ event: 'ping' });
    expect(await socket.next((f) => f.event === 'pong')).toEqual({ event: 'pong', ts: expect.any(Number) });
    expect(await socket.next((f) => f.event === 'ping', 1000)).toEqual({ event: 'ping', ts: expect.any(Number) });
    // the app's dialect keeps its own heartbeat on the same hub
    const app = await open('/ws/stream?device=web');
    expect(await app.next((f) => f.event === 'PING', 1000)).toEqual({ event: 'PING', ts: expect.any(Number) });
  });

  it('serves a client without Origin, refuses a foreign page origin (403) and closes a malformed applicationId with 1008', async () => {
    const bot = await open();
    bot.send({ event: 'ping' });
    await bot.next((f) => f.event === 'pong');
    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(url(), { headers: { origin: 'https://evil.example' } });
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      ws.on('open', () => reject(new Error('a foreign origin was let in')));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
    const bad = await open('/ws/stream/not%20an%20id');
    expect((await bad.closed).code).toBe(1008);
  });
});
