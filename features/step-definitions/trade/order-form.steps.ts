import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import Decimal from 'decimal.js';
import type { FormOrderKind, FormSizeUnit } from '../../../src/domain/trade/orders/order-form';
import type { OrderSide } from '../../../src/domain/trade/orders/order';
import type { OrderFormStore } from '../../../src/presentation/member-trading/order-form/order-form.store';
import type { FormSlot } from '../../../src/presentation/member-trading/order-form/order-form-context';
import { PricePickBus } from '../../../src/presentation/trade/price-pick-bus';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { FakeFormMarket } from '../../../tests/fakes/trade/order-form.fakes';
import type { ExchangeWorld } from '../../support/world';
import { formApp, orderForm } from './order-form.world';
import { englishRefusal } from '../../../simulator/http/refusal-english';

const SLOTS: readonly FormSlot[] = ['price', 'triggerPrice', 'size', 'total', 'form'];
const levels = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((pair) => {
      const [price, quantity] = pair.split(':');
      return { price, quantity };
    });

function option(store: OrderFormStore, name: string, on: boolean): void {
  if (name === 'post-only') store.setOption('POST_ONLY', on);
  else if (name === 'IOC' || name === 'FOK') store.setOption(name, on);
  else if (name === 'hidden') store.setHidden(on);
  else if (name === 'reduce-only') store.setReduceOnly(on);
  else throw new Error(`unknown option ${name}`);
}

function checked(store: OrderFormStore, name: string): boolean {
  if (name === 'post-only') return store.timeInForce === 'POST_ONLY';
  if (name === 'IOC' || name === 'FOK') return store.timeInForce === name;
  if (name === 'hidden') return store.hidden;
  return store.reduceOnly;
}

function fill(store: OrderFormStore, side: string, kind: string, size: string, price: string): void {
  store.setSide(side as OrderSide);
  store.setKind(kind as FormOrderKind);
  store.setPrice(price);
  store.setSize(size);
}

async function submit(world: ExchangeWorld, times = 1): Promise<void> {
  const app = formApp(world);
  const store = orderForm(world);
  for (let i = 0; i < times; i++) app.running.push(store.submit());
  await settle();
}

Given(
  'a member signed in to trade {string} with tick {string}, step {string}, min notional {string} and price range {string}',
  function (this: ExchangeWorld, symbol: string, tick: string, step: string, minNotional: string, range: string) {
    formApp(this).market = new FakeFormMarket(symbol, { quoteTick: tick, baseTick: step, minNotional, priceRange: range });
  },
);

Given("the book's best bid is {string} and best ask is {string}", function (this: ExchangeWorld, bid: string, ask: string) {
  formApp(this).market.setBook([{ price: bid, quantity: '1' }], [{ price: ask, quantity: '1' }]);
});

Given("the book's asks are {string}", function (this: ExchangeWorld, asks: string) {
  const market = formApp(this).market;
  market.setBook(market.levels?.bids ?? [], levels(asks));
});

Given('the member holds {string} USDT and {string} BTC', function (this: ExchangeWorld, usdt: string, btc: string) {
  const { account } = formApp(this).form;
  account.setAvailable('USDT', usdt);
  account.setAvailable('BTC', btc);
});

Given(
  'the member trades {string} at {int}× with {string} USDT of free collateral',
  function (this: ExchangeWorld, symbol: string, leverage: number, free: string) {
    const app = formApp(this);
    const previous = app.market;
    app.market = new FakeFormMarket(symbol);
    app.market.setBook(previous.levels?.bids ?? [], previous.levels?.asks ?? []);
    app.form.account.symbolLeverage = String(leverage);
    app.form.account.setFreeCollateral(free);
  },
);

Given('the member does not ask for confirmations', function (this: ExchangeWorld) {
  const prefs = formApp(this).fakes.tradePreferences;
  prefs.value = { ...prefs.value, skipConfirm: ['LIMIT', 'MARKET', 'STOP_LIMIT', 'STOP_MARKET'] };
});

Given('the member asks for confirmations', function (this: ExchangeWorld) {
  const prefs = formApp(this).fakes.tradePreferences;
  prefs.value = { ...prefs.value, skipConfirm: [] };
});

