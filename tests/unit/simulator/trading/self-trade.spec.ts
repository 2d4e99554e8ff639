import { fromScaled } from '../../../../simulator/trading/scaled';
import { fixedPriceExchange } from '../support/fixed-price-exchange';

const S = 'SPOT_BTC_USDT';

/** Self-trade prevention in the matching engine, mode "cancel maker" (the resting order is cancelled). */
describe('self-trade prevention (cancel maker)', () => {
  it('an order that would take its own resting order cancels that order and takes the next one instead', async () => {
    const x = await fixedPriceExchange({ [S]: 60_000 });
    x.open(1, { USDT: '100000', BTC: '1' });
    x.open(2, { BTC: '1' });
    const own = x.trading.place(1, { symbol: S, side: 'SELL', type: 'LIMIT', quantity: '0.1', price: '60000' });
    const other = x.trading.place(2, { symbol: S, side: 'SELL', type: 'LIMIT', quantity: '0.1', price: '60100' });
    const buy = x.trading.place(1, { symbol: S, side: 'BUY', type: 'LIMIT', quantity: '0.1', price: '60100' });
    expect(x.trading.account(1).orders.find((o) => o.orderId === own.orderId)).toMatchObject({
      status: 'CANCELLED',
      reason: 'Self-trade prevention: the resting order was cancelled (cancel maker)',
    });
    expect(buy).toMatchObject({ status: 'FILLED', executed: '0.1' });
    expect(x.trading.account(2).orders.find((o) => o.orderId === other.orderId)).toMatchObject({ status: 'FILLED' });
    // fees 0: account 1 paid 0.1 × 60,100 = 6,010 USDT and holds 1.1 BTC, nothing frozen (its sell's lock released)
    expect(fromScaled(x.trading.account(1).balance('USDT').h)).toBe('93990');
    expect(fromScaled(x.trading.account(1).balance('BTC').h)).toBe('1.1');
    expect(fromScaled(x.trading.account(1).balance('BTC').f)).toBe('0');
    expect(x.trading.account(1).fills.every((f) => f.orderId === buy.orderId)).toBe(true);
  });

  it('a family (the registered resolver) is one owner: a sub-account cannot trade with its main account', async () => {
    const x = await fixedPriceExchange({ [S]: 60_000 });
    x.trading.families.register((userId) => (userId === 3 ? 1 : userId));
    x.open(1, { BTC: '1' });
    x.open(3, { USDT: '100000' });
    const resting = x.trading.place(1, { symbol: S, side: 'SELL', type: 'LIMIT', quantity: '0.1', price: '60000' });
    const buy = x.trading.place(3, { symbol: S, side: 'BUY', type: 'LIMIT', quantity: '0.1', price: '60000' });
    expect(x.trading.account(1).orders.find((o) => o.orderId === resting.orderId)?.status).toBe('CANCELLED');
    expect(buy).toMatchObject({ status: 'NEW', executed: '0' });
    expect(x.trading.account(1).fills).toHaveLength(0);
  });

  it('takes one family resolver: a second registration throws and the first stays', async () => {
    const x = await fixedPriceExchange({ [S]: 60_000 });
    expect(x.trading.familyOf(3)).toBe(3);
    x.trading.families.register((userId) => (userId === 3 ? 1 : userId));
    expect(() => x.trading.families.register((userId) => userId)).toThrow('a family resolver is already registered');
    expect(x.trading.familyOf(3)).toBe(1);
  });
});
