import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { TranslatorPort } from '../../../src/application/shared/ports/translator.port';
import { AuthStore, SignInStepsStore } from '../../../src/presentation/auth/auth.store';
import type { ExchangeWorld } from '../../support/world';
import { LOGIN_PATH } from './identity.steps';

const REFUSAL = { success: false, code: -1003, message: 'Too many requests' };
/** What the login form's notice reads (the view renders `auth:errors.throttled` with the seconds left). */
const notice = (world: ExchangeWorld) => {
  const left = world.get(AuthStore).throttleSecondsLeft();
  return left > 0 ? world.get(TranslatorPort).t('auth:errors.throttled', { seconds: left }) : undefined;
};

Given('the exchange refuses sign-ins for its rate limit with Retry-After {string}', function (this: ExchangeWorld, seconds: string) {
  this.http.answerRaw('POST', LOGIN_PATH, 429, REFUSAL, { 'retry-after': seconds });
});

Given('the exchange refuses sign-ins for its rate limit without Retry-After', function (this: ExchangeWorld) {
  this.http.answerRaw('POST', LOGIN_PATH, 429, REFUSAL);
});

Then('the login form says {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(notice(this), message);
});

Then('the login form says nothing about the rate limit', function (this: ExchangeWorld) {
  assert.equal(notice(this), undefined);
});

Then('the login form can not be sent', function (this: ExchangeWorld) {
  assert.ok(this.get(AuthStore).throttleSecondsLeft() > 0);
});

Then('the login form can be sent', function (this: ExchangeWorld) {
  assert.equal(this.get(AuthStore).throttleSecondsLeft(), 0);
});

When('the visitor types the phone code sent to {string}', async function (this: ExchangeWorld, phone: string) {
  const sms = this.fakes.identity.secondFactor.sms.filter((s) => s.phone === phone).at(-1) ?? assert.fail(`no SMS to ${phone}`);
  assert.equal(await this.get(SignInStepsStore).confirmPhoneCode(sms.code), false);
});

Then('the sign-in step says {string}', function (this: ExchangeWorld, message: string) {
  const error = this.get(SignInStepsStore).error ?? assert.fail('no step error');
  assert.equal(this.get(TranslatorPort).t(`auth:${error.key}`, error.values), message);
});
