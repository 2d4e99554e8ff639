import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import { BuyCryptoStore } from '../../../src/presentation/buy-crypto/buy-crypto.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import type { ExchangeWorld } from '../../support/world';
import { englishRefusal } from '../../../simulator/http/refusal-english';
import { amountMessage } from '../../../src/presentation/shared/amount-message';
import { createTestI18n } from '../../../tests/support/test-i18n';

/** The app's container with the fakes: the real buy-crypto store over the in-memory on-ramp. */
const store = (w: ExchangeWorld) => w.get(BuyCryptoStore);

Given('the on-ramp prices BTC at {int} USD', function (this: ExchangeWorld, price: number) {
  this.fakes.onRamp.usdPrices.set('BTC', String(price));
});

Given('a member signed in to buy crypto', function (this: ExchangeWorld) {
  this.get(SessionState).loggedIn(anAccount());
});

When(
  'a visitor asks for offers on {word} {word} of {word}',
  async function (this: ExchangeWorld, amount: string, fiat: string, crypto: string) {
    const s = store(this);
    s.setFiat(fiat);
    s.setCrypto(crypto);
    s.setAmount(amount);
    await s.loadOffers();
  },
);

When('a visitor types {word} USD', function (this: ExchangeWorld, amount: string) {
  store(this).setAmount(amount);
});

const LANGUAGES: Record<string, string> = { English: 'en', Russian: 'ru' };

Then('in {word} the buy amount problem reads {string}', function (this: ExchangeWorld, language: string, message: string) {
  const lng = LANGUAGES[language];
  const t = createTestI18n().getFixedT(lng, 'buyCrypto');
  const problem = store(this).amountProblem;
  assert.ok(problem, 'the amount was accepted');
  assert.equal(amountMessage(t, lng, problem, t('amountField'), store(this).fiat), message);
});

Then(
  'offer {int} is {} with fee {word}, rate {word} and {word} BTC',
  function (this: ExchangeWorld, n: number, provider: string, fee: string, rate: string, crypto: string) {
    const o = store(this).offers[n - 1];
    assert.deepEqual([o?.providerName, o?.fee, o?.rate, o?.cryptoAmount], [provider, fee, rate, crypto]);
  },
);

When('the member chooses the best offer and pays with card {string}', async function (this: ExchangeWorld, number: string) {
  const s = store(this);
  s.choose(s.offers[0].quoteId);
  s.setCard('number', number);
  s.setCard('expiry', '12/99');
  s.setCard('cvc', '123');
  s.setCard('holder', 'Ada Lovelace');
  await s.pay();
});

Then('the card problem reads {string}', function (this: ExchangeWorld, message: string) {
  const problem = store(this).cardProblem;
  assert.equal(problem && englishRefusal(problem.refusal), message);
});

Then('no payment was sent', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.onRamp.paid, []);
});

Then('{int} payment was sent', function (this: ExchangeWorld, count: number) {
  assert.equal(this.fakes.onRamp.paid.length, count);
});

Then('the purchase shows {word} {word} credited', function (this: ExchangeWorld, amount: string, token: string) {
  const s = store(this);
  assert.equal(s.step, 'paid');
  assert.deepEqual([s.purchase?.amount, s.purchase?.token], [amount, token]);
});
