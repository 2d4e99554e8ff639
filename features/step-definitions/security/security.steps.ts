import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { buildSimulator, type Simulator } from '../../../simulator/server';
import { hotp } from '../../../simulator/security/totp-crypto';
import { memoryStore } from '../../../simulator/store/memory-account-repository';
import { base32Decode } from '../../../src/domain/security/totp';
import type { ExchangeWorld } from '../../support/world';

const SECRET = 'cucumber-control-secret-0123';
type Json = Record<string, unknown> & { data?: Record<string, unknown>; success?: boolean; code?: number; message?: string };

/** One simulator on a hand-moved clock, one account with two possible sessions. */
interface SecurityState {
  sim: Simulator;
  now: number;
  token?: string;
  second?: string;
  userId?: number;
  secret?: string;
  recovery?: string[];
  last?: Json;
}
const states = new WeakMap<ExchangeWorld, SecurityState>();
const state = (world: ExchangeWorld): SecurityState => states.get(world) ?? assert.fail('no security simulator');

async function api(
  world: ExchangeWorld,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
  token?: string,
): Promise<Json> {
  const s = state(world);
  const url = path.startsWith('/__control') ? path : `/api/usercenter/account/${path}`;
  const bearer = token ?? s.token;
  const response = await s.sim.app.inject({
    method,
    url,
    payload,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      'x-sim-control-secret': SECRET,
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/121.0',
    },
  });
  s.last = response.json() as Json;
  return s.last;
}
const code = (s: SecurityState) => hotp(base32Decode(s.secret!)!, Math.floor(s.now / 30000));
const wrong = (s: SecurityState) => (code(s) === '123456' ? '654321' : '123456');

Given('a security simulator', async function (this: ExchangeWorld) {
  const s = { now: 1_800_000_000_000 } as SecurityState;
  s.sim = await buildSimulator({
    store: memoryStore(),
    seed: 'security-feature',
    distDir: '/nonexistent-dist',
    control: true,
    controlSecret: SECRET,
    rateLimits: false,
    serverPingMs: 0,
    logErrors: false,
    clock: () => s.now,
  });
  states.set(this, s);
});

After(async function (this: ExchangeWorld) {
  await states.get(this)?.sim.close();
});

Given('a signed-in account holder', async function (this: ExchangeWorld) {
  const created = await api(this, 'POST', '/__control/sessions', { email: 'holder@example.com' });
  state(this).token = created.token as string;
  state(this).userId = created.userId as number;
});

When('I turn on 2FA with the current code of the key I was shown', async function (this: ExchangeWorld) {
  const s = state(this);
  s.secret = (await api(this, 'GET', 'otpauth')).data!.secret as string;
  s.recovery = (await api(this, 'POST', 'otpauth', { code: code(s) })).data!.recoveryCodes as string[];
});

Given('2FA is on', async function (this: ExchangeWorld) {
  const s = state(this);
  s.secret = (await api(this, 'GET', 'otpauth')).data!.secret as string;
  s.recovery = (await api(this, 'POST', 'otpauth', { code: code(s) })).data!.recoveryCodes as string[];
  s.now += 30_000; // the next code, as the one just used is spent
});

Then('I hold {int} different recovery codes', function (this: ExchangeWorld, n: number) {
  assert.equal(new Set(state(this).recovery).size, n);
});

Then('a sensitive action needs a safe check', async function (this: ExchangeWorld) {
  assert.equal((await api(this, 'GET', 'need_safe_check?safeCheckType=WITHDRAW')).data!.needSafeCheck, true);
});

When('I set the anti-phishing code {string} with recovery code {int}', async function (this: ExchangeWorld, value: string, n: number) {
  await api(this, 'POST', 'anti_phishing_code', { antiPhishingCode: value, recoveryCode: state(this).recovery![n - 1] });
});

Then('the call succeeds', function (this: ExchangeWorld) {
  assert.equal(state(this).last!.success, true, state(this).last!.message);
});

Then('it is refused with {string}', function (this: ExchangeWorld, message: string) {
  assert.deepEqual([state(this).last!.success, state(this).last!.message], [false, message]);
});

