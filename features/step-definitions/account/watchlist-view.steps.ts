import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { WatchlistsStore } from '../../../src/presentation/account/settings/watchlists.store';
import type { ExchangeWorld } from '../../support/world';

const list = (text: string) => (text === '' ? [] : text.split(','));
const store = (world: ExchangeWorld) => world.container.get(WatchlistsStore);
const idOf = (world: ExchangeWorld, name: string) =>
  (world.fakes.watchlistsApi.lists.find((l) => l.name === name) ?? assert.fail(`no list ${name}`)).id;

async function open(world: ExchangeWorld, name: string) {
  await store(world).load();
  await store(world).open(idOf(world, name));
  world.fakes.watchlistsApi.calls.length = 0;
}

Given('the account has the watchlist {string} with {string}', async function (this: ExchangeWorld, name: string, symbols: string) {
  await this.fakes.watchlistsApi.create(name, list(symbols));
  this.fakes.watchlistsApi.calls.length = 0;
});

Given('I opened the watchlist {string}', async function (this: ExchangeWorld, name: string) {
  await open(this, name);
});

When('I open the watchlist {string}', async function (this: ExchangeWorld, name: string) {
  const id = idOf(this, name);
  await store(this).open(id);
});

Given('the list {string} was deleted on another device', async function (this: ExchangeWorld, name: string) {
  this.fakes.watchlistsApi.lists = this.fakes.watchlistsApi.lists.filter((l) => l.name !== name);
});

When('I open the watchlist {string} again', async function (this: ExchangeWorld, _name: string) {
  const opened = store(this).opened ?? assert.fail('no list opened');
  await store(this).open(opened.id);
});

When('I remove {string} from the opened watchlist', async function (this: ExchangeWorld, symbol: string) {
  const opened = store(this).opened;
  assert.equal(opened?.status, 'shown');
  assert.deepEqual(await store(this).removeSymbol(opened.list.id, symbol), { ok: true });
});

Then('the opened watchlist is {string} with {string}', function (this: ExchangeWorld, name: string, symbols: string) {
  const opened = store(this).opened;
  assert.equal(opened?.status, 'shown');
  assert.deepEqual([opened.list.name, opened.list.symbols], [name, list(symbols)]);
});

Then('the opened watchlist failed with {string}', function (this: ExchangeWorld, message: string) {
  assert.deepEqual(store(this).opened, { status: 'failed', id: store(this).opened?.id, message });
});

Then('no watchlist is opened', function (this: ExchangeWorld) {
  assert.equal(store(this).opened, undefined);
});

Then("the account's watchlist {string} holds {string}", function (this: ExchangeWorld, name: string, symbols: string) {
  assert.deepEqual(this.fakes.watchlistsApi.lists.find((l) => l.name === name)?.symbols, list(symbols));
});

Then('the watchlist calls were {string}', function (this: ExchangeWorld, calls: string) {
  assert.deepEqual(this.fakes.watchlistsApi.calls, list(calls));
});
