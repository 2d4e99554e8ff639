import { custodyRatio, reserveRatio } from '../../../../src/domain/reserves/balance-sheet';
import { compareWithServer, rootAgainstLiabilities } from '../../../../src/domain/reserves/server-agreement';

describe('reserve and custody ratios', () => {
  it('divides assets by liabilities with four decimals, rounding down', () => {
    const totals = { totalAssets: '1150.00', custodialAssets: '700', totalLiabilities: '990.00' };
    expect(reserveRatio(totals)).toBe('1.1616');
    expect(custodyRatio(totals)).toBe('0.7070');
    expect(reserveRatio({ ...totals, totalLiabilities: '0' })).toBeUndefined();
  });
});

describe('agreement with the server', () => {
  const verified = {
    kind: 'verified' as const,
    balances: [{ token: 'BTC', amount: '1.50' }],
    leaves: [{ index: 0, hash: 'h' }],
    pathHashes: [],
    root: 'r',
    rootTotals: [],
    leafTotal: 1,
  };
  it('agrees when amounts are equal whatever their scale, and says why it does not', () => {
    expect(compareWithServer(verified, { included: true, leafCount: 1, balances: [{ token: 'BTC', amount: '1.5' }] })).toEqual({
      status: 'agree',
    });
    expect(compareWithServer(verified, { included: true, leafCount: 2, balances: [{ token: 'BTC', amount: '1.5' }] })).toEqual({
      status: 'disagree',
      reason: 'leaf-count',
    });
    expect(compareWithServer(verified, { included: false, leafCount: 0, balances: [] })).toEqual({
      status: 'disagree',
      reason: 'inclusion',
    });
    expect(compareWithServer(verified, undefined)).toEqual({ status: 'unavailable' });
  });

  it('puts root totals next to the dashboard liabilities', () => {
    expect(rootAgainstLiabilities([{ token: 'BTC', amount: '2.50' }], [{ token: 'BTC', total: '2.5' }])).toEqual([
      { token: 'BTC', root: '2.50', dashboard: '2.5', matches: true },
    ]);
  });
});
