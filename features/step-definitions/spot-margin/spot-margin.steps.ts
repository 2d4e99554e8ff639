import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ApiError } from '../../../simulator/http/api-error';
import { fromScaled, toScaled } from '../../../simulator/trading/scaled';
import type { ExchangeWorld } from '../../support/world';
import { MAKER, spotMarginExchange, spotMarginWorld, TRADER, type SpotMarginExchange } from './spot-margin.world';

const BTC = 'SPOT_BTC_USDT';

function exchange(world: ExchangeWorld): SpotMarginExchange {
  const x = spotMarginWorld(world).exchange;
  assert.ok(x, 'the exchange is set up in the Background');
  return x;
}

function loanOf(x: SpotMarginExchange, token: string): { principal: string; interest: string } {
  const l = x.trading.account(TRADER).margin?.loans.get(token);
  return { principal: l ? fromScaled(l.principal) : '0', interest: l ? fromScaled(l.interest) : '0' };
}

function place(x: SpotMarginExchange, userId: number, side: 'BUY' | 'SELL', quantity: string, price: string): void {
  x.trading.place(userId, { symbol: BTC, side, type: 'LIMIT', quantity, price });
}

Given('BTC trades at {int} USDT and ETH at {int} USDT', async function (this: ExchangeWorld, btc: number, eth: number) {
  const x = await spotMarginExchange();
  x.market.prices.set(BTC, btc);
  x.market.prices.set('SPOT_ETH_USDT', eth);
  spotMarginWorld(this).exchange = x;
});

Given('a market maker offers {int} BTC at {int}', function (this: ExchangeWorld, ask: number, askPrice: number) {
  const x = exchange(this);
  const maker = x.trading.account(MAKER);
  x.trading.ledger.holdExactly(maker, 'BTC', toScaled(String(ask)), 0);
  x.trading.ledger.holdExactly(maker, 'USDT', toScaled('1000000'), 0);
  place(x, MAKER, 'SELL', String(ask), String(askPrice));
});

Given('the trader chose a spot margin leverage of {int}', function (this: ExchangeWorld, leverage: number) {
  exchange(this).margin.setLeverage(TRADER, leverage);
});
When('the trader chooses a spot margin leverage of {int}', function (this: ExchangeWorld, leverage: number) {
  exchange(this).margin.setLeverage(TRADER, leverage);
});

Then('the trader may borrow {word} {word}', function (this: ExchangeWorld, amount: string, token: string) {
  const x = exchange(this);
  const row = x.margin.rows(x.trading.account(TRADER)).find((r) => r.token === token);
  assert.equal(row?.maxBorrowable, amount);
});

Given('the trader bought {word} BTC at {word}', function (this: ExchangeWorld, quantity: string, price: string) {
  place(exchange(this), TRADER, 'BUY', quantity, price);
});
When('the trader buys {word} BTC at {word}', function (this: ExchangeWorld, quantity: string, price: string) {
  place(exchange(this), TRADER, 'BUY', quantity, price);
});
When('the trader sells {word} BTC at {word}', function (this: ExchangeWorld, quantity: string, price: string) {
  // the maker takes its offer down and bids at the price, so the sell fills there
  const x = exchange(this);
  x.trading.cancelAll(MAKER);
  place(x, MAKER, 'BUY', quantity, price);
  place(x, TRADER, 'SELL', quantity, price);
});

When('the trader tries to buy {word} BTC at {word}', function (this: ExchangeWorld, quantity: string, price: string) {
  try {
    place(exchange(this), TRADER, 'BUY', quantity, price);
  } catch (error) {
    assert.ok(error instanceof ApiError);
    spotMarginWorld(this).refusal = { code: error.code, message: error.message };
    return;
  }
  assert.fail('the order was accepted');
});

Then('the order is refused with {exchangeCode} {string}', function (this: ExchangeWorld, code: number, message: string) {
  assert.deepEqual(spotMarginWorld(this).refusal, { code, message });
});

Then(
  'the trader owes {word} USDT of principal and {word} of interest',
  function (this: ExchangeWorld, principal: string, interest: string) {
    assert.deepEqual(loanOf(exchange(this), 'USDT'), { principal, interest });
  },
);

Then('the trader holds {word} USDT and {word} BTC', function (this: ExchangeWorld, usdt: string, btc: string) {
  const a = exchange(this).trading.account(TRADER);
  assert.deepEqual([fromScaled(a.balance('USDT').h), fromScaled(a.balance('BTC').h)], [usdt, btc]);
});

Then('the interest history shows a BORROWED row of {word} USDT', function (this: ExchangeWorld, principal: string) {
  const history = exchange(this).trading.account(TRADER).margin?.history ?? [];
  assert.deepEqual(
    history.map((h) => [h.type, h.token, h.principal]),
    [['BORROWED', 'USDT', principal]],
  );
});

Given('an hour of interest accrues', function (this: ExchangeWorld) {
  const x = exchange(this);
  x.now += 3_600_000;
  x.margin.accrue();
});
When('{int} more hours of interest accrue', function (this: ExchangeWorld, hours: number) {
  for (let i = 0; i < hours; i += 1) exchange(this).margin.accrue();
});

Then('the ledger has an INTEREST row of {word} USDT', async function (this: ExchangeWorld, amount: string) {
  const x = exchange(this);
  await x.trading.writer.flush();
  const { ledger } = await x.repo.load();
  assert.deepEqual(
    ledger.filter((l) => l.type === 'INTEREST').map((l) => [l.userId, l.token, l.amount]),
    [[TRADER, 'USDT', amount]],
  );
});

When('the trader repays {word} USDT', function (this: ExchangeWorld, amount: string) {
  spotMarginWorld(this).repaid = exchange(this).margin.repay(TRADER, 'USDT', amount);
});

Then('the repayment paid {word} of interest and {word} of principal', function (this: ExchangeWorld, interest: string, principal: string) {
  assert.deepEqual(spotMarginWorld(this).repaid, { interest, principal });
});

When('BTC is worth {int} USDT', function (this: ExchangeWorld, price: number) {
  exchange(this).market.prices.set(BTC, price);
});

Then('the margin level is {word} and the risk is {word}', function (this: ExchangeWorld, level: string, risk: string) {
  const x = exchange(this);
  const f = x.margin.figures(x.trading.account(TRADER));
  assert.deepEqual([f.marginLevel, f.risk], [level, risk]);
});