When('I send {int} wrong codes', async function (this: ExchangeWorld, n: number) {
  for (let i = 0; i < n; i += 1) await api(this, 'POST', 'anti_phishing_code', { antiPhishingCode: 'Fish2024X', totp: wrong(state(this)) });
});

Then('the last answer is {int} {string}', function (this: ExchangeWorld, c: number, message: string) {
  assert.deepEqual([state(this).last!.code, state(this).last!.message], [c, message]);
});

Then('a right code is refused with {int}', async function (this: ExchangeWorld, c: number) {
  assert.equal((await api(this, 'POST', 'anti_phishing_code', { antiPhishingCode: 'Fish2024X', totp: code(state(this)) })).code, c);
});

When('{int} minutes pass on the security clock', function (this: ExchangeWorld, minutes: number) {
  state(this).now += minutes * 60_000;
});

Then('a right code is accepted', async function (this: ExchangeWorld) {
  assert.equal((await api(this, 'POST', 'anti_phishing_code', { antiPhishingCode: 'Fish2024X', totp: code(state(this)) })).success, true);
});

When('I set the anti-phishing code {string}', async function (this: ExchangeWorld, value: string) {
  await api(this, 'POST', 'anti_phishing_code', { antiPhishingCode: value });
});

When('I create the trade password {string}', async function (this: ExchangeWorld, password: string) {
  await api(this, 'POST', 'create_trade_pwd', { password });
});

Then('my latest email is {string} and starts with {string}', async function (this: ExchangeWorld, subject: string, start: string) {
  const mails = (await api(this, 'GET', `/__control/mail?email=holder@example.com`)).mails as { subject: string; text: string }[];
  assert.equal(mails[0].subject, subject);
  assert.ok(mails[0].text.startsWith(start), mails[0].text);
});

When('I create the withdraw password {string}', async function (this: ExchangeWorld, password: string) {
  await api(this, 'POST', 'create_withdraw_pwd', { password });
});

Then('withdrawals are not locked', function (this: ExchangeWorld) {
  const s = state(this);
  assert.ok(s.sim.withdrawGuard.withdrawLockUntil(s.userId!) <= s.now);
});

When(
  'I change the withdraw password from {string} to {string}',
  async function (this: ExchangeWorld, oldPassword: string, password: string) {
    await api(this, 'POST', 'change_withdraw_pwd', { oldPassword, password });
  },
);

Then('withdrawals are locked for 24 hours', function (this: ExchangeWorld) {
  const s = state(this);
  assert.equal(s.sim.withdrawGuard.withdrawLockUntil(s.userId!), s.now + 24 * 3600 * 1000);
});

Then('the withdraw guard accepts {string} and refuses {string}', async function (this: ExchangeWorld, right: string, old: string) {
  const s = state(this);
  assert.deepEqual(await s.sim.withdrawGuard.verifyWithdrawChallenge(s.userId!, { withdrawPassword: right }), { ok: true });
  assert.equal((await s.sim.withdrawGuard.verifyWithdrawChallenge(s.userId!, { withdrawPassword: old })).ok, false);
});

Given('I am signed in on a second device', async function (this: ExchangeWorld) {
  const s = state(this);
  const session = await s.sim.store.accounts.createSession(s.userId!, 3600_000, s.now);
  s.second = session.token;
  await api(this, 'GET', 'device_list', undefined, s.second);
});

When('I remove the second device from the first', async function (this: ExchangeWorld) {
  const rows = (await api(this, 'GET', 'device_list')).data!.rows as { id: number; current: boolean }[];
  await api(this, 'DELETE', 'del_device', { deviceId: rows.find((r) => !r.current)!.id });
  assert.equal(state(this).last!.success, true);
});

Then("the second device's session is refused", async function (this: ExchangeWorld) {
  assert.equal((await api(this, 'GET', 'security_checking', undefined, state(this).second)).code, -1002);
});

Then('my security activity starts with {string}', async function (this: ExchangeWorld, type: string) {
  assert.equal(((await api(this, 'GET', 'user_security_activity')).data!.rows as { type: string }[])[0].type, type);
});
