import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import { KeepTradingAccount } from '../../../src/application/member-trading/keep-trading-account.use-case';
import { displayName } from '../../../src/domain/auth/display-name';
import { SubAccountsStore } from '../../../src/presentation/subaccounts/sub-accounts.store';
import { amountMessage } from '../../../src/presentation/shared/amount-message';
import { TransferStore } from '../../../src/presentation/subaccounts/transfer.store';
import { TradingAccountView } from '../../../src/presentation/member-trading/account/trading-account-view';
import { TradingAccountStore } from '../../../src/presentation/member-trading/account/trading-account.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { balanceOf } from '../../../tests/fakes/trade/fake-trading-api';
import { createTestI18n } from '../../../tests/support/test-i18n';
import { worldPart, type ExchangeWorld } from '../../support/world';

/** The real sub-account and transfer stores over the fake exchange (tests/fakes/subaccounts). */
const part = worldPart((): { started: boolean; transfersBefore: number } => ({ started: false, transfersBefore: 0 }));
const accounts = (w: ExchangeWorld) => w.get(SubAccountsStore);
const transfers = (w: ExchangeWorld) => w.get(TransferStore);
const appOf = (w: ExchangeWorld, name: string) => {
  const m = w.fakes.subAccountsApi.members.find((x) => x.name === name);
  assert.ok(m, `no account named ${name}`);
  return m.applicationId;
};

async function flush(w: ExchangeWorld): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await settle();
    w.fakes.frames.flush();
  }
}

After(function (this: ExchangeWorld) {
  if (part(this).started) this.get(KeepTradingAccount).stop();
});

Given(
  'a main account {string} holding {int} USDT and {float} BTC',
  async function (this: ExchangeWorld, name: string, usdt: number, btc: number) {
    const api = this.fakes.subAccountsApi;
    api.members[0] = { ...api.members[0], name };
    api.balances.set(
      'main-app',
      new Map([
        ['USDT', String(usdt)],
        ['BTC', String(btc)],
      ]),
    );
    this.fakes.tradingApi.balancesRows = [balanceOf('USDT', String(usdt)), balanceOf('BTC', String(btc))];
    this.get(SessionState).loggedIn(anAccount());
    this.get(TradingAccountView).start();
    part(this).started = true;
    await flush(this);
    assert.equal(this.get(TradingAccountStore).ready, true);
    await accounts(this).load();
  },
);

Given('the member has {int} sub-accounts', async function (this: ExchangeWorld, count: number) {
  for (let i = 0; i < count; i++) assert.equal((await this.fakes.subAccountsApi.create(`Sub ${i}`)).ok, true);
  await accounts(this).load();
});

Given('the member has a sub-account {string}', async function (this: ExchangeWorld, name: string) {
  assert.equal((await this.fakes.subAccountsApi.create(name)).ok, true);
  await accounts(this).load();
});

Given('the exchange prices BTC at {int} USDT', function (this: ExchangeWorld, price: number) {
  this.fakes.subAccountsApi.prices.BTC = String(price);
});

When('the member creates a sub-account named {string}', async function (this: ExchangeWorld, name: string) {
  await accounts(this).create(name);
});

When('the member renames {string} to {string}', async function (this: ExchangeWorld, from: string, to: string) {
  assert.equal(await accounts(this).rename(appOf(this, from), to), true);
});

When('the member switches to {string} on the wallet page', async function (this: ExchangeWorld, name: string) {
  await accounts(this).switchTo(appOf(this, name), '/wallet');
});

When('the member transfers {string} USDT to {string}', async function (this: ExchangeWorld, amount: string, name: string) {
  part(this).transfersBefore = this.fakes.subAccountsApi.transfersMade.length;
  const t = transfers(this);
  t.show();
  t.setTo(appOf(this, name));
  t.setToken('USDT');
  t.setAmount(amount);
  await t.submit();
});

When('the member opens the transfer dialog for BTC and presses Max', function (this: ExchangeWorld) {
  const t = transfers(this);
  t.show();
  t.setToken('BTC');
  t.fillMax();
});

When('the member switches the wallet to MULTI', async function (this: ExchangeWorld) {
  await transfers(this).switchWalletMode('MULTI');
});

When('the member stops using BTC as collateral', async function (this: ExchangeWorld) {
  await transfers(this).switchCollateral('BTC', false);
});

