import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../simulator/server';
import { childProbe } from './support/child-probe';
import { call, createSession, testSimulator } from './support/simulator-fixture';

// loading ccxt alone takes seconds on a busy machine
const probe = childProbe('ccxt-pro-probe.ts', 150_000);

/** CCXT pro's woo client, unchanged, against the v2 websockets of a listening simulator (support/ccxt-pro-probe.ts). */
describe('ccxt.pro.woo against the simulator websockets', () => {
  let sim: RunningSimulator;

  beforeAll(async () => {
    sim = await testSimulator({ tickerIntervalMs: 200, bboRate: 500 });
  });
  afterAll(() => sim.close());

  it('watchTicker, watchOrderBook, watchTrades, watchOHLCV; after API-key auth watchOrders and watchBalance', async () => {
    const { token } = await createSession(sim);
    const auth = { authorization: `Bearer ${token}` };
    const key = (await call(sim, '/api/usercenter/account/create_credential', { method: 'POST', headers: auth, payload: { label: 'ccxt', permissions: ['TRADE'], allowedIps: [] } })).json().data;
    const { applicationId } = (await call(sim, '/api/v3/account/info', { headers: auth })).json().data;
    const r = await probe(sim.url, key.apiKey, key.secret, applicationId);
    expect(r.error).toBeUndefined();

    expect(r.ticker.symbol).toBe('BTC/USDT');
    expect(r.ticker.high).toBeGreaterThanOrEqual(Math.max(r.ticker.open, r.ticker.close));
    expect(r.ticker.low).toBeLessThanOrEqual(Math.min(r.ticker.open, r.ticker.close));
    expect(r.book).toMatchObject({ symbol: 'ETH/USDT:USDT', bids: 100, asks: 100, timestamp: expect.any(Number) });
    expect(r.book.bestAsk).toBeGreaterThan(r.book.bestBid);
    expect(r.trade).toMatchObject({ symbol: 'BTC/USDT:USDT', side: expect.stringMatching(/^(buy|sell)$/), timestamp: expect.any(Number) });
    expect(r.trade.cost).toBeCloseTo(r.trade.price * r.trade.amount, 6);
    const [start, open, high, low, close] = r.candle as number[];
    expect(start % 60_000).toBe(0);
    expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
    expect(low).toBeLessThanOrEqual(Math.min(open, close));

    const { orderId, price } = r.placed as { orderId: number; price: number };
    expect(r.order).toEqual({ id: String(orderId), symbol: 'BTC/USDT', side: 'buy', type: 'limit', price, amount: 0.001, filled: 0, status: 'open' });
    // 10000 USDT, of which 0.001 × price is frozen by the order
    const frozen = new Decimal(price).times('0.001');
    expect(r.balance).toEqual({ total: 10000, used: frozen.toNumber(), free: new Decimal(10000).minus(frozen).toNumber() });
  }, 180_000);
});
