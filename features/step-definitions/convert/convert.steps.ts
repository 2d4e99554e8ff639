import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import { KeepTradingAccount } from '../../../src/application/member-trading/keep-trading-account.use-case';
import { ConvertStore } from '../../../src/presentation/convert/convert.store';
import { amountMessage } from '../../../src/presentation/shared/amount-message';
import { ACCOUNT_VIEW_MS, TradingAccountStore } from '../../../src/presentation/member-trading/account/trading-account.store';
import { createTestI18n } from '../../../tests/support/test-i18n';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { balanceOf } from '../../../tests/fakes/trade/fake-trading-api';
import { worldPart, type ExchangeWorld } from '../../support/world';

/** The app's container with the fakes: the real convert store and account store over a fake exchange. */
const part = worldPart((): { started: boolean } => ({ started: false }));
const store = (w: ExchangeWorld) => w.get(ConvertStore);

async function flush(w: ExchangeWorld): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await settle();
    w.fakes.frames.flush();
  }
}

After(function (this: ExchangeWorld) {
  if (!part(this).started) return;
  store(this).stop();
  this.get(KeepTradingAccount).stop();
});

Given(
  'a member signed in to convert with {int} USDT, {float} BTC and {int} ETH',
  async function (this: ExchangeWorld, usdt: number, btc: number, eth: number) {
    this.fakes.tradingApi.balancesRows = [balanceOf('USDT', String(usdt)), balanceOf('BTC', String(btc)), balanceOf('ETH', String(eth))];
    const held: Record<string, string> = { USDT: String(usdt), BTC: String(btc), ETH: String(eth) };
    this.fakes.convertApi.available = (token) => held[token] ?? '0';
    this.get(SessionState).loggedIn(anAccount());
    const started = store(this).start();
    part(this).started = true;
    await flush(this);
    await started;
    assert.equal(this.get(TradingAccountStore).ready, true);
  },
);

Given('the exchange prices BTC at {int} USDT and ETH at {int} USDT', function (this: ExchangeWorld, btc: number, eth: number) {
  this.fakes.convertApi.mids.set('BTC', String(btc));
  this.fakes.convertApi.mids.set('ETH', String(eth));
});

Given('the exchange answers slowly', function (this: ExchangeWorld) {
  this.fakes.convertApi.hold = true;
});

/** Runs a store call to its end, releasing a slow exchange's answers on the way. */
async function finish(w: ExchangeWorld, call: Promise<void>): Promise<void> {
  let done = false;
  void call.then(() => (done = true));
  for (let i = 0; i < 10 && !done; i++) {
    await flush(w);
    w.fakes.convertApi.release();
  }
  await call;
  await flush(w);
}

When(
  'the member asks for a quote to sell {word} {word} for {word}',
  async function (this: ExchangeWorld, amount: string, from: string, to: string) {
    const s = store(this);
    s.setSellToken(from);
    s.setBuyToken(to);
    s.setAmount(amount);
    await finish(this, s.requestQuote());
    assert.ok(s.quote, `a quote (notice: ${JSON.stringify(s.notice)})`);
  },
);

When('the member chooses to sell {word} for {word}', function (this: ExchangeWorld, from: string, to: string) {
  store(this).setSellToken(from);
  store(this).setBuyToken(to);
});

When('the member asks for the maximum', function (this: ExchangeWorld) {
  store(this).fillMax();
});

Then('the amount is {word}', function (this: ExchangeWorld, amount: string) {
  assert.equal(store(this).amount, amount);
});

Then("the quote's rate is 1 {word} = {word} {word}", function (this: ExchangeWorld, from: string, price: string, to: string) {
  const q = store(this).quote!;
  assert.deepEqual([q.sellToken, q.buyPrice, q.buyToken], [from, price, to]);
});

Then('the member would receive {word} {word}', function (this: ExchangeWorld, amount: string, token: string) {
  const q = store(this).quote!;
  assert.deepEqual([q.buyQuantity, q.buyToken], [amount, token]);
});

