import {
  allocateRepayment,
  borrowFor,
  hourlyRate,
  interestFor,
  marginFigures,
  marginRisk,
  maxBorrowable,
} from '../../../../../src/domain/trade/spot-margin/spot-margin';

describe('spot margin: interest', () => {
  it.each([
    ['0.0876', '0.00001'],
    ['0.0438', '0.000005'],
    ['0.1752', '0.00002'],
  ])('annual %s → hourly %s (÷ 8760)', (annual, hourly) => {
    expect(hourlyRate(annual)).toBe(hourly);
  });

  it.each([
    // principal, annual rate, hours, interest
    ['1000', '0.0876', 1, '0.01'],
    ['1000', '0.0876', 3, '0.03'],
    ['0.5', '0.0438', 1, '0.0000025'],
    ['2500', '0.0876', 24, '0.6'],
    // 100 × 0.1 ÷ 8760 = 0.00114155…: rounded up to 8 dp
    ['100', '0.1', 1, '0.00114156'],
    ['0', '0.0876', 5, '0'],
  ])('%s at %s for %i h → %s', (principal, annual, hours, interest) => {
    expect(interestFor(principal, annual, hours)).toBe(interest);
  });
});

describe('spot margin: margin level', () => {
  it('is assets ÷ liabilities at spot prices', () => {
    // assets 12,000 USDT + 0.1 BTC × 50,000 = 17,000; liabilities 10,000 + 10 interest = 10,010 → 1.6983…
    const f = marginFigures([
      { token: 'USDT', holding: '12000', borrowed: '10000', interest: '10', price: '1' },
      { token: 'BTC', holding: '0.1', borrowed: '0', interest: '0', price: '50000' },
    ]);
    expect(f).toEqual({ totalAssets: '17000', totalLiabilities: '10010', equity: '6990', marginLevel: '1.6983', risk: 'safe' });
  });

  it('has no level without liabilities', () => {
    expect(marginFigures([{ token: 'USDT', holding: '100', borrowed: '0', interest: '0', price: '1' }]).marginLevel).toBeUndefined();
  });

  it.each([
    [undefined, 'none'],
    ['2', 'safe'],
    ['1.2', 'safe'],
    ['1.1999', 'warning'],
    ['1.1001', 'warning'],
    ['1.1', 'liquidation'],
    ['0.9', 'liquidation'],
  ])('level %s → %s', (level, risk) => {
    expect(marginRisk(level)).toBe(risk);
  });
});

describe('spot margin: max borrowable', () => {
  const base = { leverage: 3, equity: '10000', liabilities: '0', price: '1', poolLimit: '1000000', borrowed: '0' };
  it.each([
    // equity 10,000 at 3× → liabilities may reach 20,000
    [{}, '20000'],
    [{ leverage: 5 }, '40000'],
    [{ leverage: 1 }, '0'],
    [{ liabilities: '5000' }, '15000'],
    // in BTC at 50,000: 20,000 ÷ 50,000
    [{ price: '50000' }, '0.4'],
    // pool limit 12,000 of which 4,000 borrowed: 8,000 left
    [{ poolLimit: '12000', borrowed: '4000' }, '8000'],
    [{ liabilities: '25000' }, '0'],
    // 20,000 ÷ 30,000 = 0.666…: rounded down
    [{ price: '30000' }, '0.66666666'],
  ])('%j → %s', (change, expected) => {
    expect(maxBorrowable({ ...base, ...change })).toBe(expected);
  });

  it.each([
    ['1500', '1000', '500'],
    ['800', '1000', '0'],
    ['300', '-200', '300'],
  ])('an order needing %s with %s free borrows %s', (required, free, borrow) => {
    expect(borrowFor(required, free)).toBe(borrow);
  });
});

describe('spot margin: repayment', () => {
  it.each([
    // interest, principal, amount → interest, principal, unused
    ['10', '1000', '5', '5', '0', '0'],
    ['10', '1000', '10', '10', '0', '0'],
    ['10', '1000', '510', '10', '500', '0'],
    ['10', '1000', '1010', '10', '1000', '0'],
    ['10', '1000', '1500', '10', '1000', '490'],
    ['0', '1000', '200', '0', '200', '0'],
  ])('debt %s interest + %s principal, pay %s → %s interest, %s principal, %s unused', (interest, principal, amount, i, p, u) => {
    expect(allocateRepayment({ interest, principal }, amount)).toEqual({ interest: i, principal: p, unused: u });
  });
});
