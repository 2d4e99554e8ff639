import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';
import { TestSocket } from '../support/test-socket';

const PERP = 'PERP_ETH_USDT';

describe('algo orders over REST and the private stream', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());
  const as = (token: string) => ({
    post: (payload: unknown) =>
      call(sim, '/api/v3/trade/algoOrder', { method: 'POST', headers: { authorization: `Bearer ${token}` }, payload }),
    get: (path: string) => call(sim, `/api${path}`, { headers: { authorization: `Bearer ${token}` } }),
    headers: { authorization: `Bearer ${token}` },
    del: (path: string) => call(sim, `/api${path}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }),
  });

  it('places a STOP (answer data.rows[0]), lists it with filters, cancels one and all', async () => {
    const me = as((await createSession(sim)).token);
    await control(sim, '/trading/mark-price', { symbol: PERP, price: '3000' });
    const placed = await me.post({
      symbol: PERP,
      side: 'BUY',
      algoType: 'STOP',
      type: 'LIMIT',
      triggerPrice: 3500,
      price: 3510,
      quantity: 0.1,
      triggerPriceType: 'MARK_PRICE',
      clientOrderId: 42,
    });
    expect(placed.statusCode).toBe(200);
    const { algoOrderId: orderId } = placed.json().data.rows[0];
    expect(placed.json()).toMatchObject({
      success: true,
      data: { rows: [{ algoOrderId: expect.any(Number), clientAlgoOrderId: 42, algoType: 'STOP', quantity: 0.1 }] },
    });
    await me.post({
      symbol: PERP,
      side: 'SELL',
      algoType: 'STOP',
      type: 'MARKET',
      triggerPrice: 2500,
      quantity: 0.1,
      triggerPriceType: 'MARK_PRICE',
    });
    const list = (await me.get(`/v3/trade/algoOrders?symbol=${PERP}&algoType=STOP&status=NEW&size=1`)).json().data;
    expect(list.meta).toEqual({ total: 2, recordsPerPage: 1, currentPage: 1 });
    expect(list.rows[0]).toMatchObject({
      side: 'SELL',
      type: 'MARKET',
      triggerPrice: 2500,
      price: 0,
      isTriggered: false,
      algoStatus: 'NEW',
      rootAlgoOrderId: list.rows[0].algoOrderId,
      parentAlgoOrderId: 0,
      reduceOnly: false,
    });
    expect((await me.get('/v3/trade/algoOrders?side=BUY')).json().data.rows).toEqual([
      expect.objectContaining({
        algoOrderId: orderId,
        symbol: PERP,
        algoType: 'STOP',
        quantity: 0.1,
        triggerPrice: 3500,
        price: 3510,
        type: 'LIMIT',
        triggerTime: 0,
        clientAlgoOrderId: 42,
        createdTime: expect.any(Number),
      }),
    ]);
    expect((await me.del(`/v3/trade/algoOrder?symbol=${PERP}&orderId=${orderId}`)).json().data).toEqual({ status: 'CANCEL_SENT' });
    const again = await me.del(`/v3/trade/algoOrder?symbol=${PERP}&orderId=${orderId}`);
    expect([again.statusCode, again.json().code]).toEqual([404, -1006]);
    expect((await me.del('/v3/trade/algoOrders')).json().data).toEqual({ status: 'CANCEL_ALL_SENT' });
    expect((await me.get('/v3/trade/algoOrders?status=CANCELLED')).json().data.meta.total).toBe(2);
    expect((await me.get('/v3/trade/algoOrders?status=NEW')).json().data.meta.total).toBe(0);
  });

  it('refuses with the exchange codes: off-tick trigger -1103, a callback over 5 % and an unknown algo type -1005, no session -1002', async () => {
    const me = as((await createSession(sim)).token);
    const tick = await me.post({ symbol: PERP, side: 'BUY', algoType: 'STOP', type: 'MARKET', triggerPrice: 3500.005, quantity: 0.1 });
    expect([tick.statusCode, tick.json().code]).toEqual([400, -1103]);
    const trailing = await me.post({
      symbol: PERP,
      side: 'BUY',
      algoType: 'TRAILING_STOP',
      type: 'MARKET',
      callbackRate: 0.2,
      quantity: 0.1,
    });
    expect(trailing.json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'callbackRate: must be between 0.001 (0.1%) and 0.05 (5%)',
    });
    const oco = await me.post({ symbol: PERP, side: 'BUY', algoType: 'OCO', type: 'MARKET', triggerPrice: 3500, quantity: 0.1 });
    expect([oco.statusCode, oco.json().code]).toEqual([400, -1005]);
    expect(
      (await as('nope').post({ symbol: PERP, side: 'BUY', algoType: 'STOP', type: 'MARKET', triggerPrice: 3500, quantity: 0.1 })).json()
        .code,
    ).toBe(-1002);
  });

  it('fires on a step after the mark crosses and sends algoexecutionreportv2 on accept and trigger', async () => {
    const session = await createSession(sim);
    const me = as(session.token);
    await control(sim, '/trading/mark-price', { symbol: PERP, price: '3000' });
    const ws = await TestSocket.open(`${sim.url.replace('http', 'ws')}/v2/ws/private/stream`);
    ws.send({ id: 'a', event: 'auth', params: { sessionToken: session.token } });
    await ws.next((f) => f.event === 'auth');
    ws.send({ id: 's', event: 'subscribe', topic: 'algoexecutionreportv2' });
    expect(await ws.next((f) => f.event === 'subscribe')).toMatchObject({ success: true, data: 'algoexecutionreportv2' });
    const placed = (
      await me.post({
        symbol: PERP,
        side: 'SELL',
        algoType: 'STOP',
        type: 'MARKET',
        triggerPrice: 2900,
        quantity: 0.1,
        triggerPriceType: 'MARK_PRICE',
      })
    ).json().data.rows[0];
    const accepted = await ws.next((f) => f.topic === 'algoexecutionreportv2');
    expect(accepted.data).toEqual([
      expect.objectContaining({ algoOrderId: placed.algoOrderId, algoStatus: 'NEW', isTriggered: false, triggerPrice: 2900 }),
    ]);
    await control(sim, '/trading/mark-price', { symbol: PERP, price: '2900' });
    await control(sim, '/trading/advance', { steps: 1 });
    const fired = await ws.next((f) => f.topic === 'algoexecutionreportv2' && f.data[0].isTriggered === true);
    expect(fired.data[0]).toMatchObject({
      algoOrderId: placed.algoOrderId,
      algoStatus: 'FILLED',
      triggerTradePrice: 2900,
      orderId: expect.any(Number),
      totalExecutedQuantity: 0.1,
    });
    const [position] = (await me.get('/v3/futures/positions')).json().data.positions;
    expect(position).toMatchObject({ symbol: PERP, holding: '-0.1' });
    expect((await me.get('/v3/trade/algoOrders')).json().data.rows[0]).toMatchObject({
      algoStatus: 'FILLED',
      isTriggered: true,
      triggerTime: expect.any(Number),
    });
    ws.close();
  });

  it('places a BRACKET (rows of the root and its children), amends its SL with PUT, refuses a crossed trigger, fires the TP', async () => {
    const me = as((await createSession(sim)).token);
    const put = (payload: unknown) => call(sim, '/api/v3/trade/algoOrder', { method: 'PUT', headers: me.headers, payload });
    await control(sim, '/trading/mark-price', { symbol: PERP, price: '3000' });
    const placed = await me.post({
      symbol: PERP,
      side: 'BUY',
      algoType: 'BRACKET',
      type: 'MARKET',
      quantity: 0.1,
      childOrders: [
        {
          algoType: 'POSITIONAL_TP_SL',
          childOrders: [
            {
              algoType: 'TAKE_PROFIT',
              side: 'SELL',
              type: 'CLOSE_POSITION',
              triggerPrice: 3100,
              triggerPriceType: 'MARK_PRICE',
              reduceOnly: true,
            },
            {
              algoType: 'STOP_LOSS',
              side: 'SELL',
              type: 'CLOSE_POSITION',
              triggerPrice: 2900,
              triggerPriceType: 'MARK_PRICE',
              reduceOnly: true,
            },
          ],
        },
      ],
    });
    expect(placed.json().data.rows.map((r: { algoType: string; quantity: number }) => [r.algoType, r.quantity])).toEqual([
      ['BRACKET', 0.1],
      ['TAKE_PROFIT', 0.1],
      ['STOP_LOSS', 0.1],
    ]);
    const [, tp, sl] = placed.json().data.rows;
    expect((await put({ algoOrderId: sl.algoOrderId, triggerPrice: 2850 })).json().data).toEqual({ status: 'EDIT_SENT' });
    const crossed = await put({ algoOrderId: sl.algoOrderId, triggerPrice: 3050 });
    expect([crossed.statusCode, crossed.json().code, crossed.json().message]).toEqual([
      400,
      -1005,
      'triggerPrice: the stop-loss of a long must be below the mark price 3000',
    ]);
    const rows = (await me.get('/v3/trade/algoOrders?status=INCOMPLETE')).json().data.rows;
    // newest first
    expect(rows).toEqual([
      expect.objectContaining({ algoOrderId: sl.algoOrderId, triggerPrice: 2850 }),
      expect.objectContaining({
        algoOrderId: tp.algoOrderId,
        triggerPrice: 3100,
        parentAlgoOrderId: placed.json().data.rows[0].algoOrderId,
        type: 'CLOSE_POSITION',
        reduceOnly: true,
        isArmed: true,
      }),
    ]);
    await control(sim, '/trading/mark-price', { symbol: PERP, price: '3100' });
    await control(sim, '/trading/advance', { steps: 1 });
    const done = (await me.get('/v3/trade/algoOrders?status=COMPLETED')).json().data.rows;
    expect(done.map((r: { algoType: string; algoStatus: string }) => [r.algoType, r.algoStatus])).toEqual([
      ['STOP_LOSS', 'CANCELLED'],
      ['TAKE_PROFIT', 'FILLED'],
      ['BRACKET', 'FILLED'],
    ]);
    await control(sim, '/trading/mark-price', { symbol: PERP, price: null });
  });

  it('hedge mode: positionSide is required (400 -1005 naming it), carried by the BRACKET and its children and their rows', async () => {
    const me = as((await createSession(sim)).token);
    await control(sim, '/trading/mark-price', { symbol: PERP, price: '3000' });
    expect(
      (await call(sim, '/api/v3/futures/positionMode', { method: 'PUT', headers: me.headers, payload: { positionMode: 'HEDGE_MODE' } }))
        .statusCode,
    ).toBe(200);
    const bracket = {
      symbol: PERP,
      side: 'BUY',
      algoType: 'BRACKET',
      type: 'MARKET',
      quantity: 0.1,
      childOrders: [{ algoType: 'STOP_LOSS', triggerPrice: 2900, triggerPriceType: 'MARK_PRICE' }],
    };
    const missing = await me.post(bracket);
    expect([missing.statusCode, missing.json().code, missing.json().message]).toEqual([
      400,
      -1005,
      'positionSide: In hedge mode an order must name the position it acts on: LONG or SHORT',
    ]);
    const bad = await me.post({ ...bracket, positionSide: 'UP' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, -1005]);
    expect((await me.post({ ...bracket, positionSide: 'LONG' })).statusCode).toBe(200);
    const rows = (await me.get('/v3/trade/algoOrders')).json().data.rows;
    expect(rows.map((r: { algoType: string; positionSide: string }) => [r.algoType, r.positionSide])).toEqual([
      ['STOP_LOSS', 'LONG'],
      ['BRACKET', 'LONG'],
    ]);
    const [position] = (await me.get('/v3/futures/positions')).json().data.positions;
    expect(position).toMatchObject({ symbol: PERP, positionSide: 'LONG', holding: '0.1' });
    await control(sim, '/trading/mark-price', { symbol: PERP, price: null });
  });

  it('limits placing to 2 a second per account (-1003, 429) when limits are on', async () => {
    const limited = await testSimulator({ rateLimits: true });
    try {
      const token = (await createSession(limited)).token;
      const post = () =>
        call(limited, '/api/v3/trade/algoOrder', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          payload: { symbol: PERP, side: 'SELL', algoType: 'STOP', type: 'MARKET', triggerPrice: 100, quantity: 0.1 },
        });
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await post()).statusCode);
      const last = await post();
      expect(codes.slice(0, 2)).toEqual([200, 200]);
      expect([last.statusCode, last.json().code]).toEqual([429, -1003]);
    } finally {
      await limited.close();
    }
  });
});
