import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CONFIRMABLE_ORDER_KINDS, type PriceColours, type ThemeName } from '../../../src/domain/account/account-settings';
import { AccountSettingsStore, type Outcome } from '../../../src/presentation/account/settings/account-settings.store';
import { WatchlistsStore } from '../../../src/presentation/account/settings/watchlists.store';
import { FavouriteMarketsStore } from '../../../src/presentation/favourites/favourite-markets.store';
import { SessionStore } from '../../../src/presentation/session/session.store';
import { TradePreferencesStore } from '../../../src/presentation/trade/trade-preferences.store';
import { TradingAccountStore } from '../../../src/presentation/member-trading/account/trading-account.store';
import { worldPart, type ExchangeWorld } from '../../support/world';
import { englishRefusal } from '../../../simulator/http/refusal-english';
import { refusal } from '../../../src/domain/shared/refusal';
import { saidOrTranslated } from '../../../src/presentation/shared/translate-refusal';
import { createTestI18n } from '../../../tests/support/test-i18n';

const accountWorld = worldPart((): { last?: Outcome } => ({}));
const list = (text: string) => (text === '' ? [] : text.split(','));
const settings = (world: ExchangeWorld) => world.container.get(AccountSettingsStore);
const stars = (world: ExchangeWorld) => world.container.get(FavouriteMarketsStore);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const signIn = (world: ExchangeWorld, userId: string) =>
  world.container.get(SessionStore).set({
    status: 'loggedIn',
    account: { userId, applicationId: 'app', main: true, alias: `trader${userId}`, eu: false, language: 'en' },
  });

Given('the account centre with a signed-in user {string}', async function (this: ExchangeWorld, userId: string) {
  signIn(this, userId);
  stars(this).start();
  await flush();
});

Given('a visitor', async function (this: ExchangeWorld) {
  this.container.get(SessionStore).set({ status: 'loggedOut' });
  await flush();
  this.fakes.watchlistsApi.calls.length = 0;
});

When('I sign in as {string}', async function (this: ExchangeWorld, userId: string) {
  signIn(this, userId);
  await flush();
  await flush();
});

When('I open the settings', async function (this: ExchangeWorld) {
  await settings(this).load();
});

Given(
  "the account's theme is {string} with {string} price colours",
  function (this: ExchangeWorld, theme: ThemeName, priceColours: PriceColours) {
    this.fakes.accountSettingsApi.settingsNow = { ...this.fakes.accountSettingsApi.settingsNow, theme, priceColours };
  },
);

When(
  'I choose the {string} theme and {string} price colours',
  async function (this: ExchangeWorld, theme: ThemeName, priceColours: PriceColours) {
    await settings(this).load();
    await settings(this).savePreferences({ theme });
    accountWorld(this).last = await settings(this).savePreferences({ priceColours });
  },
);

Then('the account keeps the theme {string} and price colours {string}', function (this: ExchangeWorld, theme: string, colours: string) {
  assert.deepEqual(
    [this.fakes.accountSettingsApi.settingsNow.theme, this.fakes.accountSettingsApi.settingsNow.priceColours],
    [theme, colours],
  );
});

Then(
  'this device shows the theme {string} and price colours {string}',
  function (this: ExchangeWorld, theme: string, priceColours: string) {
    assert.deepEqual(this.fakes.displayChoice.shown, { theme, priceColours });
  },
);

When('I turn order confirmations off and sounds on', async function (this: ExchangeWorld) {
  await settings(this).savePreferences({ orderConfirmations: false, sounds: true });
});

When('I turn order confirmations on', async function (this: ExchangeWorld) {
  await settings(this).savePreferences({ orderConfirmations: true });
});

Then('the order form skips the confirmation of every order type', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.tradePreferences.load().skipConfirm, [...CONFIRMABLE_ORDER_KINDS]);
});

Then('the order form asks before every order type', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.tradePreferences.load().skipConfirm, []);
});

Then('fills play a sound', function (this: ExchangeWorld) {
  assert.equal(this.fakes.tradePreferences.load().fillSound, true);
  assert.equal(this.container.get(TradingAccountStore).fillSound, true);
});

When('I set the default leverage to {int}', async function (this: ExchangeWorld, leverage: number) {
  await settings(this).load();
  accountWorld(this).last = await settings(this).setDefaultLeverage(leverage);
});

Then('the default leverage is {int}', function (this: ExchangeWorld, kept: number) {
  assert.equal(settings(this).value?.defaultLeverage, kept);
  assert.equal(this.fakes.accountSettingsApi.settingsNow.defaultLeverage, kept);
});

When('I dismiss the {string} alert', async function (this: ExchangeWorld, type: 'futures_risk') {
  await settings(this).load();
  await settings(this).setAlertHidden(type, true);
});

When('I show the {string} alert again', async function (this: ExchangeWorld, type: 'futures_risk') {
  await settings(this).setAlertHidden(type, false);
});

