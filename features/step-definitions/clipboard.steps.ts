import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CopyToClipboard } from '../../src/application/clipboard/copy-to-clipboard.use-case';
import type { ExchangeWorld } from '../support/world';

Given('the clipboard is unavailable', function (this: ExchangeWorld) {
  this.fakes.clipboard.refuse = true;
});

When('the user copies {string}', async function (this: ExchangeWorld, text: string) {
  await this.get(CopyToClipboard).execute(text);
});

When('the user copies {string} with the success message {string}', async function (this: ExchangeWorld, text: string, success: string) {
  await this.get(CopyToClipboard).execute(text, { success });
});

Then('the clipboard holds {string}', function (this: ExchangeWorld, text: string) {
  assert.equal(this.fakes.clipboard.text, text);
});
