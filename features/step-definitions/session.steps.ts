import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { LoadExchangeConfig } from '../../src/application/config/load-exchange-config.use-case';
import { SessionStore } from '../../src/presentation/session/session.store';
import type { ExchangeWorld } from '../support/world';

const ACCOUNT_PATH = '/usercenter/account/info';
const CONFIG_PATH = '/config/api/configs/';

/** The account call's row for a main account. */
function accountRow(userId: string, alias: string) {
  return { user_id: Number(userId), application_id: `app-${userId}`, main: true, alias, eu: false, language: null };
}

Given('the authorization cookie holds {string} for user {string}', function (this: ExchangeWorld, token: string, userId: string) {
  this.fakes.credentials.save(token, userId);
});

Given('the exchange knows the account of user {string} with alias {string}', function (this: ExchangeWorld, userId: string, alias: string) {
  this.http.succeed('GET', ACCOUNT_PATH, accountRow(userId, alias));
});

Given('the exchange rejects the account call with {exchangeCode}', function (this: ExchangeWorld, code: number) {
  this.http.fail('GET', ACCOUNT_PATH, code);
});

async function readSession(world: ExchangeWorld) {
  await world.get(SessionStore).start();
}

Given('the app has read the session', async function (this: ExchangeWorld) {
  await readSession(this);
});

When('the app reads the session', async function (this: ExchangeWorld) {
  await readSession(this);
});

When('a call to the tenant configuration answers {exchangeCode}', async function (this: ExchangeWorld, code: number) {
  this.http.fail('GET', CONFIG_PATH, code);
  await this.get(LoadExchangeConfig).execute();
});

Then('the visitor is logged out', function (this: ExchangeWorld) {
  assert.equal(this.get(SessionStore).state.status, 'loggedOut');
});

Then('the user is logged in as {string}', function (this: ExchangeWorld, alias: string) {
  const state = this.get(SessionStore).state;
  assert.equal(state.status, 'loggedIn');
  assert.equal(state.status === 'loggedIn' && state.account.alias, alias);
});

Then('no account call was made', function (this: ExchangeWorld) {
  assert.equal(this.http.requests.filter((r) => r.path === ACCOUNT_PATH).length, 0);
});

Then('the account call carried the bearer token {string}', function (this: ExchangeWorld, token: string) {
  const call = this.http.requests.find((r) => r.path === ACCOUNT_PATH);
  assert.equal(call?.authorization, `Bearer ${token}`);
});

Then('the authorization cookie is removed', function (this: ExchangeWorld) {
  assert.equal(this.fakes.credentials.cookie, undefined);
});

Then('the stored user id is removed', function (this: ExchangeWorld) {
  assert.equal(this.fakes.credentials.storedUserId, undefined);
});

Then('the authorization cookie still holds {string}', function (this: ExchangeWorld, token: string) {
  assert.equal(this.fakes.credentials.cookie, token);
});

Given(
  'the account call answers HTTP 503 once, then the account of user {string} with alias {string}',
  function (this: ExchangeWorld, userId: string, alias: string) {
    this.http.answerRawOnce('GET', ACCOUNT_PATH, 503, 'Service Unavailable');
    this.http.succeed('GET', ACCOUNT_PATH, accountRow(userId, alias));
  },
);

Then('the session is still being read', function (this: ExchangeWorld) {
  assert.equal(this.get(SessionStore).state.status, 'unknown');
});

When('the app waits {int} ms', async function (this: ExchangeWorld, ms: number) {
  this.fakes.clock.advance(ms);
  // the retried call is answered by the fake transport on later turns of the event loop
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
});

Then('the account was asked {int} times', function (this: ExchangeWorld, times: number) {
  assert.equal(this.http.requests.filter((r) => r.path === ACCOUNT_PATH).length, times);
});

Then('the session waits to try again in {int} ms after {string}', function (this: ExchangeWorld, ms: number, error: string) {
  const stall = this.get(SessionStore).restoreStall;
  assert.ok(stall, 'the session waits to try again');
  assert.equal(stall.error, error);
  assert.equal(stall.retryAt - this.fakes.clock.now(), ms);
});

When('the member asks to try again now', async function (this: ExchangeWorld) {
  await this.get(SessionStore).retryRestore();
});

Then('the session waits for nothing', function (this: ExchangeWorld) {
  assert.equal(this.get(SessionStore).restoreStall, undefined);
});
