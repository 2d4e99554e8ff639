import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { challengeMessage } from '../../../src/presentation/shared/challenge-message';
import { AddressBookStore } from '../../../src/presentation/withdraw/address-book.store';
import { WithdrawChallengeStore } from '../../../src/presentation/withdraw/withdraw-challenge.store';
import { WithdrawStore, type SendOutcome } from '../../../src/presentation/withdraw/withdraw.store';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { createTestI18n } from '../../../tests/support/test-i18n';
import { worldPart, type ExchangeWorld } from '../../support/world';

/** The review and the email code of a withdrawal (the real stores over the fake exchange and its mailbox). */
const part = worldPart((): { sending: Promise<SendOutcome> | undefined } => ({ sending: undefined }));
const step = (w: ExchangeWorld) => w.get(WithdrawChallengeStore);
const i18n = createTestI18n();

async function flush(w: ExchangeWorld): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await settle();
    w.fakes.frames.flush();
  }
}

Given(
  'the member saved {string} on {word} as {string}',
  async function (this: ExchangeWorld, address: string, network: string, label: string) {
    this.fakes.withdrawApi.book.push({ id: 7, label, token: 'USDT', network, address, extra: '', createdTime: 1 });
    await this.get(AddressBookStore).load();
  },
);

When('the member opens the review', async function (this: ExchangeWorld) {
  part(this).sending = this.get(WithdrawStore).send();
  await flush(this);
});

When('the member clicks "Withdraw" twice', async function (this: ExchangeWorld) {
  part(this).sending = this.get(WithdrawStore).send();
  assert.equal(await this.get(WithdrawStore).send(), undefined);
  await flush(this);
});

Then(
  /^the review shows (\w+) on "([^"]*)" to "([^"]*)", amount (\S+), fee (\S+), taken (\S+), received (\S+), about (\d+) minutes$/,
  function (
    this: ExchangeWorld,
    token: string,
    network: string,
    label: string,
    amount: string,
    fee: string,
    total: string,
    receive: string,
    minutes: string,
  ) {
    const review = step(this).ask?.review ?? assert.fail('no review is open');
    assert.equal(step(this).stage, 'review');
    assert.deepEqual(
      [review.token, review.networkName, review.label, review.amount, review.fee, review.total, review.receive, review.arrivalMinutes],
      [token, network, label, amount, fee, total, receive, Number(minutes)],
    );
  },
);

Then('no email code was mailed yet', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.withdrawApi.emailCodes, []);
});

When('the member continues to the security step', async function (this: ExchangeWorld) {
  step(this).next();
  await flush(this);
});

Then('an email code was mailed and the step asks for the email code only', function (this: ExchangeWorld) {
  assert.equal(this.fakes.withdrawApi.emailCodes.length, 1);
  const s = step(this);
  assert.deepEqual([s.stage, s.emailSent, s.ask?.password, s.ask?.code, s.complete], ['verify', true, false, false, false]);
});

When('the member types the email code {string} and confirms', async function (this: ExchangeWorld, code: string) {
  step(this).setEmailCode(code);
  step(this).confirm();
  await flush(this);
});

When('the member types the mailed code and confirms', async function (this: ExchangeWorld) {
  step(this).setEmailCode(this.fakes.withdrawApi.emailCodes.at(-1)!);
  step(this).confirm();
  const outcome = await part(this).sending;
  assert.equal(outcome?.kind, 'sent', JSON.stringify(outcome));
  await flush(this);
});

When('the member types the mailed code and clicks confirm twice', async function (this: ExchangeWorld) {
  step(this).setEmailCode(this.fakes.withdrawApi.emailCodes.at(-1)!);
  step(this).confirm();
  step(this).confirm();
  assert.equal((await part(this).sending)?.kind, 'sent');
  await flush(this);
});

Then('the exchange received one withdrawal with the mailed email code', function (this: ExchangeWorld) {
  assert.deepEqual(
    this.fakes.withdrawApi.sent.map((s) => s.emailCode),
    [this.fakes.withdrawApi.emailCodes.at(-1)],
  );
});

Then('the security step is still open and under the email code it says {string}', function (this: ExchangeWorld, text: string) {
  const s = step(this);
  assert.notEqual(s.ask, undefined);
  assert.equal(this.fakes.withdrawApi.sent.length, 0);
  assert.equal(s.refusal?.field, 'emailCode');
  assert.equal(challengeMessage(i18n.getFixedT('en', 'withdraw'), s.refusal!), text);
});

Then('in Russian under the email code it says {string}', function (this: ExchangeWorld, text: string) {
  assert.equal(challengeMessage(i18n.getFixedT('ru', 'withdraw'), step(this).refusal!), text);
});

Then('"Resend" waits {int} seconds', function (this: ExchangeWorld, seconds: number) {
  assert.equal(step(this).resendIn, seconds);
});

When('the member presses "Resend"', async function (this: ExchangeWorld) {
  await step(this).sendEmailCode();
  await flush(this);
});

When('{int} seconds pass on the withdraw page', async function (this: ExchangeWorld, seconds: number) {
  for (let i = 0; i < seconds; i++) this.fakes.clock.advance(1000);
  await flush(this);
});

Then('{int} email code(s) were/was mailed', function (this: ExchangeWorld, count: number) {
  assert.equal(this.fakes.withdrawApi.emailCodes.length, count);
});
