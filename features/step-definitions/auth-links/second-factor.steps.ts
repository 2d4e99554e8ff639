import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { TranslatorPort } from '../../../src/application/shared/ports/translator.port';
import { factorLabel } from '../../../src/domain/auth/second-factor';
import { SignInStepsStore } from '../../../src/presentation/auth/auth.store';
import { SecondFactorsStore } from '../../../src/presentation/security/second-factors.store';
import { SessionStore } from '../../../src/presentation/session/session.store';
import type { ExchangeWorld } from '../../support/world';

const t = (world: ExchangeWorld, key: string) => world.get(TranslatorPort).t(`auth:${key}`);
const smsTo = (world: ExchangeWorld, phone: string) => {
  const sent = world.fakes.identity.secondFactor.sms.filter((s) => s.phone === phone).at(-1);
  return sent ?? assert.fail(`no SMS to ${phone}`);
};

Given(
  'a Firebase user {string} with password {string} and the SMS factor {string}',
  function (this: ExchangeWorld, email: string, password: string, phone: string) {
    this.fakes.identity.auth.users.set(email, password);
    this.fakes.identity.auth.secondFactors.set(email, [
      { uid: 'factor-1', factorId: 'phone', displayName: null, phoneNumber: phone, enrolledAt: '' },
    ]);
  },
);

Then('the second step offers the factor {string} with the phone {string}', function (this: ExchangeWorld, label: string, phone: string) {
  const step = this.get(SignInStepsStore).secondFactor;
  assert.equal(step?.kind, 'choose');
  assert.deepEqual(
    step.factors.map((f) => [factorLabel(f), f.phoneNumber]),
    [[label, phone]],
  );
});

When('the visitor sends the code to the first factor', async function (this: ExchangeWorld) {
  const steps = this.get(SignInStepsStore);
  const step = steps.secondFactor ?? assert.fail('no second step');
  assert.ok(step.kind !== 'done');
  assert.equal(await steps.sendSecondFactorCode(step.factors[0].uid), true);
  assert.equal(steps.secondFactor?.kind, 'codeSent');
});

When('the visitor enters the code that was sent to {string}', async function (this: ExchangeWorld, phone: string) {
  assert.equal(await this.get(SignInStepsStore).confirmSecondFactor(smsTo(this, phone).code), true);
});

When('the visitor enters the code {string}', async function (this: ExchangeWorld, code: string) {
  await this.get(SignInStepsStore).confirmSecondFactor(code);
});

Then('the code field says {string}', function (this: ExchangeWorld, message: string) {
  const error = this.get(SignInStepsStore).error;
  assert.equal(error?.field, 'code');
  assert.equal(t(this, error.key), message);
});

async function signedInHolder(world: ExchangeWorld, email: string, verified: boolean) {
  world.fakes.identity.auth.users.set(email, 'secret-42');
  world.fakes.identity.auth.signedIn = email;
  if (verified) world.fakes.identity.secondFactor.verified.add(email);
}

Given('the signed-in Firebase user {string} whose email is not verified', async function (this: ExchangeWorld, email: string) {
  await signedInHolder(this, email, false);
});

Given('the signed-in Firebase user {string} whose email is verified', async function (this: ExchangeWorld, email: string) {
  await signedInHolder(this, email, true);
});

When('the holder adds the phone {string} as a second factor', async function (this: ExchangeWorld, phone: string) {
  await this.get(SecondFactorsStore).start(phone);
});

Then('the second-factor card says {string}', function (this: ExchangeWorld, message: string) {
  const error = this.get(SecondFactorsStore).error;
  assert.equal(error?.field, undefined);
  assert.equal(t(this, error?.key ?? ''), message);
});

Then('the phone field says {string}', function (this: ExchangeWorld, message: string) {
  const error = this.get(SecondFactorsStore).error;
  assert.equal(error?.field, 'phone');
  assert.equal(t(this, error.key), message);
});

When('the holder asks for the verification email', async function (this: ExchangeWorld) {
  assert.equal(await this.get(SecondFactorsStore).verifyEmail(), true);
});

Then('a verification email went to {string}', function (this: ExchangeWorld, email: string) {
  assert.deepEqual(this.fakes.identity.secondFactor.verificationEmails, [email]);
  assert.equal(this.get(SecondFactorsStore).verificationSent, true);
});

