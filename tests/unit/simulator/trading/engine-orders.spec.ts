import { codeOf, d, harness, offset } from './engine-harness';

const BTC = 'SPOT_BTC_USDT';

describe('matching engine: order types against the synthetic book and other users', () => {
  it('a new account holds the demo funds, recorded as deposits', async () => {
    const h = await harness();
    expect(h.balance(1, 'USDT')).toEqual({ holding: '10000', frozen: '0' });
    expect(h.balance(1, 'BTC')).toEqual({ holding: '0.1', frozen: '0' });
    expect(h.balance(1, 'ETH')).toEqual({ holding: '1', frozen: '0' });
    expect(h.trading.deposits.filter((e) => e.userId === 1).map((e) => [e.type, e.token, e.amount])).toEqual([
      ['DEPOSIT', 'USDT', '10000'],
      ['DEPOSIT', 'BTC', '0.1'],
      ['DEPOSIT', 'ETH', '1'],
    ]);
  });

  it('a limit buy below the market rests, freezes price × quantity and shows in the public book', async () => {
    const h = await harness();
    const bid = h.book(BTC).bids[0];
    const price = offset(bid.price, -1);
    const before = h.book(BTC).bids.find((l) => l.price === Number(price))?.quantity ?? 0;
    const order = h.place(1, { side: 'BUY', type: 'LIMIT', price, quantity: '0.01' });
    expect(order.status).toBe('NEW');
    // 0.01 × price frozen, nothing spent
    expect(h.balance(1, 'USDT')).toEqual({ holding: '10000', frozen: d(price).times('0.01').toString() });
    const level = h.book(BTC).bids.find((l) => l.price === Number(price));
    expect(level?.quantity).toBeCloseTo(before + 0.01, 8);
  });

  it('a hidden order rests without showing in the book', async () => {
    const h = await harness();
    const price = offset(h.book(BTC).bids[0].price, -1);
    const before = h.book(BTC).bids.find((l) => l.price === Number(price))?.quantity;
    h.place(1, { side: 'BUY', type: 'LIMIT', price, quantity: '0.01', visibleQuantity: '0' });
    expect(h.book(BTC).bids.find((l) => l.price === Number(price))?.quantity).toBe(before);
  });

  it('a market buy takes the best ask: quote spent at that price, base fee 5 bp of the quantity, a public print', async () => {
    const h = await harness();
    const ask = h.book(BTC).asks[0];
    expect(ask.quantity).toBeGreaterThanOrEqual(0.002);
    const order = h.place(1, { side: 'BUY', type: 'MARKET', quantity: '0.002' });
    expect(order.status).toBe('FILLED');
    // USDT 10000 − 0.002 × ask; BTC 0.1 + 0.002 − 0.002 × 0.0005 = 0.101999
    expect(h.balance(1, 'USDT').holding).toBe(d(10000).minus(d(ask.price).times('0.002')).toString());
    expect(h.balance(1, 'BTC').holding).toBe('0.101999');
    const fills = h.trading.account(1).fills;
    expect(fills).toHaveLength(1);
    expect(fills[0]).toMatchObject({
      executedPrice: String(ask.price),
      executedQuantity: '0.002',
      fee: '0.000001',
      feeAsset: 'BTC',
      isMaker: false,
    });
    // the engine's level shrank by what was taken, and the print reaches the tape with the next step
    expect(h.book(BTC).asks[0].quantity).toBeCloseTo(ask.quantity - 0.002, 8);
    h.step();
    expect(
      h.market.publicTrades(BTC, 100, h.now).some((t) => t.executedPrice === ask.price && t.executedQuantity === 0.002 && t.side === 'BUY'),
    ).toBe(true);
  });

  it('a market buy by amount spends at most the amount (whole lots) and is FILLED', async () => {
    const h = await harness();
    const ask = h.book(BTC).asks[0];
    const order = h.place(1, { side: 'BUY', type: 'MARKET', amount: '50' });
    // lots of 0.00001: floor(50 / (ask × 0.00001)) lots at the best ask (its size covers 50 USDT)
    const lots = d(50).div(d(ask.price).times('0.00001')).floor();
    expect(order.status).toBe('FILLED');
    expect(order.executed).toBe(lots.times('0.00001').toString());
    expect(h.balance(1, 'USDT')).toEqual({ holding: d(10000).minus(lots.times('0.00001').times(ask.price)).toString(), frozen: '0' });
  });

  it('a spot sell pays the taker fee in the quote token', async () => {
    const h = await harness();
    const bid = h.book(BTC).bids[0];
    h.place(1, { side: 'SELL', type: 'MARKET', quantity: '0.001' });
    // USDT 10000 + 0.001 × bid × (1 − 0.0005)
    expect(h.balance(1, 'USDT').holding).toBe(d(10000).plus(d(bid.price).times('0.001').times('0.9995')).toString());
    expect(h.balance(1, 'BTC').holding).toBe('0.099');
  });

  describe('IOC, FOK and POST_ONLY against a user order inside the spread', () => {
    async function withMaker() {
      const h = await harness();
      const { bids, asks } = h.book(BTC);
      expect(d(asks[0].price).minus(bids[0].price).gte('0.3')).toBe(true);
      const price = offset(bids[0].price, 1);
      const maker = h.place(1, { side: 'SELL', type: 'LIMIT', price, quantity: '0.001' });
      return { h, price, maker };
    }

    it('IOC takes the user order (maker fee 2 bp) and cancels the rest', async () => {
      const { h, price, maker } = await withMaker();
      const ioc = h.place(2, { side: 'BUY', type: 'IOC', price, quantity: '0.002' });
      expect(ioc).toMatchObject({ status: 'CANCELLED', executed: '0.001' });
      expect(maker).toMatchObject({ status: 'FILLED', executed: '0.001' });
      // maker: +0.001 × price × (1 − 0.0002) USDT, its 0.001 BTC unfrozen and gone
      expect(h.balance(1, 'USDT').holding).toBe(d(10000).plus(d(price).times('0.001').times('0.9998')).toString());
      expect(h.balance(1, 'BTC')).toEqual({ holding: '0.099', frozen: '0' });
      // taker: −0.001 × price USDT, nothing left frozen; +0.001 − 0.0000005 BTC
      expect(h.balance(2, 'USDT')).toEqual({ holding: d(10000).minus(d(price).times('0.001')).toString(), frozen: '0' });
      expect(h.balance(2, 'BTC').holding).toBe('0.1009995');
      expect(h.trading.account(1).fills[0]).toMatchObject({
        isMaker: true,
        fee: d(price).times('0.001').times('0.0002').toString(),
        feeAsset: 'USDT',
      });
    });

    it('FOK that cannot fill in full is cancelled untouched; one that can is FILLED', async () => {
      const { h, price, maker } = await withMaker();
      const fok = h.place(2, { side: 'BUY', type: 'FOK', price, quantity: '0.002' });
      expect(fok).toMatchObject({ status: 'CANCELLED', executed: '0' });
      expect(maker.status).toBe('NEW');
      expect(h.balance(2, 'USDT')).toEqual({ holding: '10000', frozen: '0' });
      expect(h.place(2, { side: 'BUY', type: 'FOK', price, quantity: '0.001' }).status).toBe('FILLED');
    });

    it('POST_ONLY that would take is refused (-1012); below the user ask it rests', async () => {
      const { h, price } = await withMaker();
      expect(codeOf(() => h.place(2, { side: 'BUY', type: 'POST_ONLY', price, quantity: '0.001' }))).toBe(-1012);
      expect(h.place(2, { side: 'BUY', type: 'POST_ONLY', price: offset(Number(price), -1), quantity: '0.001' }).status).toBe('NEW');
    });

    it('same price: the earlier order fills first; an amend that only shrinks keeps its place, a price change loses it', async () => {
      const { h, price, maker } = await withMaker();
      const second = h.place(3, { side: 'SELL', type: 'LIMIT', price, quantity: '0.002' });
      h.trading.amend(1, { orderId: maker.orderId, quantity: '0.0005' });
      h.place(2, { side: 'BUY', type: 'IOC', price, quantity: '0.0005' });
      expect(maker.status).toBe('FILLED');
      expect(second.status).toBe('NEW');
      const third = h.place(4, { side: 'SELL', type: 'LIMIT', price, quantity: '0.001' });
      h.trading.amend(3, { orderId: second.orderId, price: offset(Number(price), 1) });
      h.trading.amend(3, { orderId: second.orderId, price });
      h.place(2, { side: 'BUY', type: 'IOC', price, quantity: '0.001' });
      expect(third.status).toBe('FILLED');
      expect(second.status).toBe('NEW');
    });
  });

  it('cancel releases what the order froze; cancel all per symbol leaves other symbols', async () => {
    const h = await harness();
    const price = offset(h.book(BTC).bids[0].price, -5);
    const a = h.place(1, { side: 'BUY', type: 'LIMIT', price, quantity: '0.01' });
    const ethBid = h.book('SPOT_ETH_USDT').bids[0].price;
    const b = h.place(1, { symbol: 'SPOT_ETH_USDT', side: 'BUY', type: 'LIMIT', price: d(ethBid).minus('1').toString(), quantity: '0.1' });
    h.trading.cancel(1, a.orderId);
    expect(a.status).toBe('CANCELLED');
    expect(h.balance(1, 'USDT').frozen).toBe(d(ethBid).minus(1).times('0.1').toString());
    h.place(1, { side: 'BUY', type: 'LIMIT', price, quantity: '0.01' });
    expect(h.trading.cancelAll(1, BTC)).toBe(1);
    expect(b.status).toBe('NEW');
    expect(h.trading.cancelAll(1)).toBe(1);
    expect(h.balance(1, 'USDT')).toEqual({ holding: '10000', frozen: '0' });
    expect(codeOf(() => h.trading.cancel(1, b.orderId))).toBe(-1006);
  });

  it('a resting bid fills as maker at its own price when the market moves through it', async () => {
    const h = await harness();
    const price = offset(h.book(BTC).asks[0].price, -1);
    const order = h.place(1, { side: 'BUY', type: 'LIMIT', price, quantity: '0.001' });
    for (let i = 0; i < 600 && order.status === 'NEW'; i += 1) h.step(5);
    expect(order.status).toBe('FILLED');
    expect(h.trading.account(1).fills[0]).toMatchObject({ executedPrice: price, isMaker: true, fee: '0.0000002', feeAsset: 'BTC' });
    expect(h.balance(1, 'USDT')).toEqual({ holding: d(10000).minus(d(price).times('0.001')).toString(), frozen: '0' });
  });
});
