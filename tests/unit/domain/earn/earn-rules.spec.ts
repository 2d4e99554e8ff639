import { estimateEarnings } from '../../../../src/domain/earn/calculator';
import { accrue, dailyInterest } from '../../../../src/domain/earn/interest';
import { redemption } from '../../../../src/domain/earn/savings';
import { amountProblem, daysLeft, instantUnstake, stakingApr, unbondingEnd } from '../../../../src/domain/earn/staking';
import { dailyAverage, tierStanding } from '../../../../src/domain/earn/tiers';

describe('earn: daily interest', () => {
  it.each([
    // principal × apr ÷ 365, rounded down to 8 dp
    ['1000', '0.0365', '0.1'],
    // 1234.56 × 0.05 = 61.728; ÷ 365 = 0.16911780821… → 0.1691178
    ['1234.56', '0.05', '0.1691178'],
    // 0.00001 × 0.05 ÷ 365 = 0.0000000013… → 0
    ['0.00001', '0.05', '0'],
  ])('%s at %s a year → %s a day', (principal, apr, day) => {
    expect(dailyInterest(principal, apr)).toBe(day);
  });

  it('simple: every day on the first principal', () => {
    expect(accrue('1000', '0.0365', 3, false)).toEqual({ days: ['0.1', '0.1', '0.1'], interest: '0.3', total: '1000.3' });
  });

  it('compounding: each day earns on the principal plus the days before', () => {
    // 1000 × 0.0001 = 0.1; 1000.1 × 0.0001 = 0.10001; 1000.20001 × 0.0001 = 0.100020001 → 0.10002
    expect(accrue('1000', '0.0365', 3, true)).toEqual({ days: ['0.1', '0.10001', '0.10002'], interest: '0.30003', total: '1000.30003' });
    // 10 × 0.1 ÷ 365 = 0.0027397260… → 0.00273972; 10.00273972 × 0.1 ÷ 365 = 0.0027404766… → 0.00274047
    expect(accrue('10', '0.1', 2, true).interest).toBe('0.00548019');
  });
});

describe('earn: staking', () => {
  it.each([
    ['100', '5', '95'],
    ['2000', '100', '1900'],
    // 0.00000003 × 5 % = 0.0000000015 → the fee rounds up to 0.00000001 (never 0)
    ['0.00000003', '0.00000001', '0.00000002'],
    // 0.00000021 × 5 % = 0.0000000105 → 0.00000002
    ['0.00000021', '0.00000002', '0.00000019'],
  ])('instant unstake of %s: fee %s, received %s', (amount, fee, received) => {
    expect(instantUnstake(amount)).toEqual({ fee, received });
  });

  it('unbonding ends 7 days after the unstake; days left round up', () => {
    expect(unbondingEnd(1000, 86_400_000)).toBe(604_801_000);
    expect(unbondingEnd(0, 1000)).toBe(7000);
    expect(daysLeft(604_801_000, 1000 + 86_400_000 * 2.5, 86_400_000)).toBe(5);
    expect(daysLeft(7000, 7000, 1000)).toBe(0);
  });

  it('the staking APR is the base plus the tier boost', () => {
    expect(stakingApr('0')).toBe('0.05');
    expect(stakingApr('0.0025')).toBe('0.0525');
  });

  it.each([
    ['0', 'amount: must be a positive number'],
    ['abc', 'amount: must be a positive number'],
    ['1.123456789', 'amount: at most 8 decimals'],
    ['11', 'amount: more than the 10 WOO available'],
    ['10', undefined],
  ])('amount %s → %s', (amount, problem) => {
    expect(amountProblem(amount, 'WOO', '10')).toBe(problem);
  });
});

describe('earn: holding tiers', () => {
  it.each([
    [Array<string>(30).fill('3000'), '3000'],
    // missing days count as 0: 90,000 ÷ 30
    [['60000', '30000'], '3000'],
    // only the last 30 snapshots count
    [['1000000', ...Array<string>(30).fill('0')], '0'],
    // 1 ÷ 30 = 0.0333… → 0.03333333
    [['1'], '0.03333333'],
  ])('average of %j → %s', (snapshots, average) => {
    expect(dailyAverage(snapshots)).toBe(average);
  });

  it.each([
    // (3000 − 1800) ÷ (25000 − 1800) = 0.05172… → 0.0517
    ['3000', 1, 2, '22000', '0.0517'],
    ['0', undefined, 1, '1800', '0'],
    ['1799.99', undefined, 1, '0.01', '0.9999'],
    ['25000', 2, 3, '125000', '0'],
    ['750000', 4, 5, '250000', '0.5'],
  ])('average %s: tier %s, next %s missing %s, progress %s', (average, level, nextLevel, missing, progress) => {
    const standing = tierStanding(average);
    expect(standing.tier?.level).toBe(level);
    expect(standing.next).toEqual({ tier: expect.objectContaining({ level: nextLevel }), missing, progress });
  });

  it('the top tier has no next', () => {
    expect(tierStanding('1000000')).toEqual({ tier: expect.objectContaining({ level: 5, feeDiscount: '0.4' }), next: undefined });
  });
});

describe('earn: savings redemption', () => {
  const fixed = { principal: '1000', interestPaid: '0.3', maturityTime: 5000 };
  it('a fixed term redeemed early loses the interest it was paid', () => {
    expect(redemption(fixed, 4000)).toEqual({ early: true, principal: '1000', penalty: '0.3', received: '999.7' });
  });
  it('at maturity, and any time for a flexible one, the whole principal', () => {
    expect(redemption(fixed, 5000)).toEqual({ early: false, principal: '1000', penalty: '0', received: '1000' });
    expect(redemption({ principal: '50', interestPaid: '2', maturityTime: undefined }, 1)).toEqual({
      early: false,
      principal: '50',
      penalty: '0',
      received: '50',
    });
  });
});

describe('earn: calculator', () => {
  it('simple interest for a year at 3.65 %', () => {
    expect(estimateEarnings({ amount: '1000', days: '365', aprPercent: '3.65', compounding: false })).toEqual({
      ok: true,
      interest: '36.5',
      total: '1036.5',
      apyPercent: '3.65',
    });
  });
  it('compounding: the days as the ledger pays them; APY (1 + 0.0001)^365 − 1 = 3.7172… %', () => {
    expect(estimateEarnings({ amount: '1000', days: '3', aprPercent: '3.65', compounding: true })).toEqual({
      ok: true,
      interest: '0.30003',
      total: '1000.30003',
      apyPercent: '3.72',
    });
  });
  it.each([
    [{ amount: '-1', days: '3', aprPercent: '5' }, 'amount'],
    [{ amount: '10', days: '0', aprPercent: '5' }, 'days'],
    [{ amount: '10', days: '1.5', aprPercent: '5' }, 'days'],
    [{ amount: '10', days: '3651', aprPercent: '5' }, 'days'],
    [{ amount: '10', days: '3', aprPercent: 'x' }, 'aprPercent'],
  ])('%j is refused on %s', (input, field) => {
    expect(estimateEarnings({ ...input, compounding: false })).toEqual(expect.objectContaining({ ok: false, field }));
  });
});
