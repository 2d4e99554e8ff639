import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import Decimal from 'decimal.js';
import { toScaled } from '../../../simulator/trading/scaled';
import { MarketEngine } from '../../../simulator/market/market-engine';
import { MemoryTradingRepository } from '../../../simulator/trading/records';
import { TradingEngine } from '../../../simulator/trading/trading-engine';
import { report } from '../../../tests/fakes/trade/fake-private-stream';
import { worldPart, type ExchangeWorld } from '../../support/world';

const T0 = 1_700_000_000_000;

/** The simulator's trading engine for one scenario (no timers, no HTTP: the risk rules themselves). */
const risk = worldPart(() => {
  const market = new MarketEngine(42, T0);
  const trading = new TradingEngine(market, new MemoryTradingRepository(), { clock: () => T0 });
  return { trading, fundBefore: trading.risk.fund, started: trading.start() };
});

async function engine(world: ExchangeWorld): Promise<TradingEngine> {
  const r = risk(world);
  await r.started;
  return r.trading;
}

async function hold(
  world: ExchangeWorld,
  userId: number,
  side: string,
  size: string,
  symbol: string,
  price: string,
  usdt: string,
  isolatedMargin?: string,
) {
  const trading = await engine(world);
  const a = trading.account(userId);
  const p = a.position(symbol);
  Object.assign(p, { holding: side === 'short' ? new Decimal(size).neg().toFixed() : size, averageOpenPrice: price, openingTime: T0 });
  if (isolatedMargin !== undefined) Object.assign(p, { marginMode: 'ISOLATED', isolatedMargin, leverage: a.leverage });
  trading.ledger.holdExactly(a, 'USDT', toScaled(usdt), T0);
  trading.risk.touched(a);
  risk(world).fundBefore = trading.risk.fund;
}

Given(
  'trader {int} holds a {word} of {word} {word} opened at {word} with {word} USDT',
  async function (this: ExchangeWorld, userId: number, side: string, size: string, symbol: string, price: string, usdt: string) {
    await hold(this, userId, side, size, symbol, price, usdt);
  },
);

Given(
  'trader {int} holds an isolated {word} of {word} {word} opened at {word} with {word} margin and {word} USDT',
  async function (
    this: ExchangeWorld,
    userId: number,
    side: string,
    size: string,
    symbol: string,
    price: string,
    margin: string,
    usdt: string,
  ) {
    await hold(this, userId, side, size, symbol, price, usdt, margin);
  },
);

Given(
  'the mark price of {word} is {word} and its funding rate {word}',
  async function (this: ExchangeWorld, symbol: string, mark: string, rate: string) {
    const trading = await engine(this);
    trading.markOverrides.set(symbol, mark);
    trading.market.overrides.set(symbol, 'fundingRate', rate);
  },
);

When('the funding of {word} is settled', async function (this: ExchangeWorld, symbol: string) {
  (await engine(this)).risk.settleFunding(symbol);
});

When('the mark price of {word} moves to {word}', async function (this: ExchangeWorld, symbol: string, mark: string) {
  const trading = await engine(this);
  trading.markOverrides.set(symbol, mark);
  trading.risk.onMarkChanged(symbol);
});

Then(
  "trader {int}'s USDT changed by {word} as a FUNDING_FEE ledger row and a {string} row in the funding history",
  async function (this: ExchangeWorld, userId: number, change: string, type: string) {
    const trading = await engine(this);
    const rows = trading.deposits.filter((l) => l.userId === userId && l.type === 'FUNDING_FEE');
    assert.deepEqual(
      rows.map((l) => l.amount),
      [new Decimal(change).toFixed()],
    );
    assert.equal(trading.account(userId).balance('USDT').holding.minus(10000).toFixed(), new Decimal(change).toFixed());
    const history = trading.risk.rowsOf(userId);
    assert.deepEqual(
      history.map((f) => [f.fundingFee, f.paymentType]),
      [[new Decimal(change).toFixed(), type]],
    );
  },
);

Then("trader {int}'s {word} position is {word}", async function (this: ExchangeWorld, userId: number, symbol: string, state: string) {
  const trading = await engine(this);
  const holding = trading.account(userId).positions.get(symbol)?.holding ?? '0';
  assert.equal(holding === '0' ? 'liquidated' : 'open', state);
  if (state === 'liquidated') assert.equal(trading.account(userId).orders.at(-1)?.reason, 'LIQUIDATION');
});

Then('the insurance fund grew by {word}', async function (this: ExchangeWorld, amount: string) {
  const trading = await engine(this);
  assert.equal(trading.risk.fund.minus(risk(this).fundBefore).toFixed(), new Decimal(amount).toFixed());
});

Then(
  'trader {int} has {word} USDT with a LIQUIDATION ledger row of {word}',
  async function (this: ExchangeWorld, userId: number, usdt: string, row: string) {
    const trading = await engine(this);
    assert.equal(trading.account(userId).balance('USDT').holding.toFixed(), new Decimal(usdt).toFixed());
    assert.deepEqual(
      trading.deposits.filter((l) => l.userId === userId && l.type === 'LIQUIDATION').map((l) => l.amount),
      [new Decimal(row).toFixed()],
    );
  },
);

Then('trader {int} has {word} USDT', async function (this: ExchangeWorld, userId: number, usdt: string) {
  assert.equal((await engine(this)).account(userId).balance('USDT').holding.toFixed(), new Decimal(usdt).toFixed());
});

Then(
  "trader {int}'s last order is a filled {word} {word} of {word} at {word} with the reason {string}",
  async function (this: ExchangeWorld, userId: number, type: string, side: string, size: string, price: string, reason: string) {
    const order = (await engine(this)).account(userId).orders.at(-1)!;
    assert.deepEqual(
      [order.status, order.type, order.side, order.executed, order.price, order.reason],
      ['FILLED', type, side, size, price, reason],
    );
  },
);

Then(
  'the ADL quantiles of traders {int}, {int}, {int}, {int} are {int}, {int}, {int}, {int}',
  async function (this: ExchangeWorld, u1: number, u2: number, u3: number, u4: number, q1: number, q2: number, q3: number, q4: number) {
    const trading = await engine(this);
    assert.deepEqual(
      [u1, u2, u3, u4].map((u) => trading.risk.adlQuantile(trading.account(u), 'PERP_BTC_USDT')),
      [q1, q2, q3, q4],
    );
  },
);

When(
  "the exchange liquidates the trader's long of {word} {word} at {word}",
  function (this: ExchangeWorld, size: string, symbol: string, price: string) {
    this.fakes.privateStream.pushReport(
      report({
        orderId: '7001',
        symbol,
        side: 'SELL',
        type: 'MARKET',
        quantity: size,
        price,
        status: 'FILLED',
        tradeId: '9001',
        executedPrice: price,
        executedQuantity: size,
        totalExecutedQuantity: size,
        reason: 'LIQUIDATION',
        reduceOnly: true,
        timestamp: 1_700_000_200_000,
      }),
    );
  },
);

Then('the only toast says {string}', function (this: ExchangeWorld, message: string) {
  assert.deepEqual(
    this.fakes.toast.shown.map((t) => t.message),
    [message],
  );
});
