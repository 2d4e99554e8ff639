import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';
import { signedCall } from '../support/signed-call';

describe('API keys (user centre calls, signed v3 calls)', () => {
  let sim: RunningSimulator;
  let now = Date.UTC(2026, 0, 5, 12);
  const DAY = 24 * 3600 * 1000;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = async (path: string, t: string) => (await call(sim, `/api${path}`, { headers: auth(t) })).json();
  const post = async (path: string, payload: unknown, t: string) =>
    (await call(sim, `/api${path}`, { method: 'POST', headers: auth(t), payload })).json();
  const create = (t: string, payload: Record<string, unknown>) =>
    post('/usercenter/account/create_credential', { label: 'bot', ...payload }, t);
  const order = { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price: 50000, quantity: 0.001 };

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
  });
  afterAll(() => sim.close());

  it('creates a key: the secret once, READ always granted, a key without IPs expires in 90 days', async () => {
    const { token: t, userId } = await createSession(sim);
    const created = await create(t, { permissions: ['TRADE'], allowedIps: [] });
    expect(created).toMatchObject({
      success: true,
      data: {
        userId,
        label: 'bot',
        permissions: ['READ', 'TRADE'],
        allowedIPs: [],
        status: 'ACTIVE',
        createdTime: now,
        expireTime: now + 90 * DAY,
      },
    });
    expect(created.data.secret).toMatch(/^[0-9A-F]{32}$/);
    const listed = await get('/usercenter/account/list_credentials?page=1&size=10', t);
    expect(listed.data.meta).toEqual({ total: 1, recordsPerPage: 10, currentPage: 1 });
    expect(listed.data.rows[0]).toMatchObject({ apiKey: created.data.apiKey, expireTime: now + 90 * DAY });
    expect(listed.data.rows[0].secret).toBeUndefined();
    expect((await get('/v3/account/credentials', t)).data.rows).toHaveLength(1);
    expect((await get('/usercenter/account/enable_api_key_amount', t)).data).toEqual({ maxAmount: 20, usedAmount: 1, enableAmount: 19 });
  });

  it('refuses a bad label, a bad IP and an unknown permission with -1005, changing nothing', async () => {
    const { token: t } = await createSession(sim);
    expect(await create(t, { label: ' ' })).toMatchObject({ success: false, code: -1005, message: 'label: is required' });
    expect(await create(t, { allowedIps: ['1.2.3.4', '300.0.0.1'] })).toMatchObject({
      code: -1005,
      message: 'allowedIps: 300.0.0.1 is not an IPv4 or IPv6 address or CIDR block',
    });
    expect(await create(t, { permissions: ['ADMIN'] })).toMatchObject({ code: -1005 });
    expect((await get('/usercenter/account/list_credentials', t)).data.meta.total).toBe(0);
  });

  it('stops at the cap of 20 keys', async () => {
    const { token: t } = await createSession(sim);
    for (let i = 0; i < 20; i++) expect((await create(t, { label: `k${i}`, allowedIps: ['10.0.0.1'] })).success).toBe(true);
    expect(await create(t, { label: 'one more' })).toMatchObject({ code: -1005, message: 'apiKey: at most 20 API keys per account' });
    expect((await get('/usercenter/account/list_credentials?page=2&size=15', t)).data.rows).toHaveLength(5);
  });

  it("edits the IP list (a list ends the expiry) and deletes a key; another user's key is not found", async () => {
    const { token: t } = await createSession(sim);
    const { token: other } = await createSession(sim);
    const key = (await create(t, {})).data;
    const edited = await post('/usercenter/account/credential/ip', { apiKey: key.apiKey, allowedIps: ['2001:db8::/32', '127.0.0.1'] }, t);
    expect(edited.data).toMatchObject({ allowedIPs: ['2001:db8::/32', '127.0.0.1'], expireTime: null });
    expect(await post('/usercenter/account/credential/ip', { apiKey: key.apiKey, allowedIps: [] }, other)).toMatchObject({ code: -1006 });
    expect(
      (
        await call(sim, `/api/usercenter/account/delete_credential?apiKey=${key.apiKey}`, { method: 'DELETE', headers: auth(other) })
      ).json(),
    ).toMatchObject({ code: -1006 });
    expect(
      (await call(sim, `/api/usercenter/account/delete_credential?apiKey=${key.apiKey}`, { method: 'DELETE', headers: auth(t) })).json(),
    ).toMatchObject({ success: true });
    expect((await get('/usercenter/account/list_credentials', t)).data.rows).toHaveLength(0);
  });

  it('a signed TRADE key places, reads and cancels an order', async () => {
    const { token: t } = await createSession(sim);
    const key = (await create(t, { permissions: ['TRADE'], allowedIps: ['127.0.0.1'] })).data;
    // a bid 1 % under the book's best bid rests (the simulated market moves meanwhile: a bid at the best bid could fill)
    const best = (await call(sim, '/api/v3/public/orderbook?symbol=SPOT_BTC_USDT&maxLevel=1')).json().data.bids[0].price; // a decimal string on the wire
    const rows = (await call(sim, '/api/v3/public/instruments')).json().data.rows as { symbol: string; quoteTick: string | number }[];
    const tick = new Decimal(rows.find((r) => r.symbol === 'SPOT_BTC_USDT')!.quoteTick);
    const bid = new Decimal(best).times('0.99').div(tick).floor().times(tick).toNumber();
    const placed = await signedCall(sim, key, 'POST', '/v3/trade/order', { payload: { ...order, price: bid }, timestamp: now });
    expect(placed.json).toMatchObject({ success: true, data: { type: 'LIMIT', price: bid, quantity: 0.001 } });
    const open = await signedCall(sim, key, 'GET', '/v3/trade/orders?symbol=SPOT_BTC_USDT&status=INCOMPLETE', { timestamp: now });
    expect(open.json.data.rows.map((r: { orderId: number }) => r.orderId)).toContain(placed.json.data.orderId);
    const cancelled = await signedCall(sim, key, 'DELETE', `/v3/trade/order?symbol=SPOT_BTC_USDT&orderId=${placed.json.data.orderId}`, {
      timestamp: now,
    });
    expect(cancelled.json).toMatchObject({ success: true, data: { status: 'CANCEL_SENT' } });
    // the session sees the same account
    expect((await get('/v3/account/credentials', t)).data.rows[0].apiKey).toBe(key.apiKey);
  });

  it('refuses a bad signature, a stale timestamp, a missing permission, an IP outside the list and an expired key', async () => {
    const { token: t } = await createSession(sim);
    const readOnly = (await create(t, { permissions: [], allowedIps: ['127.0.0.1'] })).data;
    const elsewhere = (await create(t, { permissions: ['TRADE'], allowedIps: ['203.0.113.7', '::1'] })).data;
    const noList = (await create(t, { permissions: ['TRADE'] })).data;
    const flip = (s: string) => (s[0] === 'a' ? 'b' : 'a') + s.slice(1);
    expect((await signedCall(sim, readOnly, 'GET', '/v3/asset/balances', { timestamp: now })).json.success).toBe(true);
    const bad = await signedCall(sim, readOnly, 'GET', '/v3/asset/balances', { timestamp: now, tamper: flip });
    expect(bad).toMatchObject({
      statusCode: 401,
      json: { success: false, code: -1001, message: 'The api key or secret is in wrong format. (signature mismatch)' },
    });
    expect((await signedCall(sim, readOnly, 'GET', '/v3/asset/balances', { timestamp: now - 5001 })).json).toMatchObject({ code: -1001 });
    expect((await signedCall(sim, readOnly, 'GET', '/v3/asset/balances', { timestamp: now + 5000 })).json.success).toBe(true);
    const noTrade = await signedCall(sim, readOnly, 'POST', '/v3/trade/order', { payload: order, timestamp: now });
    expect(noTrade.json).toMatchObject({ code: -1002, message: expect.stringContaining('needs the TRADE permission') });
    const outside = await signedCall(sim, elsewhere, 'GET', '/v3/asset/balances', { timestamp: now });
    expect(outside).toMatchObject({
      statusCode: 401,
      json: { code: -1002, message: expect.stringContaining("IP 127.0.0.1 is not in the key's allow-list") },
    });
    // a body changed after signing is refused too
    const changed = await fetch(`${sim.url}/api/v3/trade/order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': noList.apiKey,
        'x-api-timestamp': String(now),
        'x-api-signature': 'ab'.repeat(32),
      },
      body: JSON.stringify(order),
    });
    expect((await changed.json()).code).toBe(-1001);
    now += 90 * DAY;
    try {
      expect((await signedCall(sim, noList, 'GET', '/v3/asset/balances', { timestamp: now })).json).toMatchObject({
        code: -1002,
        message: expect.stringContaining('expired'),
      });
    } finally {
      now -= 90 * DAY;
    }
  });

  it('a key cannot manage keys: user-centre calls want the session', async () => {
    const { token: t } = await createSession(sim);
    const key = (await create(t, { permissions: ['TRADE'], allowedIps: ['127.0.0.1'] })).data;
    const answer = await signedCall(sim, key, 'POST', '/usercenter/account/create_credential', { payload: { label: 'x' }, timestamp: now });
    expect(answer.json).toMatchObject({ success: false, code: -1002 });
  });
});
