import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';
import { TestSocket } from '../support/test-socket';

const BTC = 'SPOT_BTC_USDT';

describe('trading REST (v3, bearer session)', () => {
  let sim: RunningSimulator;
  let token: string;
  const auth = (t = token) => ({ authorization: `Bearer ${t}` });
  const post = (payload: unknown, t = token) => call(sim, '/api/v3/trade/order', { method: 'POST', headers: auth(t), payload });
  const get = (path: string, t = token) => call(sim, `/api${path}`, { headers: auth(t) });

  beforeAll(async () => {
    sim = await testSimulator();
    token = (await createSession(sim)).token;
  });
  afterAll(() => sim.close());

  async function belowBid(ticks = 3): Promise<string> {
    const book = (await call(sim, `/api/v3/public/orderbook?symbol=${BTC}&maxLevel=1`)).json().data;
    return new Decimal(book.bids[0].price).minus(new Decimal('10').times(ticks)).toFixed(1);
  }

  it('places a limit order (numbers on the wire), finds it by clientOrderId and lists it as INCOMPLETE', async () => {
    const price = await belowBid();
    const placed = await post({ symbol: BTC, side: 'BUY', type: 'LIMIT', price: Number(price), quantity: 0.001, clientOrderId: 1001 });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({
      success: true,
      data: { clientOrderId: 1001, type: 'LIMIT', price: Number(price), quantity: 0.001, amount: null },
    });
    const row = (await get('/v3/trade/order?clientOrderId=1001')).json().data;
    expect(row).toMatchObject({
      orderId: placed.json().data.orderId,
      status: 'NEW',
      executed: 0,
      visible: 0.001,
      positionSide: 'BOTH',
      feeAsset: 'BTC',
    });
    const list = (await get(`/v3/trade/orders?symbol=${BTC}&status=INCOMPLETE&size=1`)).json().data;
    expect(list.meta).toEqual({ total: 1, recordsPerPage: 1, currentPage: 1 });
    expect(list.rows[0].clientOrderId).toBe(1001);
    expect((await get('/v3/trade/orders?status=COMPLETED')).json().data.meta.total).toBe(0);
    // resting in the public book at its price
    const book = (await call(sim, `/api/v3/public/orderbook?symbol=${BTC}&maxLevel=100`)).json().data;
    expect(book.bids.some((l: { price: string }) => Number(l.price) === Number(price))).toBe(true);
    const balances = (await get('/v3/asset/balances')).json().data.holding;
    expect(balances.find((b: { token: string }) => b.token === 'USDT')).toMatchObject({
      holding: 10000,
      frozen: Number(new Decimal(price).times('0.001')),
      availableBalance: Number(new Decimal(10000).minus(new Decimal(price).times('0.001'))),
    });
  });

  it('amends, cancels, and cancels all with the v3 statuses', async () => {
    const price = await belowBid(5);
    const { orderId } = (await post({ symbol: BTC, side: 'BUY', type: 'LIMIT', price, quantity: '0.001' })).json().data;
    expect(
      (await call(sim, '/api/v3/trade/order', { method: 'PUT', headers: auth(), payload: { orderId, quantity: 0.002 } })).json(),
    ).toMatchObject({ success: true, data: { status: 'EDIT_SENT' } });
    expect((await get(`/v3/trade/order?orderId=${orderId}`)).json().data.quantity).toBe(0.002);
    expect(
      (await call(sim, `/api/v3/trade/order?symbol=${BTC}&orderId=${orderId}`, { method: 'DELETE', headers: auth() })).json().data,
    ).toEqual({ status: 'CANCEL_SENT' });
    const again = await call(sim, `/api/v3/trade/order?symbol=${BTC}&orderId=${orderId}`, { method: 'DELETE', headers: auth() });
    expect([again.statusCode, again.json().code]).toEqual([404, -1006]);
    expect((await call(sim, '/api/v3/trade/orders', { method: 'DELETE', headers: auth() })).json().data).toEqual({
      status: 'CANCEL_ALL_SENT',
    });
    expect((await get('/v3/trade/orders?status=INCOMPLETE')).json().data.meta.total).toBe(0);
  });

  it('a market buy fills: a fill row, the balance changes, fee from tradingFee', async () => {
    const fresh = (await createSession(sim)).token;
    expect((await get(`/v3/trade/tradingFee?symbol=${BTC}`, fresh)).json().data).toEqual({ symbol: BTC, takerFee: '5', makerFee: '2' });
    await post({ symbol: BTC, side: 'BUY', type: 'MARKET', quantity: 0.001 }, fresh);
    const fills = (await get('/v3/trade/transactionHistory', fresh)).json().data;
    expect(fills.meta.total).toBeGreaterThanOrEqual(1);
    const qty = fills.rows.reduce((s: Decimal, f: { executedQuantity: number }) => s.plus(f.executedQuantity), new Decimal(0));
    expect(qty.toNumber()).toBe(0.001);
    expect(fills.rows[0]).toMatchObject({ isMaker: 0, feeAsset: 'BTC', orderTag: 'default', realizedPnl: null, side: 'BUY', symbol: BTC });
    const btc = (await get('/v3/asset/balances', fresh)).json().data.holding.find((b: { token: string }) => b.token === 'BTC');
    // 0.1 + 0.001 − 0.001 × 0.0005
    expect(btc.holding).toBe(0.1009995);
  });

  it('perpetual market order opens a position; account info shows the margin', async () => {
    const fresh = (await createSession(sim)).token;
    await control(sim, '/trading/mark-price', { symbol: 'PERP_ETH_USDT', price: '3000' });
    await post({ symbol: 'PERP_ETH_USDT', side: 'BUY', type: 'MARKET', quantity: 0.5 }, fresh);
    const [position] = (await get('/v3/futures/positions', fresh)).json().data.positions;
    expect(position).toMatchObject({ symbol: 'PERP_ETH_USDT', holding: '0.5', markPrice: '3000', leverage: 10, marginMode: 'CROSS' });
    const info = (await get('/v3/account/info', fresh)).json().data;
    // free collateral = collateral + PnL at 3000 − 0.5 × 3000 ÷ 10
    expect(Number(info.freeCollateral)).toBeCloseTo(Number(info.totalAccountValue) - 150, 6);
    expect(info).toMatchObject({ leverage: 10, positionMode: 'ONE_WAY' });
    expect(info).not.toHaveProperty('makerFeeRate');
    expect((await get('/v3/trade/tradingFee?symbol=PERP_ETH_USDT', fresh)).json().data).toEqual({
      symbol: 'PERP_ETH_USDT',
      takerFee: '5',
      makerFee: '2',
    });
  });

  it('refusals: -1005 naming the field, -1103 tick, -1007 duplicate, -1011 in maintenance, -1002 without a session', async () => {
    const bad = await post({ symbol: BTC, side: 'UP', type: 'LIMIT', price: 1, quantity: 1 });
    expect([bad.statusCode, bad.json().code, bad.json().message]).toEqual([400, -1005, expect.stringMatching(/^side: /)]);
    const price = await belowBid(7);
    const tick = await post({ symbol: BTC, side: 'BUY', type: 'LIMIT', price: `${price}5`, quantity: 0.001 });
    expect(tick.json()).toEqual({ success: false, code: -1103, message: 'Price must be a multiple of the tick size 0.1' });
    await post({ symbol: BTC, side: 'BUY', type: 'LIMIT', price, quantity: 0.001, clientOrderId: 4242 });
    expect((await post({ symbol: BTC, side: 'BUY', type: 'LIMIT', price, quantity: 0.001, clientOrderId: 4242 })).json().code).toBe(-1007);
    await control(sim, '/market/maintenance', { on: true });
    expect((await post({ symbol: BTC, side: 'BUY', type: 'LIMIT', price, quantity: 0.001 })).json().code).toBe(-1011);
    await control(sim, '/market/maintenance', { on: false });
    expect((await call(sim, '/api/v3/trade/orders')).json().code).toBe(-1002);
    expect((await get('/v3/trade/order?clientOrderId=999999')).json().code).toBe(-1006);
  });

  it('a crash between accepting and answering loses nothing: the retry finds the order by clientOrderId', async () => {
    await control(sim, '/trading/crash-after-accept', {});
    const price = await belowBid(9);
    await expect(post({ symbol: BTC, side: 'BUY', type: 'LIMIT', price, quantity: 0.001, clientOrderId: 777 })).rejects.toThrow();
    const found = await get('/v3/trade/order?clientOrderId=777');
    expect(found.json()).toMatchObject({ success: true, data: { clientOrderId: 777, status: 'NEW' } });
    // placing again with the same id is the duplicate, not a second order
    expect((await post({ symbol: BTC, side: 'BUY', type: 'LIMIT', price, quantity: 0.001, clientOrderId: 777 })).json().code).toBe(-1007);
  });

  it('serves the fee group of a market type', async () => {
    const body = (await call(sim, '/api/tradingfee/symbol_group/PERP/symbols')).json();
    expect(body.data.rows[0]).toMatchObject({ makerFee: 2, takerFee: 5 });
    expect(body.data.rows[0].symbols).toContain('PERP_BTC_USDT');
  });
});

