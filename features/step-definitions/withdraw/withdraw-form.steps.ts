import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import { WalletServiceStore } from '../../../src/presentation/deposit/wallet-service.store';
import { challengeMessage } from '../../../src/presentation/shared/challenge-message';
import { TradingAccountStore } from '../../../src/presentation/member-trading/account/trading-account.store';
import { TransferHistoryStore } from '../../../src/presentation/withdraw/transfer-history.store';
import { WithdrawChallengeStore } from '../../../src/presentation/withdraw/withdraw-challenge.store';
import { WithdrawStore, type SendOutcome } from '../../../src/presentation/withdraw/withdraw.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { balanceOf } from '../../../tests/fakes/trade/fake-trading-api';
import { createTestI18n } from '../../../tests/support/test-i18n';
import { worldPart, type ExchangeWorld } from '../../support/world';
import { englishRefusal } from '../../../simulator/http/refusal-english';

/** The app's container with the fakes: the real withdraw store over the fake exchange and trading account. */
const store = (w: ExchangeWorld) => w.get(WithdrawStore);
/** A send waiting for the security step. */
const part = worldPart((): { sending: Promise<SendOutcome> | undefined } => ({ sending: undefined }));

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
  // the page's maintenance banner reads GET /asset/ when it opens
  void this.get(WalletServiceStore).loadStatus();
  await flush(this);
  assert.equal(this.get(TradingAccountStore).ready, true);
});

async function choose(w: ExchangeWorld, token: string, network: string): Promise<void> {
  await store(w).chooseToken(token);
  store(w).chooseNetwork(network);
}

When(
  /^the member withdraws ([\d.]+) (\w+) on (\w+) to "([^"]*)"$/,
  async function (this: ExchangeWorld, amount: string, token: string, network: string, address: string) {
    await choose(this, token, network);
    const s = store(this);
    s.setAddress(address);
    s.touch();
    s.setAmount(amount);
  },
);

When('the member chooses {word} on {word} and asks for the maximum', async function (this: ExchangeWorld, token: string, network: string) {
  await choose(this, token, network);
  store(this).useMax();
});

Then('the withdraw amount is {word}', function (this: ExchangeWorld, amount: string) {
  assert.equal(store(this).amount, amount);
});

Then('the address problem reads {string}', function (this: ExchangeWorld, message: string) {
  const problem = store(this).addressProblem;
  assert.equal(problem && englishRefusal(problem.refusal), message);
});

Then('the amount problem reads {string}', function (this: ExchangeWorld, message: string) {
  const problem = store(this).amountProblem;
  assert.equal(problem && englishRefusal(problem.refusal), message);
});

Then('the member cannot send', function (this: ExchangeWorld) {
  assert.equal(store(this).canSend, false);
});

Then('the member can send', function (this: ExchangeWorld) {
  assert.equal(store(this).canSend, true);
});

Then(
  'the summary shows fee {word}, taken {word} and received {word}',
  function (this: ExchangeWorld, fee: string, total: string, receive: string) {
    const f = store(this).figures;
    assert.deepEqual([f?.fee, f?.total, f?.receive], [fee, total, receive]);
  },
);

Given('the member has a withdraw password and 2FA on', function (this: ExchangeWorld) {
  this.fakes.securityApi.passwords.withdraw = 'Secret-42';
  this.fakes.securityApi.totp = true;
});

Given('the member has 2FA on', function (this: ExchangeWorld) {
  this.fakes.securityApi.totp = true;
});

/** Past the review to the security step; the code mailed on the way is typed as the member reads it. */
async function toSecurityStep(w: ExchangeWorld): Promise<void> {
  part(w).sending = store(w).send();
  await flush(w);
  const step = w.get(WithdrawChallengeStore);
  assert.equal(step.stage, 'review');
  step.next();
  await flush(w);
  step.setEmailCode(w.fakes.withdrawApi.emailCodes.at(-1) ?? assert.fail('no email code was mailed'));
}

When('the member starts sending the withdrawal', async function (this: ExchangeWorld) {
  await toSecurityStep(this);
});

