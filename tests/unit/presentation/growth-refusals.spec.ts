import 'reflect-metadata';
import { runInAction } from 'mobx';
import type { ListingApiPort } from '../../../src/application/listing/ports/listing-api.port';
import type { CastListingVote, PredictListingWinner } from '../../../src/application/listing/cast-listing-vote.use-case';
import type { ReferralApiPort } from '../../../src/application/referral/ports/referral-api.port';
import type { RewardsApiPort } from '../../../src/application/rewards/ports/rewards-api.port';
import type { TranslatorPort } from '../../../src/application/shared/ports/translator.port';
import type { ClockPort } from '../../../src/application/shared/ports/clock.port';
import { SUPPORTED_LOCALE_CODES } from '../../../src/domain/shared/locale';
import { err } from '../../../src/domain/shared/result';
import type { ListingCampaignInfo, ListingUser } from '../../../src/domain/listing/listing-data';
import { ListingStore } from '../../../src/presentation/listing/listing.store';
import { ReferralStore } from '../../../src/presentation/referral/referral.store';
import { RewardCenterStore } from '../../../src/presentation/rewards/reward-center.store';
import { growthRefusal } from '../../../src/presentation/shared/growth-refusals';
import { SUB_ACCOUNT_REFUSAL } from '../../../simulator/rewards/rewards';
import { createTestI18n, readLocale } from '../../support/test-i18n';

const i18n = createTestI18n();
const refused = (message: string) => err({ kind: 'refused' as const, code: -1102, message, status: 400 });

/** The exchange's refusals on these screens, word for word as the simulator sends them, and what the member reads in Russian. */
const SIMULATOR_REFUSALS: readonly [string, string][] = [
  [SUB_ACCOUNT_REFUSAL, 'Субаккаунт — не новый пользователь: награды для новичков получает основной аккаунт.'],
  ['referralCode: a sub-account is not a new user and binds no referral code', 'Субаккаунт не может добавить реферальный код.'],
  ['This task is not done yet.', 'Это задание ещё не выполнено.'],
  ['This coupon is already used.', 'Этот купон уже использован.'],
  ['You already have 20 referral codes, the most allowed.', 'У вас уже 20 реферальных кодов — это максимум.'],
  ['code: ADA2026 is already taken', 'Реферальный код ADA2026 уже занят.'],
  ['note: at most 30 characters', 'Заметка — не более 30 символов.'],
  ['tickets: more than you have left', 'У вас не осталось столько билетов.'],
  ['Votes are taken in the voting and showdown phases only.', 'Голоса принимаются только на этапах голосования и финала.'],
  ['Predictions close when the showdown begins.', 'Прогнозы закрываются с началом финала.'],
  ['something the app has never seen', 'Биржа отклонила запрос. Проверьте данные и попробуйте снова.'],
];

describe("the rewards, referral and listing screens say the exchange's refusals in the member's language", () => {
  it.each(SIMULATOR_REFUSALS)('"%s" reads "%s" in Russian', (message, russian) => {
    const r = growthRefusal(message);
    expect(i18n.getFixedT('ru')(r.key, r.values)).toBe(russian);
  });

  it('every screen refusal is written in all eight languages, none an English copy', () => {
    const english = (readLocale('en', 'common') as { refusals: { growth: Record<string, string> } }).refusals.growth;
    expect(Object.keys(english).length).toBe(22);
    for (const code of SUPPORTED_LOCALE_CODES.filter((c) => c !== 'en')) {
      const texts = (readLocale(code, 'common') as { refusals: { growth: Record<string, string> } }).refusals.growth;
      for (const [key, en] of Object.entries(english)) {
        expect([code, key, texts[key]?.trim() ? 'written' : 'missing']).toEqual([code, key, 'written']);
        expect([code, key, texts[key] === en]).toEqual([code, key, false]);
        for (const placeholder of en.match(/\{\{\w+\}\}/g) ?? []) expect(texts[key]).toContain(placeholder);
      }
    }
  });
});

describe('each store keeps the refusal as a translation, not the sentence', () => {
  const translator = (lang: 'ru' | 'es'): TranslatorPort => ({
    t: (key, params) => i18n.getFixedT(lang, 'rewards')(key, params ?? {}),
    language: () => lang,
    changeLanguage: async () => undefined,
  });

  it('the reward centre: a sub-account claiming the new-user task reads the rule in Spanish', async () => {
    const api = { claimTask: jest.fn(async () => refused(SUB_ACCOUNT_REFUSAL)) } as unknown as RewardsApiPort;
    const store = new RewardCenterStore(api, {} as never, { show: jest.fn() } as never, translator('es'), { refresh: jest.fn() } as never);
    expect(await store.claimTask('FIRST_DEPOSIT')).toBe(false);
    expect(store.problem).toBe('Las subcuentas no son usuarios nuevos: las recompensas de bienvenida son de la cuenta principal.');
  });

  it('the referral page: a taken code is a translation key with the code as its value', async () => {
    const api = { create: jest.fn(async () => refused('code: ADA2026 is already taken')) } as unknown as ReferralApiPort;
    const store = new ReferralStore(api, 'https://x.test');
    runInAction(() => Object.assign(store, { codes: { status: 'success', value: [] } }));
    const outcome = await store.create({ code: 'ada2026', split: '100/0', note: '' });
    expect(outcome).toEqual({
      ok: false,
      problem: { refusal: { key: 'common:refusals.growth.referralCodeTaken', values: { value: 'ADA2026' } } },
    });
  });

  it("the listing dialog: the exchange's refusal of a vote is a translation key", async () => {
    const castVote = {
      execute: jest.fn(async () => refused('Votes are taken in the voting and showdown phases only.')),
    } as unknown as CastListingVote;
    const clock = { now: () => 0 } as unknown as ClockPort;
    const store = new ListingStore({} as ListingApiPort, castVote, {} as PredictListingWinner, clock);
    runInAction(() =>
      Object.assign(store, {
        campaign: { status: 'success', value: {} as ListingCampaignInfo },
        user: { status: 'success', value: {} as ListingUser },
        voteFor: 'ABC',
      }),
    );
    expect(await store.submitVote()).toBe(false);
    expect(store.dialogError).toEqual({ key: 'common:refusals.growth.votesClosed', values: {} });
  });
});
