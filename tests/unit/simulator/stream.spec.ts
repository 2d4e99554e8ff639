import type { RunningSimulator } from '../../../simulator/server';
import { control, testSimulator } from './support/simulator-fixture';
import { TestSocket, type Frame } from './support/test-socket';

describe('public websocket /ws/stream', () => {
  let sim: RunningSimulator;
  const sockets: TestSocket[] = [];
  const open = async (query = '?device=web') => {
    const socket = await TestSocket.open(`${sim.url.replace('http', 'ws')}/ws/stream${query}`);
    sockets.push(socket);
    return socket;
  };
  const ack = (event: string) => (f: Frame) => f.event === event;

  beforeAll(async () => {
    sim = await testSimulator({ tickerIntervalMs: 100, bboRate: 2000 });
  });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await control(sim, '/reset');
  });
  afterAll(() => sim.close());

  it('answers PING with PONG', async () => {
    const socket = await open();
    socket.send({ cmd: 'PING', ts: 1 });
    expect(await socket.next(ack('PONG'))).toEqual({ event: 'PONG', ts: expect.any(Number) });
  });

  it('acks SUBSCRIBE tickers and sends the snapshot at once, then every interval', async () => {
    const socket = await open('?device=mobile');
    socket.send({ cmd: 'SUBSCRIBE', params: ['tickers'] });
    expect(await socket.next(() => true)).toEqual({ event: 'SUBSCRIBE', params: ['tickers'], success: true, ts: expect.any(Number) });
    const snapshot = await socket.next(() => true);
    expect(snapshot.topic).toBe('tickers');
    expect(snapshot.data.length).toBeGreaterThanOrEqual(300);
    expect(snapshot.data[0]).toMatchObject({ symbol: 'SPOT_BTC_USDT', close: expect.any(Number), lastTradeTs: expect.any(Number) });
    await socket.next((f) => f.topic === 'tickers');
  });

  it('sends <SYMBOL>@ticker and totals only to subscribers', async () => {
    const listener = await open();
    const bystander = await open();
    listener.send({ cmd: 'SUBSCRIBE', params: ['SPOT_WOO_USDT@ticker', 'totals'] });
    const first = await listener.next((f) => f.topic === 'SPOT_WOO_USDT@ticker');
    expect(first.data).toMatchObject({ symbol: 'SPOT_WOO_USDT', open: expect.any(Number) });
    const totals = await listener.next((f) => f.topic === 'totals');
    expect(totals.data.map((t: { type: string }) => t.type)).toEqual(['SPOT', 'PERP']);
    expect(bystander.frames.filter((f) => f.topic)).toHaveLength(0);
  });

  it('batches bbos with strictly increasing ts and stops after UN_SUBSCRIBE', async () => {
    const socket = await open();
    socket.send({ cmd: 'SUBSCRIBE', params: ['bbos'] });
    const frames: Frame[] = [];
    for (let i = 0; i < 4; i += 1) frames.push(await socket.next((f) => f.topic === 'bbos'));
    frames.forEach((f, i) => i > 0 && expect(f.ts).toBeGreaterThan(frames[i - 1].ts ?? 0));
    expect(frames[1].data[0]).toEqual({
      symbol: expect.any(String),
      ask: expect.any(Number),
      askSize: expect.any(Number),
      bid: expect.any(Number),
      bidSize: expect.any(Number),
    });
    socket.send({ cmd: 'UN_SUBSCRIBE', params: ['bbos'] });
    await socket.next((f) => f.event === 'UN_SUBSCRIBE' && f.success === true);
    const seen = socket.frames.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(socket.frames.slice(seen).filter((f) => f.topic === 'bbos').length).toBeLessThanOrEqual(1);
  });

  it('refuses more than 20 topics a request, more than 100 a connection, and unknown topics', async () => {
    const socket = await open();
    socket.send({ cmd: 'SUBSCRIBE', params: Array.from({ length: 21 }, () => 'tickers') });
    expect(await socket.next(ack('SUBSCRIBE'))).toMatchObject({ success: false, message: expect.stringContaining('20') });
    socket.send({ cmd: 'SUBSCRIBE', params: ['NOPE_X_USDT@ticker'] });
    expect(await socket.next(ack('SUBSCRIBE'))).toMatchObject({ success: false, message: expect.stringContaining('unknown topic') });
    expect(socket.frames.some((f) => f.topic)).toBe(false);
  });

  it('refuses the 101st topic on a connection', async () => {
    const socket = await open();
    const topics = (await (await fetch(`${sim.url}/api/instrument/v4/public/info`)).json()).data.rows
      .map((r: { symbol: string }) => `${r.symbol}@ticker`)
      .slice(0, 101) as string[];
    for (let i = 0; i < 100; i += 20) {
      socket.send({ cmd: 'SUBSCRIBE', params: topics.slice(i, i + 20) });
      expect(await socket.next(ack('SUBSCRIBE'))).toMatchObject({ success: true });
    }
    socket.send({ cmd: 'SUBSCRIBE', params: [topics[100]] });
    expect(await socket.next(ack('SUBSCRIBE'))).toMatchObject({ success: false, message: expect.stringContaining('100') });
  });

  it('answers malformed client frames with ERROR and keeps going', async () => {
    const socket = await open();
    socket.send('not json');
    expect(await socket.next(ack('ERROR'))).toEqual({ event: 'ERROR', message: expect.any(String) });
    socket.send({ cmd: 'DANCE' });
    await socket.next(ack('ERROR'));
    socket.send({ cmd: 'SUBSCRIBE', params: [42] });
    await socket.next(ack('ERROR'));
    socket.send({ cmd: 'PING' });
    await socket.next(ack('PONG'));
  });

  it('closes a connection with a bad device with 1008', async () => {
    for (const query of ['?device=tv', '']) {
      const socket = await open(query);
      expect((await socket.closed).code).toBe(1008);
    }
  });

  it('control: close-abnormal gives the client a 1006 close', async () => {
    const socket = await open();
    await control(sim, '/ws/close-abnormal');
    expect((await socket.closed).code).toBe(1006);
  });

  it('control: refuse, ignore-pings and malformed', async () => {
    await control(sim, '/ws/refuse', { on: true });
    await expect(open()).rejects.toThrow(/503/);
    await control(sim, '/ws/refuse', { on: false });
    const socket = await open();
    await control(sim, '/ws/ignore-pings', { on: true });
    socket.send({ cmd: 'PING' });
    await expect(socket.next(ack('PONG'), 300)).rejects.toThrow(/no matching frame/);
    await control(sim, '/ws/ignore-pings', { on: false });
    socket.send({ cmd: 'PING' });
    await socket.next(ack('PONG'));
    const before = socket.raw.length;
    await control(sim, '/ws/malformed', { count: 3 });
    await socket.next(() => socket.raw.length >= before + 3);
    expect(
      socket.raw.slice(before, before + 3).some((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      }),
    ).toBe(true);
  });
});
