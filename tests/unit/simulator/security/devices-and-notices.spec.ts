import type { RunningSimulator } from '../../../../simulator/server';
import { call, testSimulator } from '../support/simulator-fixture';
import { enableTwoFactor } from '../support/two-factor';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** One device per browser (its device id), and every security change told in the inbox's Security category. */
describe('devices by browser and security notices', () => {
  let sim: RunningSimulator;
  let now = 1_800_000_000_000;
  const auth = (t: string) => ({ authorization: `Bearer ${t}`, 'user-agent': CHROME_LINUX });
  const login = async (uid: string, deviceId?: string) =>
    (
      await call(sim, '/api/usercenter/login', {
        method: 'POST',
        headers: { 'user-agent': CHROME_LINUX },
        payload: { idToken: uid, ...(deviceId ? { deviceId } : {}) },
      })
    ).json().data as { token: string; user_id: number };
  const devices = async (t: string) => (await call(sim, '/api/usercenter/account/device_list', { headers: auth(t) })).json().data;
  const securityNotices = async (t: string) =>
    (await call(sim, '/api/v3/notifications?category=SECURITY&size=50', { headers: auth(t) })).json().data.rows as {
      kind: string;
      category: string;
      params: { type: string };
    }[];

  beforeAll(async () => {
    const verify = async (uid: string) => ({
      uid,
      email: `${uid}@example.com`,
      name: uid,
      provider: 'password',
      issuedAt: Math.floor(now / 1000) - 5,
    });
    sim = await testSimulator({ clock: () => now, auth: { verifier: { verify } } });
  });
  afterAll(() => sim.close());

  it('five sign-ins from one browser are one device, its last-seen time moved on; another browser is a second device', async () => {
    const firstSeen = now;
    let session = await login('browser-user', 'browser-one-0001');
    for (let i = 0; i < 4; i += 1) {
      now += 60_000;
      session = await login('browser-user', 'browser-one-0001');
    }
    const list = await devices(session.token);
    expect(list.meta.total).toBe(1);
    expect(list.rows[0]).toMatchObject({
      deviceName: 'Chrome on Linux',
      loginTime: firstSeen,
      lastSeenTime: firstSeen + 4 * 60_000,
      current: true,
    });
    const other = await login('browser-user', 'browser-two-0002');
    expect((await devices(other.token)).meta.total).toBe(2);
    // the browser signed in again: still one device for it
    const earlier = await call(sim, '/api/usercenter/account/device_list', {
      headers: auth((await login('browser-user', 'browser-one-0001')).token),
    });
    expect(earlier.json().data.meta.total).toBe(2);
  });

  it('keeps one device when a browser signs in again; its earlier session stays its own until the device is removed', async () => {
    const first = await login('renew-user', 'renew-browser-01');
    const second = await login('renew-user', 'renew-browser-01');
    // a page may still hold the first token for a moment (two exchanges of one sign-in): it is not signed out under it
    const seenByFirst = await call(sim, '/api/usercenter/account/device_list', { headers: auth(first.token) });
    expect(seenByFirst.statusCode).toBe(200);
    expect(seenByFirst.json().data.meta.total).toBe(1);
    expect(seenByFirst.json().data.rows[0].current).toBe(true);
    expect((await devices(second.token)).meta.total).toBe(1);
    // removed from another browser: both of its sessions end
    const other = await login('renew-user', 'renew-browser-02');
    const mine = (await devices(other.token)).rows.find((d: { current: boolean }) => !d.current);
    const removed = await call(sim, '/api/usercenter/account/del_device', {
      method: 'DELETE',
      headers: auth(other.token),
      payload: { deviceId: mine.id },
    });
    expect(removed.json().success).toBe(true);
    for (const t of [first.token, second.token])
      expect((await call(sim, '/api/usercenter/account/device_list', { headers: auth(t) })).statusCode).toBe(401);
  });

  it('tells a new device, 2FA, passwords, API keys, the address book, the whitelist, removed devices and signing out everywhere as Security notices', async () => {
    const me = await login('notice-user', 'notice-browser-1');
    const other = await login('notice-user', 'notice-browser-2');
    const t = me.token;
    const post = (path: string, payload: unknown) => call(sim, `/api${path}`, { method: 'POST', headers: auth(t), payload });
    const { recoveryCodes } = await enableTwoFactor(sim, t, now);
    expect(
      (await post('/usercenter/account/create_trade_pwd', { password: 'Trade1234', recoveryCode: recoveryCodes[0] })).json().success,
    ).toBe(true);
    const key = (
      await post('/usercenter/account/create_credential', { label: 'bot', permissions: ['READ'], recoveryCode: recoveryCodes[1] })
    ).json();
    expect(key.success).toBe(true);
    const added = (
      await post('/v3/asset/wallet/addressBook', {
        token: 'USDT',
        network: 'ETH',
        address: '0x1111111111111111111111111111111111111111',
        label: 'cold',
        recoveryCode: recoveryCodes[2],
      })
    ).json();
    const whitelist = (
      await call(sim, '/api/v3/asset/wallet/addressBook/whitelist', { method: 'PUT', headers: auth(t), payload: { enabled: true } })
    ).json();
    const otherDevice = (await devices(t)).rows.find((d: { current: boolean }) => !d.current);
    const removed = (
      await call(sim, '/api/usercenter/account/del_device', {
        method: 'DELETE',
        headers: auth(t),
        payload: { deviceId: otherDevice.id, recoveryCode: recoveryCodes[3] },
      })
    ).json();
    expect(removed.success).toBe(true);
    expect((await call(sim, '/api/usercenter/account/device_list', { headers: auth(other.token) })).statusCode).toBe(401);
    const types = (await securityNotices(t)).map((n) => n.params.type);
    expect(types).toEqual(
      expect.arrayContaining(['NEW_DEVICE_LOGIN', 'ENABLE_2FA', 'CREATE_TRADE_PWD', 'CREATE_API_KEY', 'REMOVE_DEVICE']),
    );
    expect(added.success && whitelist.success).toBe(true);
    expect(types).toEqual(expect.arrayContaining(['ADD_WITHDRAW_ADDRESS', 'ENABLE_WHITELIST']));
    expect(types.filter((type) => type === 'NEW_DEVICE_LOGIN')).toHaveLength(2);
    const all = await securityNotices(t);
    expect(all.every((n) => n.kind === 'SECURITY' && n.category === 'SECURITY')).toBe(true);
    // Security is always on: turning the category off changes nothing
    await call(sim, '/api/v3/notifications/settings', {
      method: 'PUT',
      headers: auth(t),
      payload: { category: 'SECURITY', enabled: false },
    });
    await post('/usercenter/logout_all', {});
    const { ticket } = (
      await call(sim, '/api/usercenter/login', { method: 'POST', payload: { idToken: 'notice-user', deviceId: 'notice-browser-1' } })
    ).json().data;
    const after = (
      await call(sim, '/api/usercenter/login/two_factor', {
        method: 'POST',
        payload: { ticket, recoveryCode: recoveryCodes[4], deviceId: 'notice-browser-1' },
      })
    ).json().data;
    expect((await securityNotices(after.token)).map((n) => n.params.type)).toContain('LOGOUT_ALL');
  });
});
