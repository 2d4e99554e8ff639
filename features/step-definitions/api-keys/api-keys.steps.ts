import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Given, Then, When } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import { daysLeft, statusAt, type ApiKey } from '../../../src/domain/api-keys/api-key';
import { ipAllowed, splitIpList } from '../../../src/domain/api-keys/ip-list';
import { permissionFor, signaturePayload, timestampFresh } from '../../../src/domain/api-keys/request-signing';
import type { FieldProblem } from '../../../src/presentation/api-keys/api-key-form';
import { ApiKeysStore } from '../../../src/presentation/api-keys/api-keys.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import type { ExchangeWorld } from '../../support/world';

const DAY = 24 * 3600 * 1000;
const store = (w: ExchangeWorld) => w.get(ApiKeysStore);

/** The English text of a field problem, as the page shows it. */
const english = JSON.parse(readFileSync('public/locales/en/apiKeys.json', 'utf8')) as { form: { errors: Record<string, string> } };
const textOf = (p: FieldProblem): string =>
  english.form.errors[p.key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(p.values?.[name] ?? ''));

function listed(w: ExchangeWorld, label: string): ApiKey {
  const keys = store(w).keys;
  assert.equal(keys.status, 'success');
  const key = keys.status === 'success' ? keys.value.rows.find((k) => k.label === label) : undefined;
  assert.ok(key, `no key labelled ${label}`);
  return key;
}

Given('a member signed in on the API management page', async function (this: ExchangeWorld) {
  this.get(SessionState).loggedIn(anAccount());
  await store(this).start();
});

Given('the member already holds {int} keys', async function (this: ExchangeWorld, count: number) {
  for (let i = 0; i < count; i++) await this.fakes.apiKeysApi.create({ label: `k${i}`, permissions: ['READ'], allowedIps: ['10.0.0.1'] });
  this.fakes.apiKeysApi.creates.length = 0;
  await store(this).start();
});

When(
  'the member creates a key {string} with Trade allowed from {string}',
  async function (this: ExchangeWorld, label: string, ips: string) {
    const s = store(this);
    s.openCreate();
    s.setDraft({ label, trade: true, ips });
    await s.submitCreate();
  },
);

When('the member closes the secret dialog', function (this: ExchangeWorld) {
  store(this).closeSecret();
});

When('{int} days pass for the keys', async function (this: ExchangeWorld, days: number) {
  this.fakes.clock.advance(days * DAY);
  await store(this).load(1);
});

When('the member sets the IPs of {string} to {string}', async function (this: ExchangeWorld, label: string, ips: string) {
  const s = store(this);
  s.openEdit(listed(this, label));
  s.setEditIps(ips);
  await s.submitEdit();
  assert.equal(s.editing, undefined);
});

When('the member deletes the key {string}', async function (this: ExchangeWorld, label: string) {
  await store(this).remove(listed(this, label));
});

Then('the secret dialog shows the new key and its secret', function (this: ExchangeWorld) {
  const created = store(this).created;
  assert.ok(created);
  assert.match(created.secret, /^SECRET\d+$/);
  assert.equal(store(this).creating, false);
});

Then('the secret is no longer held by the page', function (this: ExchangeWorld) {
  assert.equal(store(this).created, undefined);
  const keys = store(this).keys;
  assert.ok(keys.status === 'success' && keys.value.rows.every((k) => !('secret' in k)));
});

Then(
  'the key {string} is listed with permissions Read, Trade and IPs {string}',
  function (this: ExchangeWorld, label: string, ips: string) {
    const key = listed(this, label);
    assert.deepEqual(key.permissions, ['READ', 'TRADE']);
    assert.deepEqual(key.allowedIps, splitIpList(ips));
  },
);

Then('the key {string} does not expire', function (this: ExchangeWorld, label: string) {
  assert.equal(daysLeft(listed(this, label), store(this).now), null);
});

Then('the key {string} expires in {int} days', function (this: ExchangeWorld, label: string, days: number) {
  assert.equal(daysLeft(listed(this, label), store(this).now), days);
});

Then('the key {string} has expired', function (this: ExchangeWorld, label: string) {
  assert.equal(statusAt(listed(this, label), store(this).now), 'EXPIRED');
});

Then('the form shows the problem {string}', function (this: ExchangeWorld, text: string) {
  const { label, ips } = store(this).problems;
  const shown = [label, ips].filter((p): p is FieldProblem => p !== undefined).map(textOf);
  assert.deepEqual(shown, [text]);
  assert.equal(store(this).creating, true);
});

Then('no key was asked of the exchange', function (this: ExchangeWorld) {
  assert.equal(this.fakes.apiKeysApi.creates.length, 0);
});

Then('the member cannot create another key', function (this: ExchangeWorld) {
  assert.equal(store(this).canCreate, false);
  assert.deepEqual(store(this).allowance, { maxAmount: 20, usedAmount: 20, enableAmount: 0 });
});

Then('no key is listed', function (this: ExchangeWorld) {
  const keys = store(this).keys;
  assert.ok(keys.status === 'success' && keys.value.total === 0);
});

Then('a {word} of {string} needs the {word} permission', function (method: string, path: string, permission: string) {
  assert.equal(permissionFor(method, path), permission);
});

Then(
  'the signed text of {word} {string} at {int} with body {string} is {string}',
  function (method: string, path: string, ts: number, body: string, payload: string) {
    assert.equal(signaturePayload(ts, method, path, body), payload);
  },
);

Then("a timestamp {int} ms from the exchange's clock is accepted, and {int} ms is not", function (inside: number, outside: number) {
  const now = 1_700_000_000_000;
  assert.equal(timestampFresh(String(now - inside), now), true);
  assert.equal(timestampFresh(String(now + outside), now), false);
});

Then('a key allowing {string} {word} a call from {word}', function (list: string, verdict: string, client: string) {
  assert.equal(ipAllowed(splitIpList(list), client), verdict === 'allows');
});
