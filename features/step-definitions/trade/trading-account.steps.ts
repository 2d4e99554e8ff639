import assert from 'node:assert/strict';
import { After, Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import { KeepTradingAccount } from '../../../src/application/member-trading/keep-trading-account.use-case';
import { PlaceOrder } from '../../../src/application/member-trading/place-order.use-case';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import type { OrderSide, OrderStatus } from '../../../src/domain/trade/orders/order';
import { TradeHistoryStore } from '../../../src/presentation/member-trading/account/trade-history.store';
import { ACCOUNT_VIEW_MS, TradingAccountStore } from '../../../src/presentation/member-trading/account/trading-account.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { report } from '../../../tests/fakes/trade/fake-private-stream';
import { balanceOf, orderRow } from '../../../tests/fakes/trade/fake-trading-api';
import { worldPart, type ExchangeWorld } from '../../support/world';

interface AccountScenario {
  history?: TradeHistoryStore;
  csv?: string;
  failure?: TradeFailure;
  shown?: readonly unknown[];
  /** The order the trader placed through the form's use case. */
  placed?: { symbol: string; side: 'BUY'; type: 'LIMIT'; price: string; quantity: string; orderId: string; clientOrderId: string };
  /** Execution report timestamps grow so that no report is older than the row it changes. */
  time: number;
}
const scenario = worldPart((): AccountScenario => ({ time: 1_800_000_000_000 }));
const account = (w: ExchangeWorld) => w.get(TradingAccountStore);
const nextTime = (w: ExchangeWorld) => (scenario(w).time += 1);

After(function (this: ExchangeWorld) {
  scenario(this).history?.dispose();
  this.get(KeepTradingAccount).stop();
});

Given(
  'a trader is signed in with {int} USDT, {float} BTC and {int} ETH',
  function (this: ExchangeWorld, usdt: number, btc: number, eth: number) {
    this.fakes.tradingApi.balancesRows = [balanceOf('USDT', String(usdt)), balanceOf('BTC', String(btc)), balanceOf('ETH', String(eth))];
    this.get(SessionState).loggedIn(anAccount());
  },
);

Given(
  'the trader has an open buy of {float} {word} at {int} as order {word}',
  function (this: ExchangeWorld, quantity: number, symbol: string, price: number, orderId: string) {
    this.fakes.tradingApi.orderRows.push(
      orderRow({ orderId, symbol, quantity: String(quantity), price: String(price), visible: String(quantity) }),
    );
  },
);

Given('the trading account has loaded', async function (this: ExchangeWorld) {
  account(this).start();
  await settle();
  this.fakes.frames.flush();
  assert.equal(account(this).ready, true);
});

When(
  'the stream says the {word} balance is {float} with {int} frozen at version {int}',
  async function (this: ExchangeWorld, token: string, holding: number, frozen: number, version: number) {
    this.fakes.privateStream.pushBalances({ [token]: { holding: String(holding), frozen: String(frozen), version } });
    await settle();
    this.fakes.frames.flush();
    // stream changes reach the views within one account window
    this.fakes.clock.advance(ACCOUNT_VIEW_MS);
    this.fakes.frames.flush();
  },
);

When(
  'the stream says the {word} balance is {float} at version {int} and the next frame is painted',
  async function (this: ExchangeWorld, token: string, holding: number, version: number) {
    this.fakes.privateStream.pushBalances({ [token]: { holding: String(holding), frozen: '0', version } });
    await settle();
    this.fakes.frames.flush();
  },
);

When('the exchange now holds {int} USDT', function (this: ExchangeWorld, usdt: number) {
  this.fakes.tradingApi.balancesRows = [balanceOf('USDT', String(usdt))];
});

When('the private stream reconnects', async function (this: ExchangeWorld) {
  this.fakes.privateStream.resync();
  await settle();
});

Then(
  'the account shows {float} {word} of which {float} available',
  function (this: ExchangeWorld, holding: number, token: string, available: number) {
    const b = account(this).balance(token);
    assert.deepEqual(b && { holding: b.holding, available: b.available }, { holding: String(holding), available: String(available) });
  },
);

Then(/^the account was read from REST (\d+) times?$/, function (this: ExchangeWorld, times: string) {
  assert.equal(this.fakes.tradingApi.count('balances'), Number(times));
  assert.equal(this.fakes.tradingApi.count('orders'), Number(times));
});

When(
  'order {word} fills {float} at {int} and the stream says the BTC balance is {float} at version {int}',
  function (this: ExchangeWorld, orderId: string, quantity: number, price: number, btc: number, version: number) {
    this.fakes.privateStream.pushReport(
      report({
        orderId,
        status: 'PARTIAL_FILLED',
        tradeId: '100',
        executedQuantity: String(quantity),
        executedPrice: String(price),
        totalExecutedQuantity: String(quantity),
        avgPrice: String(price),
        timestamp: nextTime(this),
      }),
    );
    this.fakes.privateStream.pushBalances({ BTC: { holding: String(btc), frozen: '0', version } });
  },
);

When('order {word} fills the remaining {float} at {int}', function (this: ExchangeWorld, orderId: string, quantity: number, price: number) {
  this.fakes.privateStream.pushReport(
    report({
      orderId,
      status: 'FILLED',
      tradeId: '101',
      executedQuantity: String(quantity),
      executedPrice: String(price),
      totalExecutedQuantity: '0.01',
      avgPrice: String(price),
      timestamp: nextTime(this),
    }),
  );
});

Then('nothing changed on screen before the next animation frame', function (this: ExchangeWorld) {
  assert.equal(account(this).openOrders[0]?.executed, '0');
  assert.equal(account(this).balance('BTC')?.holding, '0.1');
});

When("the screen's next frame is painted", function (this: ExchangeWorld) {
  assert.equal(this.fakes.frames.flush(), 1, 'one frame for the whole burst');
});

Then('order {word} shows {float} filled and is still open', function (this: ExchangeWorld, orderId: string, executed: number) {
  const order = account(this).openOrders.find((o) => o.orderId === orderId);
  assert.deepEqual(order && [order.executed, order.status], [String(executed), 'PARTIAL_FILLED']);
});

When('the screen shows the open orders', function (this: ExchangeWorld) {
  scenario(this).shown = account(this).openOrders;
  assert.ok(account(this).openOrders.length > 0);
});

When('market order {word} is accepted and filled within one frame', function (this: ExchangeWorld, orderId: string) {
  const order = { orderId, type: 'MARKET' as const, price: '0', quantity: '0.004', symbol: 'SPOT_ETH_USDT' };
  this.fakes.privateStream.pushReport(report({ ...order, status: 'NEW', timestamp: nextTime(this) }));
  this.fakes.privateStream.pushReport(
    report({
      ...order,
      status: 'FILLED',
      tradeId: '200',
      executedQuantity: '0.004',
      executedPrice: '3000',
      totalExecutedQuantity: '0.004',
      avgPrice: '3000',
      timestamp: nextTime(this),
    }),
  );
});

When(
  'the trader places a limit buy of {float} {word} at {int}',
  async function (this: ExchangeWorld, quantity: number, symbol: string, price: number) {
    const order = { symbol, side: 'BUY' as const, type: 'LIMIT' as const, price: String(price), quantity: String(quantity) };
    const outcome = await this.get(PlaceOrder).execute({ kind: 'order', order });
    assert.equal(outcome.kind, 'placed');
    scenario(this).placed =
      outcome.kind === 'placed' ? { ...order, orderId: outcome.orderId ?? '', clientOrderId: outcome.clientOrderId } : undefined;
  },
);

When('the exchange reports that order as new', function (this: ExchangeWorld) {
  const placed = scenario(this).placed;
  assert.ok(placed);
  this.fakes.privateStream.pushReport(report({ ...placed, visible: placed.quantity, timestamp: nextTime(this) }));
});

Then('the account asked for the very next frame {int} time(s)', function (this: ExchangeWorld, times: number) {
  assert.equal(this.fakes.frames.hurried, times);
});

Then('the order at {int} is among the open orders', function (this: ExchangeWorld, price: number) {
  assert.ok(account(this).openOrders.some((o) => o.price === String(price) && o.orderId === scenario(this).placed?.orderId));
});

Then('the open-orders list is the same one the screen already shows', function (this: ExchangeWorld) {
  // the same array: the 1,000-row table is not rendered again for an order that came and went inside one frame
  assert.equal(account(this).openOrders, scenario(this).shown);
});

Then('there are no open orders', function (this: ExchangeWorld) {
  assert.deepEqual(account(this).openOrders, []);
});

When('the trader cancels all {word} orders', async function (this: ExchangeWorld, symbol: string) {
  scenario(this).failure = await account(this).cancelAll(symbol);
});

When('the trader cancels all orders', async function (this: ExchangeWorld) {
  scenario(this).failure = await account(this).cancelAll();
});

Then('the exchange was asked to cancel all orders of {string}', function (this: ExchangeWorld, symbol: string) {
  assert.deepEqual(this.fakes.tradingApi.calls.filter((c) => c.method === 'cancelAll').at(-1)?.args, [symbol]);
  assert.equal(scenario(this).failure, undefined);
});

Then('the exchange was asked to cancel all orders of every symbol', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.tradingApi.calls.filter((c) => c.method === 'cancelAll').at(-1)?.args, [undefined]);
});

