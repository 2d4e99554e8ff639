import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { LIVE_CANDLE_MS, WatchCandles } from '../../../src/application/trade/watch-candles.use-case';
import { candleChange, type Candle, type Resolution } from '../../../src/domain/trade/candles';
import { initialTradeSymbol, resolveTradeSymbol } from '../../../src/domain/trade/trade-symbol';
import { OrderBookStore } from '../../../src/presentation/trade/order-book.store';
import { TradeFreshnessStore } from '../../../src/presentation/trade/trade-freshness.store';
import { TradePreferencesStore } from '../../../src/presentation/trade/trade-preferences.store';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import type { ExchangeWorld } from '../../support/world';
import { tradeApp, tradeWorld } from './trade.world';

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

async function flush(world: ExchangeWorld): Promise<void> {
  await settle();
  tradeApp(world).fakes.frames.flush();
  await settle();
}

Given('the markets {string} exist', function (this: ExchangeWorld, symbols: string) {
  tradeWorld(this).known = new Set(list(symbols));
});

When('a visitor opens the trade address {string}', function (this: ExchangeWorld, param: string) {
  const w = tradeWorld(this);
  w.resolution = resolveTradeSymbol(param, w.known);
});

Then('the address resolves as {string} to {string}', function (this: ExchangeWorld, kind: string, symbol: string) {
  const r = tradeWorld(this).resolution;
  assert.equal(r?.kind, kind);
  if (r?.kind !== 'unknown') assert.equal(r?.symbol, symbol);
});

Then('{string} opens {string}', function (this: ExchangeWorld, _path: string, symbol: string) {
  const prefs = tradeApp(this).container.get(TradePreferencesStore);
  assert.equal(initialTradeSymbol(prefs.lastSymbol, tradeWorld(this).known), symbol);
});

When('the visitor trades {string}', function (this: ExchangeWorld, symbol: string) {
  tradeApp(this).container.get(TradePreferencesStore).useSymbol(symbol);
});

Then('the device remembers the last market {string}', function (this: ExchangeWorld, symbol: string) {
  assert.equal(tradeApp(this).fakes.tradePreferences.load().lastSymbol, symbol);
});

Given('the {word} history of {string} is', function (this: ExchangeWorld, type: string, symbol: string, table: DataTable) {
  const candles: Candle[] = table
    .hashes()
    .map((r) => ({ start: Number(r.start), open: r.open, high: r.high, low: r.low, close: r.close, volume: r.volume }));
  tradeApp(this).fakes.publicMarketApi.candles.set(`${symbol}|${type}`, candles);
});

function openChart(world: ExchangeWorld, symbol: string, resolution: string): void {
  const w = tradeWorld(world);
  w.session = tradeApp(world)
    .container.get(WatchCandles)
    .execute(symbol, resolution as Resolution, (series) => {
      w.series = series;
    });
}

Given('the chart of {string} is open at {string}', async function (this: ExchangeWorld, symbol: string, resolution: string) {
  openChart(this, symbol, resolution);
  await flush(this);
  assert.equal(tradeWorld(this).series?.status, 'ready');
});

Given('the chart of {string} is opening at {string}', function (this: ExchangeWorld, symbol: string, resolution: string) {
  openChart(this, symbol, resolution);
});

When('the history arrives', async function (this: ExchangeWorld) {
  await flush(this);
});

When(
  'the live {word} candle of {string} is {int} {decimal} {decimal} {decimal} {decimal} {decimal}',
  async function (
    this: ExchangeWorld,
    type: string,
    symbol: string,
    start: number,
    open: string,
    high: string,
    low: string,
    close: string,
    volume: string,
  ) {
    tradeApp(this).fakes.marketDepthFeed.pushCandle(symbol, type as Resolution, { start, open, high, low, close, volume });
    tradeApp(this).fakes.frames.flush();
  },
);

