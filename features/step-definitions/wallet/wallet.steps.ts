import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { runInAction } from 'mobx';
import { SessionState } from '../../../src/application/session/session-state';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import type { Position } from '../../../src/domain/trade/orders/account';
import type { LedgerType } from '../../../src/domain/wallet/ledger';
import { TickerStateStore } from '../../../src/presentation/market/ticker-state.store';
import { TradingAccountStore } from '../../../src/presentation/member-trading/account/trading-account.store';
import { LedgerStore } from '../../../src/presentation/wallet/ledger.store';
import { WalletStore } from '../../../src/presentation/wallet/wallet.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { balanceOf } from '../../../tests/fakes/trade/fake-trading-api';
import type { ExchangeWorld } from '../../support/world';
import { walletWorld } from './wallet.world';

const wallet = (w: ExchangeWorld) => w.get(WalletStore);
const ledger = (w: ExchangeWorld) => w.get(LedgerStore);
const setPrice = (w: ExchangeWorld, token: string, close: string) =>
  runInAction(() => w.get(TickerStateStore).tickers.set(`SPOT_${token}_USDT`, { symbol: `SPOT_${token}_USDT`, close }));

Given(
  'a wallet holder has {int} USDT with {int} in orders, {float} BTC and {int} ETH',
  function (this: ExchangeWorld, usdt: number, frozen: number, btc: number, eth: number) {
    this.fakes.tradingApi.balancesRows = [
      balanceOf('USDT', String(usdt), String(frozen)),
      balanceOf('BTC', String(btc)),
      balanceOf('ETH', String(eth)),
    ];
    this.get(SessionState).loggedIn(anAccount());
  },
);

Given('the spot prices are BTC {word} and ETH {word}', function (this: ExchangeWorld, btc: string, eth: string) {
  setPrice(this, 'BTC', btc);
  setPrice(this, 'ETH', eth);
});

When('the BTC price becomes {word}', function (this: ExchangeWorld, btc: string) {
  setPrice(this, 'BTC', btc);
});

Given(
  'the holder is long {word} {word} opened at {word} with the mark at {word} and leverage {int}',
  function (this: ExchangeWorld, holding: string, symbol: string, entry: string, mark: string, leverage: number) {
    const position: Position = {
      symbol,
      holding,
      averageOpenPrice: entry,
      markPrice: mark,
      pendingLongQty: '0',
      pendingShortQty: '0',
      estLiqPrice: '0',
      pnl24H: '0',
      fee24H: '0',
      settlePrice: entry,
      marginMode: 'CROSS',
      leverage,
      timestamp: 1,
    };
    this.fakes.tradingApi.positionRows = [position];
  },
);

Given('the wallet also holds {int} {word}', async function (this: ExchangeWorld, amount: number, token: string) {
  this.fakes.tradingApi.balancesRows = [...this.fakes.tradingApi.balancesRows, balanceOf(token, String(amount))];
  await this.get(TradingAccountStore).reload();
  await settle();
  this.fakes.frames.flush();
});

Given('the wallet has loaded', async function (this: ExchangeWorld) {
  wallet(this).start();
  await settle();
  this.fakes.frames.flush();
  assert.equal(wallet(this).ready, true);
});

Then("the wallet's total is {word} USDT", function (this: ExchangeWorld, total: string) {
  assert.equal(wallet(this).summary.total, total);
});

Then("the wallet's total is {word} BTC", function (this: ExchangeWorld, total: string) {
  assert.equal(Number(wallet(this).summary.totalBtc), Number(total));
});

Then(
  'the futures account holds {word} USDT and the spot account {word} USDT',
  function (this: ExchangeWorld, futures: string, spot: string) {
    const s = wallet(this).summary;
    assert.deepEqual({ futures: s.futures, spot: s.spot }, { futures, spot });
  },
);

Then('the wallet lists:', function (this: ExchangeWorld, table: DataTable) {
  assert.deepEqual(
    wallet(this).summary.rows.map((r) => ({
      token: r.token,
      holding: r.holding,
      frozen: r.frozen,
      available: r.available,
      value: r.value,
    })),
    table.hashes(),
  );
});

