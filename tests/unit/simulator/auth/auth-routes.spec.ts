import { IdentityUnavailableError, type VerifiedIdToken } from '../../../../simulator/auth/id-token-verifier';
import { isEu, parseEuRule } from '../../../../simulator/auth/eu-rule';
import { authOptionsFromEnv } from '../../../../simulator/auth/auth-options';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, testSimulator } from '../support/simulator-fixture';

const NOW = 1_800_000_000_000;
const tokens: Record<string, VerifiedIdToken> = {
  'good-gina': { uid: 'uid-gina', email: 'gina@example.de', name: 'Gina', provider: 'google.com', issuedAt: NOW / 1000 - 10 },
  'old-gina': { uid: 'uid-gina', email: 'gina@example.de', name: 'Gina', provider: 'google.com', issuedAt: NOW / 1000 - 900 },
  // A refreshed token (new iat) of a sign-in that happened an hour ago.
  'stale-signin': {
    uid: 'uid-gina',
    email: 'gina@example.de',
    name: 'Gina',
    provider: 'google.com',
    issuedAt: NOW / 1000 - 10,
    authTime: NOW / 1000 - 3600,
  },
};
const verify = async (t: string) => {
  if (t === 'outage') throw new IdentityUnavailableError('connect ECONNREFUSED 127.0.0.1:9099');
  return tokens[t];
};

describe('simulator identity calls', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator({
      clock: () => NOW,
      auth: { verifier: { verify }, euRule: parseEuRule('email:.de'), sessionTtlMs: 60_000 },
    });
  });
  afterAll(() => sim.close());

  const login = (idToken: string, language?: string) =>
    call(sim, '/api/usercenter/login', { method: 'POST', payload: { idToken, language } });

  it('exchanges a verified ID token for a session, creating the account once', async () => {
    const first = await login('good-gina', 'ru');
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toEqual({ token: expect.any(String), user_id: expect.any(Number), expires_at: NOW + 60_000 });
    const second = (await login('good-gina')).json().data;
    expect(second.user_id).toBe(data.user_id);
    const info = await call(sim, '/api/usercenter/account/info', { headers: { authorization: `Bearer ${data.token}` } });
    expect(info.json().data).toMatchObject({ alias: 'gina', main: true, eu: true, language: 'ru' });
  });

  it.each([
    ['missing', undefined],
    ['forged', 'forged-token'],
  ])('answers -1002 for a %s ID token', async (_label, idToken) => {
    const response = await call(sim, '/api/usercenter/login', { method: 'POST', payload: idToken ? { idToken } : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(-1002);
  });

  it('refuses a login whose sign-in (auth_time) is older than 300 s (finding 6)', async () => {
    const response = await login('stale-signin');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: -1002, message: expect.stringContaining('auth_time') });
  });

  it('answers an identity-service outage with -1000, HTTP 503 and Retry-After, not -1002 (finding 15)', async () => {
    const response = await login('outage');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().code).toBe(-1000);
  });

  it('reads and writes the cool name and the language of the session account', async () => {
    const { token } = (await login('good-gina')).json().data;
    const auth = { authorization: `Bearer ${token}` };
    expect((await call(sim, '/api/social-backend-ui/private/cool-names', { headers: auth })).json().data).toEqual({ coolName: null });
    await call(sim, '/api/social-backend-ui/private/cool-names', { method: 'PUT', headers: auth, payload: { coolName: 'gina_g' } });
    expect((await call(sim, '/api/social-backend-ui/private/cool-names', { headers: auth })).json().data).toEqual({ coolName: 'gina_g' });
    const bad = await call(sim, '/api/social-backend-ui/private/cool-names', { method: 'PUT', headers: auth, payload: { coolName: 'x' } });
    expect(bad.json().code).toBe(-1005);
    await call(sim, '/api/usercenter/account/switch_language', { method: 'POST', headers: auth, payload: { language: 'vn' } });
    expect((await call(sim, '/api/usercenter/account/info', { headers: auth })).json().data.language).toBe('vn');
    expect((await call(sim, '/api/social-backend-ui/private/cool-names')).json().code).toBe(-1002);
  });

  it('logs out by deleting the session', async () => {
    const { token } = (await login('good-gina')).json().data;
    const auth = { authorization: `Bearer ${token}` };
    await call(sim, '/api/usercenter/logout', { method: 'POST', headers: auth });
    expect((await call(sim, '/api/usercenter/account/info', { headers: auth })).json().code).toBe(-1002);
  });

  it('accepts token sync only with a fresh ID token (300 s)', async () => {
    const sync = (method: string, token: string) =>
      call(sim, '/api/auth/token-sync', { method, headers: { authorization: `Bearer ${token}` } });
    expect((await sync('POST', 'good-gina')).json().data).toEqual({ synced: true });
    expect((await sync('DELETE', 'good-gina')).json().data).toEqual({ synced: false });
    expect((await sync('POST', 'old-gina')).json().code).toBe(-1002);
  });

  it('lets tests shorten the lifetime of new sessions', async () => {
    await call(sim, '/__control/auth/session-ttl', { method: 'POST', payload: { ttlMs: 35_000 } });
    expect((await login('good-gina')).json().data.expires_at).toBe(NOW + 35_000);
    await call(sim, '/__control/auth/session-ttl', { method: 'POST', payload: { ttlMs: null } });
  });

  it("lets a test shorten one email's new sessions only, and restore them", async () => {
    const set = (payload: object) => call(sim, '/__control/auth/session-ttl', { method: 'POST', payload });
    expect((await set({ ttlMs: 40_000, email: 'Gina@Example.de' })).json()).toEqual({ ok: true });
    expect((await login('good-gina')).json().data.expires_at).toBe(NOW + 40_000);
    await set({ ttlMs: 40_000, email: 'someone.else@example.org' });
    await set({ ttlMs: null, email: 'gina@example.de' });
    // the other email's lifetime does not reach Gina's sessions: the default again
    expect((await login('good-gina')).json().data.expires_at).toBe(NOW + 60_000);
    expect((await set({ ttlMs: 40_000, email: 'not an email' })).statusCode).toBe(400);
    await set({ ttlMs: null, email: 'someone.else@example.org' });
  });
});

describe('identity options', () => {
  it('reads the emulator host, the ttl and the EU rule from the environment', () => {
    const options = authOptionsFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199', SIM_SESSION_TTL_MS: '5000', SIM_EU_RULE: 'all' });
    expect(options).toMatchObject({ emulatorHost: '127.0.0.1:9199', sessionTtlMs: 5000, euRule: { kind: 'all' } });
    expect(authOptionsFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: 'none' }).emulatorHost).toBeNull();
    expect(() => authOptionsFromEnv({ SIM_EU_RULE: 'maybe' })).toThrow(/SIM_EU_RULE/);
  });

  it('applies the EU rule to the email', () => {
    expect(isEu(parseEuRule('email:.de,.fr'), 'a@b.fr')).toBe(true);
    expect(isEu(parseEuRule('email:.de,.fr'), 'a@b.com')).toBe(false);
    expect(isEu(parseEuRule(undefined), 'a@b.de')).toBe(false);
  });
});
