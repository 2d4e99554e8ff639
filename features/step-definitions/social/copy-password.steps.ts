import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { CopyTradingStore } from '../../../src/presentation/copy-trading/copy-trading.store';
import { TradePasswordStore } from '../../../src/presentation/security/trade-password.store';
import { worldPart, type ExchangeWorld } from '../../support/world';

/** The copy sent while the trade-password prompt is open (its answer comes once the prompt is answered). */
const part = worldPart(() => ({ pending: undefined as Promise<boolean> | undefined }));
const prompt = (w: ExchangeWorld) => w.get(TradePasswordStore);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

Given('the member asks for the trade password before trading', function (this: ExchangeWorld) {
  this.fakes.tradePasswordApi.askOnOrderSetting = true;
});

When(
  'the member starts copying {string} with a fixed amount of {string} USDT',
  async function (this: ExchangeWorld, name: string, amount: string) {
    const copies = this.get(CopyTradingStore);
    await copies.openDialog(`lead-${name.toLowerCase()}`, name);
    copies.edit({ amount });
    part(this).pending = copies.submit();
    await settle();
  },
);

Then('the trade password is asked before the copy leaves', function (this: ExchangeWorld) {
  assert.equal(prompt(this).asking, true);
});

When('the member closes the trade password prompt of the copy', async function (this: ExchangeWorld) {
  prompt(this).cancel();
  assert.equal(await part(this).pending, false);
});

When('the member confirms with the trade password {string}', async function (this: ExchangeWorld, password: string) {
  prompt(this).setPassword(password);
  await prompt(this).confirm();
  assert.equal(await part(this).pending, true);
});

// a prompt left open would hold its copy's submit
After(function (this: ExchangeWorld) {
  if (part(this).pending) prompt(this).cancel();
});
