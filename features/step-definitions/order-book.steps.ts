import assert from 'node:assert/strict';
import { After, Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { ClockPort } from '../../src/application/shared/ports/clock.port';
import type { PriceLevel } from '../../src/domain/trade/order-book';
import { OrderBookStore } from '../../src/presentation/trade/order-book.store';
import { PricePickBus, type PricePick } from '../../src/presentation/trade/price-pick-bus';
import type { FakeClock } from '../../tests/fakes/fake-clock';
import { FakeMarketDepthFeed, FakePublicMarketApi, settle } from '../../tests/fakes/trade/fake-market-depth';
import type { ManualFrameScheduler } from '../../tests/fakes/manual-frame-scheduler';
import { createTestContainer } from '../../tests/support/test-container';
import type { ExchangeWorld } from '../support/world';

/** One book panel's store on the app's container, with a fake stream, fake REST and fake time. */
interface BookHarness {
  readonly symbol: string;
  readonly store: OrderBookStore;
  readonly feed: FakeMarketDepthFeed;
  readonly api: FakePublicMarketApi;
  readonly frames: ManualFrameScheduler;
  readonly clock: FakeClock;
  readonly picks: PricePick[];
}

const harnesses = new WeakMap<ExchangeWorld, BookHarness>();

function book(world: ExchangeWorld): BookHarness {
  const harness = harnesses.get(world);
  if (!harness) throw new Error('open the order book first');
  return harness;
}

const levels = (text: string): PriceLevel[] =>
  text.trim() === ''
    ? []
    : text.split(',').map((pair) => {
        const [price, quantity] = pair.trim().split(':');
        return { price, quantity };
      });
const show = (list: readonly { price: string; quantity: string }[]) => list.map((l) => `${l.price}:${l.quantity}`).join(', ');

async function flush(h: BookHarness): Promise<void> {
  await settle();
  h.frames.flush();
}

Given(
  'the order book of {string} is open with tick {string} and step {string}',
  async function (this: ExchangeWorld, symbol: string, tick: string, step: string) {
    const { container, fakes } = createTestContainer();
    const { marketDepthFeed: feed, publicMarketApi: api } = fakes;
    const store = container.get(OrderBookStore);
    const picks: PricePick[] = [];
    container.get(PricePickBus).subscribe((pick) => picks.push(pick));
    store.start(symbol);
    store.setTicks(tick, step);
    const harness: BookHarness = { symbol, store, feed, api, frames: fakes.frames, clock: container.get(ClockPort) as FakeClock, picks };
    harnesses.set(this, harness);
    await flush(harness);
  },
);

Given(
  'a live book at {int} with bids {string} and asks {string}',
  async function (this: ExchangeWorld, ts: number, bids: string, asks: string) {
    const h = book(this);
    h.api.answerSnapshot({ ts, bids: levels(bids), asks: levels(asks) });
    await flush(h);
    assert.equal(h.store.status, 'live');
  },
);

When('the stream sends these deltas:', async function (this: ExchangeWorld, table: DataTable) {
  const h = book(this);
  for (const row of table.hashes()) {
    h.feed.pushDelta(h.symbol, { ts: Number(row.ts), prevTs: Number(row.prevTs), bids: levels(row.bids), asks: levels(row.asks) });
  }
  await flush(h);
});

When(
  'the stream sends delta {int} after {int} with bids {string} and asks {string}',
  async function (this: ExchangeWorld, ts: number, prevTs: number, bids: string, asks: string) {
    const h = book(this);
    h.feed.pushDelta(h.symbol, { ts, prevTs, bids: levels(bids), asks: levels(asks) });
    await flush(h);
  },
);

When(
  'the snapshot answers at {int} with bids {string} and asks {string}',
  async function (this: ExchangeWorld, ts: number, bids: string, asks: string) {
    const h = book(this);
    h.api.answerSnapshot({ ts, bids: levels(bids), asks: levels(asks) });
    await flush(h);
  },
);

When('the snapshot fails', async function (this: ExchangeWorld) {
  const h = book(this);
  h.api.failSnapshot();
  await flush(h);
});

When("the book's clock moves {float} seconds", async function (this: ExchangeWorld, seconds: number) {
  const h = book(this);
  h.clock.advance(Math.round(seconds * 1000));
  await flush(h);
});

When('the grouping is made coarser {int} times', function (this: ExchangeWorld, times: number) {
  for (let i = 0; i < times; i++) book(this).store.groupCoarser();
});

When('the grouping is made finer {int} times', function (this: ExchangeWorld, times: number) {
  for (let i = 0; i < times; i++) book(this).store.groupFiner();
});

When('sizes are shown in {string}', function (this: ExchangeWorld, unit: string) {
  book(this).store.setSizeUnit(unit === 'quote' ? 'quote' : 'base');
});

When('the user clicks the bid row {int}', function (this: ExchangeWorld, n: number) {
  const h = book(this);
  h.store.pick(h.store.view.bids[n - 1]);
});

Then('the book is {string}', function (this: ExchangeWorld, status: string) {
  assert.equal(book(this).store.status, status);
});

Then(/^(\d+) snapshots? (?:was|were) requested$/, function (this: ExchangeWorld, count: string) {
  assert.equal(book(this).api.snapshotRequests.length, Number(count));
});

Then('the bids are {string}', function (this: ExchangeWorld, expected: string) {
  assert.equal(show(book(this).store.frame?.bids ?? []), expected);
});

Then('the asks are {string}', function (this: ExchangeWorld, expected: string) {
  assert.equal(show(book(this).store.frame?.asks ?? []), expected);
});

Then('the group step is {string}', function (this: ExchangeWorld, step: string) {
  assert.equal(book(this).store.step, step);
});

Then('the grouped bids are {string}', function (this: ExchangeWorld, expected: string) {
  assert.equal(show(book(this).store.view.bids), expected);
});

Then('the grouped asks are {string}', function (this: ExchangeWorld, expected: string) {
  assert.equal(show(book(this).store.view.asks), expected);
});

Then('the grouped bid notionals are {string} with totals {string}', function (this: ExchangeWorld, sizes: string, totals: string) {
  const rows = book(this).store.view.bids;
  assert.equal(rows.map((r) => r.notional).join(', '), sizes);
  assert.equal(rows.map((r) => r.cumulativeNotional).join(', '), totals);
});

Then('the grouped ask notionals are {string} with totals {string}', function (this: ExchangeWorld, sizes: string, totals: string) {
  const rows = book(this).store.view.asks;
  assert.equal(rows.map((r) => r.notional).join(', '), sizes);
  assert.equal(rows.map((r) => r.cumulativeNotional).join(', '), totals);
});

Then('the spread is {string} and {string} percent', function (this: ExchangeWorld, value: string, percent: string) {
  assert.deepEqual(book(this).store.view.spread, { value, percent });
});

Then(
  'the price picked is {string} on the {string} side of {string}',
  function (this: ExchangeWorld, price: string, side: string, symbol: string) {
    assert.deepEqual(book(this).picks, [{ price, side, symbol }]);
  },
);

After(function (this: ExchangeWorld) {
  harnesses.get(this)?.store.dispose();
});