Then('the security step asks for the withdraw password and the code', function (this: ExchangeWorld) {
  const ask = this.get(WithdrawChallengeStore).ask;
  assert.deepEqual([ask?.password, ask?.code, ask?.request.amount], [true, true, '100']);
  assert.equal(this.fakes.withdrawApi.sent.length, 0);
});

Then('the security step asks for the code only', function (this: ExchangeWorld) {
  const ask = this.get(WithdrawChallengeStore).ask;
  assert.deepEqual([ask?.password, ask?.code], [false, true]);
});

Then('the member cannot confirm the step with the code {string}', function (this: ExchangeWorld, code: string) {
  const step = this.get(WithdrawChallengeStore);
  step.setPassword('Secret-42');
  step.setCode(code);
  assert.equal(step.complete, false);
  step.confirm();
  assert.notEqual(step.ask, undefined);
});

When(
  'the member confirms the step with {string} and the code {string}',
  async function (this: ExchangeWorld, password: string, code: string) {
    const step = this.get(WithdrawChallengeStore);
    step.setPassword(password);
    step.setCode(code);
    step.confirm();
    const outcome = await part(this).sending;
    assert.equal(outcome?.kind, 'sent', JSON.stringify(outcome));
    await flush(this);
  },
);

When('the member cancels the step', async function (this: ExchangeWorld) {
  this.get(WithdrawChallengeStore).cancel();
  assert.equal(await part(this).sending, undefined);
});

Then(
  'the exchange received the withdrawal with withdraw password {string} and code {string}',
  function (this: ExchangeWorld, password: string, code: string) {
    const sent = this.fakes.withdrawApi.sent.at(-1) as Record<string, unknown> | undefined;
    assert.deepEqual([sent?.withdrawPassword, sent?.totp], [password, code]);
  },
);

Then('nothing was withdrawn and the form can send again', function (this: ExchangeWorld) {
  assert.equal(this.fakes.withdrawApi.sent.length, 0);
  assert.equal(store(this).sending, false);
  assert.equal(store(this).canSend, true);
});

When('the member sends the withdrawal', async function (this: ExchangeWorld) {
  await toSecurityStep(this);
  this.get(WithdrawChallengeStore).confirm();
  const outcome = await part(this).sending;
  assert.equal(outcome?.kind, 'sent', JSON.stringify(outcome));
  await flush(this);
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

const i18n = createTestI18n();

Given('the exchange takes the 2FA code {string}', function (this: ExchangeWorld, code: string) {
  this.fakes.withdrawApi.totp = code;
});

When(
  'the member confirms the step with {string} and the wrong code {string}',
  async function (this: ExchangeWorld, password: string, code: string) {
    const step = this.get(WithdrawChallengeStore);
    step.setPassword(password);
    step.setCode(code);
    step.confirm();
    await flush(this);
  },
);

Then('the security step is still open with {string} and {string}', function (this: ExchangeWorld, password: string, code: string) {
  const step = this.get(WithdrawChallengeStore);
  assert.notEqual(step.ask, undefined);
  assert.deepEqual([step.password, step.code, step.checking], [password, code, false]);
  assert.equal(this.fakes.withdrawApi.sent.length, 0);
  assert.equal(store(this).outcome, undefined);
});

Then('under the code it says {string}', function (this: ExchangeWorld, text: string) {
  const refusal = this.get(WithdrawChallengeStore).refusal ?? assert.fail('no refusal under the code');
  assert.equal(refusal.field, 'totp');
  assert.equal(challengeMessage(i18n.getFixedT('en', 'withdraw'), refusal), text);
});

Then('in Russian under the code it says {string}', function (this: ExchangeWorld, text: string) {
  assert.equal(challengeMessage(i18n.getFixedT('ru', 'withdraw'), this.get(WithdrawChallengeStore).refusal!), text);
});

When('the member corrects the code to {string} and confirms', async function (this: ExchangeWorld, code: string) {
  const step = this.get(WithdrawChallengeStore);
  step.setCode(code);
  assert.equal(step.refusal, undefined);
  step.confirm();
  const outcome = await part(this).sending;
  assert.equal(outcome?.kind, 'sent', JSON.stringify(outcome));
  await flush(this);
});

Then('the security step is closed', function (this: ExchangeWorld) {
  assert.equal(this.get(WithdrawChallengeStore).ask, undefined);
});
