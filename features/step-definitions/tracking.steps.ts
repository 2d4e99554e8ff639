import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { Tracker } from '../../src/application/tracking/tracker';
import { TrackingStore } from '../../src/presentation/tracking/tracking.store';
import type { ExchangeWorld } from '../support/world';

Given(/^the tracking preference is (yes|no|unset)$/, function (this: ExchangeWorld, preference: string) {
  this.fakes.tracking.trackingPreference.value = preference === 'unset' ? null : (preference as 'yes' | 'no');
  this.get(TrackingStore).load();
});

When('the visitor views the page {string}', async function (this: ExchangeWorld, path: string) {
  this.get(TrackingStore).pageView(path);
  await new Promise((resolve) => setImmediate(resolve));
});

When('the visitor accepts tracking', function (this: ExchangeWorld) {
  this.get(TrackingStore).choose('yes');
});

When('the user switches tracking off in the settings', function (this: ExchangeWorld) {
  this.get(TrackingStore).choose('no');
});

Then(/^(the tag manager|analytics) received (\d+) events?$/, function (this: ExchangeWorld, sink: string, count: string) {
  const events = sink === 'analytics' ? this.fakes.tracking.analytics.events : this.fakes.tracking.tagManager.events;
  assert.equal(events.length, Number(count));
});

Then(/^the third-party scripts are (started|not started)$/, function (this: ExchangeWorld, state: string) {
  assert.equal(this.fakes.tracking.tagManager.started, state === 'started');
  assert.equal(this.fakes.tracking.analytics.started, state === 'started');
});

Then(/^the consent banner is (shown|hidden)$/, function (this: ExchangeWorld, state: string) {
  assert.equal(this.get(TrackingStore).askConsent, state === 'shown');
});

Then('the tracking preference is stored as {string}', function (this: ExchangeWorld, value: string) {
  assert.equal(this.fakes.tracking.trackingPreference.value, value);
});

Then(
  'the last tag manager event is {string} with platform {string}, userId {string}, language {string} and deviceId {string}',
  function (this: ExchangeWorld, event: string, platform: string, userId: string, language: string, deviceId: string) {
    const last = this.fakes.tracking.tagManager.events.at(-1);
    assert.deepEqual(
      last && { event: last.event, platform: last.platform, userId: last.userId, language: last.language, deviceId: last.deviceId },
      { event, platform, userId, language, deviceId },
    );
    assert.deepEqual(this.fakes.tracking.analytics.events.at(-1), last);
  },
);

Then('the tag manager received a {string} event', async function (this: ExchangeWorld, name: string) {
  await new Promise((resolve) => setImmediate(resolve));
  assert.ok(this.fakes.tracking.tagManager.events.some((e) => e.event === name));
  assert.ok(this.get(Tracker).enabled());
});
