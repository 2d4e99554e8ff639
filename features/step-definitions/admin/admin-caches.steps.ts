import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { WindowTotals } from '../../../simulator/social/social-metrics';
import type { MarketAdminStore } from '../../../src/presentation/admin/market-admin.store';
import { worldPart, type ExchangeWorld } from '../../support/world';
import { adminWorld } from './admin.world';

/** "Clear leaderboard caches" on the admin page, against the simulator's leaderboard metrics (DELETE /caches). */
const page = (w: ExchangeWorld): MarketAdminStore => adminWorld(w).page ?? assert.fail('the page is not open');
const metrics = (w: ExchangeWorld) => (adminWorld(w).sim ?? assert.fail('no simulator')).social.service.metrics;
const ranking = (w: ExchangeWorld): WindowTotals[] => metrics(w).fresh().ranking(30, 'ALL', 'PNL', false);
const cached = worldPart((): { ranking?: WindowTotals[] } => ({}));

Given('the leaderboards were computed', function (this: ExchangeWorld) {
  cached(this).ranking = ranking(this);
  assert.equal(ranking(this), cached(this).ranking, 'a second read is served from the cache');
});

When('they ask to clear the leaderboard caches', function (this: ExchangeWorld) {
  page(this).askClearCaches();
});

Then('a confirmation asks before the caches are cleared', function (this: ExchangeWorld) {
  assert.deepEqual(page(this).caches, { confirming: true, busy: false, result: undefined });
});

Then('the leaderboard caches are still kept', function (this: ExchangeWorld) {
  assert.equal(ranking(this), cached(this).ranking);
});

When('they confirm clearing the caches', async function (this: ExchangeWorld) {
  await page(this).confirmClearCaches();
});

When('they cancel clearing the caches', function (this: ExchangeWorld) {
  page(this).cancelClearCaches();
});

Then('the page says the caches {string} were cleared', function (this: ExchangeWorld, list: string) {
  const { caches } = page(this);
  assert.equal(caches.confirming, false);
  assert.deepEqual(caches.result, { ok: true, cleared: list.split(', ') });
});

Then('the next leaderboard read recomputes the rankings', function (this: ExchangeWorld) {
  const again = ranking(this);
  assert.notEqual(again, cached(this).ranking, 'a new ranking, not the cached one');
  assert.deepEqual(again, cached(this).ranking, 'from the same fills');
});

Then('the page says the caches were not cleared: {string}', function (this: ExchangeWorld, message: string) {
  const { result } = page(this).caches;
  assert.deepEqual(result, { ok: false, failure: { kind: 'refused', code: -1002, message, status: 403 } });
});
