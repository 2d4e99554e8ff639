import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DepositStore } from '../../../src/presentation/deposit/deposit.store';
import { WalletServiceStore } from '../../../src/presentation/deposit/wallet-service.store';
import { WithdrawStore } from '../../../src/presentation/withdraw/withdraw.store';
import { WithdrawChallengeStore } from '../../../src/presentation/withdraw/withdraw-challenge.store';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import type { ExchangeWorld } from '../../support/world';

/**
 * What the wallet pages say before anything is typed: the coins of token_config, the account's token config (a lock,
 * whitelist mode) and the wallet's maintenance (GET /asset/), over the fake exchange.
 */
const store = (w: ExchangeWorld) => w.get(WithdrawStore);
const HOUR = 3600 * 1000;

Given('the exchange suspends every withdrawal of {word}', function (this: ExchangeWorld, token: string) {
  this.fakes.depositApi.withdrawalsSuspended.add(token);
});

Then('the coins to withdraw are {string}', function (this: ExchangeWorld, list: string) {
  assert.equal(
    store(this)
      .tokens.map((c) => c.token)
      .join(', '),
    list,
  );
});

Then('only {string} is listed as withdrawals suspended', function (this: ExchangeWorld, token: string) {
  assert.deepEqual(
    store(this)
      .tokens.filter((c) => c.disabled)
      .map((c) => c.token),
    [token],
  );
});

Given('the member changed the withdraw password {int} hour(s) ago', function (this: ExchangeWorld, hours: number) {
  const api = this.fakes.withdrawApi;
  api.withdrawPasswordLockUntil = api.now + (24 - hours) * HOUR;
});

Given("the member's whitelist mode is on with an empty address book", function (this: ExchangeWorld) {
  this.fakes.withdrawApi.whitelistMode = true;
});

Given('the wallet is under maintenance until {word} for {string}', function (this: ExchangeWorld, end: string, message: string) {
  this.fakes.depositApi.status = { status: 'MAINTENANCE', message, estimatedEndTime: Date.parse(end) };
  this.fakes.withdrawApi.maintenance = true;
});

const said = (w: ExchangeWorld) => store(w).block;

Then('before a coin is chosen the page says {string} until {word}', function (this: ExchangeWorld, reason: string, until: string) {
  assert.equal(store(this).token, undefined);
  assert.deepEqual(said(this), { reason, until: Date.parse(until) });
});

Then('before a coin is chosen nothing is said', function (this: ExchangeWorld) {
  assert.equal(store(this).token, undefined);
  assert.equal(said(this), undefined);
});

Then(/^the page says "(\w+)"(?: until (\S+))?$/, function (this: ExchangeWorld, reason: string, until?: string) {
  assert.deepEqual(said(this), until ? { reason, until: Date.parse(until) } : { reason });
});

Then("the wallet's maintenance reads {string} until {word}", function (this: ExchangeWorld, message: string, end: string) {
  const service = this.get(WalletServiceStore);
  assert.equal(service.maintenance, true);
  assert.deepEqual(service.status.status === 'success' && service.status.value, {
    status: 'MAINTENANCE',
    message,
    estimatedEndTime: Date.parse(end),
  });
});

When('meanwhile the withdraw password is changed and the exchange refuses the withdrawal with -1009', function (this: ExchangeWorld) {
  const api = this.fakes.withdrawApi;
  api.withdrawPasswordLockUntil = api.now + 24 * HOUR;
  api.refusal = {
    kind: 'refused',
    code: -1009,
    status: 400,
    message: `Withdrawals are locked until ${new Date(api.withdrawPasswordLockUntil).toISOString()} (24 hours after a withdraw password change)`,
  };
});

When('the member sends the withdrawal, refused', async function (this: ExchangeWorld) {
  const sending = store(this).send();
  for (let i = 0; i < 4; i++) await settle();
  const step = this.get(WithdrawChallengeStore);
  step.next();
  for (let i = 0; i < 4; i++) await settle();
  step.setEmailCode(this.fakes.withdrawApi.emailCodes.at(-1) ?? '');
  step.confirm();
  const outcome = await sending;
  assert.equal(outcome?.kind, 'refused', JSON.stringify(outcome));
  for (let i = 0; i < 4; i++) await settle();
});

Then('the refusal reads {string}', function (this: ExchangeWorld, message: string) {
  const outcome = store(this).outcome;
  assert.equal(outcome?.kind === 'refused' && outcome.failure.kind === 'refused' ? outcome.failure.message : undefined, message);
});

When('the depositor chooses {word} on {word}', async function (this: ExchangeWorld, token: string, network: string) {
  await this.get(DepositStore).chooseToken(token);
  await this.get(DepositStore).chooseNetwork(network);
  await settle();
});

Then('no deposit address was asked for', function (this: ExchangeWorld) {
  assert.equal(this.fakes.depositApi.addressCalls, 0);
  assert.equal(this.get(DepositStore).address.status, 'idle');
});