Then('the wallet says the total leaves out {word}', function (this: ExchangeWorld, token: string) {
  assert.deepEqual(wallet(this).summary.unpriced, [token]);
});

Then("the wallet's last row is {word} without a value", function (this: ExchangeWorld, token: string) {
  const last = wallet(this).summary.rows.at(-1);
  assert.deepEqual(last && { token: last.token, value: last.value }, { token, value: undefined });
});

When(/^the holder (hides|shows) balances$/, function (this: ExchangeWorld, action: string) {
  assert.equal(wallet(this).hidden, action === 'shows');
  wallet(this).toggleHidden();
});

Then(/^balances are (shown|hidden)$/, function (this: ExchangeWorld, state: string) {
  assert.equal(wallet(this).hidden, state === 'hidden');
});

Then(/^a wallet opened again on this device (hides|shows) balances$/, function (this: ExchangeWorld, state: string) {
  const again = new WalletStore(this.get(TradingAccountStore), this.get(TickerStateStore), this.fakes.walletPreferences);
  walletWorld(this).reopened = again;
  assert.equal(again.hidden, state === 'hides');
});

Given('the ledger holds:', function (this: ExchangeWorld, table: DataTable) {
  this.fakes.walletApi.rows = table.hashes().map((r) => ({
    id: Number(r.id),
    token: r.token!,
    type: r.type!,
    amount: r.amount!,
    balanceAfter: r.balanceAfter,
    createdTime: Date.parse(`${r.time}:00Z`),
  }));
});

Given('the exchange does not answer the next ledger read', function (this: ExchangeWorld) {
  this.fakes.walletApi.failNext({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
});

When('the holder opens the History tab', async function (this: ExchangeWorld) {
  await ledger(this).load();
});

When('the holder filters the history by token {word}', async function (this: ExchangeWorld, token: string) {
  await ledger(this).setFilters({ ...ledger(this).filters, token });
});

When('the holder also filters by type {word}', async function (this: ExchangeWorld, type: string) {
  await ledger(this).setFilters({ ...ledger(this).filters, type: type as LedgerType });
});

When('the holder clears the type and filters from {word} to {word}', async function (this: ExchangeWorld, from: string, to: string) {
  const { type: _type, ...rest } = ledger(this).filters;
  await ledger(this).setFilters({ ...rest, startTime: Date.parse(`${from}T00:00:00Z`), endTime: Date.parse(`${to}T23:59:59.999Z`) });
});

When('the holder clears the filters and shows pages of {int}', async function (this: ExchangeWorld, size: number) {
  await ledger(this).setFilters({});
  await ledger(this).setPage(1, size);
});

When('the holder opens page {int}', async function (this: ExchangeWorld, page: number) {
  await ledger(this).setPage(page);
});

Then(/^the history shows rows ([\d, ]+) of (\d+)$/, function (this: ExchangeWorld, ids: string, total: string) {
  const store = ledger(this);
  assert.deepEqual(
    { ids: store.rows.map((r) => r.id), total: store.total },
    { ids: ids.split(',').map((x) => Number(x.trim())), total: Number(total) },
  );
});

Then('the history is empty', function (this: ExchangeWorld) {
  assert.deepEqual(
    { rows: ledger(this).rows.length, total: ledger(this).total, failure: ledger(this).failure },
    { rows: 0, total: 0, failure: undefined },
  );
});

Then('the history says the exchange did not answer', function (this: ExchangeWorld) {
  assert.equal(ledger(this).failure?.kind, 'unanswered');
});

When('the holder exports the history', async function (this: ExchangeWorld) {
  const result = await ledger(this).exportCsv();
  assert.ok('csv' in result);
  walletWorld(this).csv = result.csv;
});

Then('the CSV is:', function (this: ExchangeWorld, text: string) {
  assert.equal(walletWorld(this).csv, `${text.split('\n').join('\r\n')}\r\n`);
});
