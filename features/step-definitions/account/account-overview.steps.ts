import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { AccountOverviewStore } from '../../../src/presentation/account/overview/account-overview.store';
import type { ExchangeWorld } from '../../support/world';

const overview = (world: ExchangeWorld) => world.container.get(AccountOverviewStore);

Given(
  'the referral summary has the code {string}, {int} friends of whom {int} traded, and 30-day commission {string}',
  function (this: ExchangeWorld, code: string, friends: number, traded: number, earned: string) {
    const fake = this.fakes.referralSummary;
    const earned30d = earned.split(', ').map((part) => {
      const [amount, token] = part.split(' ');
      return { amount, token };
    });
    fake.value = {
      ...fake.value,
      defaultCode: { ...fake.value.defaultCode, code, referees: friends },
      referees: friends,
      tradedReferees: traded,
      earned30d,
    };
  },
);

Given('the referral summary call fails', function (this: ExchangeWorld) {
  this.fakes.referralSummary.failure = { kind: 'unanswered', error: ErrorCode.ServerError };
});

When('I open the account overview', async function (this: ExchangeWorld) {
  await overview(this).load();
});

Then(
  'the invite card shows the code {string}, {int} friends, {int} traded and {string} earned',
  function (this: ExchangeWorld, code: string, friends: number, traded: number, earned: string) {
    assert.equal(this.fakes.referralSummary.calls, 1);
    assert.deepEqual(overview(this).invite, { code, friends, traded, earned30d: earned });
  },
);

Then('the overview has no invite card', function (this: ExchangeWorld) {
  assert.equal(overview(this).invite, undefined);
});

Then('the overview still shows the security level and the fee rates', function (this: ExchangeWorld) {
  assert.ok(overview(this).security, 'the security level loaded');
  assert.ok(overview(this).fees, 'the fee rates loaded');
});
