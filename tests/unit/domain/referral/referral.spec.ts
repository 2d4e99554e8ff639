import {
  codeProblem,
  commissionOf,
  normaliseCode,
  referralLink,
  splitShares,
  totalSince,
  withinReferralYear,
} from '../../../../src/domain/referral/referral';

const DAY = 24 * 3600 * 1000;
const BOUND = Date.UTC(2026, 0, 1);

describe('referral rules', () => {
  it('a code is 4 to 15 characters of A–Z and 0–9', () => {
    expect(codeProblem('ABCD')).toBeUndefined();
    expect(codeProblem('ABCDEFGHIJ12345')).toBeUndefined();
    expect(codeProblem('ABC')).toBe('length');
    expect(codeProblem('ABCDEFGHIJ123456')).toBe('length');
    expect(codeProblem('AB-12')).toBe('characters');
    expect(codeProblem('abcd')).toBe('characters');
    expect(normaliseCode(' abcd12 ')).toBe('ABCD12');
  });

  it('splits the pool between referrer and referee', () => {
    expect(splitShares('100/0')).toEqual({ referrer: 100, referee: 0 });
    expect(splitShares('65/35')).toEqual({ referrer: 65, referee: 35 });
  });

  it('pays 30 % of the fee, split, rounded down to 8 decimals', () => {
    // fee 0.5 USDT: pool 0.15; 85/15 → 0.1275 and 0.0225
    expect(commissionOf('0.5', '85/15', BOUND, BOUND + DAY)).toEqual({ referrer: '0.1275', referee: '0.0225' });
    // fee 0.000001 BTC: pool 0.0000003; 65/35 → 0.000000195 → 0.00000019, 0.000000105 → 0.0000001
    expect(commissionOf('0.000001', '65/35', BOUND, BOUND)).toEqual({ referrer: '0.00000019', referee: '0.0000001' });
    expect(commissionOf('2', '100/0', BOUND, BOUND)).toEqual({ referrer: '0.6', referee: '0' });
    expect(commissionOf('2', '50/50', BOUND, BOUND)).toEqual({ referrer: '0.3', referee: '0.3' });
  });

  it('pays for one year from the binding, the last day included and the anniversary excluded', () => {
    expect(withinReferralYear(BOUND, BOUND + 365 * DAY - 1)).toBe(true);
    expect(withinReferralYear(BOUND, BOUND + 365 * DAY)).toBe(false);
    expect(withinReferralYear(BOUND, BOUND - 1)).toBe(false);
    expect(commissionOf('1', '100/0', BOUND, BOUND + 365 * DAY)).toEqual({ referrer: '0', referee: '0' });
  });

  it('totals over 30 days and all time', () => {
    const now = BOUND + 40 * DAY;
    const rows = [
      { amount: '0.1', createdTime: BOUND },
      { amount: '0.25', createdTime: now - 10 * DAY },
      { amount: '0.05', createdTime: now - 30 * DAY },
    ];
    expect(totalSince(rows, now - 30 * DAY)).toBe('0.3');
    expect(totalSince(rows)).toBe('0.4');
  });

  it('links to sign-up with the code', () => {
    expect(referralLink('https://x.example/', 'ABCD1234')).toBe('https://x.example/register?ref=ABCD1234');
  });
});
