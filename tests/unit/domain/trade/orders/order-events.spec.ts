import {
  closedPositionSide,
  groupedDecimal,
  groupOrderEvents,
  orderEventOf,
  runningToast,
  runningToastKey,
  toastKindOf,
} from '../../../../../src/domain/trade/orders/order-events';
import { report } from '../../../../fakes/trade/fake-private-stream';

describe('order events', () => {
  it('maps statuses to events (fills carry the fill size and price; an amend is no event)', () => {
    expect(orderEventOf(report({ orderId: '1', status: 'NEW' }))?.kind).toBe('opened');
    expect(orderEventOf(report({ orderId: '1', status: 'PARTIAL_FILLED', executedQuantity: '0.004', executedPrice: '59999' }))).toEqual({
      kind: 'partiallyFilled',
      symbol: 'SPOT_BTC_USDT',
      side: 'BUY',
      quantity: '0.004',
      price: '59999',
      reason: '',
    });
    expect(orderEventOf(report({ orderId: '1', status: 'REJECTED', reason: 'Not enough USDT' }))?.reason).toBe('Not enough USDT');
    expect(orderEventOf(report({ orderId: '1', status: 'REPLACED' }))).toBeUndefined();
  });

  it('a FILLED order tells its whole size at the average price, not its last fill', () => {
    // a market sell of 0.01 that took 0.006 at 60,010 and 0.004 at 60,000: average (0.006·60010 + 0.004·60000) / 0.01 = 60,006
    const event = orderEventOf(
      report({
        orderId: '3',
        symbol: 'PERP_BTC_USDT',
        side: 'SELL',
        status: 'FILLED',
        executedQuantity: '0.004',
        executedPrice: '60000',
        totalExecutedQuantity: '0.01',
        avgPrice: '60006',
      }),
    )!;
    expect(event).toMatchObject({ kind: 'filled', quantity: '0.01', price: '60006' });
    // a partial fill still tells its own slice
    expect(
      orderEventOf(
        report({
          orderId: '3',
          status: 'PARTIAL_FILLED',
          executedQuantity: '0.006',
          executedPrice: '60010',
          totalExecutedQuantity: '0.006',
          avgPrice: '60010',
        }),
      ),
    ).toMatchObject({ quantity: '0.006', price: '60010' });
  });

  it('groups a kind that arrives more than once in the window, keeps singles as one line each', () => {
    const filled = orderEventOf(report({ orderId: '1', status: 'FILLED' }))!;
    const cancelled = orderEventOf(report({ orderId: '2', status: 'CANCELLED' }))!;
    expect(groupOrderEvents([filled, cancelled, filled, filled, filled, filled])).toEqual([
      { kind: 'filled', count: 5 },
      { kind: 'cancelled', count: 1, event: cancelled },
    ]);
  });

  it('shows rejections as errors, cancellations as warnings, the rest as successes', () => {
    expect(['opened', 'filled', 'partiallyFilled', 'cancelled', 'rejected'].map((k) => toastKindOf(k as never))).toEqual([
      'success',
      'success',
      'success',
      'warning',
      'error',
    ]);
  });

  it('a fill of the engine’s closing order with reason LIQUIDATION is a liquidation (an error toast): a sell closed a long', () => {
    const event = orderEventOf(
      report({
        orderId: '9',
        symbol: 'PERP_BTC_USDT',
        side: 'SELL',
        status: 'FILLED',
        executedQuantity: '0.1',
        executedPrice: '61234.5',
        reason: 'LIQUIDATION',
      }),
    )!;
    expect(event).toEqual({
      kind: 'liquidated',
      symbol: 'PERP_BTC_USDT',
      side: 'SELL',
      quantity: '0.1',
      price: '61234.5',
      reason: 'LIQUIDATION',
    });
    expect(toastKindOf('liquidated')).toBe('error');
    expect(closedPositionSide('SELL')).toBe('LONG');
    expect(closedPositionSide('BUY')).toBe('SHORT');
    // a cancelled order with that reason is still a cancellation
    expect(orderEventOf(report({ orderId: '9', status: 'CANCELLED', reason: 'LIQUIDATION' }))?.kind).toBe('cancelled');
  });

  it.each([
    ['61234.5', '61,234.5'],
    ['1234567.891', '1,234,567.891'],
    ['999', '999'],
    ['-1000', '-1,000'],
    ['0.00012', '0.00012'],
    ['abc', 'abc'],
  ])('groups %s as %s', (value, expected) => {
    expect(groupedDecimal(value)).toBe(expected);
  });

  it('counts on in the same toast while it has more than 500 ms left, then starts a toast with a key of its own', () => {
    const two = { kind: 'filled' as const, count: 2 };
    const first = runningToast(undefined, two, 1_000, 3_000);
    expect(first).toEqual({ count: 2, shownAt: 1_000, serial: 1 });
    // 2,499 ms later: 501 ms left of 3,000, counted on in place under the same key
    const on = runningToast(first, two, 3_499, 3_000);
    expect(on).toEqual({ count: 4, shownAt: 3_499, serial: 1 });
    expect(runningToastKey('filled', on)).toBe(runningToastKey('filled', first));
    // 2,500 ms after the update: only 500 ms left, a new toast (serial 2) tells these 2 alone
    const next = runningToast(on, two, 5_999, 3_000);
    expect(next).toEqual({ count: 2, shownAt: 5_999, serial: 2 });
    expect(runningToastKey('filled', next)).toBe('order-filled-2');
    expect(runningToastKey('filled', next)).not.toBe(runningToastKey('filled', on));
  });
});