When('half a second passes on the chart', function (this: ExchangeWorld) {
  tradeApp(this).fakes.clock.advance(LIVE_CANDLE_MS);
});

Then(
  'the chart shows {int} candles, the last {int} with close {decimal} and high {decimal}',
  async function (this: ExchangeWorld, count: number, start: number, close: string, high: string) {
    await flush(this);
    const candles = tradeWorld(this).series?.candles ?? [];
    assert.equal(candles.length, count);
    const last = candles[candles.length - 1];
    assert.deepEqual({ start: last.start, close: last.close, high: last.high }, { start, close, high });
  },
);

Then(
  "the chart's legend change of the last candle is {decimal} and {decimal} percent",
  function (this: ExchangeWorld, change: string, percent: string) {
    const candles = tradeWorld(this).series?.candles ?? [];
    // 111.4 − 111.5 = −0.1; −0.1 / 111.5 = −0.0897 % → −0.08 toward zero
    assert.deepEqual(candleChange(candles[candles.length - 1]), { change, percent });
  },
);

When('the visitor stars {string} and {string}', function (this: ExchangeWorld, a: string, b: string) {
  const prefs = tradeApp(this).container.get(TradePreferencesStore);
  prefs.toggleFavourite(a);
  prefs.toggleFavourite(b);
});

When('the visitor unstars {string}', function (this: ExchangeWorld, symbol: string) {
  const prefs = tradeApp(this).container.get(TradePreferencesStore);
  assert.ok(prefs.isFavourite(symbol));
  prefs.toggleFavourite(symbol);
});

Then('the favourites are {string}', function (this: ExchangeWorld, expected: string) {
  assert.deepEqual(tradeApp(this).container.get(TradePreferencesStore).favourites, list(expected));
});

Then('after a reload the favourites are still {string}', function (this: ExchangeWorld, expected: string) {
  // What the device kept (the fake storage outlives the stores, as localStorage does) is what a reload reads.
  assert.deepEqual(tradeApp(this).fakes.tradePreferences.load().favourites, list(expected));
});

Given('the exchange is in maintenance {string}', function (this: ExchangeWorld, message: string) {
  tradeApp(this).fakes.publicMarketApi.status = { maintenance: true, message, estimatedEndTime: undefined };
});

Given('the trade page of {string} is open', async function (this: ExchangeWorld, symbol: string) {
  const w = tradeWorld(this);
  const { container } = tradeApp(this);
  w.book = container.get(OrderBookStore);
  w.book.start(symbol);
  w.freshness = container.get(TradeFreshnessStore);
  w.freshness.start(w.book);
  await flush(this);
});

let nextTs = 1_000;
async function liveBook(world: ExchangeWorld): Promise<void> {
  const { fakes } = tradeApp(world);
  nextTs += 1_000;
  fakes.publicMarketApi.answerSnapshot({ ts: nextTs, bids: [{ price: '100', quantity: '1' }], asks: [{ price: '101', quantity: '1' }] });
  await flush(world);
}

When('the socket opens and the book is live', async function (this: ExchangeWorld) {
  tradeApp(this).fakes.streamConnection.set('open');
  await liveBook(this);
});

When('the socket drops', function (this: ExchangeWorld) {
  tradeApp(this).fakes.streamConnection.set('closed');
});

When('the socket opens again', async function (this: ExchangeWorld) {
  const { fakes } = tradeApp(this);
  const symbol = tradeWorld(this).book!.symbol!;
  fakes.streamConnection.set('open');
  // Deltas missed while the socket was down: the next one does not chain, so the book resynchronises.
  fakes.marketDepthFeed.pushDelta(symbol, { ts: nextTs + 500, prevTs: nextTs + 400, bids: [], asks: [] });
  await flush(this);
});

When('the book is live again', async function (this: ExchangeWorld) {
  await liveBook(this);
});

Then('the data state is {string}', function (this: ExchangeWorld, state: string) {
  assert.equal(tradeWorld(this).freshness?.state, state);
});
