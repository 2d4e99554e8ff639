import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

describe('sub-accounts, transfers, collateral and the wallet mode (REST)', () => {
  let sim: RunningSimulator;
  const now = Date.UTC(2026, 0, 5, 12);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = (path: string, t: string) => call(sim, `/api${path}`, { headers: auth(t) });
  const send = (method: string, path: string, payload: unknown, t: string) =>
    call(sim, `/api${path}`, { method, headers: auth(t), payload });
  const post = (path: string, payload: unknown, t: string) => send('POST', path, payload, t);
  const holding = async (t: string, token: string) =>
    ((await get('/v3/asset/balances', t)).json().data.holding as { token: string; holding: number }[]).find((b) => b.token === token)
      ?.holding ?? 0;
  const me = async (t: string) =>
    (await get('/usercenter/account/info', t)).json().data as { application_id: string; main: boolean; alias: string };

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_ETH_USDT', price: '3000' });
  });
  afterAll(() => sim.close());

  it('creates empty sub-accounts (1–20 characters, names unique, at most 10) and lists them in the real shape', async () => {
    const { token: t } = await createSession(sim);
    const made = (await post('/usercenter/account/sub_accounts', { nickname: '  Scalping  ' }, t)).json();
    expect(made).toMatchObject({ success: true, data: { name: 'Scalping', main: false, current: false, createdTime: now } });
    expect((await get('/v3/account/subAccounts/all', t)).json().data.rows).toEqual([
      { applicationId: made.data.applicationId, name: 'Scalping', createdTime: now },
    ]);
    expect((await post('/usercenter/account/sub_accounts', { nickname: '' }, t)).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'nickname: must not be empty',
    });
    expect((await post('/usercenter/account/sub_accounts', { nickname: 'x'.repeat(21) }, t)).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'nickname: must be at most 20 characters',
    });
    expect((await post('/usercenter/account/sub_accounts', { nickname: 'scalping' }, t)).json()).toMatchObject({
      success: false,
      code: -1005,
      message: expect.stringContaining('already has this name'),
    });
    // nine more at once: the limit holds under concurrency
    const more = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post('/usercenter/account/sub_accounts', { nickname: `Bot ${i}` }, t)),
    );
    expect(more.filter((r) => r.json().success)).toHaveLength(9);
    expect(more.find((r) => !r.json().success)!.json()).toMatchObject({
      code: -1005,
      message: 'A main account can have at most 10 sub-accounts',
    });
    const list = (await get('/usercenter/account/sub_accounts', t)).json().data;
    expect(list.rows).toHaveLength(11);
    expect(list.rows[0]).toMatchObject({ main: true, current: true });
  });

  it('transfers instantly and fee-free through the ledger, and acts as the sub-account after a switch', async () => {
    const { token: t } = await createSession(sim);
    const main = await me(t);
    const sub = (await post('/usercenter/account/sub_accounts', { nickname: 'Grid' }, t)).json().data;
    const move = (amount: unknown, from = main.application_id, to = sub.applicationId, tok = t) =>
      post('/v3/asset/transfer', { token: 'USDT', amount, from: { applicationId: from }, to: { applicationId: to } }, tok);
    expect((await move(250.5)).json()).toMatchObject({ success: true, data: { status: 'COMPLETED' } });
    expect(await holding(t, 'USDT')).toBe(9749.5);
    expect((await move(0)).json()).toMatchObject({ success: false, code: -1005, message: 'amount: The amount must be greater than 0' });
    expect((await move('1.0000001')).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'amount: USDT allows at most 6 decimals',
    });
    expect((await move(20000)).json()).toMatchObject({ success: false, code: -1101, message: 'Not enough USDT: 9749.5 is available' });
    expect((await move(1, main.application_id, main.application_id)).json()).toMatchObject({ success: false, code: -1005 });
    expect((await move(1, main.application_id, 'someone-else')).json()).toMatchObject({ success: false, code: -1006 });

    const switched = (await post('/usercenter/account/sub_accounts/switch', { applicationId: sub.applicationId }, t)).json();
    expect(switched).toMatchObject({ success: true, data: { user_id: sub.userId, main: false, name: 'Grid' } });
    const s = switched.data.token as string;
    expect(await me(t).catch(() => undefined)).toBeUndefined(); // the old session ended
    expect(await me(s)).toMatchObject({ main: false, alias: 'Grid' });
    expect(await holding(s, 'USDT')).toBe(250.5); // no demo funds: only what was transferred
    expect(await holding(s, 'BTC')).toBe(0);
    const ledger = (await get('/v3/asset/token/history?type=SUB_ACCOUNT_TRANSFER', s)).json().data.rows;
    expect(ledger).toEqual([expect.objectContaining({ token: 'USDT', amount: 250.5 })]);
    // a sub-account moves only out of itself
    expect((await move(1, main.application_id, sub.applicationId, s)).json()).toMatchObject({ success: false, code: -1005 });
    expect((await move(50, sub.applicationId, main.application_id, s)).json()).toMatchObject({ success: true });
    const history = (await get('/v3/asset/transfer/history', s)).json().data;
    expect(history.meta.total).toBe(2);
    expect(history.rows[0]).toMatchObject({
      id: expect.any(Number),
      token: 'USDT',
      amount: '50',
      status: 'COMPLETED',
      from: { applicationId: sub.applicationId, accountName: 'Grid' },
      to: { applicationId: main.application_id },
    });
    expect((await post('/usercenter/account/alias', { applicationId: sub.applicationId, alias: 'Grid 2' }, s)).json()).toMatchObject({
      success: true,
      data: { name: 'Grid 2' },
    });
    expect(await me(s)).toMatchObject({ alias: 'Grid 2' });
    const back = (await post('/usercenter/account/sub_accounts/switch', { applicationId: main.application_id }, s)).json().data;
    expect(await holding(back.token, 'USDT')).toBe(9799.5);
  });

  it('lists collateral tokens with ratios, switches one off and the wallet mode; the value follows (hand-computed)', async () => {
    const { token: t } = await createSession(sim);
    const first = (await get('/usercenter/account/collateral_tokens?page=1&size=50', t)).json().data;
    expect(first.walletMode).toBe('SINGLE');
    expect(first.rows).toEqual(
      expect.arrayContaining([
        { token: 'USDT', collateralRatio: 1, enabled: true, switchable: false },
        { token: 'BTC', collateralRatio: 0.95, enabled: true, switchable: true },
      ]),
    );
    expect(first.collateralValue).toBe(10000); // SINGLE: USDT only
    expect((await send('PUT', '/usercenter/account/wallet/switchWalletMode', { mode: 'MULTI' }, t)).json().data.walletMode).toBe('MULTI');
    // 10,000 USDT + 0.1 BTC × 50,000 × 0.95 (4,750) + 1 ETH × 3,000 × 0.95 (2,850) = 17,600
    expect((await get('/usercenter/account/collateral_tokens', t)).json().data.collateralValue).toBe(17600);
    expect((await post('/usercenter/account/switch_collateral', { token: 'BTC', enabled: false }, t)).json()).toMatchObject({
      success: true,
      data: { token: 'BTC', enabled: false },
    });
    expect((await get('/usercenter/account/collateral_tokens', t)).json().data.collateralValue).toBe(12850); // 17,600 − 4,750
    expect((await post('/usercenter/account/switch_collateral', { token: 'USDT', enabled: false }, t)).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'token: USDT is always collateral',
    });
    expect((await send('PUT', '/usercenter/account/wallet/switchWalletMode', { mode: 'BOTH' }, t)).json()).toMatchObject({
      success: false,
      code: -1005,
    });
  });
});
