import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { TranslatorPort } from '../../../src/application/shared/ports/translator.port';
import type { WalletChain } from '../../../src/domain/security/account-links';
import { AccountLinksStore } from '../../../src/presentation/security/account-links.store';
import type { ExchangeWorld } from '../../support/world';

const store = (world: ExchangeWorld) => world.get(AccountLinksStore);

When('the holder starts the email change', async function (this: ExchangeWorld) {
  await store(this).load();
  await store(this).sendOldCode();
});

Then('a code was sent to {string}', function (this: ExchangeWorld, masked: string) {
  assert.equal(store(this).sentTo, masked);
});

When("the holder enters the old address's code {string}", async function (this: ExchangeWorld, code: string) {
  await store(this).tradeOldCode(code, {});
});

When('the holder asks for a code at {string}', async function (this: ExchangeWorld, email: string) {
  assert.equal(await store(this).sendNewCode(email), true);
});

When("the holder enters the new address's code {string}", async function (this: ExchangeWorld, code: string) {
  await store(this).changeEmail(code);
});

Then('the email change is done', function (this: ExchangeWorld) {
  assert.equal(store(this).step, 'done');
});

Then('the email change step is {string}', function (this: ExchangeWorld, step: string) {
  assert.equal(store(this).step, step);
});

Then("the account's email is {string}", function (this: ExchangeWorld, email: string) {
  assert.equal(store(this).links?.email, email);
});

Then('the links card says {string}', function (this: ExchangeWorld, message: string) {
  const error = store(this).error ?? assert.fail('no refusal');
  const text = 'key' in error ? this.get(TranslatorPort).t(`security:${error.key}`, error.params) : error.message;
  assert.equal(text, message);
});

When('the holder links Discord', async function (this: ExchangeWorld) {
  await store(this).load();
  store(this).startDiscord('/account/security?link=discord');
});

Then("the browser went to Discord's consent page with a state", function (this: ExchangeWorld) {
  const { oauth } = this.fakes.accountLinks;
  const url = new URL(oauth.wentTo ?? assert.fail('not sent'), 'http://x');
  assert.equal(url.pathname, '/discord-sim/oauth2/authorize');
  assert.equal(url.searchParams.get('client_id'), 'woox-sim');
  assert.equal(url.searchParams.get('redirect_uri'), '/account/security?link=discord');
  assert.equal(url.searchParams.get('state'), oauth.kept);
});

When('Discord sends the holder back with the code {string} and the same state', async function (this: ExchangeWorld, code: string) {
  await store(this).finishDiscord({ code, state: this.fakes.accountLinks.oauth.kept ?? null, error: null });
});

When(
  'Discord sends the holder back with the code {string} and the state {string}',
  async function (this: ExchangeWorld, code: string, state: string) {
    await store(this).finishDiscord({ code, state, error: null });
  },
);

When('Discord sends the holder back with the error {string}', async function (this: ExchangeWorld, error: string) {
  await store(this).finishDiscord({ code: null, state: this.fakes.accountLinks.oauth.kept ?? null, error });
});

Then('Discord is linked as {string}', function (this: ExchangeWorld, username: string) {
  assert.equal(store(this).links?.discord?.username, username);
});

Then('no Discord code was sent to the exchange', function (this: ExchangeWorld) {
  assert.deepEqual(
    this.fakes.accountLinks.api.calls.filter((c) => c.startsWith('discord')),
    [],
  );
});

Given('the wallet refuses to sign', function (this: ExchangeWorld) {
  this.fakes.accountLinks.signer.refuse = true;
});

When(
  /^the holder binds the (EVM|TRON|SOLANA) wallet "([^"]*)"$/,
  async function (this: ExchangeWorld, chain: WalletChain, address: string) {
    await store(this).bindWallet(chain, address);
  },
);

Then('the bound wallets are {string}', function (this: ExchangeWorld, wallets: string) {
  assert.equal(
    (store(this).links?.wallets ?? this.fakes.accountLinks.api.view.wallets).map((w) => `${w.chain} ${w.address}`).join(', '),
    wallets,
  );
});

Then('no wallet call was made', function (this: ExchangeWorld) {
  assert.deepEqual(
    this.fakes.accountLinks.api.calls.filter((c) => c.startsWith('bind_wallet')),
    [],
  );
});
