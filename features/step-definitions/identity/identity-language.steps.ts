import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { LanguageSavedToAccount } from '../../../src/application/auth/language-saved-to-account';
import { LanguagePreferencePort } from '../../../src/application/shared/ports/language-preference.port';
import { LocaleStore } from '../../../src/presentation/locale/locale.store';
import { SessionStore } from '../../../src/presentation/session/session.store';
import type { ExchangeWorld } from '../../support/world';

const LANGUAGE_PATH = '/usercenter/account/switch_language';

When('the user switches the language to {string}', async function (this: ExchangeWorld, code: string) {
  this.http.succeed('POST', LANGUAGE_PATH, { language: code });
  await this.get(SessionStore).start();
  await this.get(LocaleStore).switchTo(code);
  const preference = this.get(LanguagePreferencePort);
  assert.ok(preference instanceof LanguageSavedToAccount, 'the language preference is wrapped');
  await preference.pending;
});

Then("the account's language is saved as {string}", function (this: ExchangeWorld, code: string) {
  const calls = this.http.requests.filter((r) => r.path === LANGUAGE_PATH);
  assert.equal(calls.length, 1);
  assert.deepEqual(JSON.parse(String(calls[0].body)), { language: code });
  const state = this.get(SessionStore).state;
  assert.equal(state.status === 'loggedIn' && state.account.language, code);
});

Then('no language call was made', function (this: ExchangeWorld) {
  assert.equal(this.http.requests.filter((r) => r.path === LANGUAGE_PATH).length, 0);
});
