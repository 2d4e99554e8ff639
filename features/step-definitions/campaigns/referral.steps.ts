import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ReferralSplit } from '../../../src/domain/referral/referral';
import { InvitationStore, invitationText } from '../../../src/presentation/auth/invitation.store';
import { ReferralStore, type CodeFormOutcome } from '../../../src/presentation/referral/referral.store';
import { createTestI18n } from '../../../tests/support/test-i18n';
import type { ExchangeWorld } from '../../support/world';

const i18n = createTestI18n();
const referral = (w: ExchangeWorld) => w.get(ReferralStore);
const outcomes = new WeakMap<ExchangeWorld, CodeFormOutcome>();
const idOf = (w: ExchangeWorld, code: string) => {
  const found = referral(w).list.find((c) => c.code === code);
  assert.ok(found, `no code ${code}`);
  return found.id;
};

Given('the member already holds the code {string}', async function (this: ExchangeWorld, code: string) {
  await this.fakes.referralApi.create({ code, split: '100/0' });
  this.fakes.referralApi.createCalls = 0;
});

Given('the member already holds {int} codes', async function (this: ExchangeWorld, count: number) {
  for (let i = 1; i < count; i++) await this.fakes.referralApi.create({ code: `CODE${i}`, split: '100/0' });
  this.fakes.referralApi.createCalls = 0;
});

When('the member opens the referral page', async function (this: ExchangeWorld) {
  await referral(this).start();
});

When(
  'the member creates the code {string} with split {string} and note {string}',
  async function (this: ExchangeWorld, code: string, split: string, note: string) {
    outcomes.set(this, await referral(this).create({ code, split: split as ReferralSplit, note }));
  },
);

When('the member makes {string} the default code', async function (this: ExchangeWorld, code: string) {
  assert.equal(await referral(this).makeDefault(idOf(this, code)), true);
});

When(
  'the member edits {string} to split {string} and note {string}',
  async function (this: ExchangeWorld, code: string, split: string, note: string) {
    const outcome = await referral(this).edit(idOf(this, code), { split: split as ReferralSplit, note });
    assert.equal(outcome.ok, true);
  },
);

When('the member shows the link of {string}', function (this: ExchangeWorld, code: string) {
  referral(this).show(idOf(this, code));
});

Then('the codes are {string}', function (this: ExchangeWorld, expected: string) {
  const shown = referral(this).list.map((c) => [c.code, c.isDefault ? '(default)' : '', c.split, c.note].filter(Boolean).join(' '));
  assert.deepEqual(
    shown,
    expected.split(',').map((s) => s.trim()),
  );
});

Then('the referral link is {string}', function (this: ExchangeWorld, link: string) {
  assert.equal(referral(this).link, link);
});

Then('the code form says {string}', function (this: ExchangeWorld, message: string) {
  const outcome = outcomes.get(this);
  assert.ok(outcome && !outcome.ok, 'the form was not refused');
  const problem = outcome.problem;
  const t = i18n.getFixedT('en', 'campaigns');
  assert.equal(
    'key' in problem ? t(`referral.problems.${problem.key}`, { max: 30 }) : t(problem.refusal.key, problem.refusal.values),
    message,
  );
});

Then('the exchange was not asked to create a code', function (this: ExchangeWorld) {
  assert.equal(this.fakes.referralApi.createCalls, 0);
});

Then('the member cannot create another code', function (this: ExchangeWorld) {
  assert.equal(referral(this).list.length, 20);
  assert.equal(referral(this).canCreate, false);
});

Given(
  'the exchange knows the referral code {string} with split {int}\\/{int}',
  function (this: ExchangeWorld, code: string, referrerPercent: number, refereePercent: number) {
    this.fakes.identity.referralInvite.known.set(code, { referrerPercent, refereePercent });
  },
);

When('a visitor opens the register page with {string}', async function (this: ExchangeWorld, query: string) {
  await this.get(InvitationStore).arrive(new URLSearchParams(query).get('ref'));
});

Then('the register page says {string}', function (this: ExchangeWorld, text: string) {
  const invitation = this.get(InvitationStore).invitation;
  assert.ok(invitation, 'no invitation shown');
  assert.equal(invitationText(i18n.getFixedT('en', 'auth'), invitation), text);
});

Then('the account was bound to the code {string}', function (this: ExchangeWorld, code: string) {
  assert.deepEqual(this.fakes.identity.referralInvite.bound, [code]);
});

Then('the account was bound to no code', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.identity.referralInvite.bound, []);
});

Then('no referral code is kept any longer', function (this: ExchangeWorld) {
  assert.equal(this.fakes.identity.pendingReferral.read(), undefined);
});

Then('the exchange was not asked to check a code', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.identity.referralInvite.checked, []);
});
