import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { TransferStore } from '../../../src/presentation/subaccounts/transfer.store';
import { openMoveToMain } from '../../../src/presentation/withdraw/move-to-main';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { createTestI18n } from '../../../tests/support/test-i18n';
import type { ExchangeWorld } from '../../support/world';

/** A sub-account's withdraw page: the rule said, and the family's transfer up to the main account prefilled. */
const i18n = createTestI18n();
const nameOf = (w: ExchangeWorld, applicationId: string) =>
  w.fakes.subAccountsApi.members.find((m) => m.applicationId === applicationId)?.name;

When('on the withdraw page the member asks to move the funds to the main account', async function (this: ExchangeWorld) {
  assert.equal(await openMoveToMain(this.get(TransferStore), 'USDT'), true);
  for (let i = 0; i < 4; i++) await settle();
});

Then(
  'the transfer dialog is open from {string} to {string} for {string} USDT',
  function (this: ExchangeWorld, from: string, to: string, amount: string) {
    const t = this.get(TransferStore);
    assert.deepEqual([t.open, nameOf(this, t.from), nameOf(this, t.to), t.token, t.amount], [true, from, to, 'USDT', amount]);
  },
);

Then(
  'the withdraw page tells a sub-account {string} in English and {string} in Russian',
  function (this: ExchangeWorld, english: string, russian: string) {
    assert.equal(i18n.getFixedT('en', 'withdraw')('subAccount.title'), english);
    assert.equal(i18n.getFixedT('ru', 'withdraw')('subAccount.title'), russian);
  },
);
