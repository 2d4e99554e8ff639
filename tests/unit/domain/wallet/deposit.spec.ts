import { anyPending, depositStatusAt, meetsMinimumDeposit } from '../../../../src/domain/wallet/deposit';
import { NETWORKS, networksOf, tokenNetwork } from '../../../../src/domain/wallet/networks';

describe('deposit rules', () => {
  it('a deposit is NEW before its first block, CONFIRMING until the threshold, then COMPLETED', () => {
    expect([0, 1, 2, 3, 4].map((n) => depositStatusAt(n, 3))).toEqual(['NEW', 'CONFIRMING', 'CONFIRMING', 'COMPLETED', 'COMPLETED']);
  });

  it('the minimum per token and network', () => {
    const usdtTron = tokenNetwork('USDT', 'TRON')!;
    expect(meetsMinimumDeposit(usdtTron, '1')).toBe(true);
    expect(meetsMinimumDeposit(usdtTron, '0.99999999')).toBe(false);
    expect(meetsMinimumDeposit(tokenNetwork('BTC', 'BTC')!, '0.0001')).toBe(true);
    expect(meetsMinimumDeposit(tokenNetwork('BTC', 'BTC')!, '0.00009')).toBe(false);
  });

  it('networks of a token, confirmations per network, suspended networks', () => {
    expect(networksOf('USDT').map((r) => r.network)).toEqual(['TRON', 'ETH', 'SOL']);
    expect(tokenNetwork('USDT', 'SOL')).toMatchObject({ allowDeposit: false, suspendReason: 'Network upgrade in progress' });
    expect(NETWORKS.TRON.confirmations).toBe(3);
    expect(NETWORKS.XRP.memo).toBe(true);
    expect(networksOf('NOPE')).toEqual([]);
  });

  it('pending while any deposit is NEW, CONFIRMING or PROCESSING', () => {
    expect(anyPending([{ status: 'COMPLETED' }, { status: 'CONFIRMING' }])).toBe(true);
    expect(anyPending([{ status: 'COMPLETED' }, { status: 'CANCELED' }])).toBe(false);
  });
});
