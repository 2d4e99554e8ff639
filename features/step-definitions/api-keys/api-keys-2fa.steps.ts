import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { KeyAction } from '../../../src/presentation/api-keys/api-key-challenge.store';
import { ApiKeysStore } from '../../../src/presentation/api-keys/api-keys.store';
import { challengeMessage } from '../../../src/presentation/shared/challenge-message';
import { createTestI18n } from '../../../tests/support/test-i18n';
import type { ExchangeWorld } from '../../support/world';

const store = (w: ExchangeWorld) => w.get(ApiKeysStore);
/** The change waiting for the 2FA step, per scenario. */
const waiting = new WeakMap<ExchangeWorld, Promise<void>>();

/** Lets the store's awaits run (the fakes answer at once, in microtasks and immediates). */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

function keyNamed(w: ExchangeWorld, label: string) {
  const keys = store(w).keys;
  const key = keys.status === 'success' ? keys.value.rows.find((k) => k.label === label) : undefined;
  assert.ok(key, `no key labelled ${label}`);
  return key;
}

function subId(w: ExchangeWorld, name: string): number {
  const sub = store(w).subAccounts.find((s) => s.name === name);
  assert.ok(sub, `no sub-account ${name} on the page`);
  assert.ok(sub.userId !== undefined);
  return sub.userId;
}

Given('the main account has 2FA on', function (this: ExchangeWorld) {
  this.fakes.securityApi.totp = true;
  this.fakes.apiKeysApi.totp = true;
});

Given('the member holds a key {string}', async function (this: ExchangeWorld, label: string) {
  await this.fakes.apiKeysApi.create({ label, permissions: ['READ'], allowedIps: [] });
  this.fakes.apiKeysApi.checks.length = 0;
  await store(this).load(1);
});

Given('the member has a sub-account {string} on the API page', async function (this: ExchangeWorld, name: string) {
  await this.fakes.subAccountsApi.create(name);
  await store(this).start();
});

When(
  'the member starts creating a key {string} with Trade allowed from {string}',
  async function (this: ExchangeWorld, label: string, ips: string) {
    const s = store(this);
    s.openCreate();
    s.setDraft({ label, trade: true, ips });
    waiting.set(this, s.submitCreate());
    await settle();
  },
);

When('the member starts setting the IPs of {string} to {string}', async function (this: ExchangeWorld, label: string, ips: string) {
  const s = store(this);
  s.openEdit(keyNamed(this, label));
  s.setEditIps(ips);
  waiting.set(this, s.submitEdit());
  await settle();
});

When('the member starts deleting the key {string}', async function (this: ExchangeWorld, label: string) {
  waiting.set(this, store(this).remove(keyNamed(this, label)));
  await settle();
});

When('the member confirms with the code {string}', async function (this: ExchangeWorld, code: string) {
  const challenge = store(this).challenge;
  challenge.setCode(code);
  assert.equal(challenge.complete, true);
  challenge.confirm();
  await waiting.get(this);
});

When('the member cancels the 2FA step', async function (this: ExchangeWorld) {
  store(this).challenge.cancel();
  await waiting.get(this);
});

When('the member shows the keys of the sub-account {string}', async function (this: ExchangeWorld, name: string) {
  await store(this).selectOwner(subId(this, name));
});

When('the member shows the keys of this account', async function (this: ExchangeWorld) {
  await store(this).selectOwner(undefined);
});

Then('no 2FA code was asked', function (this: ExchangeWorld) {
  assert.equal(store(this).challenge.asking, undefined);
  assert.deepEqual(this.fakes.apiKeysApi.checks, ['create -']);
});

Then('the page asks for the 2FA code to {word} the key', function (this: ExchangeWorld, action: KeyAction) {
  assert.equal(store(this).challenge.asking, action);
  assert.equal(store(this).challenge.complete, false);
});

Then('the key changes carried the codes {string}', function (this: ExchangeWorld, checks: string) {
  assert.deepEqual(this.fakes.apiKeysApi.checks, checks.split(', '));
});

Then('the create form is still open', function (this: ExchangeWorld) {
  assert.equal(store(this).creating, true);
  assert.equal(store(this).busy, false);
});

Then('the page shows the refusal {string}', function (this: ExchangeWorld, message: string) {
  assert.deepEqual(store(this).notice, { kind: 'refused', message });
});

Then('the key {string} belongs to the sub-account {string}', function (this: ExchangeWorld, label: string, name: string) {
  assert.equal(keyNamed(this, label).userId, subId(this, name));
  assert.equal(store(this).owner, subId(this, name));
});

When('the member confirms with the wrong code {string}', async function (this: ExchangeWorld, code: string) {
  const challenge = store(this).challenge;
  challenge.setCode(code);
  challenge.confirm();
  await settle();
});

Then('the 2FA step is still open with the code {string}', function (this: ExchangeWorld, code: string) {
  const challenge = store(this).challenge;
  assert.deepEqual([challenge.asking, challenge.code, challenge.checking], ['create', code, false]);
  assert.equal(store(this).notice, undefined);
});

Then('under the code it reads {string} and in Russian {string}', function (this: ExchangeWorld, english: string, russian: string) {
  const refusal = store(this).challenge.refusal ?? assert.fail('no problem under the code');
  const i18n = createTestI18n();
  assert.deepEqual(
    [challengeMessage(i18n.getFixedT('en', 'apiKeys'), refusal), challengeMessage(i18n.getFixedT('ru', 'apiKeys'), refusal)],
    [english, russian],
  );
});
