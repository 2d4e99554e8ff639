import { base32Decode } from '../../../../src/domain/security/totp';
import type { RunningSimulator } from '../../../../simulator/server';
import { hotp } from '../../../../simulator/security/totp-crypto';
import { call, createSession, testSimulator } from '../support/simulator-fixture';

describe('the security centre (/api/usercenter/account/*)', () => {
  let sim: RunningSimulator;
  let now = 1_800_000_000_000;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const api = (t: string, path: string, method = 'GET', payload?: unknown) =>
    call(sim, `/api/usercenter/account/${path}`, {
      method,
      headers: { ...auth(t), 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/120.0' },
      payload,
    });
  const codeAt = (secret: string, ms: number) => hotp(base32Decode(secret)!, Math.floor(ms / 30000));
  const mail = async (userId: number) =>
    (await call(sim, `/__control/mail?userId=${userId}`)).json().mails as {
      subject: string;
      text: string;
      antiPhishingCode: string | null;
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

  async function enable2fa(t: string) {
    const setup = (await api(t, 'otpauth')).json().data;
    const answer = await api(t, 'otpauth', 'POST', { code: codeAt(setup.secret, now) });
    return { secret: setup.secret as string, recoveryCodes: answer.json().data.recoveryCodes as string[] };
  }

  it('hands out a key with its otpauth URI and QR code, enables 2FA with a code, answers 10 recovery codes once', async () => {
    const { token: t, userId } = await createSession(sim);
    const setup = (await api(t, 'otpauth')).json().data;
    expect(setup).toMatchObject({ enabled: false, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(setup.secretQrCode).toContain(`secret=${setup.secret}`);
    expect((await api(t, 'otpauth')).json().data.secret).toBe(setup.secret);
    const qr = (await api(t, `genQrCode?secretQrCode=${encodeURIComponent(setup.secretQrCode)}`)).json().data.qrCode;
    expect(qr).toMatch(/^data:image\/png;base64,/);
    expect((await api(t, 'otpauth', 'POST', { code: '000000' === codeAt(setup.secret, now) ? '111111' : '000000' })).json()).toMatchObject({
      success: false,
      code: -1005,
    });
    const enabled = (await api(t, 'otpauth', 'POST', { code: codeAt(setup.secret, now) })).json().data;
    expect(enabled.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.recoveryCodes).size).toBe(10);
    expect((await api(t, 'otpauth')).json().data).toEqual({ enabled: true });
    expect((await api(t, 'need_safe_check?safeCheckType=WITHDRAW')).json().data).toMatchObject({ needSafeCheck: true });
    expect((await api(t, 'security_checking')).json().data).toMatchObject({ otpauth: true, recoveryCodesLeft: 10, level: 'medium' });
    expect((await mail(userId))[0].subject).toBe('2FA turned on');
    const activity = (await api(t, 'user_security_activity')).json().data;
    expect(activity.rows[0]).toMatchObject({ type: 'ENABLE_2FA', deviceName: 'Chrome on macOS' });
  });

  it('locks the code check for 15 minutes after 5 wrong codes, then takes a right one', async () => {
    const { token: t } = await createSession(sim);
    const { secret } = await enable2fa(t);
    now += 60_000;
    const wrong = codeAt(secret, now) === '123456' ? '654321' : '123456';
    for (let i = 1; i <= 4; i += 1)
      expect((await api(t, 'anti_phishing_code', 'POST', { antiPhishingCode: 'Fish2024X', totp: wrong })).json().message).toBe(
        `totp: wrong code (${5 - i} tries left)`,
      );
    const fifth = await api(t, 'anti_phishing_code', 'POST', { antiPhishingCode: 'Fish2024X', totp: wrong });
    expect(fifth.statusCode).toBe(429);
    expect((await api(t, 'anti_phishing_code', 'POST', { antiPhishingCode: 'Fish2024X', totp: codeAt(secret, now) })).json()).toMatchObject(
      { code: -1003 },
    );
    now += 15 * 60_000;
    expect((await api(t, 'anti_phishing_code', 'POST', { antiPhishingCode: 'Fish2024X', totp: codeAt(secret, now) })).json()).toMatchObject(
      { success: true },
    );
  });

  it('disables 2FA with a recovery code, which then is spent', async () => {
    const { token: t } = await createSession(sim);
    const { recoveryCodes } = await enable2fa(t);
    expect((await api(t, 'otpauth', 'DELETE', {})).json()).toMatchObject({ code: -1005, message: 'totp: the 2FA code is required' });
    expect((await api(t, 'otpauth', 'DELETE', { recoveryCode: recoveryCodes[3].toLowerCase() })).json().data).toEqual({ enabled: false });
    const again = await enable2fa(t);
    expect(again.recoveryCodes).not.toContain(recoveryCodes[3]);
  });

  it('puts the anti-phishing code at the top of every later email; refuses a weak one', async () => {
    const { token: t, userId } = await createSession(sim);
    expect((await api(t, 'anti_phishing_code', 'POST', { antiPhishingCode: 'fishcode1' })).json()).toMatchObject({
      code: -1005,
      message: 'antiPhishingCode: needs an upper-case letter',
    });
    expect((await api(t, 'anti_phishing_code', 'POST', { antiPhishingCode: 'Fish2024X' })).json().data).toEqual({
      antiPhishingCode: 'Fish2024X',
    });
    expect((await api(t, 'anti_phishing_code')).json().data).toEqual({ antiPhishingCode: 'Fish2024X' });
    await api(t, 'create_trade_pwd', 'POST', { password: 'Trade1234' });
    const [latest] = await mail(userId);
    expect(latest).toMatchObject({ subject: 'Trade password created', antiPhishingCode: 'Fish2024X' });
    expect(latest.text.startsWith('Anti-phishing code: Fish2024X\n')).toBe(true);
    expect((await api(t, 'anti_phishing_code', 'DELETE')).json().data).toEqual({ antiPhishingCode: null });
  });

  it('creates, checks, changes and deletes the passwords; a withdraw password change locks withdrawals for 24 h', async () => {
    const { token: t, userId } = await createSession(sim);
    expect((await api(t, 'create_withdraw_pwd', 'POST', { password: 'short' })).json().message).toBe('password: must be 8-32 characters');
    expect((await api(t, 'create_withdraw_pwd', 'POST', { password: 'Withdraw99' })).json().success).toBe(true);
    expect(sim.simulator.withdrawGuard.withdrawLockUntil(userId)).toBe(0);
    expect((await api(t, 'change_withdraw_pwd', 'POST', { oldPassword: 'Wrong9999', password: 'Withdraw77' })).json().message).toBe(
      'password: wrong password (4 tries left)',
    );
    const changed = (await api(t, 'change_withdraw_pwd', 'POST', { oldPassword: 'Withdraw99', password: 'Withdraw77' })).json().data;
    expect(changed.withdrawLockUntil).toBe(now + 24 * 3600 * 1000);
    expect(sim.simulator.withdrawGuard.withdrawLockUntil(userId)).toBe(now + 24 * 3600 * 1000);
    expect(await sim.simulator.withdrawGuard.verifyWithdrawChallenge(userId, {})).toMatchObject({ ok: false, code: -1005 });
    expect(await sim.simulator.withdrawGuard.verifyWithdrawChallenge(userId, { withdrawPassword: 'Withdraw77' })).toEqual({ ok: true });
    await api(t, 'create_trade_pwd', 'POST', { password: 'Trade1234' });
    expect((await api(t, 'check_trade_pwd', 'POST', { password: 'Trade1234' })).json().data).toEqual({ valid: true });
    expect((await api(t, 'trade_pwd', 'DELETE', { password: 'Trade1234' })).json().data).toEqual({ tradePwd: false });
    expect((await api(t, 'check_trade_pwd', 'POST', { password: 'Trade1234' })).json().message).toBe('tradePwd: no trade password is set');
  });

  it('lists devices; removing another one ends its session; login and security activity are paged', async () => {
    const login = async (ua: string) =>
      (await call(sim, '/api/usercenter/login', { method: 'POST', headers: { 'user-agent': ua }, payload: { idToken: 'uid-dora' } })).json()
        .data as { token: string; user_id: number };
    const laptop = await login('Mozilla/5.0 (Windows NT 10.0) Firefox/121.0');
    now += 1000;
    const phone = await login('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1');
    expect(phone.user_id).toBe(laptop.user_id);
    const rows = (await api(laptop.token, 'device_list')).json().data.rows;
    expect(rows.map((r: { deviceName: string; current: boolean }) => [r.deviceName, r.current])).toEqual([
      ['Firefox on Windows', true],
      ['Safari on iOS', false],
    ]);
    expect((await api(laptop.token, 'del_device', 'DELETE', { deviceId: rows[0].id })).json().message).toBe(
      'deviceId: this is the current device; log out instead',
    );
    const stranger = await createSession(sim);
    expect((await api(stranger.token, 'del_device', 'DELETE', { deviceId: rows[1].id })).json()).toMatchObject({ code: -1006 });
    expect((await api(phone.token, 'security_checking')).statusCode).toBe(200);
    expect((await api(laptop.token, 'del_device', 'DELETE', { deviceId: rows[1].id })).json().data).toEqual({ deviceId: rows[1].id });
    expect((await api(phone.token, 'security_checking')).json()).toMatchObject({ success: false, code: -1002 });
    expect((await api(laptop.token, 'device_list')).json().data.meta).toEqual({ total: 1, recordsPerPage: 10, currentPage: 1 });
    const logins = (await api(laptop.token, 'user_login_activity?size=1&page=2')).json().data;
    expect(logins).toMatchObject({
      meta: { total: 2, recordsPerPage: 1, currentPage: 2 },
      rows: [{ type: 'SUCCESS', deviceName: 'Firefox on Windows' }],
    });
    expect((await api(laptop.token, `user_login_activity?from=${now + 1}`)).json().data.meta.total).toBe(0);
    const security = (await api(laptop.token, 'user_security_activity')).json().data.rows;
    expect(security[0]).toMatchObject({ type: 'REMOVE_DEVICE' });
    expect((await mail(laptop.user_id))[0]).toMatchObject({ to: 'uid-dora@example.com', subject: 'A device was removed' });
  });
});