Given('the exchange refuses the next order with {exchangeCode} {string}', function (this: ExchangeWorld, code: number, message: string) {
  formApp(this).form.tradingApi.script.push({ kind: 'refuse', code, message });
});

Given('the exchange does not answer the next order', function (this: ExchangeWorld) {
  formApp(this).form.tradingApi.script.push({ kind: 'hang' });
});

Given('the exchange does not answer the next {int} orders', function (this: ExchangeWorld, n: number) {
  for (let i = 0; i < n; i++) formApp(this).form.tradingApi.script.push({ kind: 'unanswered' });
});

Given('the exchange places the next order but its answer is lost', function (this: ExchangeWorld) {
  formApp(this).form.tradingApi.script.push({ kind: 'lost' });
});

When(
  'the member fills in a {word} {word} order of {string} at {string}',
  function (this: ExchangeWorld, side: string, kind: string, size: string, price: string) {
    fill(orderForm(this), side, kind, size, price);
  },
);

When('the member fills in the form:', function (this: ExchangeWorld, table: DataTable) {
  const f = table.rowsHash();
  const store = orderForm(this);
  fill(store, f.side, f.type, '', f.price ?? '');
  store.setTriggerPrice(f.trigger ?? '');
  store.setSizeUnit((f.unit || 'base') as FormSizeUnit);
  store.setSize(f.size);
  for (const name of (f.options ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean))
    option(store, name, true);
});

When(/^(?:the member )?submits the order$/, async function (this: ExchangeWorld) {
  await submit(this);
});

When('submits the order twice', async function (this: ExchangeWorld) {
  await submit(this, 2);
});

When('the member changes the size to {string}', function (this: ExchangeWorld, size: string) {
  orderForm(this).setSize(size);
});

When('the member checks {string}', function (this: ExchangeWorld, name: string) {
  option(orderForm(this), name, true);
});

When('the member unchecks {string}', function (this: ExchangeWorld, name: string) {
  option(orderForm(this), name, false);
});

When('the member takes {word} of what is available', function (this: ExchangeWorld, share: string) {
  const store = orderForm(this);
  if (share === 'Max') store.setMax();
  else store.setPercent(Number(share.replace('%', '')));
});

When(/^the order (is|is not) on the exchange after all$/, function (this: ExchangeWorld, answer: string) {
  const api = formApp(this).form.tradingApi;
  if (answer === 'is') api.record(api.sent[0]);
});

When('{int} seconds pass without an answer', async function (this: ExchangeWorld, seconds: number) {
  formApp(this).fakes.clock.advance(seconds * 1000);
  await settle();
});

When('the member confirms and asks not to be asked again', async function (this: ExchangeWorld) {
  await orderForm(this).submission.confirm(true);
});

When('the member clicks the book at {string}', function (this: ExchangeWorld, price: string) {
  const app = formApp(this);
  orderForm(this);
  app.container.get(PricePickBus).emit({ symbol: app.market.symbol, price, side: 'bid' });
});

When('the member presses the up arrow on the price', function (this: ExchangeWorld) {
  orderForm(this).stepPrice('price', 1);
});

When('the member uses the mid price', function (this: ExchangeWorld) {
  orderForm(this).useMid();
});

Then('the {word} shows {exchangeCode} {string}', function (this: ExchangeWorld, slot: string, code: number, message: string) {
  const store = orderForm(this);
  const shown = store.message(slot as FormSlot);
  assert.deepEqual(
    shown && { slot: shown.slot, code: shown.code, message: shown.refusal ? englishRefusal(shown.refusal) : shown.message },
    { slot, code, message },
  );
  for (const other of SLOTS.filter((s) => s !== slot)) assert.equal(store.message(other), undefined, `nothing on ${other}`);
});

Then('no refusal is shown', function (this: ExchangeWorld) {
  const store = orderForm(this);
  for (const slot of SLOTS) assert.equal(store.message(slot), undefined, slot);
});

Then('nothing was sent to the exchange', function (this: ExchangeWorld) {
  const { form } = formApp(this);
  assert.equal(form.tradingApi.sent.length + form.algoOrderApi.sent.length, 0);
});

