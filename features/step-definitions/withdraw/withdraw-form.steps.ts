import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import { TradingAccountStore } from '../../../src/presentation/trade/account/trading-account.store';
import { TransferHistoryStore } from '../../../src/presentation/withdraw/transfer-history.store';
import { WithdrawStore } from '../../../src/presentation/withdraw/withdraw.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { balanceOf } from '../../../tests/fakes/trade/fake-trading-api';
import type { ExchangeWorld } from '../../support/world';

/** The app's container with the fakes: the real withdraw store over the fake exchange and trading account. */
const store = (w: ExchangeWorld) => w.get(WithdrawStore);

async function flush(w: ExchangeWorld): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await settle();
    w.fakes.frames.flush();
  }
}

Given('a member signed in to withdraw with {int} USDT and {float} BTC', async function (this: ExchangeWorld, usdt: number, btc: number) {
  this.fakes.tradingApi.balancesRows = [balanceOf('USDT', String(usdt)), balanceOf('BTC', String(btc))];
  this.get(SessionState).loggedIn(anAccount());
  store(this).start();
  await flush(this);
  assert.equal(this.get(TradingAccountStore).ready, true);
});

async function choose(w: ExchangeWorld, token: string, network: string): Promise<void> {
  await store(w).chooseToken(token);
  store(w).chooseNetwork(network);
}

When(/^the member withdraws ([\d.]+) (\w+) on (\w+) to "([^"]*)"$/, async function (this: ExchangeWorld, amount: string, token: string, network: string, address: string) {
  await choose(this, token, network);
  const s = store(this);
  s.setAddress(address);
  s.touch();
  s.setAmount(amount);
});

When('the member chooses {word} on {word} and asks for the maximum', async function (this: ExchangeWorld, token: string, network: string) {
  await choose(this, token, network);
  store(this).useMax();
});

Then('the withdraw amount is {word}', function (this: ExchangeWorld, amount: string) {
  assert.equal(store(this).amount, amount);
});

Then('the address problem reads {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(store(this).addressProblem?.message, message);
});

Then('the amount problem reads {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(store(this).amountProblem?.message, message);
});

Then('the member cannot send', function (this: ExchangeWorld) {
  assert.equal(store(this).canSend, false);
});

Then('the member can send', function (this: ExchangeWorld) {
  assert.equal(store(this).canSend, true);
});

Then('the summary shows fee {word}, taken {word} and received {word}', function (this: ExchangeWorld, fee: string, total: string, receive: string) {
  const f = store(this).figures;
  assert.deepEqual([f?.fee, f?.total, f?.receive], [fee, total, receive]);
});

Given('the exchange asks for an extra step that answers code {string}', function (this: ExchangeWorld, code: string) {
  this.fakes.withdrawChallenge.answer = { proceed: true, fields: { code } };
});

When('the member sends the withdrawal', async function (this: ExchangeWorld) {
  const outcome = await store(this).send();
  assert.equal(outcome?.kind, 'sent', JSON.stringify(outcome));
  await flush(this);
});

Then('the exchange received the withdrawal with code {string}', function (this: ExchangeWorld, code: string) {
  assert.equal(this.fakes.withdrawChallenge.asked, 1);
  assert.equal(this.fakes.withdrawApi.sent.at(-1)?.code, code);
});

When('the member cancels it from the history', async function (this: ExchangeWorld) {
  const history = this.get(TransferHistoryStore);
  await history.load();
  assert.equal(await history.cancel(history.rows[0].id), undefined);
});

Then('the withdrawal history shows it as {string}', async function (this: ExchangeWorld, status: string) {
  const history = this.get(TransferHistoryStore);
  await history.load();
  assert.equal(history.rows[0]?.status, status);
});
