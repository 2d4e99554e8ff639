import { collateralValue, type CollateralToken } from '../../../../src/domain/subaccounts/collateral';
import { nicknameProblem } from '../../../../src/domain/subaccounts/nickname';
import { maxTransfer, transferField, transferProblem, transferRefusal } from '../../../../src/domain/subaccounts/transfer';

describe('nickname rule', () => {
  const ten = Array.from({ length: 10 }, (_, i) => `s${i}`);
  it.each([
    ['a', [], false, undefined],
    ['   ', [], false, 'empty'],
    ['x'.repeat(20), [], false, undefined],
    ['x'.repeat(21), [], false, 'tooLong'],
    ['交易账户', [], false, undefined],
    ['Bot <1>', [], false, 'characters'],
    ['grid', ['Grid'], false, 'taken'],
    [' Grid ', ['grid '], false, 'taken'],
    ['new', ten, true, 'limit'],
    ['new', ten.slice(0, 9), true, undefined],
    ['renamed', ten, false, undefined],
  ] as const)('%j with %j (creating %s) → %s', (name, existing, creating, problem) => {
    expect(nicknameProblem(name, existing, creating)).toBe(problem);
  });
});

describe('transfer validation', () => {
  const base = { from: 'a', to: 'b', available: '100.5', decimals: 6 };
  it.each([
    ['1', undefined],
    ['100.5', undefined],
    ['100.500001', 'insufficient'],
    ['0', 'notPositive'],
    ['-1', 'notPositive'],
    ['0.0000001', 'decimals'],
    ['abc', 'notANumber'],
  ] as const)('amount %s → %s', (amount, problem) => {
    expect(transferProblem({ ...base, amount })).toBe(problem);
  });
  it('refuses the same account on both sides', () => expect(transferProblem({ ...base, to: 'a', amount: '1' })).toBe('sameAccount'));
  it('Max rounds down to the decimals', () => {
    expect(maxTransfer('1.123456789', 6)).toBe('1.123456');
    expect(maxTransfer('0', 6)).toBe('0');
  });
  it('names the limit in its refusal', () => {
    expect(transferRefusal('insufficient', 'USDT', { available: '100.50', decimals: 6 })).toEqual({
      code: 'transfer.insufficient',
      params: { token: 'USDT', available: { decimal: '100.5' } },
    });
    expect(transferRefusal('decimals', 'BTC', { available: '1', decimals: 8 })).toEqual({
      code: 'transfer.decimals',
      params: { token: 'BTC', decimals: { decimal: '8' } },
    });
    expect(transferRefusal('sameAccount', 'BTC', { available: '1', decimals: 8 })).toEqual({ code: 'transfer.sameAccount', params: {} });
  });
  it('says which field a problem is about', () => {
    expect([transferField('sameAccount'), transferField('notPositive'), transferField('decimals'), transferField('insufficient')]).toEqual([
      'to',
      'amount',
      'amount',
      undefined,
    ]);
  });
});

describe('collateral value from ratios', () => {
  const tokens: CollateralToken[] = [
    { token: 'USDT', collateralRatio: '1', enabled: true },
    { token: 'BTC', collateralRatio: '0.95', enabled: true },
    { token: 'WOO', collateralRatio: '0.75', enabled: false },
  ];
  const holdings = [
    { token: 'USDT', amount: '1000', price: '1' },
    { token: 'BTC', amount: '0.1', price: '50000' },
    { token: 'WOO', amount: '100', price: '0.3' },
    { token: 'DOGE', amount: '5', price: '1' },
  ];
  it('SINGLE counts USDT only', () => expect(collateralValue('SINGLE', holdings, tokens)).toBe('1000.00'));
  // 1000 + 0.1 × 50,000 × 0.95 = 1000 + 4750 = 5750 (WOO switched off, DOGE not a collateral token here)
  it('MULTI adds enabled tokens at their ratio', () => expect(collateralValue('MULTI', holdings, tokens)).toBe('5750.00'));
  // 1000 + 100 × 0.3 × 0.75 = 1022.5; 0.001 BTC × 33,333.33 × 0.95 = 31.6666635 → 1054.1666635 → 1054.16 (down)
  it('rounds down to cents', () => {
    const on = tokens.map((t) => ({ ...t, enabled: true }));
    expect(collateralValue('MULTI', [holdings[0], { token: 'BTC', amount: '0.001', price: '33333.33' }, holdings[2]], on)).toBe('1054.16');
  });
});
