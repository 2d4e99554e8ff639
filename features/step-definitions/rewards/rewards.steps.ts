import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { PromotionCardType } from '../../../src/application/rewards/ports/promotions-api.port';
import {
  promotionCards,
  type PromotionCard,
  type PromotionCardType as SimCardType,
  type PromotionPlatform,
} from '../../../simulator/rewards/promotions';
import { PromotionsStore } from '../../../src/presentation/rewards/promotions.store';
import { RewardCenterStore, rewardText } from '../../../src/presentation/rewards/reward-center.store';
import type { CouponKind, RewardTaskKind } from '../../../src/domain/rewards/rewards';
import type { SupportedLocale } from '../../../src/domain/shared/locale';
import { TranslatorPort } from '../../../src/application/shared/ports/translator.port';
import { SessionStore } from '../../../src/presentation/session/session.store';
import { createTestI18n } from '../../../tests/support/test-i18n';
import type { ExchangeWorld } from '../../support/world';

const DAY = 24 * 3600 * 1000;
const i18n = createTestI18n();
const center = (w: ExchangeWorld) => w.get(RewardCenterStore);
const couponOf = (w: ExchangeWorld, kind: string) => {
  const c = center(w).coupons;
  assert.equal(c.status, 'success');
  return c.value.find((x) => x.kind === kind)!;
};

Given(
  'the reward centre has the task {string} done with {int} USDT to claim within {int} days',
  function (this: ExchangeWorld, kind: RewardTaskKind, amount: number, days: number) {
    const now = this.fakes.clock.now();
    this.fakes.rewardsApi.taskRows.push({
      kind,
      progress: '1',
      target: '1',
      percent: 100,
      token: 'USDT',
      amount: String(amount),
      completedTime: now,
      claimBy: now + days * DAY,
      status: 'CLAIMABLE',
    });
  },
);

Given(
  'the reward centre has the task {string} at {int} of {int} USDT',
  function (this: ExchangeWorld, kind: RewardTaskKind, progress: number, target: number) {
    this.fakes.rewardsApi.taskRows.push({
      kind,
      progress: String(progress),
      target: String(target),
      percent: Math.floor((progress / target) * 100),
      token: 'USDT',
      amount: '20',
      status: 'IN_PROGRESS',
    });
  },
);

Given(
  'the reward centre has the coupons: fee discount 20 % for 3 days, trading bonus 10 USDT, APY booster 3.65 % for 7 days',
  function (this: ExchangeWorld) {
    const now = this.fakes.clock.now();
    const base = { grantedAt: now, claimBy: now + 7 * DAY, expiresAt: now + 14 * DAY };
    this.fakes.rewardsApi.couponRows.push(
      { id: 1, code: 'WELCOME_FEE_20', kind: 'FEE_DISCOUNT', value: '20', durationDays: 3, ...base },
      { id: 2, code: 'WELCOME_BONUS_10', kind: 'TRADING_BONUS', value: '10', token: 'USDT', durationDays: 0, ...base },
      { id: 3, code: 'WELCOME_APY_USDT', kind: 'APY_BOOSTER', value: '0.0365', productId: 'USDT_FLEX', durationDays: 7, ...base },
    );
  },
);

Given(/^(\d+) (days|hours) pass for the rewards$/, function (this: ExchangeWorld, n: string, unit: string) {
  this.fakes.clock.advance(Number(n) * (unit === 'days' ? DAY : 3600 * 1000));
});

When('the member opens the reward centre', async function (this: ExchangeWorld) {
  await center(this).start();
});

When('the member claims the task {string}', async function (this: ExchangeWorld, kind: RewardTaskKind) {
  await center(this).claimTask(kind);
});

When('the member claims the coupon {string}', async function (this: ExchangeWorld, kind: CouponKind) {
  assert.equal(await center(this).claimCoupon(couponOf(this, kind).id), true, center(this).problem);
});

When('the member uses the coupon {string}', async function (this: ExchangeWorld, kind: CouponKind) {
  await center(this).useCoupon(couponOf(this, kind).id);
});

When('the member dismisses the first reward', async function (this: ExchangeWorld) {
  await center(this).dismiss(center(this).rewards[0].id);
});

Then('the exchange credited {string}', function (this: ExchangeWorld, expected: string) {
  assert.deepEqual(
    this.fakes.rewardsApi.credited.map((c) => `${c.amount} ${c.token}`),
    [expected],
  );
});

Then('the exchange credited nothing', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.rewardsApi.credited, []);
});

Then('the rewards listed are {string}', function (this: ExchangeWorld, expected: string) {
  const t = i18n.getFixedT('en', 'rewards');
  assert.deepEqual(
    center(this).rewards.map((n) => rewardText((k, o) => String(t(k, o ?? {})), 'en', n)),
    expected.split(', '),
  );
});