Then('the quote expires in {int} seconds', function (this: ExchangeWorld, seconds: number) {
  assert.equal(store(this).expired, false);
  assert.equal(store(this).secondsLeft, seconds);
});

When('the member waits {float} seconds', function (this: ExchangeWorld, seconds: number) {
  this.fakes.clock.advance(seconds * 1000);
});

Then('the quote has expired and cannot be accepted', function (this: ExchangeWorld) {
  const s = store(this);
  assert.equal(s.expired, true);
  assert.equal(s.secondsLeft, 0);
  assert.deepEqual(s.verdict, { ok: false, reason: 'expired', message: 'quote expired' });
});

When('the member accepts the quote', async function (this: ExchangeWorld) {
  await finish(this, store(this).accept());
});

When('the member refreshes the quote', async function (this: ExchangeWorld) {
  await finish(this, store(this).requestQuote());
});

When('the member clicks Convert twice', async function (this: ExchangeWorld) {
  const s = store(this);
  const first = s.accept();
  const second = s.accept();
  await finish(
    this,
    Promise.all([first, second]).then(() => undefined),
  );
});

Then('no conversion was asked of the exchange', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.convertApi.accepts, []);
});

Then('the exchange was asked for {int} conversion(s)', function (this: ExchangeWorld, count: number) {
  assert.equal(this.fakes.convertApi.accepts.length, count);
  assert.equal(this.fakes.convertApi.conversions.length, count);
});

Then('the member sees {string}', function (this: ExchangeWorld, text: string) {
  const s = store(this);
  const shown = s.result
    ? `Converted ${s.result.sellQuantity} ${s.result.sellToken} into ${s.result.buyQuantity} ${s.result.buyToken}.`
    : s.notice?.kind === 'refused'
      ? s.notice.message
      : undefined;
  assert.equal(shown, text);
});

Then(
  'the conversion history lists {word} {word} sold for {word} {word} at {word}',
  function (this: ExchangeWorld, sell: string, sellToken: string, buy: string, buyToken: string, price: string) {
    const h = store(this).history;
    assert.equal(h.status, 'success');
    if (h.status !== 'success') return;
    assert.equal(h.value.total, 1);
    const row = h.value.rows[0];
    assert.deepEqual(
      [row.sellQuantity, row.sellToken, row.buyQuantity, row.buyToken, row.buyPrice],
      [sell, sellToken, buy, buyToken, price],
    );
  },
);

const i18n = createTestI18n();

When('the member types {word} BTC to sell for USDT', function (this: ExchangeWorld, amount: string) {
  const s = store(this);
  s.setSellToken('BTC');
  s.setBuyToken('USDT');
  s.setAmount(amount);
});

/** The amount's problem as the page writes it under the field, in a language (the field's own label). */
function problemText(w: ExchangeWorld, language: string): string | undefined {
  const problem = store(w).amountProblem;
  const t = i18n.getFixedT(language, 'convert');
  return problem && amountMessage(t, language, problem, t('form.amount'), store(w).sellToken);
}

Then('under the amount the member reads {string}', function (this: ExchangeWorld, text: string) {
  assert.equal(problemText(this, 'en'), text);
});

Then('in Russian the member reads {string}', function (this: ExchangeWorld, text: string) {
  assert.equal(problemText(this, 'ru'), text);
});

When('the member asks for a quote anyway', async function (this: ExchangeWorld) {
  await finish(this, store(this).requestQuote());
});

Then('no quote was asked of the exchange', function (this: ExchangeWorld) {
  assert.equal(this.fakes.convertApi.quotes.size, 0);
  assert.equal(store(this).quote, undefined);
});

When("the member's BTC balance drops to {word}", async function (this: ExchangeWorld, btc: string) {
  this.fakes.privateStream.pushBalances({ BTC: { holding: btc, frozen: '0', version: 1_000_000 } });
  await flush(this);
  this.fakes.clock.advance(ACCOUNT_VIEW_MS);
  this.fakes.frames.flush();
});
