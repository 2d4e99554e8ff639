import {
  applyExecutionReport,
  fillFromReport,
  openOrderPrices,
  ownLevelPrices,
  remaining,
  versionVerdict,
} from '../../../../../src/domain/trade/orders/open-orders';
import { report } from '../../../../fakes/trade/fake-private-stream';
import { orderRow } from '../../../../fakes/trade/fake-trading-api';

describe('applyExecutionReport', () => {
  const resting = orderRow({ orderId: '1', price: '60000', quantity: '0.01', updatedTime: 100 });

  it('adds a NEW order at the top', () => {
    const next = applyExecutionReport([resting], report({ orderId: '2', price: '59000', quantity: '0.02', timestamp: 200 }));
    expect(next.map((o) => [o.orderId, o.price, o.quantity, o.status])).toEqual([
      ['2', '59000', '0.02', 'NEW'],
      ['1', '60000', '0.01', 'NEW'],
    ]);
  });

  it('updates a partial fill in place: executed, average price, status', () => {
    const next = applyExecutionReport(
      [resting],
      report({
        orderId: '1',
        status: 'PARTIAL_FILLED',
        tradeId: '5',
        executedQuantity: '0.004',
        totalExecutedQuantity: '0.004',
        avgPrice: '60000',
        timestamp: 200,
      }),
    );
    expect(next[0]).toEqual(
      expect.objectContaining({
        orderId: '1',
        status: 'PARTIAL_FILLED',
        executed: '0.004',
        averageExecutedPrice: '60000',
        updatedTime: 200,
      }),
    );
    expect(remaining(next[0]!)).toBe('0.006');
  });

  it.each(['FILLED', 'CANCELLED', 'REJECTED'] as const)('takes the order out when %s', (status) => {
    expect(applyExecutionReport([resting], report({ orderId: '1', status, timestamp: 200 }))).toEqual([]);
  });

  it('applies an amend (REPLACED) to the price and size, keeping the status', () => {
    const next = applyExecutionReport(
      [resting],
      report({ orderId: '1', status: 'REPLACED', price: '59500', quantity: '0.03', timestamp: 200 }),
    );
    expect(next[0]).toEqual(expect.objectContaining({ price: '59500', quantity: '0.03', status: 'NEW' }));
  });

  it('ignores a report older than the row (a reload already knows better) and a REPLACED of an unknown order', () => {
    const list = [resting];
    expect(applyExecutionReport(list, report({ orderId: '1', status: 'CANCELLED', timestamp: 50 }))).toBe(list);
    expect(applyExecutionReport(list, report({ orderId: '9', status: 'REPLACED', timestamp: 500 }))).toBe(list);
  });

  it('reads a fill row only from fills (tradeId ≠ 0)', () => {
    expect(fillFromReport(report({ orderId: '1' }))).toBeUndefined();
    expect(
      fillFromReport(
        report({
          orderId: '1',
          tradeId: '8',
          executedPrice: '60000',
          executedQuantity: '0.004',
          fee: '0.000004',
          feeAsset: 'BTC',
          maker: true,
          timestamp: 7,
        }),
      ),
    ).toEqual({
      id: '8',
      symbol: 'SPOT_BTC_USDT',
      orderId: '1',
      side: 'BUY',
      executedPrice: '60000',
      executedQuantity: '0.004',
      fee: '0.000004',
      feeAsset: 'BTC',
      realizedPnl: '0',
      isMaker: true,
      executedTimestamp: 7,
    });
  });
});

describe('openOrderPrices', () => {
  it('collects the distinct prices of the symbol per side, normalised', () => {
    const prices = openOrderPrices(
      [
        orderRow({ orderId: '1', price: '60000.10' }),
        orderRow({ orderId: '2', price: '60000.1' }),
        orderRow({ orderId: '3', side: 'SELL', price: '61000' }),
        orderRow({ orderId: '4', symbol: 'SPOT_ETH_USDT', price: '3000' }),
        orderRow({ orderId: '5', type: 'MARKET', price: null }),
      ],
      'SPOT_BTC_USDT',
    );
    expect([...prices.BUY]).toEqual(['60000.1']);
    expect([...prices.SELL]).toEqual(['61000']);
  });
});

describe('versionVerdict', () => {
  it.each([
    [undefined, 7, 'next'],
    [7, 8, 'next'],
    [7, 9, 'gap'],
    [7, 20, 'gap'],
    [7, 7, 'stale'],
    [7, 3, 'stale'],
  ] as const)('last %s, incoming %i → %s', (last, incoming, verdict) => {
    expect(versionVerdict(last, incoming)).toBe(verdict);
  });
});

describe('ownLevelPrices', () => {
  it('maps order prices to the book rows that hold them (bids down, asks up, with the step decimals)', () => {
    expect([...ownLevelPrices(new Set(['60000.15', '59990']), 'bid', '0.1')]).toEqual(['60000.1', '59990.0']);
    expect([...ownLevelPrices(new Set(['60000.15']), 'ask', '0.1')]).toEqual(['60000.2']);
    expect([...ownLevelPrices(new Set(['60004', '60009']), 'bid', '10')]).toEqual(['60000']);
    expect([...ownLevelPrices(new Set(['60004']), 'ask', '10')]).toEqual(['60010']);
    expect(ownLevelPrices(new Set(), 'bid', '1').size).toBe(0);
  });
});
