import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { reaction } from 'mobx';
import { TickerStateStore } from '../../../src/presentation/market/ticker-state.store';
import { MarketReferenceStore } from '../../../src/presentation/markets/market-reference.store';
import { toMarketRowView } from '../../../src/presentation/markets/market-row.view-model';
import { formatHomePrice, formatQuantity } from '../../../src/presentation/markets/price-format';
import type { ExchangeWorld } from '../../support/world';
import { marketStream } from './market.world';

const observed = new WeakMap<ExchangeWorld, { changes: number }>();
const list = (text: string) => text.split(',').map((s) => s.trim());
const tickerRow = (symbol: string, close: number, open = close) => ({
  symbol,
  open,
  close,
  high: close,
  low: close,
  volume: 1,
  amount: close,
  count: 1,
});

function sendTickers(world: ExchangeWorld, symbols: string, closeText: string, ts = world.fakes.clock.now()): void {
  marketStream(world)
    .socket()
    .receive({ topic: 'tickers', ts, data: list(symbols).map((s) => tickerRow(s, Number(closeText))) });
}

function sendBbo(world: ExchangeWorld, ts: number, symbol: string, bid: number, bidSize: number, ask: number, askSize: number): void {
  marketStream(world)
    .socket()
    .receive({ topic: 'bbos', ts, data: [{ symbol, bid, bidSize, ask, askSize }] });
}

const state = (world: ExchangeWorld) => marketStream(world).get(TickerStateStore);

Given('the server has sent the tickers {string} closing at {word}', function (this: ExchangeWorld, symbols: string, close: string) {
  sendTickers(this, symbols, close);
  marketStream(this).fakes.frames.flush();
});

When('the server sends the tickers {string} closing at {word}', function (this: ExchangeWorld, symbols: string, close: string) {
  sendTickers(this, symbols, close);
});

When(
  'the server sends at {int} the tickers {string} closing at {word}',
  function (this: ExchangeWorld, ts: number, symbols: string, close: string) {
    sendTickers(this, symbols, close, ts);
  },
);

When(
  'the server sends the {string} snapshot with open {float} and close {float}',
  function (this: ExchangeWorld, topic: string, open: number, close: number) {
    marketStream(this)
      .socket()
      .receive({ topic, ts: 1, data: tickerRow(topic.split('@')[0], close, open) });
  },
);

When(
  'the server sends at {int} the best bid\\/ask {string} bid {float} x {float} ask {float} x {float}',
  function (this: ExchangeWorld, ts: number, symbol: string, bid: number, bidSize: number, ask: number, askSize: number) {
    sendBbo(this, ts, symbol, bid, bidSize, ask, askSize);
  },
);

When(
  'the server sends totals {string} {float} over {int} trades and {string} {float} over {int} trades',
  function (this: ExchangeWorld, t1: string, a1: number, c1: number, t2: string, a2: number, c2: number) {
    marketStream(this)
      .socket()
      .receive({
        topic: 'totals',
        ts: 1,
        data: [
          { type: t1, amount: a1, count: c1 },
          { type: t2, amount: a2, count: c2 },
        ],
      });
  },
);

When('the next frame is drawn', function (this: ExchangeWorld) {
  marketStream(this).fakes.frames.flush();
});

Given('the ticker list is being observed', function (this: ExchangeWorld) {
  const counter = { changes: 0 };
  const store = state(this);
  reaction(
    () => [...store.tickers.values()],
    () => counter.changes++,
  );
  observed.set(this, counter);
});

When(
  'the server sends {int} best bid\\/ask frames for {string} ending with the bid {int}',
  function (this: ExchangeWorld, n: number, symbol: string, bid: number) {
    for (let i = n - 1; i >= 0; i--) sendBbo(this, 10_000 - i, symbol, bid - i, 1, bid - i + 1, 1);
  },
);

Then('the ticker list has not changed yet', function (this: ExchangeWorld) {
  assert.equal(observed.get(this)?.changes, 0);
  assert.equal(state(this).tickers.size, 0);
});

Then('the ticker list changed once', function (this: ExchangeWorld) {
  assert.equal(observed.get(this)?.changes, 1);
});

Then('the ticker list is {string}', function (this: ExchangeWorld, symbols: string) {
  assert.deepEqual([...state(this).tickers.keys()], list(symbols));
});

Then('{string} closes at {string}', function (this: ExchangeWorld, symbol: string, close: string) {
  assert.equal(state(this).tickers.get(symbol)?.close, close);
});

Then(
  '{string} has the best bid {string} x {string} and the best ask {string} x {string}',
  function (this: ExchangeWorld, symbol: string, bid: string, bidSize: string, ask: string, askSize: string) {
    const row = state(this).tickers.get(symbol);
    assert.deepEqual([row?.firstBidPrice, row?.firstBidQuantity, row?.firstAskPrice, row?.firstAskQuantity], [bid, bidSize, ask, askSize]);
  },
);

Then("the product ticker's last price is {string} and its change {string}", function (this: ExchangeWorld, last: string, change: string) {
  assert.deepEqual(state(this).wooTicker, { lastPrice: last, change });
});

Then('the exchange totals are {string} over {int} transactions', function (this: ExchangeWorld, volume: string, transactions: number) {
  const total = state(this).total;
  assert.equal(total?.volume, volume);
  assert.equal(total?.transactions, transactions);
});

Then(
  "the state's updateTime is {int} and its booUpdateTime {int}",
  function (this: ExchangeWorld, updateTime: number, booUpdateTime: number) {
    assert.equal(state(this).updateTime, updateTime);
    assert.equal(state(this).booUpdateTime, booUpdateTime);
  },
);

Then('the home widget shows {word} of {string} as {string}', function (this: ExchangeWorld, price: string, symbol: string, shown: string) {
  assert.equal(formatHomePrice('en', symbol, price), shown);
});

Then('the quantity {word} is shown as {string}', function (this: ExchangeWorld, size: string, shown: string) {
  assert.equal(formatQuantity('en', size), shown);
});

Given('the instrument info gives {string} the quote tick {word}', function (this: ExchangeWorld, symbol: string, tick: string) {
  const row = {
    symbol,
    quote_min: 0,
    quote_max: 100000,
    quote_tick: Number(tick),
    base_min: 1,
    base_max: 1000,
    base_tick: 1,
    min_notional: 10,
    price_range: 0.1,
    is_stable: 0,
  };
  this.http.succeed('GET', '/instrument/v4/public/info', { rows: [row] });
  this.http.succeed('GET', '/instrument/v4/public/token', { rows: [] });
});

When('the markets page loads', async function (this: ExchangeWorld) {
  await marketStream(this).get(MarketReferenceStore).start();
});

Then('the markets page shows {string} at {string}', function (this: ExchangeWorld, symbol: string, shown: string) {
  const m = marketStream(this);
  const view = toMarketRowView('en', m.get(TickerStateStore).tickers.get(symbol), m.get(MarketReferenceStore).instrument(symbol));
  assert.equal(view.last, shown);
});
