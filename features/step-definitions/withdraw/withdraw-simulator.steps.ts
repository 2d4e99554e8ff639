import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import Decimal from 'decimal.js';
import { buildSimulator, type Simulator } from '../../../simulator/server';
import type { Store } from '../../../simulator/store/account-repository';
import { memoryStore } from '../../../simulator/store/memory-account-repository';
import { MemoryTradingRepository } from '../../../simulator/trading/records';
import { MemoryAddressBookRepository } from '../../../simulator/wallet/address-book-store';
import { worldPart, type ExchangeWorld } from '../../support/world';

const SECRET = 'cucumber-control-secret-0123';
const T0 = Date.UTC(2026, 0, 10);
const DAY = 24 * 3600 * 1000;
type Json = Record<string, unknown>;

/** One simulator (restartable on the same in-memory data, its clock moved by hand) and one withdrawer. */
const part = worldPart(() => ({
  now: T0,
  store: undefined as Store | undefined,
  sim: undefined as Simulator | undefined,
  token: '',
  userId: 0,
  lastId: '',
  refusal: undefined as { code: number; message: string } | undefined,
  startHolding: new Decimal(0),
}));

const start = (w: ExchangeWorld) =>
  buildSimulator({
    store: part(w).store,
    seed: 'withdraw-feature',
    distDir: '/nonexistent-dist',
    control: true,
    controlSecret: SECRET,
    rateLimits: false,
    serverPingMs: 0,
    logErrors: false,
    chainBlockMs: 0,
    withdrawStepMs: 0,
    clock: () => part(w).now,
  });

async function inject(w: ExchangeWorld, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) {
  const s = part(w);
  const response = await s.sim!.app.inject({
    method,
    url,
    payload,
    headers: {
      ...(s.token ? { authorization: `Bearer ${s.token}` } : {}),
      ...(url.startsWith('/__control') ? { 'x-sim-control-secret': SECRET } : {}),
    },
  });
  return response.json() as Json & { data?: Json; success?: boolean; code?: number; message?: string };
}

/** Asks for a withdrawal's email code and reads it from the member's mail (the local outbox), as the member would. */
async function mailedCode(w: ExchangeWorld): Promise<string> {
  await inject(w, 'POST', '/api/v3/asset/wallet/withdraw/email_code', {});
  const rows = (await inject(w, 'GET', '/api/usercenter/dev/mail')).data!.rows as { subject: string; text: string }[];
  return /code is (\d{6})/.exec(rows.find((m) => m.subject === 'Your withdrawal verification code')?.text ?? '')?.[1] ?? '';
}

const usdt = async (w: ExchangeWorld) => {
  const rows = (await inject(w, 'GET', '/api/v3/asset/balances')).data!.holding as { token: string; holding: number; frozen: number }[];
  const b = rows.find((r) => r.token === 'USDT')!;
  return { holding: new Decimal(b.holding), frozen: new Decimal(b.frozen) };
};

Given('a withdrawal simulator whose steps run by hand', async function (this: ExchangeWorld) {
  part(this).store = {
    ...memoryStore({ sessionIdleMs: 30 * DAY }),
    trading: new MemoryTradingRepository(),
    addressBook: new MemoryAddressBookRepository(),
  };
  part(this).sim = await start(this);
});

After(async function (this: ExchangeWorld) {
  await part(this).sim?.close();
});

Given('a signed-in withdrawer', async function (this: ExchangeWorld) {
  const created = (await inject(this, 'POST', '/__control/sessions', { alias: 'withdrawer', ttlMs: 30 * DAY })) as unknown as {
    token: string;
    userId: number;
  };
  Object.assign(part(this), { token: created.token, userId: created.userId });
  part(this).startHolding = (await usdt(this)).holding;
});

Given('nothing special', function () {
  // the account as it starts: 10,000 USDT, whitelist mode off, no lock
});

Given('the account is locked for {string}', async function (this: ExchangeWorld, reason: string) {
  await inject(this, 'POST', '/__control/wallet/lock', { userId: part(this).userId, until: part(this).now + 3600 * 1000, reason });
});

Given('whitelist mode is on', async function (this: ExchangeWorld) {
  assert.equal((await inject(this, 'PUT', '/api/v3/asset/wallet/addressBook/whitelist', { enabled: true })).success, true);
});

