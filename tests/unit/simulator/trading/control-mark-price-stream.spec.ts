import type { RunningSimulator } from '../../../../simulator/server';
import { priceData } from '../../../../src/infrastructure/trade/market-depth.schema';
import { call, control, testSimulator } from '../support/simulator-fixture';
import { TestSocket } from '../support/test-socket';

/**
 * `/__control/trading/mark-price` moves what a client hears: the `@markprice` topic (at once, not at the next ticker
 * interval) and the futures row, so the "PnL changes with the mark" journey runs on the stream the app reads.
 */
const PERP = 'PERP_ETH_USDT';
const TOPIC = `${PERP}@markprice`;

describe('control mark price on the @markprice stream', () => {
  let sim: RunningSimulator;
  let socket: TestSocket | undefined;

  beforeAll(async () => {
    // a ticker interval far longer than the test: a frame with the new mark can only come from the control call
    sim = await testSimulator({ bboRate: 0, tickerIntervalMs: 600_000, orderbookIntervalMs: 600_000 });
  });
  afterEach(async () => {
    socket?.close();
    socket = undefined;
    await control(sim, '/reset');
  });
  afterAll(() => sim.close());

  const subscribe = async () => {
    socket = await TestSocket.open(`${sim.url.replace('http', 'ws')}/ws/stream?device=web`);
    socket.send({ cmd: 'SUBSCRIBE', params: [TOPIC] });
    expect((await socket.next((f) => f.event === 'SUBSCRIBE')).success).toBe(true);
    return socket;
  };
  const isMark = (price: number) => (f: { topic?: string; data?: unknown }) =>
    f.topic === TOPIC && (f.data as { price?: number }).price === price;

  it('pushes the fixed mark to subscribers at once, in the recorded shape', async () => {
    const s = await subscribe();
    const first = await s.next((f) => f.topic === TOPIC);
    expect(priceData.safeParse(first.data).success).toBe(true);
    const fixed = await control(sim, '/trading/mark-price', { symbol: PERP, price: '1234.5' });
    expect(fixed.json()).toMatchObject({ ok: true });
    const moved = await s.next(isMark(1234.5), 1500);
    expect(moved.data).toEqual({ symbol: PERP, price: 1234.5 });
  });

  it('a later subscriber and the futures row hear the fixed mark too', async () => {
    await control(sim, '/trading/mark-price', { symbol: PERP, price: '2000' });
    const s = await subscribe();
    expect((await s.next((f) => f.topic === TOPIC)).data).toEqual({ symbol: PERP, price: 2000 });
    const rows = (await call(sim, '/api/md/v3/public/futures')).json().data.rows as { symbol: string; mark_price: number }[];
    expect(rows.find((r) => r.symbol === PERP)?.mark_price).toBe(2000);
  });

  it('releasing the mark (null) stops pushing the fixed price', async () => {
    await control(sim, '/trading/mark-price', { symbol: PERP, price: '2000' });
    const s = await subscribe();
    await s.next(isMark(2000));
    await control(sim, '/trading/mark-price', { symbol: PERP, price: null });
    const released = await s.next((f) => f.topic === TOPIC && (f.data as { price?: number }).price !== 2000, 1500);
    expect(typeof (released.data as { price: number }).price).toBe('number');
    expect((released.data as { price: number }).price).not.toBe(2000);
  });
});
