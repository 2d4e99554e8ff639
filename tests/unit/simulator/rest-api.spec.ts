import type { RunningSimulator } from '../../../simulator/server';
import type { AccountRepository } from '../../../simulator/store/account-repository';
import { MemoryAccountRepository } from '../../../simulator/store/memory-account-repository';
import { call, control, createSession, testSimulator } from './support/simulator-fixture';

describe('REST API', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());

  const get = (url: string, headers: Record<string, string> = {}) => call(sim, url, { headers });

  it('wraps data in the success envelope', async () => {
    const response = await get('/api/config/api/configs/?tenantName=WOO');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: { tenantName: 'WOO', maintenance: false, announcement: null, features: expect.any(Object) },
      timestamp: expect.any(Number),
    });
  });

  it('answers every public call of the protocol table', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON bodies
    const calls: Array<[string, (data: any) => void]> = [
      ['/api/userauth/account/ip_info', (d) => expect(d).toEqual({ ip: expect.any(String), country: expect.any(String), eu: false })],
      ['/api/layout/v4/public/highlight_sorted_symbols', (d) => expect(d.rows[0]).toEqual({ symbol: 'SPOT_BTC_USDT', sort: 1 })],
      [
        '/api/layout/v4/public/customized_sorted_symbol_groups',
        (d) => expect(d.rows[0]).toMatchObject({ group: expect.any(String), sort: 1 }),
      ],
      ['/api/instrument/v4/public/info', (d) => expect(d.rows.length).toBeGreaterThanOrEqual(300)],
      ['/api/instrument/v4/public/ping', (d) => expect(d).toEqual({ pong: true })],
      ['/api/md/', (d) => expect(d).toEqual({ status: 'ok' })],
      ['/api/md/v3/public/futures', (d) => expect(d.rows[0]).toMatchObject({ symbol: 'PERP_BTC_USDT', '24h_close': expect.any(Number) })],
    ];
    for (const [url, check] of calls) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(true);
      check(response.json().data);
    }
  });

  it('refuses a private call without a token: 401 and -1002', async () => {
    const response = await get('/api/usercenter/account/info');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, code: -1002, message: expect.any(String) });
    const unknown = await get('/api/usercenter/account/info', { authorization: 'Bearer nope' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(-1002);
  });

  it('answers the account of a session token', async () => {
    const { token, userId } = await createSession(sim, { alias: 'alice', eu: true, main: false });
    const response = await get('/api/usercenter/account/info', { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      user_id: userId,
      application_id: expect.any(String),
      main: false,
      alias: 'alice',
      eu: true,
      language: null,
    });
  });

  it('treats an expired session as unauthorized', async () => {
    const { token } = await createSession(sim, { ttlMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await get('/api/usercenter/account/info', { authorization: `Bearer ${token}` });
    expect(response.json().code).toBe(-1002);
  });

  it('answers unknown /api paths with 404 and -1006', async () => {
    const response = await get('/api/does/not/exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: -1006 });
    const post = await call(sim, '/api/md/', { method: 'POST' });
    expect(post.json().code).toBe(-1006);
  });

  it('validates query parameters: -1005 with HTTP 400', async () => {
    for (const url of ['/api/config/api/configs/', '/api/config/api/configs/?tenantName=%3Cscript%3E']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: -1005 });
    }
  });

  it('puts the security headers on every response, errors included', async () => {
    for (const url of ['/api/md/', '/api/nope', '/app-config.json', '/missing-page']) {
      const response = await get(url);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
  });

  it('serves /app-config.json with the environment', async () => {
    const other = await testSimulator({ appEnv: 'qa' });
    try {
      expect((await call(other, '/app-config.json')).json()).toEqual({ environment: 'qa' });
    } finally {
      await other.close();
    }
    expect((await get('/app-config.json')).json()).toEqual({ environment: 'local' });
  });
});

describe('REST API failures', () => {
  it('turns a thrown error into -1000 without leaking the stack', async () => {
    const accounts: AccountRepository = Object.assign(new MemoryAccountRepository(), {
      findAccountBySession: async () => {
        throw new Error('database exploded at /secret/path.ts:12');
      },
    });
    const sim = await testSimulator({ store: { accounts, close: async () => undefined } });
    try {
      const response = await call(sim, '/api/usercenter/account/info', { headers: { authorization: 'Bearer x' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, code: -1000, message: 'Internal error' });
      expect(response.body).not.toContain('secret');
    } finally {
      await sim.close();
    }
  });

  it("names the exchange's refusal of a control call, with its code and status, not 'Internal error'", async () => {
    const sim = await testSimulator();
    try {
      const refused = await control(sim, '/copy/lead-order', {
        uuid: 'no-such-lead',
        symbol: 'PERP_BTC_USDT',
        side: 'BUY',
        quantity: 0.05,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ ok: false, code: -1006, message: 'uuid: no trader no-such-lead' });
    } finally {
      await sim.close();
    }
  });
});
