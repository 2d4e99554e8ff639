import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { isFeatureName } from '../../../src/domain/features/feature-flags';
import { usdt, percent } from '../../../src/presentation/social/social-format';
import { FeatureFlagsStore } from '../../../src/presentation/features/feature-flags.store';
import { LeaderboardStore } from '../../../src/presentation/social/leaderboard.store';
import { StrategyStore } from '../../../src/presentation/social/strategy.store';
import type { TradingPeriod } from '../../../src/domain/social/leaderboard';
import type { Strategy } from '../../../src/domain/social/strategy';
import type { ExchangeWorld } from '../../support/world';

const flags = (w: ExchangeWorld) => w.get(FeatureFlagsStore);
const strategies = (w: ExchangeWorld) => w.get(StrategyStore);
const list = (text: string) => text.split(/,\s*/).filter(Boolean);

// Feature flags

Given('the exchange switches {string} {word}', function (this: ExchangeWorld, name: string, state: 'on' | 'off') {
  this.fakes.featureFlagsApi.global[name] = state === 'on';
});

Given('the exchange switches {string} {word} for the member', function (this: ExchangeWorld, name: string, state: 'on' | 'off') {
  this.fakes.featureFlagsApi.mine[name] = state === 'on';
});

Given('the feature call fails', function (this: ExchangeWorld) {
  this.fakes.featureFlagsApi.down = true;
});

When("a visitor's feature flags load", async function (this: ExchangeWorld) {
  await flags(this).ensure(false);
});

When("the member's feature flags load", async function (this: ExchangeWorld) {
  await flags(this).ensure(true);
});

Then('the feature(s) {string} is/are {word}', function (this: ExchangeWorld, names: string, state: 'on' | 'off') {
  for (const name of list(names)) {
    assert.ok(isFeatureName(name), `unknown feature ${name}`);
    assert.equal(flags(this).enabled(name), state === 'on', name);
  }
});

Then('the last feature call was {string}', function (this: ExchangeWorld, call: string) {
  assert.equal(this.fakes.featureFlagsApi.calls.at(-1), call);
});

Then('the feature calls were {string}', function (this: ExchangeWorld, calls: string) {
  assert.deepEqual(this.fakes.featureFlagsApi.calls, list(calls));
});

// Strategies

Given('the strategies over {int} days', function (this: ExchangeWorld, days: TradingPeriod, table: DataTable) {
  this.fakes.strategiesApi.rows.set(
    days,
    table.hashes().map((r) => ({
      strategy: r.strategy as Strategy,
      traders: Number(r.traders),
      population: Number(r.traders),
      pnl: r.pnl!,
      roi: r.roi!,
      volume: '1000',
      winningShare: '0.5',
      topTraders: [],
    })),
  );
});

When('a visitor opens the strategies', async function (this: ExchangeWorld) {
  await strategies(this).open(null);
});

When('a visitor opens the strategies with {string}', async function (this: ExchangeWorld, value: string) {
  await strategies(this).open(value);
});

When('they choose the strategies over {int} days', async function (this: ExchangeWorld, days: TradingPeriod) {
  await strategies(this).choosePeriod(days);
});

Then('the strategies show', function (this: ExchangeWorld, table: DataTable) {
  assert.deepEqual(
    strategies(this).rows.map((r) => ({ strategy: r.strategy, product: r.product })),
    table.hashes(),
  );
});

Then('the first strategy is {string}', function (this: ExchangeWorld, strategy: string) {
  assert.equal(strategies(this).rows[0]?.strategy, strategy);
});

Then('the selected strategy is {string}', function (this: ExchangeWorld, strategy: string) {
  assert.equal(strategies(this).selected ?? '', strategy);
});

Then('the last strategies call was {string}', function (this: ExchangeWorld, call: string) {
  assert.equal(this.fakes.strategiesApi.calls.at(-1), call);
});

// Leaderboard figures' tones

Then('the leaderboard shows the figures', function (this: ExchangeWorld, table: DataTable) {
  const rows = this.get(LeaderboardStore).rows;
  const shown = table.hashes().map((r) => {
    const row = rows.find((x) => x.coolName === r.coolName);
    assert.ok(row, `no row of ${r.coolName}`);
    return {
      coolName: row.coolName,
      pnl: usdt('en', row.pnl),
      roi: percent('en', row.roi),
      'tone of pnl': row.pnlTone,
      'tone of roi': row.roiTone,
    };
  });
  assert.deepEqual(shown, table.hashes());
});