Given(
  'the withdrawer saves {string} on {word} as {string}',
  async function (this: ExchangeWorld, address: string, network: string, label: string) {
    const saved = await inject(this, 'POST', '/api/v3/asset/wallet/addressBook', { label, token: 'USDT', network, address });
    assert.equal(saved.success, true, saved.message);
  },
);

When('24 hours pass for the withdrawer', function (this: ExchangeWorld) {
  part(this).now += DAY;
});

When(
  /^the withdrawer sends ([\d.]+) USDT on (\w+) to "([^"]*)"$/,
  async function (this: ExchangeWorld, amount: string, network: string, address: string) {
    const answer = await inject(this, 'POST', '/api/v3/asset/wallet/withdraw', {
      token: 'USDT',
      network,
      address,
      extra: '',
      amount,
      emailCode: await mailedCode(this),
    });
    const s = part(this);
    if (answer.success) {
      s.lastId = answer.data!.withdrawId as string;
      s.refusal = undefined;
    } else s.refusal = { code: answer.code!, message: answer.message! };
  },
);

When('the withdrawer cancels it', async function (this: ExchangeWorld) {
  const answer = await inject(this, 'DELETE', `/api/v3/asset/wallet/withdraw?withdrawId=${part(this).lastId}`);
  part(this).refusal = answer.success ? undefined : { code: answer.code!, message: answer.message! };
});

When(/^the withdrawals step (once|\d+ times)$/, async function (this: ExchangeWorld, times: string) {
  for (let i = 0; i < (times === 'once' ? 1 : parseInt(times, 10)); i += 1) await inject(this, 'POST', '/__control/wallet/withdraw-step');
});

When('the withdrawal simulator restarts on the same data', async function (this: ExchangeWorld) {
  await part(this).sim!.close();
  part(this).sim = await start(this);
});

Then('the withdrawal is {string} and {word} USDT is frozen', async function (this: ExchangeWorld, status: string, frozen: string) {
  assert.equal(part(this).refusal, undefined);
  const rows = (await inject(this, 'GET', '/api/v3/asset/wallet/history?tokenSide=WITHDRAW')).data!.rows as Json[];
  assert.equal(rows[0].status, status);
  assert.equal((await usdt(this)).frozen.toFixed(), frozen);
});

Then('{word} USDT is frozen', async function (this: ExchangeWorld, frozen: string) {
  assert.equal((await usdt(this)).frozen.toFixed(), frozen);
});

Then('the USDT holding went down by {word}', async function (this: ExchangeWorld, amount: string) {
  assert.equal(
    part(this)
      .startHolding.minus((await usdt(this)).holding)
      .toFixed(),
    amount,
  );
});

Then(/^the exchange refuses with (-\d+) "(.*)"$/, function (this: ExchangeWorld, code: string, message: string) {
  assert.deepEqual(part(this).refusal, { code: Number(code), message });
});

Given('the wallet is put under maintenance until {word} for {string}', async function (this: ExchangeWorld, end: string, message: string) {
  assert.equal(
    (await inject(this, 'POST', '/__control/asset/maintenance', { on: true, message, estimatedEndTime: Date.parse(end) })).ok,
    true,
  );
});

When('the maintenance ends', async function (this: ExchangeWorld) {
  assert.equal((await inject(this, 'POST', '/__control/asset/maintenance', { on: false })).ok, true);
});

When('the lock is lifted', async function (this: ExchangeWorld) {
  await inject(this, 'POST', '/__control/wallet/lock', { userId: part(this).userId, until: 0 });
});

const accountRow = async (w: ExchangeWorld, token: string) =>
  ((await inject(w, 'GET', '/api/usercenter/account/token_config')).data!.rows as Json[]).find((r) => r.token === token);

Then(
  /^the account's token config says (\w+) cannot be withdrawn because of "(\w+)"(?: until (\S+))?$/,
  async function (this: ExchangeWorld, token: string, reason: string, until?: string) {
    const row = await accountRow(this, token);
    assert.deepEqual(
      [row?.allow_withdraw, row?.withdraw_reason, row?.withdraw_locked_until],
      [0, reason, until ? Date.parse(until) : null],
    );
  },
);

Then("the account's token config says {word} can be withdrawn", async function (this: ExchangeWorld, token: string) {
  const row = await accountRow(this, token);
  assert.deepEqual([row?.allow_withdraw, row?.withdraw_reason], [1, null]);
});
