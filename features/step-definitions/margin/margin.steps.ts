import { Given, Then, When } from '@cucumber/cucumber';
import Decimal from 'decimal.js';
import assert from 'node:assert/strict';
import { ApiError } from '../../../simulator/http/api-error';
import { MarketEngine } from '../../../simulator/market/market-engine';
import { positionKey } from '../../../simulator/trading/account-state';
import { MemoryTradingRepository, type MarginMode } from '../../../simulator/trading/records';
import { toScaled } from '../../../simulator/trading/scaled';
import { TradingEngine, type PlaceInput } from '../../../simulator/trading/trading-engine';
import { worldPart } from '../../support/world';

const USER = 1;
const T0 = 1_700_000_000_000;

/** The simulator's trading engine in process (no HTTP): the rules under test are the engine's. */
const marginWorld = worldPart(() => {
  const market = new MarketEngine(42, T0);
  const engine = new TradingEngine(market, new MemoryTradingRepository(), { clock: () => T0 });
  return { engine, started: engine.start(), refusal: undefined as ApiError | undefined, opening: new Decimal(0), shortfall: '' };
});

const account = (w: ReturnType<typeof marginWorld>) => w.engine.account(USER);
const attempt = (w: ReturnType<typeof marginWorld>, run: () => unknown): void => {
  w.refusal = undefined;
  try {
    run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    w.refusal = error;
  }
};
const place = (w: ReturnType<typeof marginWorld>, input: Omit<PlaceInput, 'type'> & { type?: PlaceInput['type'] }) =>
  w.engine.place(USER, { type: 'MARKET', ...input });

Given('a perpetuals trader with {int} USDT', async function (this: never, usdt: number) {
  const w = marginWorld(this);
  await w.started;
  w.engine.ledger.holdExactly(account(w), 'USDT', toScaled(String(usdt)), 0);
});

Given('the trader has {int} USDT', function (this: never, usdt: number) {
  marginWorld(this).engine.ledger.holdExactly(account(marginWorld(this)), 'USDT', toScaled(String(usdt)), 0);
});

Given('the engine marks {word} at {int}', function (this: never, symbol: string, price: number) {
  marginWorld(this).engine.markOverrides.set(symbol, String(price));
});

Given(
  'the trader holds a long of {word} {word} at {int}x {word}',
  function (this: never, qty: string, symbol: string, leverage: number, mode: string) {
    const w = marginWorld(this);
    w.engine.setLeverage(USER, symbol, mode.toUpperCase() as MarginMode, leverage);
    const order = place(w, { symbol, side: 'BUY', quantity: qty });
    assert.equal(order.executed, qty);
    w.opening = new Decimal(order.executedQuote).div(leverage);
  },
);

Given('{word} is set to {int}x {word}', function (this: never, symbol: string, leverage: number, mode: string) {
  marginWorld(this).engine.setLeverage(USER, symbol, mode.toUpperCase() as MarginMode, leverage);
});

When('the trader sets {word} to {int}x {word}', function (this: never, symbol: string, leverage: number, mode: string) {
  const w = marginWorld(this);
  // what lowering needs: holding × mark ÷ new − holding × mark ÷ old, minus the free collateral
  const p = account(w).positions.get(symbol);
  if (p) {
    const n = new Decimal(p.holding).abs().times(w.engine.markPrice(symbol));
    w.shortfall = n
      .div(leverage)
      .minus(n.div(p.leverage))
      .minus(w.engine.available(account(w), 'USDT'))
      .toDecimalPlaces(2, Decimal.ROUND_UP)
      .toFixed(2);
  }
  attempt(w, () => w.engine.setLeverage(USER, symbol, mode.toUpperCase() as MarginMode, leverage));
});

Then('the change is refused with {string} and the shortfall', function (this: never, text: string) {
  const w = marginWorld(this);
  assert.equal(w.refusal?.message, `leverage: ${text} ${w.shortfall} USDT short of the new initial margin`);
});

Then('the change is refused with {string}', function (this: never, text: string) {
  assert.ok(marginWorld(this).refusal?.message.includes(text), marginWorld(this).refusal?.message);
});

Then('{word} is at {int}x {word}', function (this: never, symbol: string, leverage: number, mode: string) {
  assert.deepEqual(marginWorld(this).engine.leverageOf(USER, symbol), { symbol, leverage, marginMode: mode.toUpperCase() });
});

