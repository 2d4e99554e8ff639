import { ledgerCsv } from '../../../../src/domain/wallet/ledger';
import { walletSummary } from '../../../../src/domain/wallet/wallet-summary';

const b = (token: string, holding: string, frozen = '0') => ({
  token,
  holding,
  frozen,
  available: String(Number(holding) - Number(frozen)),
});
const prices: Record<string, string> = { BTC: '60000', ETH: '3000' };
const priceOf = (token: string) => prices[token];

describe('walletSummary', () => {
  it('values every holding, adds unrealised PnL, splits spot and futures (hand-computed)', () => {
    const s = walletSummary([b('ETH', '1'), b('USDT', '10000', '600'), b('BTC', '0.1')], priceOf, { margin: '610', unrealizedPnl: '100' });
    // 10000 + 6000 + 3000 + 100
    expect(s.total).toBe('19100');
    // 19100 / 60000 = 0.3183333…, 8 decimals rounded down
    expect(s.totalBtc).toBe('0.31833333');
    expect([s.futures, s.spot]).toEqual(['710', '18390']);
    expect(s.rows.map((r) => [r.token, r.value])).toEqual([
      ['USDT', '10000'],
      ['BTC', '6000'],
      ['ETH', '3000'],
    ]);
    expect(s.unpriced).toEqual([]);
  });

  it('a negative unrealised PnL lowers the futures account and the total', () => {
    const s = walletSummary([b('USDT', '1000')], priceOf, { margin: '50', unrealizedPnl: '-20.5' });
    expect([s.total, s.futures, s.spot, s.totalBtc]).toEqual(['979.5', '29.5', '950', '0.01632500']);
  });

  it('leaves out and names a token without a price, lists it last; no BTC price, no BTC total', () => {
    const s = walletSummary([b('WOO', '50'), b('USDT', '10'), b('ABC', '1')], () => undefined, { margin: '0', unrealizedPnl: '0' });
    expect(s.total).toBe('10');
    expect(s.totalBtc).toBeUndefined();
    expect(s.unpriced).toEqual(['WOO', 'ABC']);
    expect(s.rows.map((r) => [r.token, r.value])).toEqual([
      ['USDT', '10'],
      ['ABC', undefined],
      ['WOO', undefined],
    ]);
  });

  it('skips tokens with nothing held or frozen; keeps one whose holding is all in orders', () => {
    const s = walletSummary([b('USDT', '0'), b('BTC', '0.5', '0.5')], priceOf, { margin: '0', unrealizedPnl: '0' });
    expect(s.rows.map((r) => [r.token, r.available, r.value])).toEqual([['BTC', '0', '30000']]);
    expect(s.total).toBe('30000');
  });
});

describe('ledgerCsv', () => {
  it('writes UTC times, exact amounts, an empty balanceAfter when unknown, and neutralises formulas', () => {
    const csv = ledgerCsv([
      { id: 2, token: 'USDT', type: '@SUM(A1)', amount: '-0.0000005', balanceAfter: undefined, createdTime: Date.UTC(2026, 0, 2, 3, 4, 5) },
      { id: 1, token: 'USDT', type: 'DEPOSIT', amount: '10000', balanceAfter: '10000', createdTime: 0 },
    ]);
    expect(csv).toBe(
      [
        'Time (UTC),Token,Type,Amount,Balance after,ID',
        "2026-01-02T03:04:05.000Z,USDT,'@SUM(A1),-0.0000005,,2",
        '1970-01-01T00:00:00.000Z,USDT,DEPOSIT,10000,10000,1',
        '',
      ].join('\r\n'),
    );
  });
});
