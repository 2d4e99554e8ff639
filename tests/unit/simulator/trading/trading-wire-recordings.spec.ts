import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import type { WirePeriod } from '../../../../simulator/http/wire-period';
import { recorded, type RecordedAnswer } from '../../../support/recordings';
import { shapeDifferences, type ShapeOptions } from '../../../support/wire-shape';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

/**
 * The simulator's trading answers against the real exchange's recordings (shared/reference/woo-real-responses.json):
 * the same containers, keys and JSON types, in each wire period. Only the simulator's own algo fields
 * (docs/protocol.md "Algo orders": trailing stops, brackets' arming, refusals) may be answered beyond a recording.
 */
const ALGO_OWN = ['callbackRate', 'callbackValue', 'activatedPrice', 'isActivated', 'isArmed', 'reason'];
const SPOT = 'SPOT_BTC_USDT';
const PERP = 'PERP_BTC_USDT';
const ISOLATED = 'PERP_ETH_USDT';

/** The period a recording was made in: string envelope timestamps are 2025-10…2026-01's, later ones 2026-08's. */
function periodOf(r: RecordedAnswer): WirePeriod {
  if (typeof r.response.timestamp === 'string') return '2025-10';
  return r.response.timestamp >= Date.UTC(2026, 0, 1) ? '2026-08' : '2025-07';
}

const PERIODS: readonly WirePeriod[] = ['2026-08', '2025-07', '2025-10'];

/**
 * A recording made in the period the simulator answers in is compared strictly (the same JSON types); one of another
 * period with loose scalars (a number where the recording has a string, or the other way, as the periods differ).
 */
