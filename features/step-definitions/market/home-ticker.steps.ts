import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { PRODUCT_SPOT_SYMBOL } from '../../../src/domain/market/market-symbol';
import { toProductTickerView } from '../../../src/presentation/market/product-ticker.view-model';
import { TickerStateStore } from '../../../src/presentation/market/ticker-state.store';
import { aTicker } from '../../../tests/fakes/market/fake-market-feed';
import type { ExchangeWorld } from '../../support/world';

function view(world: ExchangeWorld) {
  const store = world.get(TickerStateStore);
  return toProductTickerView('en', store.wooTicker, store.total);
}

Given('the ticker state is watching the market', function (this: ExchangeWorld) {
  this.get(TickerStateStore).start();
});

When(
  'the stream sends the WOO\\/USDT snapshot with open {decimal} and close {decimal}',
  function (this: ExchangeWorld, open: string, close: string) {
    this.fakes.marketFeed.pushSymbolTicker(aTicker(PRODUCT_SPOT_SYMBOL, open, close), this.fakes.clock.now());
  },
);

When(
  'the stream sends the {string} snapshot with open {decimal} and close {decimal}',
  function (this: ExchangeWorld, symbol: string, open: string, close: string) {
    this.fakes.marketFeed.pushSymbolTicker(aTicker(symbol, open, close), this.fakes.clock.now());
  },
);

When(
  'the stream sends totals with amounts {decimal} and {decimal} and counts {int} and {int}',
  function (this: ExchangeWorld, a1: string, a2: string, c1: number, c2: number) {
    this.fakes.marketFeed.pushTotals(
      [
        { amount: a1, count: c1 },
        { amount: a2, count: c2 },
      ],
      this.fakes.clock.now(),
    );
  },
);

When('the stream sends {int} WOO\\/USDT snapshots ending with close {decimal}', function (this: ExchangeWorld, n: number, close: string) {
  for (let i = 1; i < n; i++) this.fakes.marketFeed.pushSymbolTicker(aTicker(PRODUCT_SPOT_SYMBOL, '0.1', `0.${100 + i}`), i);
  this.fakes.marketFeed.pushSymbolTicker(aTicker(PRODUCT_SPOT_SYMBOL, '0.1', close), n);
});

When('the next animation frame runs', function (this: ExchangeWorld) {
  this.fakes.frames.flush();
});

Then('nothing has changed before the next animation frame', function (this: ExchangeWorld) {
  assert.equal(this.get(TickerStateStore).wooTicker, undefined);
});

Then('the home ticker shows the last price {string}', function (this: ExchangeWorld, price: string) {
  assert.equal(view(this).lastPrice, price);
});

Then('the home ticker shows the change {string}', function (this: ExchangeWorld, change: string) {
  assert.equal(view(this).change, change);
});

Then('the home ticker shows the volume {string}', function (this: ExchangeWorld, volume: string) {
  assert.equal(view(this).volume, volume);
});

Then('the home ticker shows {word} transactions', function (this: ExchangeWorld, count: string) {
  assert.equal(view(this).transactions, count);
});
