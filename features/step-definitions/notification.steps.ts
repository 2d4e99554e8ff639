import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { Notifier } from '../../src/application/shared/notifier';
import type { ToastKind } from '../../src/domain/shared/toast-policy';
import type { ExchangeWorld } from '../support/world';

When(
  'the app shows the error toasts {string}, {string}, {string} and {string}',
  function (this: ExchangeWorld, a: string, b: string, c: string, d: string) {
    [a, b, c, d].forEach((m) => this.get(Notifier).show('error', m));
  },
);

When(/^the app shows an? (success|warning|error) toast "([^"]*)"$/, function (this: ExchangeWorld, kind: ToastKind, message: string) {
  this.get(Notifier).show(kind, message);
});

When(/^(\d+) milliseconds? pass(?:es)?$/, function (this: ExchangeWorld, ms: string) {
  this.fakes.clock.advance(Number(ms));
});

// What a user sees: the fake toast port keeps the screen's toast area under the policy the adapter configures.
Then(
  /^the visible toasts are "([^"]*)"(?:, "([^"]*)")?(?: and "([^"]*)")?$/,
  function (this: ExchangeWorld, a: string, b?: string, c?: string) {
    assert.deepEqual(
      this.fakes.toast.visible(),
      [a, b, c].filter((e): e is string => e !== undefined && e !== null),
    );
  },
);

Then('no toast is visible', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.toast.visible(), []);
});

Then(/^an? (success|warning|error) toast says "([^"]*)"$/, function (this: ExchangeWorld, kind: ToastKind, message: string) {
  assert.deepEqual(this.fakes.toast.last(), { kind, message });
});
