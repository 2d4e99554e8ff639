import type { RunningSimulator } from '../../../../simulator/server';
import { call, createSession, testSimulator } from '../support/simulator-fixture';
import { signedCall } from '../support/signed-call';

/** The EU rule was display-only; an EU account traded perpetuals through the API. */
describe('attack: an EU account trading perpetuals', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const perpOrder = { symbol: 'PERP_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.001 };

  it('is refused with -1012 naming the rule, by session and by API key, and nothing is opened', async () => {
    const { token } = await createSession(sim, { alias: 'eu', eu: true });
    const bySession = (await call(sim, '/api/v3/trade/order', { method: 'POST', headers: auth(token), payload: perpOrder })).json();
    expect(bySession).toMatchObject({
      success: false,
      code: -1012,
      message: 'PERP_BTC_USDT: perpetual futures are not offered to EU accounts; spot, convert and earn are',
    });
    const key = (
      await call(sim, '/api/usercenter/account/create_credential', {
        method: 'POST',
        headers: auth(token),
        payload: { label: 'bot', permissions: ['READ', 'TRADE'] },
      })
    ).json().data;
    const byKey = await signedCall(sim, key, 'POST', '/v3/trade/order', { payload: perpOrder });
    expect(byKey.json).toMatchObject({ success: false, code: -1012 });
    const algo = (
      await call(sim, '/api/v3/trade/algoOrder', {
        method: 'POST',
        headers: auth(token),
        payload: { ...perpOrder, algoType: 'STOP', triggerPrice: 1 },
      })
    ).json();
    expect(algo).toMatchObject({ success: false, code: -1012 });
    const copy = (
      await call(sim, '/api/copy-trading-gateway/private/copies', { method: 'POST', headers: auth(token), payload: { leadTraderId: 1 } })
    ).json();
    expect(copy).toMatchObject({ success: false, code: -1012, message: 'Copy trading (perpetual futures) is not offered to EU accounts' });
    const positions = (await call(sim, '/api/v3/futures/positions', { headers: auth(token) })).json();
    expect(positions).toMatchObject({ success: true, data: { positions: [] } });
    const orders = (await call(sim, '/api/v3/trade/orders', { headers: auth(token) })).json();
    expect(orders.data.rows).toEqual([]);
  });

  it('a spot order of the EU account and a perpetual order of a non-EU account pass the rule', async () => {
    const { token: eu } = await createSession(sim, { alias: 'eu2', eu: true });
    const spot = (
      await call(sim, '/api/v3/trade/order', {
        method: 'POST',
        headers: auth(eu),
        payload: { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.001 },
      })
    ).json();
    expect(spot.code).not.toBe(-1012);
    const { token: world } = await createSession(sim, { alias: 'world' });
    const perp = (await call(sim, '/api/v3/trade/order', { method: 'POST', headers: auth(world), payload: perpOrder })).json();
    expect(perp.code).not.toBe(-1012);
    expect(perp.success).toBe(true);
  });
});
