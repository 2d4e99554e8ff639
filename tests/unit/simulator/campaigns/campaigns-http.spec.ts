import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { memoryStore } from '../../../../simulator/store/memory-account-repository';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

describe('notifications and referral REST (simulator/campaigns)', () => {
  let sim: RunningSimulator;
  let now = Date.UTC(2026, 0, 5, 12);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = (path: string, t: string) => call(sim, `/api${path}`, { headers: auth(t) });
  const send = (method: string, path: string, payload: unknown, t?: string) =>
    call(sim, `/api${path}`, { method, headers: t ? auth(t) : {}, payload });
  const ledger = async (t: string, type: string) =>
    (await get(`/v3/asset/token/history?type=${type}`, t)).json().data.rows as { token: string; amount: number; type: string }[];

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now, store: memoryStore({ sessionIdleMs: 366 * 24 * 3600 * 1000 }) });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
  });
  afterAll(() => sim.close());

  it('seeds a listing and a maintenance announcement, delivered to every inbox as unread', async () => {
    const { token: t } = await createSession(sim);
    const announcements = (await call(sim, '/api/v3/public/announcements')).json().data.rows;
    expect(announcements.map((a: { type: string }) => a.type).sort()).toEqual(['LISTING', 'MAINTENANCE']);
    const maintenance = announcements.find((a: { type: string }) => a.type === 'MAINTENANCE');
    expect(maintenance.endTime - maintenance.startTime).toBe(2 * 3600 * 1000);
    const unread = (await get('/v3/notifications/unread', t)).json().data;
    expect(unread.categories.ANNOUNCEMENTS).toBe(2);
  });

  it("tells a new account's demo funds as a demo grant, not a deposit (the wallet has no deposit yet)", async () => {
    const { token: t } = await createSession(sim);
    await ledger(t, 'DEPOSIT'); // the account (and its demo funds) is created on its first read
    const transfers = (await get('/v3/notifications?category=TRANSFERS', t)).json().data.rows as {
      kind: string;
      params: { token: string; amount: string };
    }[];
    expect(transfers.map((n) => [n.kind, n.params.token]).sort()).toEqual([
      ['DEMO_GRANT', 'BTC'],
      ['DEMO_GRANT', 'ETH'],
      ['DEMO_GRANT', 'USDT'],
    ]);
    expect(Number(transfers.find((n) => n.params.token === 'USDT')!.params.amount)).toBe(10000);
  });

  it('adds, lists by category, marks one read and then all read', async () => {
    const { token: t, userId } = await createSession(sim);
    await control(sim, '/notifications', { userId, category: 'SECURITY', title: 'New sign-in', body: 'From Lisbon' });
    await control(sim, '/notifications', { userId, category: 'TRADING', kind: 'ORDER_FILLED', params: { symbol: 'SPOT_BTC_USDT' } });
    const security = (await get('/v3/notifications?category=SECURITY', t)).json().data;
    expect(security.meta.total).toBe(1);
    expect(security.rows[0]).toMatchObject({
      category: 'SECURITY',
      kind: 'MESSAGE',
      title: 'New sign-in',
      body: 'From Lisbon',
      read: false,
    });
    const before = (await get('/v3/notifications/unread', t)).json().data.total;
    expect((await send('POST', '/v3/notifications/read', { ids: [security.rows[0].id] }, t)).json().data).toEqual({ updated: 1 });
    expect((await get('/v3/notifications/unread', t)).json().data.total).toBe(before - 1);
    await send('POST', '/v3/notifications/read', {}, t);
    expect((await get('/v3/notifications/unread', t)).json().data.total).toBe(0);
  });

  it('a category turned off receives nothing; security cannot be turned off', async () => {
    const { token: t, userId } = await createSession(sim);
    expect((await send('PUT', '/v3/notifications/settings', { category: 'TRADING', enabled: false }, t)).json().data.settings.TRADING).toBe(
      false,
    );
    expect(
      (await send('PUT', '/v3/notifications/settings', { category: 'SECURITY', enabled: false }, t)).json().data.settings.SECURITY,
    ).toBe(true);
    expect((await control(sim, '/notifications', { userId, category: 'TRADING', title: 'x' })).json().id).toBeNull();
    expect((await get('/v3/notifications?category=TRADING', t)).json().data.meta.total).toBe(0);
  });

  it('refuses malformed codes, the 21st code and a taken code', async () => {
    const { token: t } = await createSession(sim);
    expect((await send('POST', '/usercenter/account/build_referral', { code: 'ab1', split: '85/15' }, t)).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'code: must be 4 to 15 characters',
    });
    expect((await send('POST', '/usercenter/account/build_referral', { code: 'AB-12', split: '85/15' }, t)).json()).toMatchObject({
      success: false,
      code: -1005,
    });
    expect(
      (await send('POST', '/usercenter/account/build_referral', { code: 'TAKEN1', split: '85/15', note: 'twitter' }, t)).json().data,
    ).toMatchObject({ referralCode: 'TAKEN1', referrerPercent: 85, refereePercent: 15, note: 'twitter', isDefault: false });
    expect((await send('POST', '/usercenter/account/build_referral', { code: 'taken1' }, t)).json()).toMatchObject({
      success: false,
      message: 'code: TAKEN1 is already taken',
    });
    for (let i = 0; i < 18; i++) expect((await send('POST', '/usercenter/account/build_referral', {}, t)).json().success).toBe(true);
    expect((await get('/usercenter/account/get_referral', t)).json().data.rows).toHaveLength(20);
    expect((await send('POST', '/usercenter/account/build_referral', {}, t)).json()).toMatchObject({ success: false, code: -1005 });
  });

  it('binds a newcomer through referral_check, pays REFERRAL commission on their fees, and sums it', async () => {
    const referrer = await createSession(sim, { email: 'alice@example.com' });
    const code = (await send('POST', '/usercenter/account/build_referral', { code: 'ALICE2026', split: '75/25' }, referrer.token)).json()
      .data;
    expect((await send('POST', '/usercenter/account/referral_check', { referralCode: 'alice2026' })).json().data).toEqual({
      valid: true,
      referralCode: 'ALICE2026',
      referrerPercent: 75,
      refereePercent: 25,
    });
    expect((await send('POST', '/usercenter/account/referral_check', { referralCode: 'NOPE9999' })).json().data.valid).toBe(false);
    const referee = await createSession(sim, { email: 'bob@example.com' });
    expect(
      (await send('POST', '/usercenter/account/referral_bind', { referralCode: referrer.userId ? 'ALICE2026' : '' }, referee.token)).json()
        .data,
    ).toMatchObject({ referralCode: 'ALICE2026', referrerPercent: 75 });
    expect((await send('POST', '/usercenter/account/referral_bind', { referralCode: 'ALICE2026' }, referee.token)).json()).toMatchObject({
      success: false,
      message: 'This account already has a referrer.',
    });
    const order = (
      await send('POST', '/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: 0.01 }, referee.token)
    ).json();
    expect(order.success).toBe(true);
    const fills = (await get('/v3/trade/transactionHistory', referee.token)).json().data.rows as { fee: number; feeAsset: string }[];
    const fee = fills.reduce((s, f) => s.plus(f.fee), new Decimal(0));
    expect(fills[0].feeAsset).toBe('USDT');
    // the pool is 30 % of the fee: 75 % of it to the referrer, 25 % back to the referee
    const paid = (await ledger(referrer.token, 'REFERRAL')).reduce((s, r) => s.plus(r.amount), new Decimal(0));
    expect(paid.toFixed()).toBe(fee.times(0.3).times(0.75).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
    const kickback = (await ledger(referee.token, 'REFERRAL')).reduce((s, r) => s.plus(r.amount), new Decimal(0));
    expect(kickback.toFixed()).toBe(fee.times(0.3).times(0.25).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
    const summary = (await get('/v3/account/referral/summary', referrer.token)).json().data;
    expect(summary.rows[0]).toMatchObject({
      referralId: referee.userId,
      referralCode: 'ALICE2026',
      tradeStatus: 'TRADED',
      email: 'b***@example.com',
      earned: [{ token: 'USDT', amount: paid.toNumber() }],
    });
    const info = (await get('/usercenter/account/referral_info', referrer.token)).json().data;
    expect(info).toMatchObject({
      referees: 1,
      tradedReferees: 1,
      earned30d: [{ token: 'USDT', amount: paid.toFixed() }],
      earnedTotal: [{ token: 'USDT', amount: paid.toFixed() }],
    });
    expect(code.isDefault).toBe(false);
    const history = (await get('/v3/account/referral/commissions', referrer.token)).json().data;
    expect(history.meta.total).toBeGreaterThan(0);
    // the referee's fill is told in their inbox
    const trading = (await get('/v3/notifications?category=TRADING', referee.token)).json().data.rows;
    expect(trading[0]).toMatchObject({ kind: 'ORDER_FILLED', params: { symbol: 'SPOT_BTC_USDT', side: 'SELL', quantity: '0.01' } });
  });

  it('pays nothing after the relationship year, and refuses a bind a day after sign-up', async () => {
    const long = { ttlMs: 366 * 24 * 3600 * 1000 };
    const referrer = await createSession(sim, long);
    await send('POST', '/usercenter/account/build_referral', { code: 'YEARONE', split: '100/0' }, referrer.token);
    const referee = await createSession(sim, long);
    await send('POST', '/usercenter/account/referral_bind', { referralCode: 'YEARONE' }, referee.token);
    const late = await createSession(sim, long);
    now += 365 * 24 * 3600 * 1000 + 60_000; // a year and a minute
    expect((await send('POST', '/usercenter/account/referral_bind', { referralCode: 'YEARONE' }, late.token)).json()).toMatchObject({
      success: false,
      message: 'A referral code can only be added at sign-up.',
    });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
    expect(
      (
        await send('POST', '/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: 0.01 }, referee.token)
      ).json().success,
    ).toBe(true);
    expect(await ledger(referrer.token, 'REFERRAL')).toHaveLength(0);
  });
});
