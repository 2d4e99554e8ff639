import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import Decimal from 'decimal.js';
import { coolNameProblem } from '../../../src/domain/social/cool-name';
import { cumulative, cumulativeRoi, dailyReturns, maxDrawdown, roi, sharpe, winRate } from '../../../src/domain/social/trader-metrics';
import { worldPart, type ExchangeWorld } from '../../support/world';

/** The series a scenario works on (pure domain: no container needed). */
const metrics = worldPart((): { capital: string; pnl: string; daily: string[]; closes: string[]; coolName: string } => ({
  capital: '0',
  pnl: '0',
  daily: [],
  closes: [],
  coolName: '',
}));

/** "100, -220, 55 and 165" → ['100', '-220', '55', '165']. */
const list = (text: string): string[] =>
  text
    .split(/,\s*|\s+and\s+/)
    .map((v) => v.trim())
    .filter(Boolean);

Given('a capital of {int} USDT', function (this: ExchangeWorld, capital: number) {
  metrics(this).capital = String(capital);
});

When("the trader's PnL is {int} USDT", function (this: ExchangeWorld, pnl: number) {
  metrics(this).pnl = String(pnl);
});

When(/^the trader's closes realised (.+) USDT$/, function (this: ExchangeWorld, values: string) {
  metrics(this).closes = list(values);
});

When(/^the daily PnL is (.+) USDT$/, function (this: ExchangeWorld, values: string) {
  metrics(this).daily = list(values);
});

Then('the ROI is {float}', function (this: ExchangeWorld, expected: number) {
  const m = metrics(this);
  assert.equal(roi(m.pnl, m.capital), new Decimal(expected).toFixed());
});

Then('the win rate is {float}', function (this: ExchangeWorld, expected: number) {
  assert.equal(winRate(metrics(this).closes), new Decimal(expected).toFixed());
});

Then('there is no win rate', function (this: ExchangeWorld) {
  assert.equal(winRate(metrics(this).closes), undefined);
});

Then(/^the cumulative PnL is (.+)$/, function (this: ExchangeWorld, values: string) {
  assert.deepEqual(cumulative(metrics(this).daily), list(values));
});

Then(/^the cumulative ROI is (.+)$/, function (this: ExchangeWorld, values: string) {
  const m = metrics(this);
  assert.deepEqual(cumulativeRoi(m.daily, m.capital), list(values));
});

Then('the maximum drawdown is {float}', function (this: ExchangeWorld, expected: number) {
  const m = metrics(this);
  assert.equal(maxDrawdown(m.daily, m.capital), new Decimal(expected).toFixed());
});

Then(/^the daily returns are (.+)$/, function (this: ExchangeWorld, values: string) {
  const m = metrics(this);
  assert.deepEqual(
    dailyReturns(m.daily, m.capital).map((r) => r.toFixed()),
    list(values),
  );
});

Then('the Sharpe ratio rounded to 6 decimals is {float}', function (this: ExchangeWorld, expected: number) {
  const m = metrics(this);
  const ratio = sharpe(m.daily, m.capital);
  assert.ok(ratio !== undefined);
  assert.equal(new Decimal(ratio).toDecimalPlaces(6).toFixed(), new Decimal(expected).toFixed());
});

Then('there is no Sharpe ratio', function (this: ExchangeWorld) {
  const m = metrics(this);
  assert.equal(sharpe(m.daily, m.capital), undefined);
});

When('a member types the cool name {string}', function (this: ExchangeWorld, name: string) {
  metrics(this).coolName = name;
});

Then('the cool name is accepted', function (this: ExchangeWorld) {
  assert.equal(coolNameProblem(metrics(this).coolName), undefined);
});

Then(/^the cool name is refused: (\w+)$/, function (this: ExchangeWorld, problem: string) {
  assert.equal(coolNameProblem(metrics(this).coolName), problem);
});
