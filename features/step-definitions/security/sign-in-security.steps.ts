import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { buildSimulator, type Simulator } from '../../../simulator/server';
import { hotp } from '../../../simulator/security/totp-crypto';
import { memoryStore } from '../../../simulator/store/memory-account-repository';
import { base32Decode } from '../../../src/domain/security/totp';
import type { ExchangeWorld } from '../../support/world';

type Json = { success?: boolean; code?: number; message?: string; data?: Record<string, unknown> };

/** One simulator on a hand-moved clock whose identity provider signs anyone in as the member. */
interface SignInState {
  sim: Simulator;
  now: number;
  token?: string;
  ticket?: string;
  deviceId?: string;
  secret?: string;
  last?: Json;
}
const states = new WeakMap<ExchangeWorld, SignInState>();
const state = (world: ExchangeWorld): SignInState => states.get(world) ?? assert.fail('no sign-in simulator');
const codeAt = (s: SignInState, ms: number) => hotp(base32Decode(s.secret!)!, Math.floor(ms / 30_000));

async function call(world: ExchangeWorld, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>): Promise<Json> {
  const s = state(world);
  const response = await s.sim.app.inject({
    method,
    url,
    payload,
    headers: { ...(s.token ? { authorization: `Bearer ${s.token}` } : {}), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
  });
  s.last = response.json() as Json;
  return s.last;
}

async function signIn(world: ExchangeWorld, deviceId: string): Promise<void> {
  const s = state(world);
  s.token = undefined;
  s.deviceId = deviceId;
  const answer = await call(world, 'POST', '/api/usercenter/login', { idToken: 'member', deviceId });
  if (typeof answer.data?.token === 'string') s.token = answer.data.token;
  s.ticket = typeof answer.data?.ticket === 'string' ? answer.data.ticket : undefined;
}

Given('an exchange simulator where members sign in with their identity provider', async function (this: ExchangeWorld) {
  const s = { now: 1_800_000_000_000 } as SignInState;
  const verify = async (uid: string) => ({
    uid,
    email: `${uid}@example.com`,
    name: uid,
    provider: 'password',
    issuedAt: Math.floor(s.now / 1000) - 5,
  });
  s.sim = await buildSimulator({
    store: memoryStore(),
    seed: 'sign-in-feature',
    distDir: '/nonexistent-dist',
    control: false,
    rateLimits: false,
    serverPingMs: 0,
    logErrors: false,
    clock: () => s.now,
    auth: { verifier: { verify } },
  });
  states.set(this, s);
});

After(async function (this: ExchangeWorld) {
  await states.get(this)?.sim.close();
});

Given('a member who turned 2FA on', async function (this: ExchangeWorld) {
  const s = state(this);
  await signIn(this, 'first-browser-0');
  s.secret = (await call(this, 'GET', '/api/usercenter/account/otpauth')).data!.secret as string;
  assert.equal((await call(this, 'POST', '/api/usercenter/account/otpauth', { code: codeAt(s, s.now) })).success, true);
  s.now += 30_000;
});

When('the member signs in from the browser {string}', async function (this: ExchangeWorld, deviceId: string) {
  await signIn(this, deviceId);
});

When('the member signs in {int} times from the browser {string}', async function (this: ExchangeWorld, times: number, deviceId: string) {
  for (let i = 0; i < times; i += 1) {
    state(this).now += 60_000;
    await signIn(this, deviceId);
  }
});

Then('no session is granted yet', function (this: ExchangeWorld) {
  const s = state(this);
  assert.equal(s.token, undefined);
  assert.equal(s.last?.data?.two_factor_required, true);
});

When('the member gives a wrong code', async function (this: ExchangeWorld) {
  const s = state(this);
  const right = codeAt(s, s.now);
  await call(this, 'POST', '/api/usercenter/login/two_factor', {
    ticket: s.ticket!,
    totp: right === '123456' ? '654321' : '123456',
    deviceId: s.deviceId!,
  });
});

When('the member gives the right code', async function (this: ExchangeWorld) {
  const s = state(this);
  const answer = await call(this, 'POST', '/api/usercenter/login/two_factor', {
    ticket: s.ticket!,
    totp: codeAt(s, s.now),
    deviceId: s.deviceId!,
  });
  if (typeof answer.data?.token === 'string') s.token = answer.data.token;
});

Then('the code is refused with {string}', function (this: ExchangeWorld, message: string) {
  assert.deepEqual({ code: state(this).last?.code, message: state(this).last?.message }, { code: -1005, message });
});

Then('the member is signed in with 2FA', async function (this: ExchangeWorld) {
  assert.ok(state(this).token);
  assert.equal((await call(this, 'GET', '/api/usercenter/account/security_checking')).data?.otpauth, true);
});

Then("the member's device list shows {int} device(s)", async function (this: ExchangeWorld, count: number) {
  const list = await call(this, 'GET', '/api/usercenter/account/device_list');
  assert.equal((list.data?.meta as { total: number }).total, count);
});

Then("the member's Security notifications tell {string} and {string}", async function (this: ExchangeWorld, first: string, second: string) {
  const inbox = await call(this, 'GET', '/api/v3/notifications?category=SECURITY');
  const types = (inbox.data?.rows as { params: { type: string } }[]).map((n) => n.params.type);
  assert.ok(types.includes(first) && types.includes(second), `Security notifications: ${types.join(', ')}`);
});