Given('the exchange refuses the next cancel with {int} {string}', function (this: ExchangeWorld, code: number, message: string) {
  this.fakes.tradingApi.failNext('cancelOrder', { kind: 'refused', code, message, status: 400 });
});

When('the trader cancels order {word}', async function (this: ExchangeWorld, orderId: string) {
  const order = account(this).openOrders.find((o) => o.orderId === orderId);
  assert.ok(order);
  scenario(this).failure = await account(this).cancel(order);
});

Then('the cancel failed with {string}', function (this: ExchangeWorld, message: string) {
  const failure = scenario(this).failure;
  assert.equal(failure?.kind === 'refused' ? failure.message : undefined, message);
});

Given("the trader's order history:", function (this: ExchangeWorld, table: DataTable) {
  for (const row of table.hashes()) {
    this.fakes.tradingApi.orderRows.push(
      orderRow({
        orderId: row.orderId,
        symbol: row.symbol,
        side: row.side as OrderSide,
        status: row.status as OrderStatus,
        price: row.price,
        quantity: row.quantity,
        createdTime: Number(row.createdTime),
        updatedTime: Number(row.createdTime),
        orderTag: row.orderTag,
      }),
    );
  }
});

async function filterHistory(world: ExchangeWorld, filters: { symbol?: string; side?: OrderSide; status?: OrderStatus }) {
  const s = scenario(world);
  s.history ??= world.get(TradeHistoryStore);
  s.history.configure('orders', undefined);
  s.history.setFilters(filters);
  await settle();
  const exported = await s.history.exportCsv();
  assert.ok('csv' in exported);
  s.csv = exported.csv;
}

