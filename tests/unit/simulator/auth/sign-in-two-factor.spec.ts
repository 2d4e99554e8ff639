import { base32Decode } from '../../../../src/domain/security/totp';
import type { RunningSimulator } from '../../../../simulator/server';
import { hotp } from '../../../../simulator/security/totp-crypto';
import { call, testSimulator } from '../support/simulator-fixture';
import { TestSocket } from '../support/test-socket';

/**
 * With 2FA on, `POST /usercenter/login` grants no session: it answers a ticket, and only
 * `POST /usercenter/login/two_factor` with a right code (or a recovery code) trades it for the session.
 */
describe('the 2FA step of a sign-in', () => {
  let sim: RunningSimulator;
  let now = 1_800_000_000_000;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const codeAt = (secret: string, ms: number) => hotp(base32Decode(secret)!, Math.floor(ms / 30_000));
  const wrongCode = (secret: string) => (codeAt(secret, now) === '123456' ? '654321' : '123456');
  const login = async (uid: string) => (await call(sim, '/api/usercenter/login', { method: 'POST', payload: { idToken: uid } })).json();
  const second = (payload: unknown) => call(sim, '/api/usercenter/login/two_factor', { method: 'POST', payload });

  /** A member who signed in and turned 2FA on: the session of that first sign-in and the authenticator's key. */
  async function memberWith2fa(uid: string) {
    const first = (await login(uid)).data as { token: string; user_id: number };
    const setup = (await call(sim, '/api/usercenter/account/otpauth', { headers: auth(first.token) })).json().data;
    const enabled = (
      await call(sim, '/api/usercenter/account/otpauth', {
        method: 'POST',
        headers: auth(first.token),
        payload: { code: codeAt(setup.secret, now) },
      })
    ).json().data;
    now += 30_000; // the code that turned 2FA on is spent; the next step's code is fresh
    return { userId: first.user_id, secret: setup.secret as string, recoveryCodes: enabled.recoveryCodes as string[] };
  }

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

  it('signs straight in without 2FA', async () => {
    const answer = await login('plain-user');
    expect(answer.data).toEqual({ token: expect.any(String), user_id: expect.any(Number), expires_at: expect.any(Number) });
  });

  it('answers a ticket instead of a session with 2FA on; a wrong code is refused with the tries left; the right code gives the session', async () => {
    const { userId, secret } = await memberWith2fa('tfa-user');
    const half = await login('tfa-user');
    expect(half.data).toEqual({ two_factor_required: true, ticket: expect.any(String), user_id: userId, expires_at: now + 5 * 60_000 });
    expect(half.data.token).toBeUndefined();
    const wrong = (await second({ ticket: half.data.ticket, totp: wrongCode(secret) })).json();
    expect(wrong).toMatchObject({ success: false, code: -1005, message: 'totp: wrong code (4 tries left)' });
    const granted = (await second({ ticket: half.data.ticket, totp: codeAt(secret, now) })).json();
    expect(granted).toMatchObject({ success: true, data: { token: expect.any(String), user_id: userId } });
    expect((await call(sim, '/api/usercenter/account/security_checking', { headers: auth(granted.data.token) })).json()).toMatchObject({
      success: true,
      data: { otpauth: true },
    });
    // the ticket was spent with the session
    expect((await second({ ticket: half.data.ticket, totp: codeAt(secret, now + 30_000) })).json()).toMatchObject({
      success: false,
      code: -1002,
    });
  });

  it('serves nothing private to a half-signed-in browser: the ticket is no session on REST nor on the private stream', async () => {
    await memberWith2fa('half-user');
    const { ticket } = (await login('half-user')).data;
    for (const path of ['/api/v3/asset/balances', '/api/usercenter/account/security_checking', '/api/v3/notifications']) {
      const refused = await call(sim, path, { headers: auth(ticket) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ success: false, code: -1002 });
    }
    const ws = await TestSocket.open(`${sim.url.replace('http', 'ws')}/v2/ws/private/stream`);
    ws.send({ id: '1', event: 'auth', params: { sessionToken: ticket } });
    expect(await ws.next((f) => f.event === 'auth')).toMatchObject({ success: false });
    expect((await ws.closed).code).toBe(4001);
  });

  it('counts the tries of the sign-in code with every other 2FA code: the fifth wrong one locks, even sent at once', async () => {
    const { secret } = await memberWith2fa('lock-user');
    const { ticket } = (await login('lock-user')).data;
    const answers = await Promise.all(Array.from({ length: 8 }, () => second({ ticket, totp: wrongCode(secret) })));
    const codes = answers.map((a) => a.json().code).sort();
    // 4 counted wrong tries, the fifth locks (HTTP 429), the three after it find the lock
    expect(codes.filter((c) => c === -1005)).toHaveLength(4);
    expect(codes.filter((c) => c === -1003)).toHaveLength(4);
    expect((await second({ ticket, totp: codeAt(secret, now) })).json()).toMatchObject({ success: false, code: -1003 });
  });

  it('takes a recovery code instead, once; an expired ticket must sign in again', async () => {
    const { recoveryCodes, secret } = await memberWith2fa('recovery-user');
    const first = (await login('recovery-user')).data.ticket;
    expect((await second({ ticket: first, recoveryCode: recoveryCodes[0] })).json()).toMatchObject({
      success: true,
      data: { token: expect.any(String) },
    });
    const again = (await login('recovery-user')).data.ticket;
    expect((await second({ ticket: again, recoveryCode: recoveryCodes[0] })).json()).toMatchObject({
      code: -1005,
      message: 'recoveryCode: wrong recovery code (4 tries left)',
    });
    const late = (await login('recovery-user')).data.ticket;
    now += 5 * 60_000 + 1;
    expect((await second({ ticket: late, totp: codeAt(secret, now) })).json()).toMatchObject({
      success: false,
      code: -1002,
      message: 'Unauthorized: the sign-in expired; sign in again',
    });
    expect((await second({ ticket: 'not-a-ticket', totp: '123456' })).json()).toMatchObject({ success: false, code: -1002 });
    expect((await second({ ticket: late, totp: '12' })).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'totp: must be 6 digits',
    });
  });
});