describe('order rate limit', () => {
  it('answers the 6th order a second on one symbol with -1003 and HTTP 429', async () => {
    const sim = await testSimulator({ rateLimits: true });
    try {
      const { token } = await createSession(sim);
      const book = (await call(sim, `/api/v3/public/orderbook?symbol=${BTC}&maxLevel=1`)).json().data;
      const price = new Decimal(book.bids[0].price).minus(5).toFixed(1);
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const r = await call(sim, '/api/v3/trade/order', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          payload: { symbol: BTC, side: 'BUY', type: 'LIMIT', price, quantity: 0.001 },
        });
        codes.push(r.statusCode);
        if (i === 5) expect(r.json().code).toBe(-1003);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await sim.close();
    }
  });
});

describe('private stream /v2/ws/private/stream', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());
  const open = () => TestSocket.open(`${sim.url.replace('http', 'ws')}/v2/ws/private/stream`);

  it('refuses a bad token with close 4001, and frames before auth', async () => {
    const ws = await open();
    ws.send({ id: '1', event: 'auth', params: { sessionToken: 'nope' } });
    expect(await ws.next((f) => f.event === 'auth')).toMatchObject({ success: false });
    expect((await ws.closed).code).toBe(4001);
    const early = await open();
    early.send({ id: '2', event: 'subscribe', topic: 'balance' });
    expect((await early.closed).code).toBe(4001);
  });

  it("sends the own account's execution reports and balances with versions +1, never another account's", async () => {
    const mine = await createSession(sim);
    const other = await createSession(sim);
    const ws = await open();
    ws.send({ id: 'a', event: 'auth', params: { sessionToken: mine.token } });
    expect(await ws.next((f) => f.event === 'auth')).toMatchObject({ id: 'a', success: true, ts: expect.any(Number) });
    for (const topic of ['executionreport', 'balance']) {
      ws.send({ id: topic, event: 'subscribe', topic });
      expect(await ws.next((f) => f.event === 'subscribe')).toMatchObject({ id: topic, success: true, data: topic });
    }
    ws.send({ event: 'ping' });
    await ws.next((f) => f.event === 'pong');
    const book = (await call(sim, `/api/v3/public/orderbook?symbol=${BTC}&maxLevel=1`)).json().data;
    const price = new Decimal(book.bids[0].price).minus(50).toFixed(1);
    const place = (t: string) =>
      call(sim, '/api/v3/trade/order', {
        method: 'POST',
        headers: { authorization: `Bearer ${t}` },
        payload: { symbol: BTC, side: 'BUY', type: 'LIMIT', price, quantity: 0.001, clientOrderId: 5 },
      });
    await place(other.token);
    const placed = (await place(mine.token)).json().data;
    const report = await ws.next((f) => f.topic === 'executionreport');
    expect(report.data).toMatchObject({ orderId: placed.orderId, clientOrderId: 5, status: 'NEW', tradeId: 0, price: Number(price) });
    const first = await ws.next((f) => f.topic === 'balance');
    expect(first.data.balances.USDT).toMatchObject({ holding: 10000, frozen: Number(new Decimal(price).times('0.001')) });
    await call(sim, `/api/v3/trade/order?orderId=${placed.orderId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${mine.token}` },
    });
    expect((await ws.next((f) => f.topic === 'executionreport')).data.status).toBe('CANCELLED');
    const second = await ws.next((f) => f.topic === 'balance');
    expect(second.data.balances.USDT.version).toBe(first.data.balances.USDT.version + 1);
    expect(second.data.balances.USDT.frozen).toBe(0);
    // only this account's orders ever came
    const ids = ws.frames.filter((f) => f.topic === 'executionreport').map((f) => f.data.orderId);
    expect(ids).toEqual([placed.orderId, placed.orderId]);
    ws.close();
  });
});
