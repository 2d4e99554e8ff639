import type { RunningSimulator } from '../../../../simulator/server';
import { memoryStore } from '../../../../simulator/store/memory-account-repository';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';
import { withdrawEmailCode } from '../support/withdraw-email-code';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const HOUR = 3600 * 1000;

describe("GET /asset/ (the wallet service status) and GET /usercenter/account/token_config (the account's view of each token)", () => {
  let sim: RunningSimulator;
  let now = Date.UTC(2026, 0, 10);
  const req = (method: string, path: string, t?: string, payload?: unknown) =>
    call(sim, `/api${path}`, { method, headers: t ? { authorization: `Bearer ${t}` } : {}, payload });
  const config = async (t: string, token = 'USDT') =>
    ((await req('GET', '/usercenter/account/token_config', t)).json().data.rows as { token: string }[]).find((r) => r.token === token);
  const withdraw = async (t: string) =>
    req('POST', '/v3/asset/wallet/withdraw', t, {
      token: 'USDT',
      network: 'TRON',
      address: TRON,
      extra: '',
      amount: 20,
      emailCode: await withdrawEmailCode(sim, t),
    });

  beforeAll(async () => {
    sim = await testSimulator({ withdrawStepMs: 0, clock: () => now, store: memoryStore({ sessionIdleMs: 30 * 24 * HOUR }) });
  });
  afterAll(() => sim.close());

  it('answers NORMAL (public, no session); the control route sets MAINTENANCE with its message and end, and lifts it', async () => {
    expect((await req('GET', '/asset/')).json()).toMatchObject({
      success: true,
      data: { status: 'NORMAL', message: null, estimatedEndTime: null },
    });
    const end = now + 2 * HOUR;
    expect((await control(sim, '/asset/maintenance', { on: true, message: 'Wallet upgrade', estimatedEndTime: end })).json()).toMatchObject(
      { ok: true, status: 'MAINTENANCE' },
    );
    expect((await req('GET', '/asset')).json().data).toEqual({ status: 'MAINTENANCE', message: 'Wallet upgrade', estimatedEndTime: end });
    expect((await control(sim, '/asset/maintenance', { on: 'yes' })).statusCode).toBe(400);
    await control(sim, '/asset/maintenance', { on: false });
    expect((await req('GET', '/asset/')).json().data).toEqual({ status: 'NORMAL', message: null, estimatedEndTime: null });
  });

  it('in maintenance, withdrawals and deposit addresses are refused with -1011 and nothing is frozen; both work again after', async () => {
    const { token: t } = await createSession(sim);
    const end = Date.UTC(2026, 0, 10, 2);
    await control(sim, '/asset/maintenance', { on: true, message: 'Wallet upgrade', estimatedEndTime: end });
    expect((await withdraw(t)).json()).toEqual({
      success: false,
      code: -1011,
      message: 'Withdrawals are paused: the wallet is under maintenance until about 2026-01-10T02:00:00.000Z (Wallet upgrade).',
    });
    expect((await req('GET', '/v3/asset/wallet/deposit?token=USDT&network=TRON', t)).json()).toMatchObject({
      success: false,
      code: -1011,
      message: expect.stringMatching(/^Deposits are paused/),
    });
    const usdt = ((await req('GET', '/v3/asset/balances', t)).json().data.holding as { token: string; frozen: number }[]).find(
      (b) => b.token === 'USDT',
    );
    expect(usdt?.frozen).toBe(0);
    expect(await config(t)).toMatchObject({
      allow_deposit: 0,
      allow_withdraw: 0,
      deposit_reason: 'MAINTENANCE',
      withdraw_reason: 'MAINTENANCE',
    });
    await control(sim, '/asset/maintenance', { on: false });
    expect((await withdraw(t)).json()).toMatchObject({ success: true });
    expect((await req('GET', '/v3/asset/wallet/deposit?token=USDT&network=TRON', t)).json()).toMatchObject({ success: true });
  });

  it('token_config needs a session; an open account may do both, with no reasons', async () => {
    expect((await req('GET', '/usercenter/account/token_config')).json()).toMatchObject({ success: false, code: -1002 });
    const { token: t } = await createSession(sim);
    const rows = (await req('GET', '/usercenter/account/token_config', t)).json().data.rows as { token: string }[];
    expect(rows.map((r) => r.token)).toEqual(['BTC', 'ETH', 'SOL', 'TRX', 'USDC', 'USDT', 'WOO', 'XRP']);
    expect(await config(t)).toEqual({
      token: 'USDT',
      allow_deposit: 1,
      allow_withdraw: 1,
      deposit_reason: null,
      withdraw_reason: null,
      withdraw_locked_until: null,
    });
  });

  it('a withdraw password change locks withdrawals for 24 h: token_config says so with the end, and the withdrawal is refused -1009', async () => {
    const { token: t } = await createSession(sim);
    const sec = (path: string, body: unknown) => req('POST', `/usercenter/account/${path}`, t, body);
    expect((await sec('create_withdraw_pwd', { password: 'Withdraw99' })).json().success).toBe(true);
    const changed = (await sec('change_withdraw_pwd', { oldPassword: 'Withdraw99', password: 'Withdraw77' })).json().data;
    expect(changed.withdrawLockUntil).toBe(now + 24 * HOUR);
    expect(await config(t)).toMatchObject({
      allow_deposit: 1,
      allow_withdraw: 0,
      withdraw_reason: 'WITHDRAW_LOCKED',
      withdraw_locked_until: now + 24 * HOUR,
    });
    expect((await withdraw(t)).json()).toMatchObject({ success: false, code: -1009 });
  });

  it('whitelist mode without a saved address: WHITELIST_NO_ADDRESS; a saved one opens 24 h after it was saved', async () => {
    const { token: t } = await createSession(sim, { ttlMs: 30 * 24 * HOUR });
    await req('PUT', '/v3/asset/wallet/addressBook/whitelist', t, { enabled: true });
    expect(await config(t)).toMatchObject({ allow_withdraw: 0, withdraw_reason: 'WHITELIST_NO_ADDRESS', withdraw_locked_until: null });
    await req('POST', '/v3/asset/wallet/addressBook', t, { label: 'Cold', token: 'USDT', network: 'TRON', address: TRON, extra: '' });
    expect(await config(t)).toMatchObject({
      allow_withdraw: 0,
      withdraw_reason: 'WHITELIST_NO_ADDRESS',
      withdraw_locked_until: now + 24 * HOUR,
    });
    expect(await config(t, 'BTC')).toMatchObject({ allow_withdraw: 0, withdraw_locked_until: null });
    now += 24 * HOUR;
    expect(await config(t)).toMatchObject({ allow_withdraw: 1, withdraw_reason: null });
  });
});
