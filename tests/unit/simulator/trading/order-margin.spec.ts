import { harness } from './engine-harness';

const ETH = 'PERP_ETH_USDT';
const BTC = 'PERP_BTC_USDT';

describe('initial margin of open perpetual orders (FillBook.orderMargin)', () => {
  it('is each symbol open notional over its leverage, summed; a cancel takes its lots out, a new leverage reprices', async () => {
    const h = await harness();
    const user = 7;
    h.trading.account(user);
    h.trading.setLeverage(user, ETH, 'CROSS', 3);
    // bids at 3,451.44 (ETH) and 65,644.2 (BTC) with seed 42: these rest below them, within the 3 % band
    const first = h.place(user, { symbol: ETH, side: 'BUY', type: 'LIMIT', price: '3400', quantity: '0.3' });
    h.place(user, { symbol: ETH, side: 'BUY', type: 'LIMIT', price: '3360.01', quantity: '0.1' });
    h.place(user, { symbol: BTC, side: 'BUY', type: 'LIMIT', price: '65000', quantity: '0.01' });
    const a = h.trading.account(user);
    // ETH: (3,400 × 0.3 + 3,360.01 × 0.1) ÷ 3 = 1,356.001 ÷ 3 = 452.000333…; BTC: 65,000 × 0.01 ÷ 10 = 65
    expect(h.trading.orderMargin(a).toFixed()).toBe('517.00033333333333333');
    expect(h.trading.orderMargin(a, ETH, 1).toFixed()).toBe('1356.001');
    expect(h.trading.orderMargin(a, BTC).toFixed()).toBe('65');
    // the available USDT: 10,000 − 517.000333…, to decimal.js's 20 significant digits
    expect(h.trading.available(a, 'USDT').toFixed()).toBe('9482.9996666666666667');
    h.trading.cancel(user, first.orderId);
    // 336.001 ÷ 3 = 112.000333… and 65
    expect(h.trading.orderMargin(a).toFixed()).toBe('177.00033333333333333');
    h.trading.setLeverage(user, BTC, 'CROSS', 4);
    // 650 ÷ 4 = 162.5
    expect(h.trading.orderMargin(a, BTC).toFixed()).toBe('162.5');
  });
});
