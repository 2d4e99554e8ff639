import {
  availableProducts,
  defaultLeverageProblem,
  moveColour,
  pushTokenValid,
  skippedConfirmations,
  surveyProblem,
  withAlertHidden,
} from '../../../../src/domain/account/account-settings';
import { feePercent, hasFunds } from '../../../../src/domain/account/account-overview';
import { overviewTasks } from '../../../../src/domain/account/overview-tasks';
import { mergeSymbols, watchlistNameProblem, withSymbol } from '../../../../src/domain/account/watchlists';

describe('account settings rules', () => {
  it.each([
    ['green-up', 'up', 'success'],
    ['green-up', 'down', 'error'],
    ['red-up', 'up', 'error'],
    ['red-up', 'down', 'success'],
  ] as const)('%s: a move %s takes the %s colour', (colours, direction, expected) => {
    expect(moveColour(colours, direction)).toBe(expected);
  });

  it.each([
    [1, undefined],
    [50, undefined],
    [10, undefined],
    [0, 'range'],
    [51, 'range'],
    [2.5, 'whole'],
  ] as const)('default leverage %s → %s', (leverage, problem) => {
    expect(defaultLeverageProblem(leverage)).toBe(problem);
  });

  it('keeps each dismissed alert once, in the catalogue order', () => {
    expect(withAlertHidden(['futures_risk'], 'kyc_reminder', true)).toEqual(['kyc_reminder', 'futures_risk']);
    expect(withAlertHidden(['kyc_reminder', 'futures_risk'], 'kyc_reminder', true)).toEqual(['kyc_reminder', 'futures_risk']);
    expect(withAlertHidden(['kyc_reminder', 'futures_risk'], 'futures_risk', false)).toEqual(['kyc_reminder']);
  });

  it.each([
    [
      { eu: false, restrictedRegion: false },
      { spot: true, perpetuals: true, convert: true, earn: true, copyTrading: true },
    ],
    [
      { eu: true, restrictedRegion: false },
      { spot: true, perpetuals: false, convert: true, earn: true, copyTrading: false },
    ],
    [
      { eu: false, restrictedRegion: true },
      { spot: false, perpetuals: false, convert: false, earn: false, copyTrading: false },
    ],
  ])('products for %o', (who, products) => {
    expect(availableProducts(who)).toEqual(products);
  });

  it.each([
    [{ score: 1, comment: '' }, undefined],
    [{ score: 5, comment: 'x'.repeat(500) }, undefined],
    [{ score: 0, comment: '' }, 'score'],
    [{ score: 6, comment: '' }, 'score'],
    [{ score: 3.5, comment: '' }, 'score'],
    [{ score: 3, comment: 'x'.repeat(501) }, 'comment'],
  ] as const)('survey %o → %s', (answer, problem) => {
    expect(surveyProblem(answer)).toBe(problem);
  });

  it('push tokens are 20+ characters of the token alphabet; confirmations off skips every order type', () => {
    expect(pushTokenValid('web:0123456789abcdef-_.')).toBe(true);
    expect(pushTokenValid('short')).toBe(false);
    expect(pushTokenValid('has spaces in it, not allowed')).toBe(false);
    expect(skippedConfirmations(true)).toEqual([]);
    expect(skippedConfirmations(false)).toEqual(['LIMIT', 'MARKET', 'STOP_LIMIT', 'STOP_MARKET', 'TRAILING_STOP', 'SCALED']);
  });
});

describe('watchlist rules', () => {
  it.each([
    ['Alts', [], undefined],
    ['  ', [], 'empty'],
    ['x'.repeat(20), [], undefined],
    ['x'.repeat(21), [], 'length'],
    [' alts ', ['Alts'], 'taken'],
  ] as const)('name %j among %j → %s', (name, others, problem) => {
    expect(watchlistNameProblem(name, others)).toBe(problem);
  });

  it('adds once at the end, removes, ignores an unknown shape', () => {
    expect(withSymbol(['SPOT_BTC_USDT'], 'PERP_ETH_USDT', 'ADD')).toEqual(['SPOT_BTC_USDT', 'PERP_ETH_USDT']);
    expect(withSymbol(['SPOT_BTC_USDT'], 'SPOT_BTC_USDT', 'ADD')).toEqual(['SPOT_BTC_USDT']);
    expect(withSymbol(['SPOT_BTC_USDT'], 'BTC', 'ADD')).toEqual(['SPOT_BTC_USDT']);
    expect(withSymbol(['SPOT_BTC_USDT', 'PERP_ETH_USDT'], 'SPOT_BTC_USDT', 'REMOVE')).toEqual(['PERP_ETH_USDT']);
  });

  it('moves a device list in after the account order, each once, at most 100', () => {
    expect(mergeSymbols(['SPOT_BTC_USDT'], ['PERP_ETH_USDT', 'SPOT_BTC_USDT', 'junk'])).toEqual(['SPOT_BTC_USDT', 'PERP_ETH_USDT']);
    const many = Array.from({ length: 120 }, (_, i) => `SPOT_T${i}_USDT`);
    expect(mergeSymbols([], many)).toHaveLength(100);
  });
});

describe('overview rules', () => {
  it.each([
    [{ twoFactor: false, securityMissing: 3, kyc: 'NONE', hasFunds: false }, ['twoFactor', 'identity', 'deposit']],
    [{ twoFactor: true, securityMissing: 1, kyc: 'PENDING', hasFunds: true }, ['security', 'identityPending']],
    [{ twoFactor: true, securityMissing: 0, kyc: 'REJECTED', hasFunds: true }, ['identity']],
    [{ twoFactor: true, securityMissing: 0, kyc: 'APPROVED', hasFunds: true }, []],
  ] as const)('tasks for %o', (o, tasks) => {
    expect(overviewTasks(o)).toEqual(tasks);
  });

  it.each([
    ['0.0005', '0.05%'],
    ['0.0002', '0.02%'],
    ['0', '0%'],
    ['0.000125', '0.0125%'],
  ])('fee rate %s shows as %s', (rate, shown) => {
    expect(feePercent(rate)).toBe(shown);
  });

  it('has funds when any holding is not zero', () => {
    expect(hasFunds(['0', '0.00000001'])).toBe(true);
    expect(hasFunds(['0', '0.000'])).toBe(false);
    expect(hasFunds([])).toBe(false);
  });
});
