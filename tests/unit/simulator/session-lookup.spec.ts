import type { RunningSimulator } from '../../../simulator/server';
import { memoryStore } from '../../../simulator/store/memory-account-repository';
import { call, createSession, testSimulator } from './support/simulator-fixture';

// An order passes the region, product and trade-password gates before its handler; each needs the caller's account.
describe('the simulator looks a request session up once, for its gates and its handler', () => {
  const store = memoryStore();
  const lookups = jest.spyOn(store.accounts, 'findAccountBySession');
  let sim: RunningSimulator;
  let token: string;
  const order = (payload: Record<string, unknown>, bearer = token) =>
    call(sim, '/api/v3/trade/order', { method: 'POST', headers: { authorization: `Bearer ${bearer}` }, payload });

  beforeAll(async () => {
    sim = await testSimulator({ store });
    token = (await createSession(sim)).token;
  });
  afterAll(() => sim.close());
  beforeEach(() => lookups.mockClear());

  it('a spot order: one lookup', async () => {
    const placed = await order({ symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.001 });
    expect(placed.json()).toMatchObject({ success: true, data: { orderId: expect.any(Number) } });
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('a perpetual order, which the product gate checks too: one lookup', async () => {
    const placed = await order({ symbol: 'PERP_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.001 });
    expect(placed.json()).toMatchObject({ success: true, data: { orderId: expect.any(Number) } });
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('an order of an ended session is refused after one lookup', async () => {
    const ended = (await createSession(sim)).token;
    await call(sim, '/api/usercenter/logout', { method: 'POST', headers: { authorization: `Bearer ${ended}` } });
    lookups.mockClear();
    const refused = await order({ symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.001 }, ended);
    expect(refused.json()).toMatchObject({ success: false, code: -1002 });
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('two requests of one session: one lookup each', async () => {
    const get = () => call(sim, '/api/v3/trade/orders?status=INCOMPLETE', { headers: { authorization: `Bearer ${token}` } });
    expect((await get()).json().success).toBe(true);
    expect((await get()).json().success).toBe(true);
    expect(lookups).toHaveBeenCalledTimes(2);
  });
});
