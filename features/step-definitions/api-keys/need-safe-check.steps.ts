import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import type { ExchangeWorld } from '../../support/world';

Then('the page asked the exchange whether {string} actions need a code', function (this: ExchangeWorld, type: string) {
  assert.ok(this.fakes.securityApi.calls.includes(`need_safe_check ${type}`), `calls: ${this.fakes.securityApi.calls.join(', ')}`);
});