When(
  'the trader filters the order history by symbol {string}, side {string} and status {string}',
  async function (this: ExchangeWorld, symbol: string, side: string, status: string) {
    await filterHistory(this, { symbol, side: side as OrderSide, status: status as OrderStatus });
  },
);

When('the trader filters the order history by symbol {string}', async function (this: ExchangeWorld, symbol: string) {
  await filterHistory(this, { symbol });
});

Then('the order history shows orders {int}, {int}', function (this: ExchangeWorld, a: number, b: number) {
  assert.deepEqual(
    scenario(this).history?.orders.map((o) => o.orderId),
    [String(a), String(b)],
  );
});

Then('the export has a header and the rows of orders {int}, {int}', function (this: ExchangeWorld, a: number, b: number) {
  const lines = scenario(this).csv!.split('\r\n').filter(Boolean);
  assert.match(lines[0]!, /^createdTime,symbol,side,type,status,price,quantity,/);
  // orderId and clientOrderId ('0' here) come before the tag, the last field.
  assert.deepEqual(
    lines.slice(1).map((l) => Number(/,(\d+),0,[^,]*(?:,[^,]*)?$/.exec(l)?.[1])),
    [a, b],
  );
});

Then("the export's line of order {word} ends with {string}", function (this: ExchangeWorld, orderId: string, tail: string) {
  const line = scenario(this)
    .csv!.split('\r\n')
    .find((l) => l.includes(`,${orderId},0,`));
  assert.ok(line?.endsWith(tail), `${line} ends with ${tail}`);
});

