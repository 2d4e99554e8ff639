import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import type { KycField } from '../../../src/domain/account/identity-verification';
import { KycStore } from '../../../src/presentation/kyc/kyc.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import { worldPart, type ExchangeWorld } from '../../support/world';

/** The real identity-verification store over the fake exchange, on the fake clock. */
const part = worldPart((): { started: boolean } => ({ started: false }));
const store = (w: ExchangeWorld) => w.get(KycStore);
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

After(function (this: ExchangeWorld) {
  if (part(this).started) store(this).stop();
});

Given(
  'a member signed in to the identity-verification page on {int}-{int}-{int}',
  async function (this: ExchangeWorld, y: number, m: number, d: number) {
    this.fakes.clock.advance(Date.UTC(y, m - 1, d, 12) - this.fakes.clock.now());
    this.get(SessionState).loggedIn(anAccount());
    await store(this).start();
    part(this).started = true;
  },
);

Given('the exchange cannot be reached for identity verification', function (this: ExchangeWorld) {
  this.fakes.kycApi.offline = true;
});

When(
  'the member fills in {string}, {string}, born {string}, in {string}, with a {string} of {int} bytes as {string}',
  function (
    this: ExchangeWorld,
    first: string,
    last: string,
    born: string,
    country: string,
    document: string,
    bytes: number,
    type: string,
  ) {
    const s = store(this);
    s.setField('firstName', first);
    s.setField('lastName', last);
    s.setField('birthDate', born);
    s.setField('country', country);
    s.setField('documentType', document);
    s.setFile(new Blob([new Uint8Array(bytes)], { type }), 'document');
  },
);

When('the member chooses the country {string}', function (this: ExchangeWorld, country: string) {
  store(this).setField('country', country);
});

When('the member submits the application', async function (this: ExchangeWorld) {
  // a double click: the second submit while the first is under way sends nothing more
  await Promise.all([store(this).submit(), store(this).submit()]);
});

When('the member keeps the page open for {int} seconds', async function (this: ExchangeWorld, seconds: number) {
  for (let i = 0; i < seconds; i++) {
    this.fakes.clock.advance(1000);
    await settle();
  }
});

Then('the verification status is {string} on level {int}', function (this: ExchangeWorld, status: string, level: number) {
  const s = store(this).status;
  assert.equal(s.status, 'success');
  if (s.status !== 'success') return;
  assert.equal(s.value.status, status);
  assert.equal(s.value.level, level);
});

Then("the rejection's reason is {string}", function (this: ExchangeWorld, reason: string) {
  const s = store(this).status;
  assert.equal(s.status === 'success' && s.value.reason, reason);
});

Then('the application form is offered', function (this: ExchangeWorld) {
  assert.equal(store(this).canApply, true);
});

Then('the application form is not offered', function (this: ExchangeWorld) {
  assert.equal(store(this).canApply, false);
  assert.equal(this.fakes.kycApi.applications.length, 1);
});

Then('the field {string} shows the problem {string}', function (this: ExchangeWorld, field: string, problem: string) {
  assert.equal(store(this).problems[field as KycField], problem);
});

Then('nothing was sent for review', function (this: ExchangeWorld) {
  assert.equal(this.fakes.kycApi.uploads.length, 0);
  assert.equal(this.fakes.kycApi.applications.length, 0);
});

Then('the EU rules are shown', function (this: ExchangeWorld) {
  assert.equal(store(this).selectedRegion?.eu, true);
});

Then('the EU rules are not shown', function (this: ExchangeWorld) {
  assert.equal(store(this).selectedRegion?.eu, false);
});

Then('the member is told the exchange did not answer', function (this: ExchangeWorld) {
  assert.deepEqual(store(this).notice, { kind: 'unanswered' });
});

Then('the form still holds {string} and {string}', function (this: ExchangeWorld, first: string, last: string) {
  assert.equal(store(this).form.firstName, first);
  assert.equal(store(this).form.lastName, last);
});
