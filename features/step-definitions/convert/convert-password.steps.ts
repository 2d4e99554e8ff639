import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ConvertStore } from '../../../src/presentation/convert/convert.store';
import { TradePasswordStore } from '../../../src/presentation/security/trade-password.store';
import { worldPart, type ExchangeWorld } from '../../support/world';

/** The conversion a click started, still waiting for the trade password prompt. */
const pending = worldPart(() => ({ accept: undefined as Promise<void> | undefined }));
const gate = (w: ExchangeWorld) => w.get(TradePasswordStore);
const turns = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function settleAccept(w: ExchangeWorld): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await turns();
    w.fakes.convertApi.release();
  }
}

Given('the member asks for the trade password on orders and conversions', function (this: ExchangeWorld) {
  this.fakes.tradePasswordApi.askOnOrderSetting = true;
});

When('the member clicks Convert', async function (this: ExchangeWorld) {
  pending(this).accept = this.get(ConvertStore).accept();
  await settleAccept(this);
});

Then('the trade password is asked before the conversion and no conversion was asked of the exchange', function (this: ExchangeWorld) {
  assert.equal(gate(this).asking, true);
  assert.equal(this.fakes.convertApi.accepts.length, 0);
});

When('the member closes the trade password prompt', async function (this: ExchangeWorld) {
  gate(this).cancel();
  await pending(this).accept;
  assert.equal(this.get(ConvertStore).accepting, false);
});

When('the member gives the trade password {string}', async function (this: ExchangeWorld, password: string) {
  gate(this).setPassword(password);
  await gate(this).confirm();
  await settleAccept(this);
  await pending(this).accept;
});