When('{int} orders fill within {int} ms', function (this: ExchangeWorld, count: number, ms: number) {
  for (let i = 0; i < count; i++) {
    this.fakes.privateStream.pushReport(
      report({
        orderId: '500' + i,
        status: 'FILLED',
        tradeId: '900' + i,
        executedQuantity: '0.001',
        executedPrice: '60000',
        timestamp: nextTime(this),
      }),
    );
    this.fakes.clock.advance(Math.floor(ms / count));
  }
});

When('a market sell of 0.01 BTC opens and fills 0.006 at 60010, then 0.004 at 60000', function (this: ExchangeWorld) {
  const order = { orderId: '700', side: 'SELL' as const, type: 'MARKET', quantity: '0.01', price: '0' };
  this.fakes.privateStream.pushReport(report({ ...order, status: 'NEW', timestamp: nextTime(this) }));
  this.fakes.privateStream.pushReport(
    report({
      ...order,
      status: 'PARTIAL_FILLED',
      tradeId: '801',
      executedQuantity: '0.006',
      executedPrice: '60010',
      totalExecutedQuantity: '0.006',
      avgPrice: '60010',
      timestamp: nextTime(this),
    }),
  );
  this.fakes.privateStream.pushReport(
    report({
      ...order,
      status: 'FILLED',
      tradeId: '802',
      executedQuantity: '0.004',
      executedPrice: '60000',
      totalExecutedQuantity: '0.01',
      avgPrice: '60006',
      timestamp: nextTime(this),
    }),
  );
});

Then('the toasts are {string}, {string} and {string}', function (this: ExchangeWorld, a: string, b: string, c: string) {
  assert.deepEqual(
    this.fakes.toast.shown.map((t) => t.message),
    [a, b, c],
  );
});

When('order {word} is cancelled', function (this: ExchangeWorld, orderId: string) {
  this.fakes.privateStream.pushReport(report({ orderId, status: 'CANCELLED', timestamp: nextTime(this) }));
});

When('{int} ms pass', function (this: ExchangeWorld, ms: number) {
  this.fakes.clock.advance(ms);
});

Then('the toasts say {string} and {string}', function (this: ExchangeWorld, first: string, second: string) {
  assert.deepEqual(
    this.fakes.toast.shown.map((t) => t.message),
    [first, second],
  );
});

Then('the screen shows one toast: {string}', function (this: ExchangeWorld, message: string) {
  assert.deepEqual(this.fakes.toast.visible(), [message]);
});

Given('the trader turned the fill sound on', function (this: ExchangeWorld) {
  account(this).setFillSound(true);
  assert.equal(this.fakes.tradePreferences.value.fillSound, true);
});

Then('the fill sound played {int} time(s)', function (this: ExchangeWorld, times: number) {
  assert.equal(this.fakes.fillSound.played, times);
});

When('the trader logs out', function (this: ExchangeWorld) {
  this.get(SessionState).loggedOut();
});

Then('the trading account is empty and the private stream is not watched', function (this: ExchangeWorld) {
  assert.equal(account(this).ready, false);
  assert.deepEqual(account(this).openOrders, []);
  assert.equal(account(this).balances.size, 0);
  assert.equal(this.fakes.privateStream.watching(), 0);
});
