import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

describe('social backend (/social-backend-ui/*)', () => {
  let sim: RunningSimulator;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = (path: string, t?: string) => call(sim, `/api/social-backend-ui${path}`, { headers: t ? auth(t) : {} });
  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, t: string, payload?: unknown) =>
    call(sim, `/api/social-backend-ui${path}`, { method, headers: auth(t), ...(payload !== undefined ? { payload } : {}) });

  beforeAll(async () => {
    sim = await testSimulator({ seed: 'social', socialTraders: { count: 40, intervalMs: 0 } });
    await control(sim, '/social/trade-batch', { batches: 30 });
    await control(sim, '/social/refresh');
  });
  afterAll(() => sim.close());

  it('ranks the simulated traders by PnL from their fills, each with a cool name, a uuid and its rank', async () => {
    const body = (await get('/public/leaderboard-metrics?tradingPeriod=30&sortBy=PNL&size=10')).json();
    expect(body.success).toBe(true);
    const rows = body.data.rows as { rank: number; uuid: string; coolName: string; pnl: number; volume: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1]!.pnl).toBeGreaterThanOrEqual(rows[i]!.pnl);
    expect(rows[0]!.coolName).toMatch(/^[A-Za-z0-9_]{3,20}$/);
    expect(body.data.refreshSeconds).toBe(60);
    expect(body.data.meta).toMatchObject({ recordsPerPage: 10, currentPage: 1 });
  });

  it('sorts volume leaderboards ascending on request and refuses an unknown period', async () => {
    const rows = (await get('/public/trading-volume-leaderboard?tradingPeriod=7&tradingType=FUTURES&sortOrder=ASC')).json().data.rows as {
      volume: number;
    }[];
    for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1]!.volume).toBeLessThanOrEqual(rows[i]!.volume);
    expect((await get('/public/trading-volume-leaderboard?tradingPeriod=14')).json()).toMatchObject({ success: false, code: -1005 });
  });

  it('gives the signed-in user their own row once they have traded', async () => {
    const { token } = await createSession(sim);
    expect((await get('/private/leaderboard-metrics', token)).json().data.me).toBeNull();
    const placed = await call(sim, '/api/v3/trade/order', {
      method: 'POST',
      headers: auth(token),
      payload: { symbol: 'PERP_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.01 },
    });
    expect(placed.json().success).toBe(true);
    await control(sim, '/social/refresh');
    const me = (await get('/private/leaderboard-metrics?sortBy=VOLUME', token)).json().data.me;
    expect(me).toMatchObject({ rank: expect.any(Number), volume: expect.any(Number) });
    expect(me.volume).toBeGreaterThan(0);
    // listed publicly only once the member opts in (simulated traders always are)
    const listed = async () =>
      ((await get('/public/leaderboard-metrics?sortBy=VOLUME&size=100')).json().data.rows as { uuid: string }[]).map((r) => r.uuid);
    expect(await listed()).not.toContain(me.uuid);
    const optIn = { showPnl: true, showPortfolio: true, showTradingActivity: true, showPositions: true, showOnLeaderboard: true };
    expect((await send('PUT', '/private/user-profiles/settings', token, optIn)).json().data).toEqual(optIn);
    expect(await listed()).toContain(me.uuid);
    const old = (await get('/metrics/auth?period=30&sort=volume', token)).json().data;
    expect(old.my_rank).toMatchObject({ user_uuid: me.uuid });
    expect(old.leaderboard[0]).toHaveProperty('cool_name');
    const anonymous = (await get('/metrics/public?period=30&sort=volume')).json().data;
    expect(anonymous.leaderboard[0]).toHaveProperty('cool_name');
    expect(anonymous).not.toHaveProperty('my_rank');
  });

  it('finds traders by cool name, follows and unfollows them', async () => {
    const { token } = await createSession(sim);
    const top = (await get('/public/leaderboard-metrics?size=1')).json().data.rows[0] as { uuid: string; coolName: string };
    const hits = (await get(`/public/user-profiles/search?coolName=${top.coolName.slice(0, 6).toLowerCase()}`)).json().data.rows as {
      uuid: string;
    }[];
    expect(hits.map((h) => h.uuid)).toContain(top.uuid);
    expect((await send('POST', `/private/followings/${top.uuid}`, token)).json().data).toEqual({ uuid: top.uuid, following: true });
    expect((await get('/private/following-lists/simple', token)).json().data.uuids).toEqual([top.uuid]);
    expect((await get('/private/following-lists', token)).json().data.rows[0]).toMatchObject({ uuid: top.uuid, coolName: top.coolName });
    expect((await get('/metrics/following_list', token)).json().data.following_list[0]).toMatchObject({ user_uuid: top.uuid });
    expect((await get(`/private/user-profiles/${top.uuid}/summary`, token)).json().data).toMatchObject({ following: true, followers: 1 });
    await send('DELETE', `/private/followings/${top.uuid}`, token);
    expect((await get('/private/following-lists/simple', token)).json().data.uuids).toEqual([]);
    expect((await send('POST', '/private/followings/nope', token)).json()).toMatchObject({ success: false, code: -1006 });
  });

  it("sets a cool name, refuses a simulated trader's, and finds the user by it", async () => {
    const { token } = await createSession(sim);
    const taken = (await get('/public/leaderboard-metrics?size=1')).json().data.rows[0].coolName as string;
    expect((await send('PUT', '/private/cool-names', token, { coolName: taken.toUpperCase() })).json()).toMatchObject({
      success: false,
      code: -1005,
    });
    expect((await send('PUT', '/private/cool-names', token, { coolName: 'MoonBaker_7' })).json().data).toEqual({ coolName: 'MoonBaker_7' });
    const me = (await get('/private/user-profiles/me/uuid', token)).json().data.uuid as string;
    expect((await get('/public/user-profiles/search?coolName=moonbak')).json().data.rows).toEqual([{ uuid: me, coolName: 'MoonBaker_7' }]);
  });

  it('serves a profile: performance, charts, activity, asset preference, positions; hides what the trader keeps private', async () => {
    const { token } = await createSession(sim);
    const top = (await get('/public/leaderboard-metrics?size=1&tradingType=FUTURES')).json().data.rows[0] as { uuid: string; pnl: number };
    const perf = (await get(`/private/user-profiles/${top.uuid}/performance?tradingPeriod=30`, token)).json().data;
    expect(perf).toMatchObject({ tradingPeriod: 30, capital: 10000, annualisationDays: 365 });
    expect(perf.trades).toBeGreaterThan(0);
    const overview = (await get(`/private/user-profiles/${top.uuid}/overview?tradingPeriod=7`, token)).json().data;
    expect(overview.rows).toHaveLength(7);
    expect(overview.rows[6].cumulativePnl).toBeCloseTo(
      overview.rows.reduce((s: number, r: { pnl: number }) => s + r.pnl, 0),
      6,
    );
    expect((await get(`/private/user-profiles/${top.uuid}/trading-activity?tradingPeriod=7`, token)).json().data.rows).toHaveLength(7);
    const assets = (await get(`/private/user-profiles/${top.uuid}/portfolio`, token)).json().data.rows as { share: number }[];
    expect(assets.reduce((s, a) => s + a.share, 0)).toBeCloseTo(1, 6);
    expect((await get(`/private/user-profiles/${top.uuid}/extended-portfolio`, token)).json().data.hidden).toBe(false);

    const owner = await createSession(sim);
    await call(sim, '/api/v3/trade/order', {
      method: 'POST',
      headers: auth(owner.token),
      payload: { symbol: 'PERP_ETH_USDT', side: 'SELL', type: 'MARKET', quantity: 0.1 },
    });
    const ownerUuid = (await get('/private/user-profiles/me/uuid', owner.token)).json().data.uuid as string;
    const settings = { showPnl: false, showPortfolio: true, showTradingActivity: false, showPositions: false };
    // without the leaderboard opt-in in the body it stays as it was: off for a new member
    expect((await send('PUT', '/private/user-profiles/settings', owner.token, settings)).json().data).toEqual({
      ...settings,
      showOnLeaderboard: false,
    });
    expect((await get('/private/user-profiles/settings', owner.token)).json().data).toEqual({ ...settings, showOnLeaderboard: false });
    await control(sim, '/social/refresh');
    const seen = (await get(`/private/user-profiles/${ownerUuid}/performance`, token)).json().data;
    expect(seen).toMatchObject({ pnl: null, roi: null, sharpe: null });
    expect((await get(`/private/user-profiles/${ownerUuid}/extended-portfolio`, token)).json().data).toEqual({ hidden: true, rows: [] });
    // the owner sees everything of their own profile
    expect((await get(`/private/user-profiles/${ownerUuid}/extended-portfolio`, owner.token)).json().data.rows).toHaveLength(1);
  });
});
