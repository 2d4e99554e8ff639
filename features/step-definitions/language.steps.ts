import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { TranslatorPort } from '../../src/application/shared/ports/translator.port';
import { LocaleStore } from '../../src/presentation/locale/locale.store';
import { worldPart, type ExchangeWorld } from '../support/world';

async function switchTo(world: ExchangeWorld, code: string) {
  const store = world.get(LocaleStore);
  await store.switchTo(code);
  languageWorld(world).lastSwitchRefused = store.locale !== code;
}

/** The language steps' part of the World. */
const languageWorld = worldPart((): { lastSwitchRefused?: boolean } => ({}));

Given('the visitor has switched the language to {string}', async function (this: ExchangeWorld, code: string) {
  await switchTo(this, code);
});

When('the visitor switches the language to {string}', async function (this: ExchangeWorld, code: string) {
  await switchTo(this, code);
});

Given('the saved language cookie holds {string}', function (this: ExchangeWorld, code: string) {
  this.fakes.languagePreference.cookie = code;
});

Given('the browser prefers {string}', function (this: ExchangeWorld, list: string) {
  this.fakes.languagePreference.languages = list.split(',').map((s) => s.trim());
});

When('the app starts', async function (this: ExchangeWorld) {
  await this.get(LocaleStore).start();
});

Then('the switch is refused as an unsupported language', function (this: ExchangeWorld) {
  assert.equal(languageWorld(this).lastSwitchRefused, true);
});

Then('the active language is {string}', function (this: ExchangeWorld, code: string) {
  assert.equal(this.get(LocaleStore).locale, code);
  assert.equal(this.get(TranslatorPort).language(), code);
});

Then('the document language is {string}', function (this: ExchangeWorld, tag: string) {
  assert.equal(this.fakes.document.lang, tag);
});

Then('the language cookie holds {string}', function (this: ExchangeWorld, code: string) {
  assert.equal(this.fakes.languagePreference.cookie, code);
});

Then('the language cookie is empty', function (this: ExchangeWorld) {
  assert.equal(this.fakes.languagePreference.cookie, undefined);
});

Then('the navigation label for markets reads {string}', function (this: ExchangeWorld, label: string) {
  assert.equal(this.get(TranslatorPort).t('nav.markets'), label);
});