Then(/^the (order|algo) call received exactly "(.*)"$/, function (this: ExchangeWorld, call: string, fields: string) {
  const { form, market } = formApp(this);
  const sent = call === 'order' ? form.tradingApi.sent : form.algoOrderApi.sent;
  assert.ok(sent.length > 0, `the ${call} call was not made`);
  const { clientOrderId, symbol, ...rest } = sent[sent.length - 1] as unknown as Record<string, unknown>;
  assert.equal(symbol, market.symbol);
  assert.match(String(clientOrderId), /^\d+$/);
  const expected = Object.fromEntries(fields.split(' ').map((kv) => kv.split('=')));
  assert.deepEqual(Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])), expected);
});

Then("the order's type is {string} and {string} is unchecked", function (this: ExchangeWorld, type: string, name: string) {
  const store = orderForm(this);
  assert.equal(store.request?.order.type, type);
  assert.equal(checked(store, name), false);
});

Then("the order's type is {string}", function (this: ExchangeWorld, type: string) {
  assert.equal(orderForm(this).request?.order.type, type);
});

Then('the size is {string}', function (this: ExchangeWorld, size: string) {
  assert.equal(orderForm(this).size, size);
});

Then('the price is {string}', function (this: ExchangeWorld, price: string) {
  assert.equal(orderForm(this).price, price);
});

Then(
  'the summary shows a margin of {string} and a liquidation price of {string}',
  function (this: ExchangeWorld, margin: string, liquidation: string) {
    const s = orderForm(this).summary;
    assert.equal(s?.margin, margin);
    assert.equal(s?.liquidationPrice && new Decimal(s.liquidationPrice).toDecimalPlaces(2).toString(), liquidation);
  },
);

Then(
  'the summary shows an average price of {string} and a slippage of {string}% that {word}',
  function (this: ExchangeWorld, avg: string, slip: string, verdict: string) {
    const market = orderForm(this).summary?.market;
    assert.equal(market?.averagePrice, avg);
    assert.equal(market?.slippage && new Decimal(market.slippage).times(100).toDecimalPlaces(2).toString(), slip);
    assert.equal(market?.verdict, verdict === 'warns' ? 'warn' : 'refuse');
    assert.equal(orderForm(this).checks.slippageRefused, verdict === 'refuses');
  },
);

Then('{int} order(s) was/were sent to the exchange', function (this: ExchangeWorld, n: number) {
  assert.equal(formApp(this).form.tradingApi.sent.length, n);
});

Then('{int} orders were sent to the exchange with the same clientOrderId', function (this: ExchangeWorld, n: number) {
  const sent = formApp(this).form.tradingApi.sent;
  assert.equal(sent.length, n);
  assert.equal(new Set(sent.map((o) => o.clientOrderId)).size, 1);
});

Then('the exchange holds {int} order(s)', function (this: ExchangeWorld, n: number) {
  assert.equal(formApp(this).form.tradingApi.placedOrders.length, n);
});

Then('the exchange was asked for the order by its clientOrderId', function (this: ExchangeWorld) {
  const api = formApp(this).form.tradingApi;
  assert.deepEqual(api.lookups, [api.sent[0].clientOrderId]);
});

Then('the form is pending', function (this: ExchangeWorld) {
  assert.equal(orderForm(this).submission.pending, true);
  assert.equal(orderForm(this).checks.canSubmit, false);
});

Then('the form says {string}', function (this: ExchangeWorld, kind: string) {
  assert.equal(orderForm(this).submission.notice?.kind, kind);
});

Then('the form says {string} after the timeout', function (this: ExchangeWorld, kind: string) {
  assert.deepEqual(
    orderForm(this).submission.notice && {
      kind: orderForm(this).submission.notice?.kind,
      timedOut: orderForm(this).submission.notice?.timedOut,
    },
    { kind, timedOut: true },
  );
});

Then('a confirmation is asked and nothing was sent to the exchange', function (this: ExchangeWorld) {
  assert.ok(orderForm(this).submission.confirming);
  assert.equal(formApp(this).form.tradingApi.sent.length, 0);
});

Then('a confirmation is asked and {int} orders were sent to the exchange', function (this: ExchangeWorld, n: number) {
  assert.ok(orderForm(this).submission.confirming);
  assert.equal(formApp(this).form.tradingApi.sent.length, n);
});

Then('the device remembers not to confirm {string} orders', function (this: ExchangeWorld, kind: string) {
  assert.deepEqual(formApp(this).fakes.tradePreferences.value.skipConfirm, [kind]);
});