Then('the dismissed alerts are {string}', function (this: ExchangeWorld, expected: string) {
  assert.deepEqual(settings(this).value?.hiddenAlerts, list(expected));
});

When('I accept the terms of service and the trading terms', async function (this: ExchangeWorld) {
  await settings(this).load();
  await settings(this).agreeTerms('terms');
  await settings(this).agreeTerms('trading');
});

Then('both acceptances carry the time of acceptance', function (this: ExchangeWorld) {
  const now = this.fakes.accountSettingsApi.now;
  assert.deepEqual([settings(this).value?.termsAcceptedAt, settings(this).value?.trTermsAcceptedAt], [now, now]);
});

When('I switch my region to {string}', async function (this: ExchangeWorld, region: string) {
  await settings(this).load();
  accountWorld(this).last = await settings(this).switchRegion(region);
});

Then('perpetuals and copy trading are not available, spot is', function (this: ExchangeWorld) {
  assert.deepEqual(settings(this).products, { spot: true, perpetuals: false, convert: true, earn: true, copyTrading: false });
  assert.equal(settings(this).value?.region, 'DE');
});

Given('a perpetual position is open', function (this: ExchangeWorld) {
  this.fakes.accountSettingsApi.positionModeRefusal = `positionMode: ${englishRefusal(refusal('position.modeLocked'))}`;
});

When('I switch the position mode to {string}', async function (this: ExchangeWorld, mode: 'ONE_WAY' | 'HEDGE_MODE') {
  accountWorld(this).last = await settings(this).setPositionMode(mode);
});

Then('I am told the refusal {string}', function (this: ExchangeWorld, code: string) {
  const last = accountWorld(this).last;
  assert.equal(last?.ok === false ? last.refusal?.code : undefined, code);
});

Then('in Spanish I read {string}', function (this: ExchangeWorld, text: string) {
  const last = accountWorld(this).last;
  assert.ok(last && !last.ok);
  assert.equal(saidOrTranslated(createTestI18n().getFixedT('es', 'account'), 'es', last), text);
});

Then('I am told {string}', function (this: ExchangeWorld, message: string) {
  assert.deepEqual(accountWorld(this).last, { ok: false, message });
});

When('I rate {string} with {int} stars', async function (this: ExchangeWorld, themeId: string, score: number) {
  accountWorld(this).last = await settings(this).saveSurvey({ themeId, score, comment: '' });
});

Then('the survey answer is refused', function (this: ExchangeWorld) {
  assert.equal(accountWorld(this).last?.ok, false);
  assert.equal(this.fakes.accountSettingsApi.survey.length, 0);
});

Then('the topic {string} is answered', function (this: ExchangeWorld, themeId: string) {
  assert.equal(settings(this).surveyThemes.find((s) => s.id === themeId)?.answered, true);
});

When('I star {string} on the markets page', async function (this: ExchangeWorld, symbol: string) {
  await stars(this).toggle(symbol);
});

Then("the favourites are {string} on the trade page's selector", function (this: ExchangeWorld, expected: string) {
  assert.deepEqual(this.container.get(TradePreferencesStore).favourites, list(expected));
});

Then('this device keeps the favourites {string}', function (this: ExchangeWorld, expected: string) {
  assert.deepEqual(this.fakes.tradePreferences.load().favourites, list(expected));
});

Then('no watchlist call was made', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.watchlistsApi.calls, []);
});

Given('the account already has the favourites {string}', async function (this: ExchangeWorld, symbols: string) {
  const api = this.fakes.watchlistsApi;
  for (const s of list(symbols)) await api.updateSymbol(s, 'ADD');
  api.calls.length = 0;
});

Then("the account's favourites are {string}", async function (this: ExchangeWorld, expected: string) {
  const lists = await this.fakes.watchlistsApi.list();
  assert.ok(lists.ok);
  assert.deepEqual(lists.value[0].symbols, list(expected));
});

Given('the exchange refuses watchlist changes with {string}', function (this: ExchangeWorld, message: string) {
  this.fakes.watchlistsApi.refuseWith = message;
});

When('I create the watchlist {string}', async function (this: ExchangeWorld, name: string) {
  accountWorld(this).last = await this.container.get(WatchlistsStore).create(name);
});

When('I rename {string} to {string}', async function (this: ExchangeWorld, from: string, to: string) {
  const store = this.container.get(WatchlistsStore);
  accountWorld(this).last = await store.rename(store.lists.find((l) => l.name === from)!.id, to);
});

When('I delete {string}', async function (this: ExchangeWorld, name: string) {
  const store = this.container.get(WatchlistsStore);
  accountWorld(this).last = await store.remove(store.lists.find((l) => l.name === name)!.id);
});

Then('the watchlists are {string}', function (this: ExchangeWorld, expected: string) {
  assert.deepEqual(
    this.container.get(WatchlistsStore).lists.map((l) => l.name),
    list(expected),
  );
});