Then('the member is told {string}', function (this: ExchangeWorld, message: string) {
  const notice = accounts(this).notice ?? transfers(this).notice;
  assert.deepEqual(notice, { kind: 'refused', message });
});

Then('the exchange was not asked to create {string}', function (this: ExchangeWorld, name: string) {
  assert.equal(this.fakes.subAccountsApi.calls.includes(`create ${name}`), false);
});

Then('the family lists {string} and {string}', function (this: ExchangeWorld, main: string, sub: string) {
  assert.deepEqual(
    accounts(this).members.map((m) => [m.name, m.main]),
    [
      [main, true],
      [sub, false],
    ],
  );
});

Then('the session now belongs to the sub-account {string}', function (this: ExchangeWorld, name: string) {
  const member = this.fakes.subAccountsApi.members.find((m) => m.name === name)!;
  assert.equal(this.fakes.credentials.token(), `session-of-${member.userId}`);
  assert.equal(this.fakes.credentials.userId(), String(member.userId));
  assert.equal(this.fakes.identity.expiry.expiresAt(), 1_800_000_000_000);
});

Then('the app reopens at {string}', function (this: ExchangeWorld, path: string) {
  assert.deepEqual(this.fakes.pageReload.paths, [path]);
});

Then(
  'a sub-account session named {string} shows {string} in the header, a main one its cool name',
  function (this: ExchangeWorld, alias: string, shown: string) {
    assert.equal(displayName(anAccount({ main: false, alias }), 'CoolTrader'), shown);
    assert.equal(displayName(anAccount({ main: true, alias: 'satoshi' }), 'CoolTrader'), 'CoolTrader');
  },
);

Then('no transfer was sent', function (this: ExchangeWorld) {
  assert.equal(this.fakes.subAccountsApi.transfersMade.length, part(this).transfersBefore);
  assert.equal(
    this.fakes.subAccountsApi.calls.some((c) => c.startsWith('transfer ')),
    false,
  );
});

Then(
  '{string} holds {float} USDT and the main account {float} USDT',
  function (this: ExchangeWorld, name: string, sub: number, main: number) {
    const api = this.fakes.subAccountsApi;
    assert.equal(api.balance(appOf(this, name), 'USDT'), String(sub));
    assert.equal(api.balance('main-app', 'USDT'), String(main));
    assert.equal(transfers(this).open, false);
  },
);

Then(
  'the transfers history lists {float} USDT from {string} to {string}',
  async function (this: ExchangeWorld, amount: number, from: string, to: string) {
    await transfers(this).loadHistory(1);
    const h = transfers(this).history;
    assert.equal(h.status, 'success');
    if (h.status !== 'success') return;
    assert.deepEqual(
      h.value.rows.map((r) => [r.amount, r.token, r.from.accountName, r.to.accountName, r.status]),
      [[String(amount), 'USDT', from, to, 'COMPLETED']],
    );
  },
);

Then('the amount reads {string}', function (this: ExchangeWorld, amount: string) {
  assert.equal(transfers(this).amount, amount);
});

Then('the collateral value is {string} in {word} mode', async function (this: ExchangeWorld, value: string, mode: string) {
  await transfers(this).loadCollateral();
  const c = transfers(this).collateral;
  assert.equal(c.status, 'success');
  if (c.status !== 'success') return;
  assert.equal(c.value.collateralValue, value);
  assert.equal(c.value.walletMode, mode);
});

Then('USDT cannot be switched off and counts at a ratio of 1', function (this: ExchangeWorld) {
  const c = transfers(this).collateral;
  assert.equal(c.status, 'success');
  if (c.status !== 'success') return;
  assert.deepEqual(
    c.value.tokens.find((x) => x.token === 'USDT'),
    { token: 'USDT', collateralRatio: '1', enabled: true, switchable: false },
  );
});

const i18n = createTestI18n();

/** The transfer amount's problem as the dialog writes it under the field (its own label), in a language. */
function transferProblemText(w: ExchangeWorld, language: string): string | undefined {
  const s = transfers(w);
  const t = i18n.getFixedT(language, 'subaccounts');
  return s.amountProblem && amountMessage(t, language, s.amountProblem, t('transfer.amount'), s.token);
}

Then('under the transfer amount the member reads {string}', function (this: ExchangeWorld, text: string) {
  assert.equal(transferProblemText(this, 'en'), text);
});

Then('in Russian under the transfer amount the member reads {string}', function (this: ExchangeWorld, text: string) {
  assert.equal(transferProblemText(this, 'ru'), text);
});
