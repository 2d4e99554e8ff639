import { IdTokenRevokedError, type VerifiedIdToken } from '../../../../simulator/auth/id-token-verifier';
import type { RunningSimulator } from '../../../../simulator/server';
import { tokenHash } from '../../../../simulator/store/account-repository';
import { MemoryAccountRepository, memoryStore } from '../../../../simulator/store/memory-account-repository';
import { call, control, testSimulator } from '../support/simulator-fixture';

const T0 = 1_800_000_000_000;

describe('sessions (finding 14)', () => {
  let sim: RunningSimulator;
  let now = T0;
  const revoked = new Set<string>();
  const identity = (uid: string): VerifiedIdToken => ({
    uid,
    email: `${uid}@example.com`,
    name: uid,
    provider: 'password',
    issuedAt: now / 1000 - 5,
    authTime: now / 1000 - 5,
  });
  const verify = async (token: string) => {
    await new Promise((resolve) => setTimeout(resolve, 5)); // a verifier answers later: first logins overlap
    if (revoked.has(token)) throw new IdTokenRevokedError(token);
    return identity(token);
  };
  const store = memoryStore({ sessionIdleMs: 60_000 });

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now, store, auth: { verifier: { verify }, sessionTtlMs: 24 * 3600 * 1000 } });
  });
  afterAll(() => sim.close());
  const login = (uid: string) => call(sim, '/api/usercenter/login', { method: 'POST', payload: { idToken: uid } });
  const info = (token: string) => call(sim, '/api/usercenter/account/info', { headers: { authorization: `Bearer ${token}` } });

  it('gives simultaneous first logins of one user one account', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => login('uid-race')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.user_id)).size).toBe(1);
  });

  it('ends a session left unused for the idle timeout, and keeps a used one', async () => {
    const { token } = (await login('uid-idle')).json().data;
    now += 50_000;
    expect((await info(token)).statusCode).toBe(200); // used: the idle clock restarts
    now += 50_000;
    expect((await info(token)).statusCode).toBe(200);
    now += 61_000;
    expect((await info(token)).json().code).toBe(-1002);
  });

  it('writes a last use only when the stored one is a tenth of the idle timeout old; an unused session ends on it', async () => {
    const accounts = new MemoryAccountRepository(60_000);
    const account = await accounts.createAccount({ alias: 'touch', eu: false, language: 'en', firebaseUid: 'fb-touch' }, T0);
    const a = await accounts.createSession(account.userId, 3_600_000, T0);
    const b = await accounts.createSession(account.userId, 3_600_000, T0);
    const live = async (token: string, at: number) => (await accounts.findAccountBySession(token, at)) !== undefined;
    // A's use at +5 s is not written (under 6 s), B's at +7 s is: at +60.5 s A has ended, B has not
    expect(await live(a.token, T0 + 5_000)).toBe(true);
    expect(await live(b.token, T0 + 7_000)).toBe(true);
    expect(await live(a.token, T0 + 60_500)).toBe(false);
    expect(await live(b.token, T0 + 60_500)).toBe(true);
  });

  it('purges expired and idle rows', async () => {
    const { token } = (await login('uid-purge')).json().data;
    now += 61_000;
    expect(await store.accounts.deleteExpiredSessions(now)).toBeGreaterThan(0);
    expect((store.accounts as MemoryAccountRepository).storedSessionKeys()).not.toContain(tokenHash(token));
  });

  it('stores only the hash of a session token', async () => {
    const { token } = (await login('uid-hash')).json().data;
    const keys = (store.accounts as MemoryAccountRepository).storedSessionKeys();
    expect(keys).not.toContain(token);
    expect(keys).toContain(tokenHash(token));
  });

  it('logs out everywhere', async () => {
    const first = (await login('uid-all')).json().data.token;
    const second = (await login('uid-all')).json().data.token;
    const answer = await call(sim, '/api/usercenter/logout_all', { method: 'POST', headers: { authorization: `Bearer ${first}` } });
    expect(answer.json().data).toEqual({ sessions: 2 });
    expect((await info(first)).json().code).toBe(-1002);
    expect((await info(second)).json().code).toBe(-1002);
  });

  it('ends every session of a user whose Firebase tokens were revoked', async () => {
    const { token } = (await login('uid-revoked')).json().data;
    revoked.add('uid-revoked');
    expect((await login('uid-revoked')).json().code).toBe(-1002);
    expect((await info(token)).json().code).toBe(-1002);
  });

  it('keeps cool names unique whatever their case (-1005)', async () => {
    const a = (await login('uid-cool-a')).json().data.token;
    const b = (await login('uid-cool-b')).json().data.token;
    const put = (token: string, coolName: string) =>
      call(sim, '/api/social-backend-ui/private/cool-names', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        payload: { coolName },
      });
    expect((await put(a, 'Gina_G')).statusCode).toBe(200);
    const taken = await put(b, 'gina_g');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: -1005, message: expect.stringContaining('taken') });
    expect((await put(a, 'GINA_G')).statusCode).toBe(200); // one's own name in another case
  });

  it('still lets the control surface create sessions', async () => {
    expect((await control(sim, '/sessions', {})).json()).toMatchObject({ ok: true, token: expect.any(String) });
  });
});
