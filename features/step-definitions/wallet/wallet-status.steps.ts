import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import { DepositStore } from '../../../src/presentation/deposit/deposit.store';
import { WalletServiceStore } from '../../../src/presentation/deposit/wallet-service.store';
import { WalletStatusStore } from '../../../src/presentation/wallet/wallet-status.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import type { ExchangeWorld } from '../../support/world';

const status = (w: ExchangeWorld) => w.get(WalletStatusStore);
const deposit = (w: ExchangeWorld) => w.get(DepositStore);

Given('a signed-in wallet holder who never deposited', function (this: ExchangeWorld) {
  this.fakes.walletApi.deposited = false;
  this.get(SessionState).loggedIn(anAccount());
});

Given('a signed-in wallet holder whose deposit status cannot be read', function (this: ExchangeWorld) {
  this.fakes.walletApi.deposited = undefined;
  this.get(SessionState).loggedIn(anAccount());
});

Given(
  'a signed-in wallet holder with {int} open positions and {int} ledger records',
  function (this: ExchangeWorld, openPositions: number, ledgerRows: number) {
    this.fakes.walletApi.walletInfo = {
      walletMode: 'UNIFIED',
      tokens: ['BTC', 'USDT'],
      hasDeposit: true,
      ledgerRows,
      openPositions,
      updatedTime: 1_700_000_000_000,
    };
    this.get(SessionState).loggedIn(anAccount());
  },
);

When("the wallet's status loads", async function (this: ExchangeWorld) {
  await status(this).refresh();
});

When('a deposit is credited and the wallet is opened again', async function (this: ExchangeWorld) {
  this.fakes.walletApi.deposited = true;
  await status(this).refresh();
});

Then('the wallet prompts a first deposit, leading to {string}', function (this: ExchangeWorld, path: string) {
  assert.equal(status(this).needsFirstDeposit, true);
  // the prompt's only action is the link to the deposit page (wallet-status.tsx); it has no close button
  assert.equal(path, '/wallet/deposit');
});

Then('the wallet does not prompt a first deposit', function (this: ExchangeWorld) {
  assert.equal(status(this).needsFirstDeposit, false);
});

Then(
  "the wallet's activity shows {int} open positions and {int} ledger records",
  function (this: ExchangeWorld, openPositions: number, ledgerRows: number) {
    const info = status(this).info;
    assert.deepEqual({ openPositions: info?.openPositions, ledgerRows: info?.ledgerRows }, { openPositions, ledgerRows });
  },
);

Given('a signed-in depositor on the deposit page', function (this: ExchangeWorld) {
  this.get(SessionState).loggedIn(anAccount());
});

Given('token_info does not describe {word}', function (this: ExchangeWorld, token: string) {
  delete this.fakes.depositApi.tokenInfos[token];
});

When('the depositor chooses {word}', async function (this: ExchangeWorld, token: string) {
  await deposit(this).chooseToken(token);
  await settle();
});

Then(
  'the coin panel says {string} with {int} decimals, networks {string} and markets {string}',
  function (this: ExchangeWorld, name: string, decimals: number, networks: string, markets: string) {
    const store = deposit(this);
    const info = store.tokenInfo ?? assert.fail('no coin panel');
    const protocols = store.networks.status === 'success' ? store.networks.value.map((n) => n.protocol).join(', ') : '';
    const trades = [info.spot && 'spot', info.perp && 'perp'].filter(Boolean).join(', ') || 'quote only';
    assert.deepEqual(
      { name: info.fullName, decimals: info.decimals, networks: protocols, markets: trades },
      { name, decimals, networks, markets },
    );
  },
);

Then('the deposit page shows no coin panel', function (this: ExchangeWorld) {
  assert.equal(deposit(this).tokenInfo, undefined);
});

Given('the exchange suspends every deposit of {word}', function (this: ExchangeWorld, token: string) {
  this.fakes.depositApi.depositsSuspended.add(token);
});

Given('the exchange does not answer the token config', function (this: ExchangeWorld) {
  this.fakes.depositApi.tokenConfigAnswers = false;
});

When('the deposit page opens', async function (this: ExchangeWorld) {
  deposit(this).start();
  // the page's maintenance banner reads GET /asset/ when it opens
  void this.get(WalletServiceStore).loadStatus();
  await settle();
  deposit(this).stop();
});

Then('the coins to deposit are {string}', function (this: ExchangeWorld, list: string) {
  assert.equal(
    deposit(this)
      .tokens.map((c) => c.token)
      .join(', '),
    list,
  );
});

Then('only {string} is listed as suspended', function (this: ExchangeWorld, token: string) {
  assert.deepEqual(
    deposit(this)
      .tokens.filter((c) => c.disabled)
      .map((c) => c.token),
    [token],
  );
});