Then('the position of {word} shows {int}x', function (this: never, symbol: string, leverage: number) {
  assert.equal(account(marginWorld(this)).positions.get(symbol)?.leverage, leverage);
});

When('the trader adds {int} USDT of isolated margin on {word}', function (this: never, amount: number, symbol: string) {
  const w = marginWorld(this);
  attempt(w, () => w.engine.adjustIsolatedMargin(USER, symbol, String(amount), 'ADD'));
});

Then('the isolated margin of {word} is its opening margin plus {int}', function (this: never, symbol: string, plus: number) {
  const w = marginWorld(this);
  assert.equal(account(w).positions.get(symbol)?.isolatedMargin, w.opening.plus(plus).toFixed());
});

When('the trader removes {int} USDT more than the maximum from {word}', function (this: never, extra: number, symbol: string) {
  const w = marginWorld(this);
  const max = new Decimal(account(w).positions.get(symbol)!.isolatedMargin).minus(500);
  attempt(w, () => w.engine.adjustIsolatedMargin(USER, symbol, max.plus(extra).toFixed(), 'REDUCE'));
});

Then('the change is refused naming the maximum above the {int} USDT initial margin', function (this: never, initial: number) {
  const w = marginWorld(this);
  const max = new Decimal(account(w).positions.get('PERP_BTC_USDT')!.isolatedMargin)
    .minus(initial)
    .toDecimalPlaces(2, Decimal.ROUND_DOWN)
    .toFixed(2);
  assert.equal(w.refusal?.message, `adjustAmount: at most ${max} USDT can be removed`);
});

When('the trader removes the maximum from {word}', function (this: never, symbol: string) {
  const w = marginWorld(this);
  const max = new Decimal(account(w).positions.get(symbol)!.isolatedMargin).minus(500);
  w.engine.adjustIsolatedMargin(USER, symbol, max.toFixed(), 'REDUCE');
});

Then('the isolated margin of {word} is {int}', function (this: never, symbol: string, margin: number) {
  assert.equal(account(marginWorld(this)).positions.get(symbol)?.isolatedMargin, String(margin));
});

When('the trader places a buy worth just over {int} USDT on {word}', function (this: never, worth: number, symbol: string) {
  const w = marginWorld(this);
  const mid = w.engine.midPrice(w.engine.bookOf(symbol))!;
  const price = mid.times('0.99').toDecimalPlaces(1, Decimal.ROUND_DOWN);
  const quantity = new Decimal(worth).div(price).toDecimalPlaces(4, Decimal.ROUND_UP).plus('0.0001');
  attempt(w, () => place(w, { symbol, side: 'BUY', type: 'LIMIT', price: price.toFixed(), quantity: quantity.toFixed() }));
});

Then('the order is refused with code {int} and {string}', function (this: never, code: number, text: string) {
  const w = marginWorld(this);
  assert.equal(w.refusal?.code, code);
  assert.ok(w.refusal?.message.includes(text), w.refusal?.message);
});

When('the trader switches to hedge mode', function (this: never) {
  const w = marginWorld(this);
  attempt(w, () => w.engine.setPositionMode(USER, 'HEDGE_MODE'));
});

When('the trader opens a long of {word} {word}', function (this: never, qty: string, symbol: string) {
  place(marginWorld(this), { symbol, side: 'BUY', quantity: qty, positionSide: 'LONG' });
});

When('the trader opens a short of {word} {word}', function (this: never, qty: string, symbol: string) {
  place(marginWorld(this), { symbol, side: 'SELL', quantity: qty, positionSide: 'SHORT' });
});

When('the trader closes the long of {word} with {word}', function (this: never, symbol: string, qty: string) {
  place(marginWorld(this), { symbol, side: 'SELL', quantity: qty, positionSide: 'LONG' });
});

Then(
  'the trader holds a LONG of {word} and a SHORT of {word} on {word}',
  function (this: never, long: string, short: string, symbol: string) {
    const a = account(marginWorld(this));
    assert.equal(a.positions.get(positionKey(symbol, 'LONG'))?.holding, long);
    assert.equal(a.positions.get(positionKey(symbol, 'SHORT'))?.holding, short);
  },
);

Then('the account is in {word} mode', function (this: never, mode: string) {
  assert.equal(account(marginWorld(this)).positionMode, mode);
});