Then('no reward is listed', function (this: ExchangeWorld) {
  assert.deepEqual(center(this).rewards, []);
});

Then('the task {string} is {string}', function (this: ExchangeWorld, kind: string, status: string) {
  const tasks = center(this).tasks;
  assert.equal(tasks.status, 'success');
  assert.equal(tasks.value.find((t) => t.kind === kind)?.status, status);
});

Then('the member cannot claim the task {string}', async function (this: ExchangeWorld, kind: RewardTaskKind) {
  assert.equal(await center(this).claimTask(kind), false);
  assert.equal(center(this).problem, 'This reward has expired.');
});

Then('the coupon {string} is {string}', function (this: ExchangeWorld, kind: string, status: string) {
  assert.equal(couponOf(this, kind).status, status);
});

Then('the member cannot claim the coupon {string}', async function (this: ExchangeWorld, kind: CouponKind) {
  assert.equal(await center(this).claimCoupon(couponOf(this, kind).id), false);
  assert.equal(center(this).problem, 'This coupon has expired.');
});

Then('the reward centre says {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(center(this).problem, message);
});

Given(
  'the promotion {string} for {string} reads {string} in English and {string} in Russian',
  function (this: ExchangeWorld, id: string, cardType: PromotionCardType, en: string, ru: string) {
    this.fakes.promotionsApi.rows.push({
      id,
      cardType,
      titles: { en, ru },
      account: false,
      text: '',
      button: 'Go',
      link: '/account/reward-center',
      startTime: 0,
      endTime: Number.MAX_SAFE_INTEGER,
    });
  },
);

Given(
  'the promotion {string} for {string} is for members and reads {string} in English',
  function (this: ExchangeWorld, id: string, cardType: PromotionCardType, en: string) {
    this.fakes.promotionsApi.rows.push({
      id,
      cardType,
      titles: { en },
      account: true,
      text: '',
      button: 'Go',
      link: '/account/reward-center',
      startTime: 0,
      endTime: Number.MAX_SAFE_INTEGER,
    });
  },
);

Given('the visitor reads the site in {string}', async function (this: ExchangeWorld, lng: SupportedLocale) {
  await this.get<TranslatorPort>(TranslatorPort).changeLanguage(lng);
});

When('the cards of {string} are read', async function (this: ExchangeWorld, cardType: PromotionCardType) {
  await this.get(PromotionsStore).load(cardType);
});

When('the visitor dismisses the card {string}', function (this: ExchangeWorld, id: string) {
  this.get(PromotionsStore).dismiss(id);
});

Then('the cards of {string} are {string}', function (this: ExchangeWorld, cardType: PromotionCardType, expected: string) {
  assert.equal(
    this.get(PromotionsStore)
      .shown(cardType)
      .map((c) => c.title)
      .join(', '),
    expected,
  );
});

Then(
  'on the next visit the cards of {string} are {string}',
  async function (this: ExchangeWorld, cardType: PromotionCardType, expected: string) {
    const next = new PromotionsStore(
      this.fakes.promotionsApi,
      this.fakes.promotionDismissals,
      this.get<TranslatorPort>(TranslatorPort),
      this.get(SessionStore),
    );
    await next.load(cardType);
    assert.equal(
      next
        .shown(cardType)
        .map((c) => c.title)
        .join(', '),
      expected,
    );
  },
);

Then('the events are {string}', function (this: ExchangeWorld, expected: string) {
  const events = center(this).events;
  assert.equal(events.status, 'success');
  assert.equal(events.value.map((e) => e.title).join(', '), expected);
});

When('the cards read again have arrived', async function () {
  // the store reads again on its own (a reaction to the session); the fake answers at once
  await new Promise((resolve) => setImmediate(resolve));
});

Then('the cards of {string} were read for a visitor last', function (this: ExchangeWorld, cardType: PromotionCardType) {
  const asked = this.fakes.promotionsApi.asked.filter((q) => q.cardType === cardType);
  assert.equal(asked.at(-1)?.signedIn, false);
});

let served: PromotionCard[] = [];

When(
  'the exchange is asked for the {string} cards of the {string} platform by a {word}',
  function (cardType: SimCardType, platform: PromotionPlatform, who: string) {
    served = promotionCards({ cardType, platform }, who === 'member', Date.UTC(2026, 0, 1));
  },
);

Then("the exchange's cards are {string}", function (expected: string) {
  assert.equal(served.map((c) => c.id).join(', '), expected);
});

When('the exchange is asked for the {string} card in {string}', function (cardType: SimCardType, language: string) {
  served = promotionCards({ cardType, platform: 'WEB', language }, false, Date.UTC(2026, 0, 1));
});

Then('the card reads {string} in {string}', function (title: string, language: string) {
  assert.deepEqual(
    served.map((c) => [c.title, c.language]),
    [[title, language]],
  );
});
