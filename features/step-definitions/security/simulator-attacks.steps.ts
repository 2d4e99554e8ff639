import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { base32Decode } from '../../../src/domain/security/totp';
import { buildSimulator, type Simulator } from '../../../simulator/server';
import { hotp } from '../../../simulator/security/totp-crypto';
import { memoryStore } from '../../../simulator/store/memory-account-repository';
import { worldPart, type ExchangeWorld } from '../../support/world';

const SECRET = 'cucumber-control-secret-attacks';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
type Json = Record<string, unknown> & { success?: boolean; code?: number; message?: string; data?: Json };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One in-process simulator (the attack scenarios), driven through its HTTP layer with `inject`. */
const part = worldPart(() => ({
  now: Date.UTC(2026, 0, 10),
  sim: undefined as Simulator | undefined,
  token: '',
  subToken: '',
  totpSecret: '',
  key: undefined as { apiKey: string; secret: string } | undefined,
  last: undefined as { status: number; body: Json } | undefined,
  answers: [] as Json[],
}));

async function inject(
  w: ExchangeWorld,
  method: Method,
  url: string,
  payload?: Record<string, unknown>,
  token = part(w).token,
  headers: Record<string, string> = {},
) {
  const response = await part(w).sim!.app.inject({
    method,
    url,
    payload,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return { status: response.statusCode, body: response.json() as Json };
}
const code = (w: ExchangeWorld) => hotp(base32Decode(part(w).totpSecret)!, Math.floor(part(w).now / 30000));
const nextStep = (w: ExchangeWorld) => {
  part(w).now += 30_000;
};
async function usdt(w: ExchangeWorld, token: string) {
  const rows = (await inject(w, 'GET', '/api/v3/asset/balances', undefined, token)).body.data!.holding as {
    token: string;
    holding: number;
    frozen: number;
  }[];
  return rows.find((r) => r.token === 'USDT')!;
}

Given('an exchange simulator with a member holding 10000 USDT', async function (this: ExchangeWorld) {
  const s = part(this);
  s.sim = await buildSimulator({
    store: memoryStore(),
    seed: 'attacks-feature',
    distDir: '/nonexistent-dist',
    control: true,
    controlSecret: SECRET,
    rateLimits: false,
    serverPingMs: 0,
    logErrors: false,
    chainBlockMs: 0,
    withdrawStepMs: 0,
    clock: () => s.now,
  });
  const created = await s.sim.app.inject({
    method: 'POST',
    url: '/__control/sessions',
    headers: { 'x-sim-control-secret': SECRET },
    payload: { alias: 'member' },
  });
  s.token = created.json().token;
  assert.equal((await usdt(this, s.token)).holding, 10000);
});

After(async function (this: ExchangeWorld) {
  await part(this).sim?.close();
});

Given('the member has an API key allowed to read and trade', async function (this: ExchangeWorld) {
  part(this).key = (
    await inject(this, 'POST', '/api/usercenter/account/create_credential', { label: 'bot', permissions: ['READ', 'TRADE'] })
  ).body.data as { apiKey: string; secret: string };
});

When('the key withdraws 20 USDT through {string}', async function (this: ExchangeWorld, path: string) {
  const s = part(this);
  const body = JSON.stringify({ token: 'USDT', network: 'TRON', address: TRON, extra: '', amount: 20 });
  const ts = String(s.now);
  const signature = createHmac('sha256', s.key!.secret).update(`${ts}POST${path}${body}`).digest('hex');
  const response = await s.sim!.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body,
    headers: { 'content-type': 'application/json', 'x-api-key': s.key!.apiKey, 'x-api-timestamp': ts, 'x-api-signature': signature },
  });
  s.last = { status: response.statusCode, body: response.json() as Json };
});

Then('the call is refused with code {int}', function (this: ExchangeWorld, expected: number) {
  const last = part(this).last!;
  assert.equal(last.body.success, false, JSON.stringify(last.body));
  assert.equal(last.body.code, expected, JSON.stringify(last.body));
});

Then('the member still holds 10000 USDT with nothing frozen', async function (this: ExchangeWorld) {
  const b = await usdt(this, part(this).token);
  assert.deepEqual([b.holding, b.frozen], [10000, 0]);
});

When('someone without the control secret calls {string}', async function (this: ExchangeWorld, path: string) {
  part(this).last = await inject(this, 'POST', path, {}, '');
});

Then('the control call is refused with HTTP {int}', function (this: ExchangeWorld, status: number) {
  assert.equal(part(this).last!.status, status);
  assert.equal(part(this).last!.body.ok, false);
});

Given('the member has turned 2FA on', async function (this: ExchangeWorld) {
  const s = part(this);
  s.totpSecret = (await inject(this, 'GET', '/api/usercenter/account/otpauth')).body.data!.secret as string;
  assert.equal((await inject(this, 'POST', '/api/usercenter/account/otpauth', { code: code(this) })).body.success, true);
  nextStep(this);
});