describe.each(PERIODS)('the simulator answers the trading calls as recorded (SIM_WIRE %s)', (wirePeriod) => {
  let sim: RunningSimulator;
  let token: string;
  let orderId: string;
  let algoOrderId: string;
  const headers = () => ({ authorization: `Bearer ${token}` });
  const api = (method: string, path: string, payload?: unknown) => call(sim, `/api${path}`, { method, headers: headers(), payload });
  const compare = async (recording: RecordedAnswer, actual: unknown, allowExtra: string[] = []) => {
    const options: ShapeOptions = { looseScalars: periodOf(recording) !== wirePeriod, allowExtra };
    expect(shapeDifferences(recording.response, actual, options)).toEqual([]);
  };

  beforeAll(async () => {
    sim = await testSimulator({ wirePeriod });
    token = (await createSession(sim)).token;
    const book = (await call(sim, `/api/v3/public/orderbook?symbol=${SPOT}&maxLevel=1`)).json().data;
    const below = new Decimal(book.bids[0].price).minus(30).toFixed(1);
    const resting = await api('POST', '/v3/trade/order', { symbol: SPOT, side: 'BUY', type: 'LIMIT', price: below, quantity: '0.001' });
    expect([resting.statusCode, resting.json().message]).toEqual([200, undefined]);
    orderId = String(resting.json().data.orderId);
    expect((await api('POST', '/v3/trade/order', { symbol: SPOT, side: 'BUY', type: 'MARKET', quantity: '0.001' })).statusCode).toBe(200);
    expect((await api('POST', '/v3/trade/order', { symbol: PERP, side: 'BUY', type: 'MARKET', quantity: '0.01' })).statusCode).toBe(200);
    const algo = await api('POST', '/v3/trade/algoOrder', {
      symbol: PERP,
      algoType: 'STOP',
      side: 'SELL',
      type: 'MARKET',
      triggerPrice: '1000',
      quantity: '0.01',
      reduceOnly: true,
    });
    expect(algo.statusCode).toBe(200);
    algoOrderId = String(algo.json().data.rows[0].algoOrderId);
    sim.simulator.trading.market.overrides.set(PERP, 'fundingRate', '0.0001');
    expect((await control(sim, '/trading/funding', { symbol: PERP })).json()).toMatchObject({ ok: true, payments: 1 });
    expect((await api('PUT', '/v3/futures/leverage', { symbol: ISOLATED, marginMode: 'ISOLATED', leverage: 5 })).statusCode).toBe(200);
    expect((await api('POST', '/v3/trade/order', { symbol: ISOLATED, side: 'BUY', type: 'MARKET', quantity: '0.1' })).statusCode).toBe(200);
  });
  afterAll(() => sim.close());

  it('POST /v3/trade/order, PUT and DELETE /v3/trade/order (CCXT sends the id as a string)', async () => {
    const book = (await call(sim, `/api/v3/public/orderbook?symbol=${SPOT}&maxLevel=1`)).json().data;
    const price = new Decimal(book.bids[0].price).minus(50).toFixed(1);
    const placed = await api('POST', '/v3/trade/order', { symbol: SPOT, side: 'BUY', type: 'LIMIT', price, quantity: '0.001' });
    await compare(recorded('POST', '/v3/trade/order')[0], placed.json());
    const id = String(placed.json().data.orderId);
    const edited = await api('PUT', '/v3/trade/order', { orderId: id, price: new Decimal(price).minus(10).toFixed(), quantity: '0.002' });
    await compare(recorded('PUT', '/v3/trade/order')[0], edited.json());
    const cancelled = await call(sim, `/api/v3/trade/order?orderId=${id}&symbol=${SPOT}`, { method: 'DELETE', headers: headers() });
    await compare(recorded('DELETE', '/v3/trade/order')[0], cancelled.json());
    expect(cancelled.json().data).toEqual({ status: 'CANCEL_SENT' });
  });

  it('GET /v3/trade/orders, GET /v3/trade/order by id, GET /v3/trade/transactionHistory', async () => {
    const list = (await api('GET', `/v3/trade/orders?symbol=${SPOT}&status=INCOMPLETE&size=1`)).json();
    expect(list.data.rows.length).toBe(1);
    for (const r of recorded('GET', '/v3/trade/orders')) await compare(r, list);
    const one = (await api('GET', `/v3/trade/order?orderId=${orderId}`)).json();
    await compare(recorded('GET', '/v3/trade/order')[0], one);
    const fills = (await api('GET', `/v3/trade/transactionHistory?symbol=${SPOT}&size=1`)).json();
    expect(fills.data.rows.length).toBe(1);
    await compare(recorded('GET', '/v3/trade/transactionHistory')[0], fills);
  });

  it('POST /v3/trade/algoOrder, GET /v3/trade/algoOrders and GET /v3/trade/algoOrder', async () => {
    const placed = await api('POST', '/v3/trade/algoOrder', {
      symbol: PERP,
      algoType: 'STOP',
      side: 'SELL',
      type: 'MARKET',
      triggerPrice: '2000',
      quantity: '0.01',
      reduceOnly: true,
    });
    await compare(recorded('POST', '/v3/trade/algoOrder')[0], placed.json());
    const list = (await api('GET', `/v3/trade/algoOrders?symbol=${PERP}&size=1`)).json();
    expect(list.data.rows.length).toBe(1);
    for (const r of recorded('GET', '/v3/trade/algoOrders')) await compare(r, list, ALGO_OWN);
    const one = (await api('GET', `/v3/trade/algoOrder?algoOrderId=${algoOrderId}`)).json();
    await compare(recorded('GET', '/v3/trade/algoOrder')[0], one, ALGO_OWN);
  });

  it('GET /v3/futures/positions (all and one symbol), GET /v3/futures/leverage, GET /v3/account/info, GET /v3/trade/tradingFee', async () => {
    const all = (await api('GET', '/v3/futures/positions')).json();
    expect(all.data.positions.length).toBe(2);
    for (const r of recorded('GET', '/v3/futures/positions')) await compare(r, all);
    const one = (await api('GET', `/v3/futures/positions?symbol=${PERP}`)).json();
    expect(one.data.positions.map((p: { symbol: string }) => p.symbol)).toEqual([PERP]);
    const leverage = (await api('GET', `/v3/futures/leverage?symbol=${PERP}&marginMode=CROSS&positionMode=ONE_WAY`)).json();
    await compare(recorded('GET', '/v3/futures/leverage')[0], leverage);
    await compare(recorded('GET', '/v3/account/info')[0], (await api('GET', '/v3/account/info')).json());
    await compare(recorded('GET', '/v3/trade/tradingFee')[0], (await api('GET', `/v3/trade/tradingFee?symbol=${PERP}`)).json());
  });

  it('GET /v3/futures/fundingFee/history', async () => {
    const page = (await api('GET', '/v3/futures/fundingFee/history')).json();
    expect(page.data.rows.length).toBe(1);
    await compare(recorded('GET', '/v3/futures/fundingFee/history')[0], page);
  });

  it('POST /v1/client/isolated_margin (a form body): {success, timestamp}, no data', async () => {
    for (const r of recorded('POST', '/v1/client/isolated_margin')) {
      const form = new URLSearchParams(String(r.requestBody));
      form.set('symbol', ISOLATED);
      form.set('adjust_amount', '1');
      const response = await fetch(`${sim.url}/api/v1/client/isolated_margin`, {
        method: 'POST',
        headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const body = await response.json();
      expect(response.status).toBe(200);
      await compare(r, body);
    }
  });

  it('DELETE /v3/trade/allOrders cancels the orders and the algo orders; POST /v3/trade/cancelAllAfter arms and disarms', async () => {
    const armed = (await api('POST', '/v3/trade/cancelAllAfter', { triggerAfter: 60_000 })).json();
    await compare(recorded('POST', '/v3/trade/cancelAllAfter')[0], armed);
    expect(Number(armed.data.expectedTriggerTime)).toBeGreaterThan(Date.now());
    expect(Number((await api('POST', '/v3/trade/cancelAllAfter', { triggerAfter: 0 })).json().data.expectedTriggerTime)).toBe(0);
    const all = await call(sim, `/api/v3/trade/allOrders?symbol=${PERP}`, { method: 'DELETE', headers: headers() });
    await compare(recorded('DELETE', '/v3/trade/allOrders')[0], all.json());
    const waiting = (await api('GET', `/v3/trade/algoOrders?symbol=${PERP}&status=INCOMPLETE`)).json();
    expect(Number(waiting.data.meta.total)).toBe(0);
    await call(sim, `/api/v3/trade/allOrders?symbol=${SPOT}`, { method: 'DELETE', headers: headers() });
    const open = (await api('GET', `/v3/trade/orders?symbol=${SPOT}&status=INCOMPLETE`)).json();
    expect(Number(open.data.meta.total)).toBe(0);
  });
});

describe('the dead-man switch of POST /v3/trade/cancelAllAfter', () => {
  it('cancels every open order of the account when it is not refreshed in time', async () => {
    const sim = await testSimulator();
    try {
      const { token } = await createSession(sim);
      const headers = { authorization: `Bearer ${token}` };
      const book = (await call(sim, `/api/v3/public/orderbook?symbol=${SPOT}&maxLevel=1`)).json().data;
      const price = new Decimal(book.bids[0].price).minus(30).toFixed(1);
      await call(sim, '/api/v3/trade/order', {
        method: 'POST',
        headers,
        payload: { symbol: SPOT, side: 'BUY', type: 'LIMIT', price, quantity: '0.001' },
      });
      await call(sim, '/api/v3/trade/cancelAllAfter', { method: 'POST', headers, payload: { triggerAfter: 200 } });
      const open = async () => (await call(sim, `/api/v3/trade/orders?status=INCOMPLETE`, { headers })).json().data.meta.total as number;
      expect(await open()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await open()).toBe(0);
    } finally {
      await sim.close();
    }
  });
});
