import {
  activeUntil,
  bestDiscount,
  boostedApr,
  countdown,
  couponProblem,
  couponStatus,
  discountedFee,
  isExpired,
  rewardExpiry,
  taskProgress,
  type CouponState,
} from '../../../../src/domain/rewards/rewards';
import { dailyInterest } from '../../../../src/domain/earn/interest';

const DAY = 24 * 3600 * 1000;
const T0 = Date.UTC(2026, 0, 1);

describe('reward expiry', () => {
  it.each([
    [T0, 7, T0 + 7 * DAY],
    [T0, 0, T0],
    [T0 + 1, 30, T0 + 1 + 30 * DAY],
  ])('granted at %d, valid %d days: expires at %d', (granted, days, expiry) => {
    expect(rewardExpiry(granted, days)).toBe(expiry);
  });

  it.each([
    [T0 + DAY - 1, false],
    [T0 + DAY, true],
    [T0 + DAY + 1, true],
  ])('an expiry at T0 + 1 day is expired at %d: %s', (now, expired) => {
    expect(isExpired(T0 + DAY, now)).toBe(expired);
  });

  it('counts down in whole days, hours, minutes and seconds, rounded down, zero once passed', () => {
    // 2 days 3 h 4 min 5.9 s
    const until = T0 + 2 * DAY + 3 * 3600_000 + 4 * 60_000 + 5_900;
    expect(countdown(until, T0)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, over: false });
    expect(countdown(until, until + 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
  });
});

describe('coupon validity', () => {
  const base: CouponState = { kind: 'FEE_DISCOUNT', claimBy: T0 + 7 * DAY, expiresAt: T0 + 14 * DAY, durationDays: 3 };
  it.each<[string, CouponState, number, string]>([
    ['unclaimed in time', base, T0, 'UNCLAIMED'],
    ['unclaimed too late', base, T0 + 7 * DAY, 'EXPIRED'],
    ['claimed, not used', { ...base, claimedAt: T0 + DAY }, T0 + 10 * DAY, 'CLAIMED'],
    ['claimed, not used in time', { ...base, claimedAt: T0 + DAY }, T0 + 14 * DAY, 'EXPIRED'],
    ['used 2 days ago, 3 days long', { ...base, claimedAt: T0, usedAt: T0 + DAY }, T0 + 3 * DAY, 'ACTIVE'],
    ['used 3 days ago, 3 days long', { ...base, claimedAt: T0, usedAt: T0 + DAY }, T0 + 4 * DAY, 'USED'],
    ['a bonus is spent when used', { ...base, kind: 'TRADING_BONUS', durationDays: 0, claimedAt: T0, usedAt: T0 + DAY }, T0 + DAY, 'USED'],
  ])('%s → %s', (_name, coupon, now, status) => {
    expect(couponStatus(coupon, now)).toBe(status);
  });

  it('a discount works from its use for its days; a bonus has no time', () => {
    expect(activeUntil({ ...base, usedAt: T0 + DAY })).toBe(T0 + 4 * DAY);
    expect(activeUntil(base)).toBeUndefined();
    expect(activeUntil({ ...base, kind: 'TRADING_BONUS', usedAt: T0 })).toBeUndefined();
  });

  it.each<[string, CouponState, 'claim' | 'use', string | undefined]>([
    ['claim an unclaimed one', base, 'claim', undefined],
    ['claim twice', { ...base, claimedAt: T0 }, 'claim', 'alreadyClaimed'],
    ['use before claiming', base, 'use', 'notClaimed'],
    ['use a claimed one', { ...base, claimedAt: T0 }, 'use', undefined],
    ['use twice', { ...base, claimedAt: T0, usedAt: T0 }, 'use', 'alreadyUsed'],
    ['claim too late', { ...base, claimBy: T0 }, 'claim', 'expired'],
  ])('%s → %s', (_name, coupon, action, problem) => {
    expect(couponProblem(coupon, action, T0)).toBe(problem);
  });
});

describe('discounted fee', () => {
  it.each([
    // taker 5 bp, 20 % off → 4 bp; maker 2 bp → 1.6 bp
    [{ makerFee: '2', takerFee: '5' }, '20', { makerFee: '1.6', takerFee: '4' }],
    [{ makerFee: '2', takerFee: '5' }, '100', { makerFee: '0', takerFee: '0' }],
    [{ makerFee: '2', takerFee: '5' }, '0', { makerFee: '2', takerFee: '5' }],
    // 3 bp, 15 % off → 2.55 bp
    [{ makerFee: '3', takerFee: '3' }, '15', { makerFee: '2.55', takerFee: '2.55' }],
  ])('%o with %s %% off → %o', (rates, percent, expected) => {
    expect(discountedFee(rates, percent)).toEqual(expected);
  });

  it('takes the best active discount only', () => {
    const c = { kind: 'FEE_DISCOUNT' as const, claimBy: T0 + DAY, expiresAt: T0 + DAY, durationDays: 2, claimedAt: T0 };
    expect(
      bestDiscount(
        [
          { ...c, value: '20', usedAt: T0 },
          { ...c, value: '50', usedAt: T0 - 3 * DAY },
          { ...c, value: '30' },
        ],
        T0 + DAY,
      ),
    ).toBe('20');
    expect(bestDiscount([{ ...c, value: '30' }], T0)).toBeUndefined();
  });
});

describe('boosted interest', () => {
  it.each([
    ['0.0365', '0.0365', '0.073'],
    ['0.073', '0.02', '0.093'],
  ])('apr %s + boost %s = %s', (apr, boost, expected) => {
    expect(boostedApr(apr, boost)).toBe(expected);
  });

  it('a day of 1,000 USDT at 3.65 % boosted by 3.65 % pays 0.2 (0.1 without)', () => {
    expect(dailyInterest('1000', '0.0365')).toBe('0.1');
    expect(dailyInterest('1000', boostedApr('0.0365', '0.0365'))).toBe('0.2');
  });
});

describe('task progress', () => {
  it.each([
    ['250', '1000', '250', false, 25],
    ['1500', '1000', '1000', true, 100],
    ['999.999', '1000', '999.999', false, 99],
    ['1', '1', '1', true, 100],
  ])('%s of %s → %s, done %s, %d %%', (progress, target, shown, done, percent) => {
    expect(taskProgress(progress, target)).toEqual({ progress: shown, target, done, percent });
  });
});
