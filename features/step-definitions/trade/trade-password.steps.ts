import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { TradePasswordStore } from '../../../src/presentation/security/trade-password.store';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import type { ExchangeWorld } from '../../support/world';
import { formApp } from './order-form.world';

/** Scenarios that used the trade password (only those have a dialog to close after). */
const used = new WeakSet<ExchangeWorld>();
const gate = (w: ExchangeWorld) => {
  used.add(w);
  return formApp(w).container.get(TradePasswordStore);
};
const sent = (w: ExchangeWorld) => formApp(w).form.tradingApi.sent.length;

Given('the member asks for the trade password on orders', function (this: ExchangeWorld) {
  used.add(this);
  formApp(this).fakes.tradePasswordApi.askOnOrderSetting = true;
});

When('the member enters the trade password {string}', async function (this: ExchangeWorld, password: string) {
  gate(this).setPassword(password);
  await gate(this).confirm();
  await settle();
});

When('the member cancels the trade password', async function (this: ExchangeWorld) {
  gate(this).cancel();
  await settle();
});

When('{int} minutes pass on the trade clock', function (this: ExchangeWorld, minutes: number) {
  formApp(this).fakes.clock.advance(minutes * 60_000);
});

Then('the trade password is not asked', function (this: ExchangeWorld) {
  assert.equal(gate(this).asking, false);
});

Then('the trade password is asked and nothing was sent to the exchange', function (this: ExchangeWorld) {
  assert.equal(gate(this).asking, true);
  assert.equal(sent(this), 0);
});

Then('the trade password is asked and {int} orders were sent to the exchange', function (this: ExchangeWorld, n: number) {
  assert.equal(gate(this).asking, true);
  assert.equal(sent(this), n);
});

Then('the trade password dialog shows {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(gate(this).problem, message);
});

// Runs before the order form's After (defined later): a dialog left open would hold its submit.
After(function (this: ExchangeWorld) {
  if (used.has(this)) gate(this).cancel();
});
