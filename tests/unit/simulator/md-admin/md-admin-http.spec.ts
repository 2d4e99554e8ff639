import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const BTC = 'PERP_BTC_USDT';

describe('market-data admin (md/admin/*, bearer session, MD_ADMIN role)', () => {
  let sim: RunningSimulator;
  let admin: string;
  let normal: string;
  let adminId: number;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const post = (path: string, payload: unknown, t = admin) =>
    call(sim, `/api/md/admin/${path}`, { method: 'POST', headers: auth(t), payload });
  const get = (path: string, t = admin) => call(sim, `/api${path}`, { headers: auth(t) });
  const future = async (symbol = BTC) =>
    (await call(sim, '/api/md/v3/public/futures')).json().data.rows.find((r: { symbol: string }) => r.symbol === symbol);

  beforeAll(async () => {
    sim = await testSimulator({ adminEmails: ['setting-admin@example.com'] });
    const a = await createSession(sim, { email: 'Admin@Example.com' });
    admin = a.token;
    adminId = a.userId;
    normal = (await createSession(sim, { email: 'trader@example.com' })).token;
    expect((await control(sim, '/admin/grant', { email: 'admin@example.com' })).statusCode).toBe(200);
  });
  afterAll(() => sim.close());

  it('tells the session its roles: the granted and the setting admin hold MD_ADMIN, a trader none', async () => {
    expect((await get('/md/admin/me')).json().data).toEqual({ userId: adminId, email: 'Admin@Example.com', roles: ['MD_ADMIN'] });
    expect((await get('/md/admin/me', normal)).json().data.roles).toEqual([]);
    const viaSetting = (await createSession(sim, { email: 'setting-admin@example.com' })).token;
    expect((await get('/md/admin/me', viaSetting)).json().data.roles).toEqual(['MD_ADMIN']);
  });

  it('refuses a normal account with 403 -1002 and no session with 401 -1002, changing nothing', async () => {
    for (const [path, body] of [
      ['funding-rate', { symbol: BTC, rate: 0.001 }],
      ['funding_rate_cap', { symbol: BTC, cap: 0.01 }],
      ['index-price', { symbol: BTC, price: 1000 }],
      ['mark-price', { symbol: BTC, price: 1000 }],
      ['mark-price/preview', { symbol: BTC, price: 1000 }],
    ] as const) {
      const refused = await post(path, body, normal);
      expect([refused.statusCode, refused.json().success, refused.json().code]).toEqual([403, false, -1002]);
      expect(refused.json().message).toMatch(/admin role/);
    }
    expect((await get(`/md/admin/funding_rate_cap?symbol=${BTC}`, normal)).statusCode).toBe(403);
    expect((await get('/md/admin/audit', normal)).statusCode).toBe(403);
    const anonymous = await call(sim, '/api/md/admin/mark-price', { method: 'POST', payload: { symbol: BTC, price: 1000 } });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, -1002]);
    expect((await future()).mark_price).not.toBe(1000);
    expect((await get('/md/admin/audit')).json().data.meta.total).toBe(0);
  });

  it('validates: a perp symbol, prices > 0 on the tick, the cap in (0, 0.05], the rate within ±0.05', async () => {
    const refusal = async (path: string, body: unknown) => {
      const r = await post(path, body);
      return [r.statusCode, r.json().code, r.json().message];
    };
    expect(await refusal('mark-price', { symbol: 'SPOT_BTC_USDT', price: 50000 })).toEqual([
      400,
      -1005,
      'symbol: SPOT_BTC_USDT is not a perpetual',
    ]);
    expect(await refusal('mark-price', { symbol: BTC, price: 50000.05 })).toEqual([
      400,
      -1005,
      'price: Must be a multiple of the tick 0.1',
    ]);
    expect(await refusal('index-price', { symbol: BTC, price: 0 })).toEqual([400, -1005, 'price: Must be more than 0']);
    expect(await refusal('funding_rate_cap', { symbol: BTC, cap: 0 })).toEqual([400, -1005, 'cap: Must be more than 0']);
    expect(await refusal('funding_rate_cap', { symbol: BTC, cap: 0.06 })).toEqual([400, -1005, 'cap: Must be at most 0.05']);
    expect(await refusal('funding-rate', { symbol: BTC, rate: -0.2 })).toEqual([400, -1005, 'rate: Must be within ±0.05']);
    expect(await refusal('funding-rate', { symbol: BTC })).toEqual([400, -1005, expect.stringMatching(/^rate: /)]);
  });

  it('each call changes what the public data shows; the cap clamps the funding rate; the trading engine marks at the new price', async () => {
    expect((await post('index-price', { symbol: BTC, price: 49990.5 })).json().data).toMatchObject({ indexPrice: 49990.5 });
    expect((await future()).index_price).toBe(49990.5);
    expect((await post('mark-price', { symbol: BTC, price: '50000' })).json().data).toMatchObject({ markPrice: 50000, newValue: 50000 });
    expect((await future()).mark_price).toBe(50000);
    expect(sim.simulator.trading.markPrice(BTC).toFixed()).toBe('50000');
    expect((await post('funding_rate_cap', { symbol: BTC, cap: 0.0003 })).json().data.fundingRateCap).toBe(0.0003);
    expect((await get(`/md/admin/funding_rate_cap?symbol=${BTC}`)).json().data).toEqual({ symbol: BTC, fundingRateCap: 0.0003 });
    const clamped = (await post('funding-rate', { symbol: BTC, rate: 0.0005 })).json().data;
    expect(clamped).toMatchObject({
      fundingRate: 0.0003,
      requestedRate: 0.0005,
      clamped: true,
      message: 'funding rate 0.05 % would be clamped to the cap 0.03 %',
    });
    expect((await future()).est_funding_rate).toBe(0.0003);
    const rates = (await call(sim, '/api/md/v3/public/funding_rates')).json().data.rows;
    expect(rates.find((r: { symbol: string }) => r.symbol === BTC).est_funding_rate).toBe(0.0003);
    // raising the cap lets the requested rate through; releasing the rate goes back to the market's own within the cap
    await post('funding_rate_cap', { symbol: BTC, cap: 0.001 });
    expect((await future()).est_funding_rate).toBe(0.0005);
    await post('funding-rate', { symbol: BTC, rate: -0.0002 });
    expect((await future()).est_funding_rate).toBe(-0.0002);
  });

  it('writes every change to the audit log (who, when, old and new value), newest first, paged', async () => {
    const before = (await future()).mark_price;
    await post('mark-price', { symbol: BTC, price: 51000 });
    const page = (await get(`/md/admin/audit?symbol=${BTC}&page=1&size=2`)).json().data;
    expect(page.meta).toEqual({ total: expect.any(Number), recordsPerPage: 2, currentPage: 1 });
    expect(page.meta.total).toBeGreaterThanOrEqual(7);
    expect(page.rows[0]).toEqual({
      id: expect.any(Number),
      userId: adminId,
      email: 'Admin@Example.com',
      timestamp: expect.any(Number),
      call: 'mark-price',
      symbol: BTC,
      oldValue: before,
      newValue: 51000,
    });
    expect(page.rows[1]).toMatchObject({ call: 'funding-rate', oldValue: 0.0005, newValue: -0.0002 });
    expect((await get('/md/admin/audit?symbol=PERP_ETH_USDT')).json().data.meta.total).toBe(0);
  });

  it('previews the mark price over the engine accounts: positions and accounts liquidated, the PnL change', async () => {
    await post('mark-price', { symbol: BTC, price: 50000 });
    const trading = sim.simulator.trading;
    const long = trading.account(90001);
    long.positions.set(BTC, {
      userId: 90001,
      symbol: BTC,
      holding: '1',
      averageOpenPrice: '50000',
      openingTime: 0,
      positionSide: 'BOTH',
      marginMode: 'CROSS',
      leverage: 10,
      isolatedMargin: '0',
    });
    const short = trading.account(90002);
    short.positions.set(BTC, {
      userId: 90002,
      symbol: BTC,
      holding: '-2',
      averageOpenPrice: '50000',
      openingTime: 0,
      positionSide: 'BOTH',
      marginMode: 'CROSS',
      leverage: 10,
      isolatedMargin: '0',
    });
    // collateral 10000 USDT each (the demo funds), maintenance 1 % (tier 1):
    // long liquidated at (50000 − 10000) ÷ 0.99 = 40404.04…, short at (−100000 − 10000) ÷ −2.02 = 54455.44…
    const preview = async (price: number) => (await post('mark-price/preview', { symbol: BTC, price })).json().data;
    expect(await preview(40404)).toEqual({
      symbol: BTC,
      markPrice: 40404,
      currentMarkPrice: 50000,
      positions: 1,
      accounts: 1,
      unrealizedPnlChange: 9596,
      message: '1 position (1 account) would be liquidated at this mark price; unrealised PnL changes by 9596 USDT',
    });
    expect(await preview(40404.1)).toMatchObject({ positions: 0, accounts: 0 });
    expect(await preview(54455.5)).toMatchObject({ positions: 1, accounts: 1, unrealizedPnlChange: -4455.5 });
    expect(await preview(54455.4)).toMatchObject({ positions: 0 });
    // read-only: the mark did not move
    expect(trading.markPrice(BTC).toFixed()).toBe('50000');
  });

  it('setMarkPrice steps the stop orders of its symbol, from the admin call and the control route alike', async () => {
    const step = jest.spyOn(sim.simulator.algos, 'step');
    try {
      await post('mark-price', { symbol: BTC, price: 50100 });
      await control(sim, '/trading/mark-price', { symbol: 'PERP_ETH_USDT', price: '3000' });
      await post('mark-price', { symbol: BTC, price: null });
      expect(step.mock.calls.map(([symbol]) => symbol)).toEqual([BTC, 'PERP_ETH_USDT', BTC]);
    } finally {
      step.mockRestore();
    }
  });

  it('grants only through the control surface (with its secret) or the setting', async () => {
    const noSecret = await fetch(`${sim.url}/__control/admin/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'trader@example.com' }),
    });
    expect(noSecret.status).toBe(403);
    expect((await get('/md/admin/me', normal)).json().data.roles).toEqual([]);
    expect(
      (await call(sim, '/api/md/admin/grant', { method: 'POST', headers: auth(admin), payload: { email: 'trader@example.com' } }))
        .statusCode,
    ).toBe(404);
  });
});
