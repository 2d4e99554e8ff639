import type { RunningSimulator } from '../../../../simulator/server';
import { validateAddress } from '../../../../src/domain/wallet/address-validation';
import { NETWORKS } from '../../../../src/domain/wallet/networks';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

describe('deposits (/v3/asset/wallet/*, the simulated chain)', () => {
  let sim: RunningSimulator;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = (path: string, t?: string) => call(sim, `/api${path}`, { headers: t ? auth(t) : {} });
  const usdt = async (t: string) =>
    (await get('/v3/asset/balances', t)).json().data.holding.find((b: { token: string }) => b.token === 'USDT').holding as number;
  const block = () => control(sim, '/wallet/block');

  // blocks only by the control route, so each step is counted
  beforeAll(async () => {
    sim = await testSimulator({ chainBlockMs: 0 });
  });
  afterAll(() => sim.close());

  it('serves the token networks with minimum, confirmations and the suspended ones', async () => {
    const rows = (await get('/instrument/v4/public/network/USDT')).json().data.rows;
    expect(rows.map((r: { network: string }) => r.network)).toEqual(['TRON', 'ETH', 'SOL']);
    expect(rows[0]).toMatchObject({
      protocol: 'TRC20',
      token: 'USDT',
      name: 'TRON (TRC20)',
      allow_deposit: 1,
      minimum_deposit: 1,
      confirmations: 3,
      need_memo: false,
    });
    expect(rows[2]).toMatchObject({ allow_deposit: 0, suspend_reason: 'Network upgrade in progress' });
  });

  it("token_config, at both of the spec's paths: each token's networks; USDT takes deposits though SOL is suspended", async () => {
    for (const path of ['/instrument/v4/public/token_config', '/md/v4/public/token_config']) {
      const rows = (await get(path)).json().data.rows as {
        token: string;
        networks: string[];
        allow_deposit: number;
        allow_withdraw: number;
      }[];
      expect(rows.map((r) => r.token)).toEqual(['BTC', 'ETH', 'SOL', 'TRX', 'USDC', 'USDT', 'WOO', 'XRP']);
      expect(rows.find((r) => r.token === 'USDT')).toEqual({
        token: 'USDT',
        networks: ['TRON', 'ETH', 'SOL'],
        allow_deposit: 1,
        allow_withdraw: 1,
      });
      expect(rows.find((r) => r.token === 'XRP')).toEqual({ token: 'XRP', networks: ['XRP'], allow_deposit: 1, allow_withdraw: 1 });
    }
  });

  it('gives the same address per user, token and network, valid for the network; a memo on XRP', async () => {
    const a = await createSession(sim);
    const b = await createSession(sim);
    for (const [token, network] of [
      ['USDT', 'TRON'],
      ['USDT', 'ETH'],
      ['BTC', 'BTC'],
      ['SOL', 'SOL'],
      ['XRP', 'XRP'],
    ]) {
      const first = (await get(`/v3/asset/wallet/deposit?token=${token}&network=${network}`, a.token)).json().data;
      const again = (await get(`/v3/asset/wallet/deposit?token=${token}&network=${network}`, a.token)).json().data;
      const other = (await get(`/v3/asset/wallet/deposit?token=${token}&network=${network}`, b.token)).json().data;
      expect(again).toEqual(first);
      expect(other).not.toEqual(first);
      expect(validateAddress(NETWORKS[network], first.address, first.extra)).toBeUndefined();
      expect(first.extra === '').toBe(!NETWORKS[network].memo);
    }
  });

  it('refuses a suspended network with the reason, and an unknown pair', async () => {
    const { token: t } = await createSession(sim);
    expect((await get('/v3/asset/wallet/deposit?token=USDT&network=SOL', t)).json()).toMatchObject({
      success: false,
      code: -1009,
      message: 'Deposits of USDT on SOL are suspended: Network upgrade in progress.',
    });
    expect((await get('/v3/asset/wallet/deposit?token=BTC&network=TRON', t)).json()).toMatchObject({ success: false, code: -1006 });
  });

  it("check_has_deposit on the spec's path (usercenter/account/check_has_deposit) and the older wallet/ path: false before, true after, session only", async () => {
    const { token: t, userId } = await createSession(sim);
    const both = async () =>
      Promise.all(
        ['/usercenter/account/check_has_deposit', '/usercenter/account/wallet/check_has_deposit'].map(async (path) =>
          (await get(path, t)).json(),
        ),
      );
    expect(await both()).toEqual([
      expect.objectContaining({ success: true, data: { hasDeposit: false } }),
      expect.objectContaining({ success: true, data: { hasDeposit: false } }),
    ]);
    expect((await get('/usercenter/account/check_has_deposit')).statusCode).toBe(401);
    await control(sim, '/wallet/deposit', { userId, token: 'USDT', network: 'TRON', amount: '10' });
    for (let i = 0; i < 3; i++) await block();
    expect((await both()).map((a) => a.data.hasDeposit)).toEqual([true, true]);
  });

  it('a deposit confirms block by block and credits once at the threshold; check_has_deposit turns true', async () => {
    const { token: t, userId } = await createSession(sim);
    const has = async () => (await get('/usercenter/account/wallet/check_has_deposit', t)).json().data.hasDeposit as boolean;
    const before = await usdt(t);
    expect(await has()).toBe(false);
    const arrived = (await control(sim, '/wallet/deposit', { userId, token: 'USDT', network: 'TRON', amount: '250.5' })).json().deposit;
    expect(arrived).toMatchObject({
      status: 'NEW',
      confirmedNumber: 0,
      confirmingThreshold: 3,
      amount: 250.5,
      tokenSide: 'DEPOSIT',
      feeAmount: 0,
    });
    const row = async () => (await get('/v3/asset/wallet/history', t)).json().data.rows[0];
    await block();
    expect(await row()).toMatchObject({ status: 'CONFIRMING', confirmedNumber: 1 });
    await block();
    expect(await row()).toMatchObject({ status: 'CONFIRMING', confirmedNumber: 2 });
    expect(await usdt(t)).toBe(before);
    await block();
    expect(await row()).toMatchObject({ status: 'COMPLETED', confirmedNumber: 3 });
    expect(await usdt(t)).toBe(before + 250.5);
    await block();
    expect(await usdt(t)).toBe(before + 250.5);
    expect(await has()).toBe(true);
    const history = (await get('/v3/asset/wallet/history?tokenSide=DEPOSIT', t)).json().data;
    // the real call spells its page meta in snake_case (recorded: fetchDeposits)
    expect(history.meta).toEqual({ total: 1, records_per_page: 25, current_page: 1 });
  });

  it('refuses below the minimum and with bad input; the dev call deposits into the session account', async () => {
    const { token: t, userId } = await createSession(sim);
    expect((await control(sim, '/wallet/deposit', { userId, token: 'USDT', network: 'TRON', amount: '0.5' })).json()).toMatchObject({
      message: 'The minimum deposit of USDT on TRON is 1.',
    });
    expect((await control(sim, '/wallet/deposit', { userId, token: 'USDT', network: 'TRON', amount: '-3' })).statusCode).toBe(400);
    const dev = await call(sim, '/api/v3/asset/wallet/dev/deposit', {
      method: 'POST',
      headers: auth(t),
      payload: { token: 'BTC', network: 'BTC', amount: 0.01 },
    });
    expect(dev.json()).toMatchObject({ success: true, data: { token: 'BTC', status: 'NEW', confirmingThreshold: 2 } });
    expect((await get('/v3/asset/wallet/history', t)).json().data.rows).toHaveLength(1);
  });

  it('the dev call is bounded: more than 0 and at most 100,000 of the token', async () => {
    const { token: t } = await createSession(sim);
    const tooMuch = await call(sim, '/api/v3/asset/wallet/dev/deposit', {
      method: 'POST',
      headers: auth(t),
      payload: { token: 'USDT', network: 'TRON', amount: 100001 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'amount: a simulated deposit is more than 0 and at most 100000',
    });
    const most = await call(sim, '/api/v3/asset/wallet/dev/deposit', {
      method: 'POST',
      headers: auth(t),
      payload: { token: 'USDT', network: 'TRON', amount: 100000 },
    });
    expect(most.json()).toMatchObject({ success: true, data: { token: 'USDT', status: 'NEW' } });
  });
});

describe('the dev deposit call without control (a plain `npm start`)', () => {
  const post = (sim: RunningSimulator) =>
    call(sim, '/api/v3/asset/wallet/dev/deposit', { method: 'POST', payload: { token: 'BTC', network: 'BTC', amount: 1 } });

  it("is served in the local environment: it asks for the member's session (401), never 404", async () => {
    const sim = await testSimulator({ control: false, appEnv: 'local' });
    try {
      expect((await post(sim)).statusCode).toBe(401);
    } finally {
      await sim.close();
    }
  });

  it('is refused in any other environment (403, -1002)', async () => {
    const sim = await testSimulator({ control: false, appEnv: 'staging' });
    try {
      const response = await post(sim);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        code: -1002,
        message: 'Deposits are simulated only in the local environment',
      });
    } finally {
      await sim.close();
    }
  });
});