Then('an SMS code went to {string}', function (this: ExchangeWorld, phone: string) {
  smsTo(this, phone);
});

Then('no SMS was sent', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.identity.secondFactor.sms, []);
  assert.deepEqual(this.fakes.identity.secondFactor.calls, []);
});

When(
  'the holder confirms with the code sent to {string} naming it {string}',
  async function (this: ExchangeWorld, phone: string, name: string) {
    assert.equal(await this.get(SecondFactorsStore).finish(smsTo(this, phone).code, name), true);
  },
);

Given('the holder has the second factor {string} named {string}', async function (this: ExchangeWorld, phone: string, name: string) {
  const store = this.get(SecondFactorsStore);
  await store.start(phone);
  await store.finish(smsTo(this, phone).code, name);
  this.fakes.accountLinks.api.recorded.length = 0;
});

When('the holder removes the second factor {string}', async function (this: ExchangeWorld, name: string) {
  const store = this.get(SecondFactorsStore);
  const factor = store.factors?.find((f) => factorLabel(f) === name) ?? assert.fail(`no factor ${name}`);
  assert.equal(await store.remove(factor), true);
});

Then('the second factors are {string}', function (this: ExchangeWorld, names: string) {
  assert.equal((this.get(SecondFactorsStore).factors ?? []).map(factorLabel).join(', '), names);
});

Then('the exchange recorded {string}', function (this: ExchangeWorld, entry: string) {
  assert.deepEqual(this.fakes.accountLinks.api.recorded, [entry]);
});

// ---- phone and email link

When('the visitor asks for a sign-in code on {string}', async function (this: ExchangeWorld, phone: string) {
  await this.get(SessionStore).start();
  assert.equal(await this.get(SignInStepsStore).sendPhoneCode(phone), true);
});

When('the visitor enters the phone code sent to {string}', async function (this: ExchangeWorld, phone: string) {
  assert.equal(await this.get(SignInStepsStore).confirmPhoneCode(smsTo(this, phone).code), true);
});

When('the visitor asks for a sign-in link to {string}', async function (this: ExchangeWorld, email: string) {
  await this.get(SessionStore).start();
  assert.equal(await this.get(SignInStepsStore).sendEmailLink(email, 'http://127.0.0.1:8080/login?redirect=%2F'), true);
});

Then('the login card says a link was sent to {string}', function (this: ExchangeWorld, email: string) {
  assert.equal(this.get(SignInStepsStore).emailLinkSentTo, email);
});

Given('a sign-in link was sent to {string} from another device', async function (this: ExchangeWorld, email: string) {
  await this.get(SessionStore).start();
  await this.fakes.identity.secondFactor.sendEmailLink(email, 'http://127.0.0.1:8080/login?redirect=%2F');
  this.fakes.identity.secondFactor.deviceEmail = undefined;
});

When('the visitor opens the sign-in link sent to {string} on this device', async function (this: ExchangeWorld, email: string) {
  const link = this.fakes.identity.secondFactor.emailLinks.find((l) => l.email === email) ?? assert.fail(`no link to ${email}`);
  await this.get(SignInStepsStore).arrive(link.link);
});

Then('the login card asks for the email address', function (this: ExchangeWorld) {
  const steps = this.get(SignInStepsStore);
  assert.equal(steps.way, 'emailLink');
  assert.equal(steps.emailLinkNeedsAddress, true);
  assert.equal(this.get(SessionStore).state.status, 'loggedOut');
});

When('the visitor confirms the address {string}', async function (this: ExchangeWorld, email: string) {
  const link = this.fakes.identity.secondFactor.emailLinks.find((l) => l.email === email) ?? assert.fail(`no link to ${email}`);
  assert.equal(await this.get(SignInStepsStore).completeEmailLink(email, link.link), true);
});

Then('the developer links are {string} and {string}', function (this: ExchangeWorld, sms: string, email: string) {
  assert.deepEqual(this.get(SignInStepsStore).devLinks, { sms, email });
});

Given('the Google account {string} has the SMS factor {string}', function (this: ExchangeWorld, uid: string, phone: string) {
  assert.equal(this.fakes.identity.auth.socialIdentity.uid, uid);
  this.fakes.identity.auth.secondFactors.set(uid, [
    { uid: 'factor-1', factorId: 'phone', displayName: null, phoneNumber: phone, enrolledAt: '' },
  ]);
});
