import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { TranslatorPort } from '../../../src/application/shared/ports/translator.port';
import type { SupportedLocale } from '../../../src/domain/shared/locale';
import { ReferralCampaignStore } from '../../../src/presentation/referral/referral-campaign.store';
import { createTestI18n } from '../../../tests/support/test-i18n';
import type { ExchangeWorld } from '../../support/world';

const i18n = createTestI18n();
const store = (w: ExchangeWorld) => w.get(ReferralCampaignStore);

Given(
  'the referral campaign counts {int} friends signed up of whom {int} traded, with a goal of {int}',
  function (this: ExchangeWorld, referees: number, traded: number, target: number) {
    const api = this.fakes.referralApi;
    api.campaignNow = { ...api.campaignNow!, referees, tradedReferees: traded, target, completed: traded >= target };
  },
);

When('the member reads the referral campaign in {string}', async function (this: ExchangeWorld, lng: SupportedLocale) {
  await this.get<TranslatorPort>(TranslatorPort).changeLanguage(lng);
  await store(this).load();
});

Then('the referral campaign says {string}', function (this: ExchangeWorld, expected: string) {
  const c = store(this).campaign!;
  const t = i18n.getFixedT('en', 'rewards');
  assert.equal(t('referralCampaign.terms', { rate: Number(c.commissionRate) * 100, days: c.durationDays }), expected);
});

Then("the referral campaign's progress says {string}", function (this: ExchangeWorld, expected: string) {
  const c = store(this).campaign!;
  const t = i18n.getFixedT('en', 'rewards');
  assert.equal(t('referralCampaign.progress', { traded: c.tradedReferees, target: c.target, referees: c.referees }), expected);
});

Then('the referral campaign is not completed', function (this: ExchangeWorld) {
  assert.equal(store(this).campaign?.completed, false);
});

Then('the exchange was asked for the campaign and the share texts in {string}', function (this: ExchangeWorld, lng: string) {
  assert.deepEqual(this.fakes.referralApi.languages, [lng, lng]);
});

Then('the share text is {string}', function (this: ExchangeWorld, expected: string) {
  assert.deepEqual(store(this).shareTexts, [expected]);
});
