import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

/** And the strategies: Twitter linking, feature flags, DELETE /caches, public/strategies. */
describe('social backend: Twitter, features, caches, strategies', () => {
  let sim: RunningSimulator;
  let now = 1_750_000_000_000;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = (path: string, t?: string) => call(sim, `/api/social-backend-ui${path}`, { headers: t ? auth(t) : {} });
  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, t: string, payload?: unknown) =>
    call(sim, `/api/social-backend-ui${path}`, { method, headers: auth(t), ...(payload !== undefined ? { payload } : {}) });
  const noFollow = (path: string) => fetch(`${sim.url}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    sim = await testSimulator({
      seed: 'social-extras',
      socialTraders: { count: 40, intervalMs: 0 },
      adminEmails: ['boss@example.com'],
      clock: () => now,
    });
    await control(sim, '/social/trade-batch', { batches: 30 });
    await control(sim, '/social/refresh');
  });
  afterAll(() => sim.close());

  /** Runs the OAuth dance through the simulated Twitter page; the callback's parameters. */
  async function approve(token: string, handle: string): Promise<{ oauthToken: string; oauthVerifier: string }> {
    const { authorizationUrl, oauthToken } = (await get('/private/twitter/oauth/authorization-url', token)).json().data;
    expect(authorizationUrl).toBe(`/api/twitter-sim/oauth/authorize?oauth_token=${oauthToken}`);
    const page = await call(sim, authorizationUrl);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Authorize app');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const back = await noFollow(`/api/twitter-sim/oauth/authorize/decide?oauth_token=${oauthToken}&screen_name=${handle}&action=allow`);
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!, sim.url);
    expect(location.pathname).toBe('/leaderboard/user-profile');
    expect(location.searchParams.get('oauth_token')).toBe(oauthToken);
    return { oauthToken, oauthVerifier: location.searchParams.get('oauth_verifier')! };
  }

  it('links a Twitter profile through the local OAuth page, removes its image, takes its handle as cool name, unlinks', async () => {
    const { token } = await createSession(sim);
    expect((await get('/private/twitter/profiles/me', token)).json().data).toBeNull();
    const { oauthToken, oauthVerifier } = await approve(token, 'satoshi_x');
    expect((await send('POST', '/private/twitter/oauth/authorize', token, { oauthToken, oauthVerifier: 'wrong' })).json()).toMatchObject({
      success: false,
      code: -1005,
    });
    const linked = (await send('POST', '/private/twitter/oauth/authorize', token, { oauthToken, oauthVerifier })).json().data;
    expect(linked).toMatchObject({
      handle: 'satoshi_x',
      name: 'satoshi_x',
      profileImageUrl: '/api/twitter-sim/profile-images/satoshi_x.svg',
      linkedTime: now,
    });
    // the verifier is good once
    expect((await send('POST', '/private/twitter/oauth/authorize', token, { oauthToken, oauthVerifier })).json()).toMatchObject({
      success: false,
      code: -1005,
    });
    const image = await call(sim, linked.profileImageUrl);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await get('/private/twitter/profiles/me', token)).json().data.handle).toBe('satoshi_x');

    expect((await send('DELETE', '/private/twitter/profiles/me/profileImageUrl', token)).json().data).toMatchObject({
      handle: 'satoshi_x',
      profileImageUrl: null,
    });
    expect((await send('PUT', '/private/cool-names/twitter', token)).json().data).toEqual({ coolName: 'satoshi_x' });
    expect((await get('/private/cool-names', token)).json().data).toEqual({ coolName: 'satoshi_x' });

    // another account linking the same handle cannot take it as cool name
    const other = await createSession(sim);
    const second = await approve(other.token, 'SATOSHI_X');
    await send('POST', '/private/twitter/oauth/authorize', other.token, second);
    expect((await send('PUT', '/private/cool-names/twitter', other.token)).json()).toMatchObject({
      success: false,
      code: -1005,
      message: expect.stringContaining('already taken'),
    });

    expect((await send('DELETE', '/private/twitter/profiles/me', token)).json().data).toEqual({ linked: false });
    expect((await get('/private/twitter/profiles/me', token)).json().data).toBeNull();
    expect((await send('PUT', '/private/cool-names/twitter', token)).json()).toMatchObject({ success: false, code: -1006 });
  });

  it("refuses another account's request token, an expired one, and a cancelled page", async () => {
    const a = await createSession(sim);
    const b = await createSession(sim);
    const { oauthToken, oauthVerifier } = await approve(a.token, 'alice_t');
    expect((await send('POST', '/private/twitter/oauth/authorize', b.token, { oauthToken, oauthVerifier })).json()).toMatchObject({
      success: false,
      code: -1005,
    });
    const late = await approve(a.token, 'alice_late');
    now += 10 * 60_000 + 1;
    expect((await send('POST', '/private/twitter/oauth/authorize', a.token, late)).json()).toMatchObject({ success: false, code: -1005 });
    const { oauthToken: t3 } = (await get('/private/twitter/oauth/authorization-url', a.token)).json().data;
    const cancelled = await noFollow(`/api/twitter-sim/oauth/authorize/decide?oauth_token=${t3}&action=deny`);
    expect(cancelled.headers.get('location')).toBe(`/leaderboard/user-profile?denied=${t3}`);
    expect((await get('/private/twitter/oauth/authorization-url')).json()).toMatchObject({ success: false, code: -1002 });
  });

  it('answers feature flags: every flag on by default, global switches, and per-user overrides on the private call', async () => {
    const { token, userId } = await createSession(sim);
    const pub = (await get('/public/features')).json().data.features;
    expect(pub).toMatchObject({ 'leaderboard.volume': true, 'profile.follow': true, 'social.twitter': true });
    await control(sim, '/social/features', { name: 'leaderboard.volume', enabled: false });
    await control(sim, '/social/features', { name: 'profile.follow', enabled: false, userId });
    expect((await get('/public/features')).json().data.features).toMatchObject({ 'leaderboard.volume': false, 'profile.follow': true });
    expect((await get('/private/features', token)).json().data.features).toMatchObject({
      'leaderboard.volume': false,
      'profile.follow': false,
    });
    await control(sim, '/social/features', { name: 'leaderboard.volume', enabled: null });
    expect((await get('/public/features')).json().data.features['leaderboard.volume']).toBe(true);
    const unknown = await control(sim, '/social/features', { name: 'nope', enabled: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ ok: false });
    expect((await get('/private/features')).json()).toMatchObject({ success: false, code: -1002 });
  });

  it('DELETE /caches is for admins only, and a cached figure refreshes after it', async () => {
    const member = await createSession(sim);
    const admin = await createSession(sim, { email: 'boss@example.com' });
    expect((await send('DELETE', '/caches', member.token)).statusCode).toBe(403);
    expect((await call(sim, '/api/social-backend-ui/caches', { method: 'DELETE' })).statusCode).toBe(401);

    await control(sim, '/social/refresh');
    const before = (await get('/private/leaderboard-metrics?sortBy=VOLUME', member.token)).json().data;
    expect(before.me).toBeNull();
    const placed = await call(sim, '/api/v3/trade/order', {
      method: 'POST',
      headers: auth(member.token),
      payload: { symbol: 'PERP_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.01 },
    });
    expect(placed.json().success).toBe(true);
    // within the minute the figures are the cached ones: the member's trade is not there yet
    expect((await get('/private/leaderboard-metrics?sortBy=VOLUME', member.token)).json().data.me).toBeNull();
    expect((await send('DELETE', '/caches', admin.token)).json().data.cleared).toContain('leaderboard-metrics');
    const after = (await get('/private/leaderboard-metrics?sortBy=VOLUME', member.token)).json().data;
    expect(after.me.volume).toBeGreaterThan(0);
    expect(after.updatedTime).toBe(now);
  });

  it("lists the four strategies with their products and their simulated traders' figures", async () => {
    const body = (await get('/public/strategies?tradingPeriod=90')).json().data;
    const rows = body.rows as {
      strategy: string;
      product: string;
      population: number;
      traders: number;
      pnl: number;
      topTraders: { pnl: number }[];
    }[];
    expect(rows.map((r) => [r.strategy, r.product])).toEqual([
      ['default-v2', 'futures-v2'],
      ['altcoins', 'altcoin-futures'],
      ['spot', 'spot'],
      ['default', 'futures-v1'],
    ]);
    expect(rows.reduce((n, r) => n + r.population, 0)).toBe(40);
    for (const r of rows) {
      expect(r.traders).toBeLessThanOrEqual(r.population);
      expect(r.topTraders.length).toBeLessThanOrEqual(3);
      for (let i = 1; i < r.topTraders.length; i += 1) expect(r.topTraders[i - 1]!.pnl).toBeGreaterThanOrEqual(r.topTraders[i]!.pnl);
    }
    expect(rows.some((r) => r.traders > 0)).toBe(true);
    expect((await get('/public/strategies?tradingPeriod=14')).json()).toMatchObject({ success: false, code: -1005 });
  });
});
