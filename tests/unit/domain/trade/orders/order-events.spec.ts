import { groupOrderEvents, orderEventOf, toastKindOf } from '../../../../../src/domain/trade/orders/order-events';
import { report } from '../../../../fakes/trade/fake-private-stream';

describe('order events', () => {
  it('maps statuses to events (fills carry the fill size and price; an amend is no event)', () => {
    expect(orderEventOf(report({ orderId: 1, status: 'NEW' }))?.kind).toBe('opened');
    expect(orderEventOf(report({ orderId: 1, status: 'PARTIAL_FILLED', executedQuantity: '0.004', executedPrice: '59999' })))
      .toEqual({ kind: 'partiallyFilled', symbol: 'SPOT_BTC_USDT', side: 'BUY', quantity: '0.004', price: '59999', reason: '' });
    expect(orderEventOf(report({ orderId: 1, status: 'REJECTED', reason: 'Not enough USDT' }))?.reason).toBe('Not enough USDT');
    expect(orderEventOf(report({ orderId: 1, status: 'REPLACED' }))).toBeUndefined();
  });

  it('groups a kind that arrives more than once in the window, keeps singles as one line each', () => {
    const filled = orderEventOf(report({ orderId: 1, status: 'FILLED' }))!;
    const cancelled = orderEventOf(report({ orderId: 2, status: 'CANCELLED' }))!;
    expect(groupOrderEvents([filled, cancelled, filled, filled, filled, filled])).toEqual([
      { kind: 'filled', count: 5 }, { kind: 'cancelled', count: 1, event: cancelled },
    ]);
  });

  it('shows rejections as errors, cancellations as warnings, the rest as successes', () => {
    expect(['opened', 'filled', 'partiallyFilled', 'cancelled', 'rejected'].map((k) => toastKindOf(k as never))).toEqual(['success', 'success', 'success', 'warning', 'error']);
  });
});
