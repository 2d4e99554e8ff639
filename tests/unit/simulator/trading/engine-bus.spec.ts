import type { FillRecord } from '../../../../simulator/trading/records';
import { fromScaled } from '../../../../simulator/trading/scaled';
import { fixedPriceExchange } from '../support/fixed-price-exchange';

const S = 'SPOT_BTC_USDT';

/** The engine's one bus (typed events, audiences) and its named, ordered fee-discount sources. */
describe('engine bus', () => {
  it('every listener gets every fill of the accounts it listens to, in the order it subscribed', async () => {
    const x = await fixedPriceExchange({ [S]: 60_000 });
    x.open(1, { BTC: '1' });
    x.open(2, { USDT: '100000' });
    x.open(3, { BTC: '1' });
    const calls: string[] = [];
    const everyone: FillRecord[] = [];
    const buyer: FillRecord[] = [];
    const nobody: FillRecord[] = [];
    x.trading.bus.on('fill', 'everyone', (fill) => (everyone.push(fill), calls.push(`everyone ${fill.id}`)));
    x.trading.bus.on('fill', 'buyer', (fill) => (buyer.push(fill), calls.push(`buyer ${fill.id}`)), new Set([2]));
    x.trading.bus.on('fill', 'nobody', (fill) => nobody.push(fill), new Set([99]));
    x.trading.place(1, { symbol: S, side: 'SELL', type: 'LIMIT', quantity: '0.1', price: '60000' });
    x.trading.place(3, { symbol: S, side: 'SELL', type: 'LIMIT', quantity: '0.1', price: '60100' });
    x.trading.place(2, { symbol: S, side: 'BUY', type: 'MARKET', quantity: '0.15' });
    // the buy takes 0.1 from account 1 and 0.05 from account 3: four fills, two of them the buyer's
    const fills = [1, 2, 3].flatMap((u) => x.trading.account(u).fills).sort((p, q) => p.id - q.id);
    expect(fills.map((f) => [f.userId, f.executedQuantity])).toEqual([
      [2, '0.1'],
      [1, '0.1'],
      [2, '0.05'],
      [3, '0.05'],
    ]);
    expect(everyone).toEqual(fills);
    expect(buyer).toEqual(fills.filter((f) => f.userId === 2));
    expect(nobody).toEqual([]);
    expect(calls).toEqual([
      `everyone ${fills[0].id}`,
      `buyer ${fills[0].id}`,
      `everyone ${fills[1].id}`,
      `everyone ${fills[2].id}`,
      `buyer ${fills[2].id}`,
      `everyone ${fills[3].id}`,
    ]);
    expect(x.trading.bus.listeners('fill')).toEqual(['everyone', 'buyer', 'nobody']);
  });

  it('publishes accepted orders, cancels and ledger rows; a name listens once; an unsubscribed listener hears nothing', async () => {
    const x = await fixedPriceExchange({ [S]: 60_000 });
    x.open(1, { BTC: '1' });
    const seen: string[] = [];
    x.trading.bus.on('orderAccepted', 'probe', (order) => seen.push(`accepted ${order.orderId} ${order.status}`));
    x.trading.bus.on('cancel', 'probe', (order) => seen.push(`cancel ${order.orderId}`));
    const stop = x.trading.bus.on('ledger', 'probe', (row) => seen.push(`ledger ${row.token} ${row.amount}`));
    expect(() => x.trading.bus.on('ledger', 'probe', () => undefined)).toThrow('probe already listens to ledger');
    const order = x.trading.place(1, { symbol: S, side: 'SELL', type: 'LIMIT', quantity: '0.1', price: '60000' });
    x.trading.cancel(1, order.orderId);
    x.trading.ledger.credit(x.trading.account(1), 'USDT', 5n * 10n ** 30n, 'DEPOSIT', x.clock.now);
    stop();
    x.trading.ledger.credit(x.trading.account(1), 'USDT', 10n ** 30n, 'DEPOSIT', x.clock.now);
    expect(seen).toEqual([`accepted ${order.orderId} NEW`, `cancel ${order.orderId}`, 'ledger USDT 5']);
  });
});

describe('fee discounts', () => {
  it('apply in their fixed order whatever the order they are registered in, only to their holders', async () => {
    const x = await fixedPriceExchange({ [S]: 60_000 });
    x.trading.fees = { makerFee: '0', takerFee: '10' };
    const asked: string[] = [];
    x.trading.feeDiscounts.register('reward-coupon', (userId) => (asked.push(`coupon ${userId}`), '0.2'), new Set([2]));
    x.trading.feeDiscounts.register('my-woo-tier', (userId) => (asked.push(`tier ${userId}`), '0.1'), new Set([2, 4]));
    expect(x.trading.feeDiscounts.names()).toEqual(['my-woo-tier', 'reward-coupon']);
    expect(() => x.trading.feeDiscounts.register('my-woo-tier', () => '0', new Set())).toThrow('already registered');
    // 1 − (1 − 0.1)(1 − 0.2) = 0.28 off; account 4 has the tier only (0.1); account 1 none
    expect(x.trading.feeDiscounts.of(2)).toBe('0.28');
    expect(x.trading.feeDiscounts.of(4)).toBe('0.1');
    expect(x.trading.feeDiscounts.of(1)).toBe('0');
    expect(asked).toEqual(['tier 2', 'coupon 2', 'tier 4']);
    x.open(1, { BTC: '1' });
    x.open(2, { USDT: '100000' });
    x.trading.place(1, { symbol: S, side: 'SELL', type: 'LIMIT', quantity: '0.1', price: '60000' });
    const buy = x.trading.place(2, { symbol: S, side: 'BUY', type: 'MARKET', quantity: '0.1' });
    // a spot buy pays its fee in BTC: 0.1 × 10 bp × (1 − 0.28) = 0.1 × 0.00072 = 0.000072 BTC
    expect(buy.totalFee).toBe('0.000072');
    expect(fromScaled(x.trading.account(2).balance('BTC').h)).toBe('0.099928');
  });
});