Given('the member has moved {int} USDT to a new sub-account and switched to it', async function (this: ExchangeWorld, amount: number) {
  const s = part(this);
  const me = (await inject(this, 'GET', '/api/usercenter/account/info')).body.data!;
  const sub = (await inject(this, 'POST', '/api/usercenter/account/sub_accounts', { nickname: 'Escape' })).body.data!;
  const moved = await inject(this, 'POST', '/api/v3/asset/transfer', {
    token: 'USDT',
    amount,
    from: { applicationId: me.application_id },
    to: { applicationId: sub.applicationId },
  });
  assert.equal(moved.body.success, true);
  s.subToken = (await inject(this, 'POST', '/api/usercenter/account/sub_accounts/switch', { applicationId: sub.applicationId })).body.data!
    .token as string;
});

When('the sub-account withdraws {int} USDT', async function (this: ExchangeWorld, amount: number) {
  const s = part(this);
  s.last = await inject(
    this,
    'POST',
    '/api/v3/asset/wallet/withdraw',
    { token: 'USDT', network: 'TRON', address: TRON, extra: '', amount, totp: code(this) },
    s.subToken,
  );
});

Then('the sub-account still holds {int} USDT with nothing frozen', async function (this: ExchangeWorld, amount: number) {
  const b = await usdt(this, part(this).subToken);
  assert.deepEqual([b.holding, b.frozen], [amount, 0]);
});

Then("the main account's security activity shows the switch", async function (this: ExchangeWorld) {
  // the main account's session was replaced by the switch: read its activity through a session of the main account
  const s = part(this);
  const info = (await inject(this, 'GET', '/api/usercenter/account/info', undefined, s.subToken)).body.data!;
  assert.equal(info.main, false);
  const family = (await inject(this, 'GET', '/api/usercenter/account/sub_accounts', undefined, s.subToken)).body.data!.rows as {
    main: boolean;
    applicationId: string;
  }[];
  const back = (
    await inject(
      this,
      'POST',
      '/api/usercenter/account/sub_accounts/switch',
      { applicationId: family.find((r) => r.main)!.applicationId },
      s.subToken,
    )
  ).body.data!;
  const rows = (await inject(this, 'GET', '/api/usercenter/account/user_security_activity', undefined, back.token as string)).body.data!
    .rows as { type: string }[];
  assert.deepEqual(
    rows.slice(0, 2).map((r) => r.type),
    ['SWITCH_TO_MAIN_ACCOUNT', 'SWITCH_TO_SUB_ACCOUNT'],
  );
});

Given("the member's whitelist mode is on", async function (this: ExchangeWorld) {
  assert.equal((await inject(this, 'PUT', '/api/v3/asset/wallet/addressBook/whitelist', { enabled: true })).body.success, true);
});

When('the member turns whitelist mode off without a code', async function (this: ExchangeWorld) {
  part(this).last = await inject(this, 'PUT', '/api/v3/asset/wallet/addressBook/whitelist', { enabled: false });
});

When('the member turns whitelist mode off with a current code', async function (this: ExchangeWorld) {
  part(this).last = await inject(this, 'PUT', '/api/v3/asset/wallet/addressBook/whitelist', { enabled: false, totp: code(this) });
});

Then('whitelist mode is still on', async function (this: ExchangeWorld) {
  assert.equal((await inject(this, 'GET', '/api/v3/asset/wallet/addressBook')).body.data!.whitelistMode, true);
});

Then('whitelist mode is off', async function (this: ExchangeWorld) {
  assert.equal(part(this).last!.body.success, true, JSON.stringify(part(this).last!.body));
  assert.equal((await inject(this, 'GET', '/api/v3/asset/wallet/addressBook')).body.data!.whitelistMode, false);
});

Given('the member has a trade password', async function (this: ExchangeWorld) {
  assert.equal((await inject(this, 'POST', '/api/usercenter/account/create_trade_pwd', { password: 'Secret123pass' })).body.success, true);
});

When('thirty wrong trade passwords are checked at once', async function (this: ExchangeWorld) {
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => inject(this, 'POST', '/api/usercenter/account/check_trade_pwd', { password: `Wrong${i}pass` })),
  );
  part(this).answers = answers.map((a) => a.body);
});

Then('{int} of them are refused as wrong and the rest find the lock', function (this: ExchangeWorld, wrong: number) {
  const answers = part(this).answers;
  assert.equal(answers.filter((a) => a.code === -1005 && /tries left/.test(a.message ?? '')).length, wrong);
  assert.equal(answers.filter((a) => a.code === -1003).length, answers.length - wrong);
});
