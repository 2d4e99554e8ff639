import type { VerifiedIdToken } from '../../../../simulator/auth/id-token-verifier';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, testSimulator } from '../support/simulator-fixture';

const NOW = 1_800_000_000_000;
const token = (uid: string, emailVerified: boolean): VerifiedIdToken => ({
  uid,
  email: 'boss@example.com',
  emailVerified,
  name: null,
  provider: 'password',
  issuedAt: NOW / 1000 - 10,
});
// the same address signed up by an attacker (never verified) and, later, by its owner who verified it
const TOKENS: Record<string, VerifiedIdToken> = {
  unverified: token('uid-attacker', false),
  verified: token('uid-owner', true),
  'owner-before': token('uid-owner', false),
};

/**
 * The market-data admin role is matched on an email, so it is granted only once the sign-in provider says
 * the email is verified (the ID token's `email_verified`, stored on the account). An attacker who signs up with the
 * admin's address without verifying it gets no role and cannot move a mark price.
 */
describe('attack: an unverified email claims the market-data admin role', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator({
      clock: () => NOW,
      adminEmails: ['boss@example.com'],
      auth: { verifier: { verify: async (t: string) => TOKENS[t] }, sessionTtlMs: 60_000 },
    });
  });
  afterAll(() => sim.close());

  const login = async (idToken: string) =>
    (await call(sim, '/api/usercenter/login', { method: 'POST', payload: { idToken } })).json().data.token as string;
  const me = async (t: string) => (await call(sim, '/api/md/admin/me', { headers: { authorization: `Bearer ${t}` } })).json();
  const setMark = (t: string) =>
    call(sim, '/api/md/admin/mark-price', {
      method: 'POST',
      headers: { authorization: `Bearer ${t}` },
      payload: { symbol: 'PERP_BTC_USDT', price: 1 },
    });

  it('an unverified token of the admin email gets no role; its mark price change is refused and nothing moves', async () => {
    const t = await login('unverified');
    expect((await me(t)).data.roles).toEqual([]);
    const refused = await setMark(t);
    expect(refused.statusCode).not.toBe(200);
    expect(refused.json().success).toBe(false);
    // nothing set: no fixed mark for the symbol (the live mark itself moves on the risk engine's real-time timer)
    expect(sim.simulator.trading.markOverrides.has('PERP_BTC_USDT')).toBe(false);
    expect(sim.simulator.trading.markPrice('PERP_BTC_USDT').toFixed()).not.toBe('1');
  });

  it('a granted email is still refused until verified; the next sign-in with a verified token grants it', async () => {
    const before = await login('owner-before');
    await control(sim, '/admin/grant', { email: 'boss@example.com' });
    expect((await me(before)).data.roles).toEqual([]);
    const after = await login('verified');
    expect((await me(after)).data.roles).toEqual(['MD_ADMIN']);
  });

  it('a control-surface session may be made unverified too: no role', async () => {
    const made = (await control(sim, '/sessions', { email: 'boss@example.com', emailVerified: false })).json() as { token: string };
    expect((await me(made.token)).data.roles).toEqual([]);
  });
});
