import { createHmac } from 'node:crypto';
import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, createSession, testSimulator } from '../support/simulator-fixture';
import { signedCall } from '../support/signed-call';
import { TestSocket, type Frame } from '../support/test-socket';

const BTC = 'SPOT_BTC_USDT';

/**
 * The exchange's private websocket at `/v2/ws/private/stream/{applicationId}` with API-key authentication (what CCXT
 * pro does): `{id, event: "auth", params: {apikey, sign, timestamp}}`, sign = hex HMAC-SHA256(secret, "|" + timestamp).
 */
describe('private websocket v2 /v2/ws/private/stream/{applicationId} (API-key auth)', () => {
  let sim: RunningSimulator;
  const sockets: TestSocket[] = [];
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const open = async (applicationId: string) => {
    const socket = await TestSocket.open(`${sim.url.replace('http', 'ws')}/v2/ws/private/stream/${applicationId}`);
    sockets.push(socket);
    return socket;
  };
  const sign = (secret: string, timestamp: string) => createHmac('sha256', secret).update(`|${timestamp}`).digest('hex');
  const authFrame = (key: { apiKey: string; secret: string }, timestamp = String(Date.now()), signature = sign(key.secret, timestamp)) => ({
    id: '1',
    event: 'auth',
    params: { apikey: key.apiKey, sign: signature, timestamp },
  });
  const isAuth = (f: Frame) => f.event === 'auth';

  /** A new account, its applicationId and an API key of it. */
  async function trader(permissions: string[] = ['TRADE'], allowedIps: string[] = []) {
    const { token, userId } = await createSession(sim);
    const created = (
      await call(sim, '/api/usercenter/account/create_credential', {
        method: 'POST',
        headers: auth(token),
        payload: { label: 'bot', permissions, allowedIps },
      })
    ).json();
    const info = (await call(sim, '/api/v3/account/info', { headers: auth(token) })).json();
    return {
      token,
      userId,
      applicationId: info.data.applicationId as string,
      key: { apiKey: created.data.apiKey as string, secret: created.data.secret as string },
    };
  }

  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => sim.close());

  it('authenticates a right signature: {id, event: auth, success: true, ts}', async () => {
    const me = await trader();
    const ws = await open(me.applicationId);
    ws.send(authFrame(me.key));
    expect(await ws.next(isAuth)).toEqual({ id: '1', event: 'auth', success: true, ts: expect.any(Number) });
  });

  it("refuses a wrong sign, a stale timestamp, an unknown key and another account's key, each with close 4001", async () => {
    const me = await trader();
    const other = await trader();
    const now = String(Date.now());
    const cases: Array<[unknown, string]> = [
      [authFrame(me.key, now, sign('not the secret', now)), 'signature mismatch'],
      [authFrame(me.key, String(Date.now() - 60_000)), 'timestamp must be within 5000 ms'],
      [authFrame({ apiKey: 'unknownkey123456', secret: me.key.secret }), 'unknown key'],
      [authFrame(other.key), `the key does not belong to the account of applicationId ${me.applicationId}`],
    ];
    for (const [frame, reason] of cases) {
      const ws = await open(me.applicationId);
      ws.send(frame);
      const answer = await ws.next(isAuth);
      expect(answer).toMatchObject({ id: '1', event: 'auth', success: false, ts: expect.any(Number) });
      expect((answer as { errorMsg: string }).errorMsg).toContain(reason);
      expect((await ws.closed).code).toBe(4001);
    }
  });

  it('refuses a key whose IP list leaves out the client', async () => {
    const me = await trader(['TRADE'], ['10.1.2.3']);
    const ws = await open(me.applicationId);
    ws.send(authFrame(me.key));
    expect(await ws.next(isAuth)).toMatchObject({ success: false, errorMsg: expect.stringContaining("is not in the key's allow-list") });
  });

  it('answers a subscribe before auth with "Auth is needed." (what CCXT pro maps to AuthenticationError)', async () => {
    const me = await trader();
    const ws = await open(me.applicationId);
    ws.send({ id: '2', event: 'subscribe', topic: 'balance' });
    expect(await ws.next((f) => f.event === 'subscribe')).toMatchObject({ id: '2', success: false, errorMsg: 'Auth is needed.' });
    expect((await ws.closed).code).toBe(4001);
  });

  it('sends the executionreport of an order placed over REST with the key, and the balance after a fill by the filled amount', async () => {
    const me = await trader();
    const ws = await open(me.applicationId);
    ws.send(authFrame(me.key));
    await ws.next(isAuth);
    for (const topic of ['executionreport', 'balance']) {
      ws.send({ id: topic, event: 'subscribe', topic });
      expect(await ws.next((f) => f.event === 'subscribe')).toMatchObject({ id: topic, success: true, data: topic });
    }
    // a resting limit buy 5 ticks under the bid: NEW with its id, price and quantity; 0.001 × price frozen
    const book = (await call(sim, `/api/v3/public/orderbook?symbol=${BTC}&maxLevel=1`)).json().data;
    const price = new Decimal(book.bids[0].price).minus(50);
    const placed = await signedCall(sim, me.key, 'POST', '/v3/trade/order', {
      payload: { symbol: BTC, side: 'BUY', type: 'LIMIT', price: price.toNumber(), quantity: 0.001 },
    });
    expect(placed.json.success).toBe(true);
    const report = await ws.next((f) => f.topic === 'executionreport');
    expect(report.data).toMatchObject({
      symbol: BTC,
      orderId: placed.json.data.orderId,
      side: 'BUY',
      type: 'LIMIT',
      price: price.toNumber(),
      quantity: 0.001,
      status: 'NEW',
      tradeId: 0,
      totalExecutedQuantity: 0,
    });
    const frozen = await ws.next((f) => f.topic === 'balance');
    expect(frozen.data.balances.USDT).toMatchObject({ holding: 10000, frozen: price.times('0.001').toNumber() });
    await signedCall(sim, me.key, 'DELETE', `/v3/trade/order?orderId=${placed.json.data.orderId}&symbol=${BTC}`);
    expect((await ws.next((f) => f.topic === 'executionreport')).data).toMatchObject({
      orderId: placed.json.data.orderId,
      status: 'CANCELLED',
    });
    expect((await ws.next((f) => f.topic === 'balance')).data.balances.USDT).toMatchObject({ holding: 10000, frozen: 0 });

    // a market buy of 0.002 BTC: each fill report carries its price and size; USDT falls by Σ price × size
    const market = await signedCall(sim, me.key, 'POST', '/v3/trade/order', {
      payload: { symbol: BTC, side: 'BUY', type: 'MARKET', quantity: 0.002 },
    });
    expect(market.json.success).toBe(true);
    const fills: Frame[] = [];
    let last: Frame;
    do {
      last = await ws.next((f) => f.topic === 'executionreport' && f.data.orderId === market.json.data.orderId);
      if (last.data.tradeId !== 0) fills.push(last);
    } while (last.data.status !== 'FILLED');
    const cost = fills.reduce((sum, f) => sum.plus(new Decimal(f.data.executedPrice).times(f.data.executedQuantity)), new Decimal(0));
    const bought = fills.reduce((sum, f) => sum.plus(f.data.executedQuantity), new Decimal(0));
    expect(bought.toNumber()).toBe(0.002);
    const usdtFee = fills.filter((f) => f.data.feeAsset === 'USDT').reduce((sum, f) => sum.plus(f.data.fee), new Decimal(0));
    let balance: Frame;
    do balance = await ws.next((f) => f.topic === 'balance');
    while (balance.data.balances.USDT === undefined);
    expect(balance.data.balances.USDT).toMatchObject({ holding: new Decimal(10000).minus(cost).minus(usdtFee).toNumber(), frozen: 0 });
  });

  it('sends the position after a perpetual fill: holding, average open price and side as CCXT pro parses them', async () => {
    const me = await trader();
    const ws = await open(me.applicationId);
    ws.send(authFrame(me.key));
    await ws.next(isAuth);
    ws.send({ id: 'p', event: 'subscribe', topic: 'position' });
    ws.send({ id: 'e', event: 'subscribe', topic: 'executionreport' });
    await ws.next((f) => (f as { id?: string }).id === 'e');
    const placed = await signedCall(sim, me.key, 'POST', '/v3/trade/order', {
      payload: { symbol: 'PERP_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.002 },
    });
    expect(placed.json.success).toBe(true);
    const fills: Frame[] = [];
    let last: Frame;
    do {
      last = await ws.next((f) => f.topic === 'executionreport');
      if (last.data.tradeId !== 0) fills.push(last);
    } while (last.data.status !== 'FILLED');
    // the average open price is Σ price × size ÷ Σ size of the fills
    const notional = fills.reduce((sum, f) => sum.plus(new Decimal(f.data.executedPrice).times(f.data.executedQuantity)), new Decimal(0));
    let frame: Frame;
    do frame = await ws.next((f) => f.topic === 'position');
    while (frame.data.positions.PERP_BTC_USDT?.holding !== 0.002);
    const position = frame.data.positions.PERP_BTC_USDT;
    expect(position).toMatchObject({ holding: 0.002, positionSide: 'BOTH', pendingLongQty: 0, pendingShortQty: 0 });
    expect(position.averageOpenPrice).toBeCloseTo(notional.div('0.002').toNumber(), 6);
    for (const field of ['markPrice', 'version', 'openingTime', 'adlQuantile', 'pnl24H', 'fee24H', 'settlePrice'])
      expect(typeof position[field]).toBe('number');
  });

  it("keeps the app's session auth on /v2/ws/private/stream", async () => {
    const me = await trader();
    const ws = await TestSocket.open(`${sim.url.replace('http', 'ws')}/v2/ws/private/stream`);
    sockets.push(ws);
    ws.send({ id: 's', event: 'auth', params: { sessionToken: me.token } });
    expect(await ws.next(isAuth)).toEqual({ id: 's', event: 'auth', success: true, ts: expect.any(Number) });
  });
});
