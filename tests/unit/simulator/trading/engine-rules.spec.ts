import { ApiError } from '../../../../simulator/http/api-error';
import { MemoryTradingRepository } from '../../../../simulator/trading/records';
import { accountInfo, positionRows } from '../../../../simulator/trading/trading-views';
import { codeOf, d, harness, offset } from './engine-harness';

const BTC = 'SPOT_BTC_USDT';
const ETH_PERP = 'PERP_ETH_USDT';

function refusal(run: () => unknown): { code: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe("matching engine: refusals with the exchange codes (validateOrder) and the engine's own", () => {
  it('tick -1103, step -1104, min notional -1102, band -1105, funds -1101, parameters -1005, each naming its limit', async () => {
    const h = await harness();
    const bid = h.book(BTC).bids[0].price;
    const below = offset(bid, -1);
    expect(refusal(() => h.place(1, { side: 'BUY', type: 'LIMIT', price: d(below).plus('0.05').toString(), quantity: '0.01' }))).toEqual({
      code: -1103,
      message: 'Price must be a multiple of the tick size 0.1',
    });
    expect(refusal(() => h.place(1, { side: 'BUY', type: 'LIMIT', price: below, quantity: '0.000015' }))).toEqual({
      code: -1104,
      message: 'Quantity must be a multiple of the step size 0.00001',
    });
    // 0.0001 × ~65,000 ≈ 6.5 USDT < 10
    expect(refusal(() => h.place(1, { side: 'BUY', type: 'LIMIT', price: below, quantity: '0.0001' }))).toEqual({
      code: -1102,
      message: 'Order value must be at least 10',
    });
    // spot band ±10 % around the mid: 1.2 × bid is far above
    const high = d(bid).times('1.2').toDecimalPlaces(1).toString();
    expect(refusal(() => h.place(1, { side: 'BUY', type: 'LIMIT', price: high, quantity: '0.001' }))).toEqual({
      code: -1105,
      message: 'Price is 10% too high from the mid price',
    });
    // 1 BTC × ~65,000 > 10,000 USDT
    const funds = refusal(() => h.place(1, { side: 'BUY', type: 'LIMIT', price: below, quantity: '1' }));
    expect(funds.code).toBe(-1101);
    expect(funds.message).toBe(`Not enough USDT: the order needs ${below}, 10000 is available`);
    expect(refusal(() => h.place(1, { side: 'SELL', type: 'LIMIT', price: offset(bid, 100), quantity: '0.2' })).code).toBe(-1101);
    expect(codeOf(() => h.place(1, { side: 'BUY', type: 'LIMIT', quantity: '0.01' }))).toBe(-1005);
    expect(h.trading.account(1).orders).toHaveLength(0);
  });

  it('a live clientOrderId is refused with -1007; once the order ended the id may be used again', async () => {
    const h = await harness();
    const price = offset(h.book(BTC).bids[0].price, -3);
    const first = h.place(1, { side: 'BUY', type: 'LIMIT', price, quantity: '0.001', clientOrderId: '77' });
    expect(codeOf(() => h.place(1, { side: 'BUY', type: 'LIMIT', price, quantity: '0.001', clientOrderId: '77' }))).toBe(-1007);
    // another account's ids are its own
    expect(h.place(2, { side: 'BUY', type: 'LIMIT', price, quantity: '0.001', clientOrderId: '77' }).status).toBe('NEW');
    h.trading.cancel(1, first.orderId);
    expect(h.place(1, { side: 'BUY', type: 'LIMIT', price, quantity: '0.001', clientOrderId: '77' }).status).toBe('NEW');
  });

  it('amend refusals: tick, funds, an order that is not open', async () => {
    const h = await harness();
    const price = offset(h.book(BTC).bids[0].price, -3);
    const o = h.place(1, { side: 'BUY', type: 'LIMIT', price, quantity: '0.01' });
    expect(codeOf(() => h.trading.amend(1, { orderId: o.orderId, price: d(price).plus('0.01').toString() }))).toBe(-1103);
    expect(codeOf(() => h.trading.amend(1, { orderId: o.orderId, quantity: '1' }))).toBe(-1101);
    expect(codeOf(() => h.trading.amend(2, { orderId: o.orderId, quantity: '0.02' }))).toBe(-1006);
    h.trading.amend(1, { clientOrderId: undefined, orderId: o.orderId, quantity: '0.02' });
    expect(h.balance(1, 'USDT').frozen).toBe(d(price).times('0.02').toString());
  });
});

describe('perpetuals: cross margin, positions, reduce-only', () => {
  it('a market sell opens a short at the fill average; fee in USDT; margin at the mark ÷ leverage 10 leaves the rest available', async () => {
    const h = await harness();
    h.trading.markOverrides.set(ETH_PERP, '3000');
    const o = h.place(1, { symbol: ETH_PERP, side: 'SELL', type: 'MARKET', quantity: '0.5' });
    expect(o.status).toBe('FILLED');
    const fills = h.trading.account(1).fills;
    const notional = fills.reduce((s, f) => s.plus(d(f.executedPrice).times(f.executedQuantity)), d(0));
    const fee = notional.times('0.0005');
    const pos = h.trading.account(1).positions.get(ETH_PERP)!;
    expect(pos.holding).toBe('-0.5');
    expect(pos.averageOpenPrice).toBe(notional.div('0.5').toString());
    expect(h.balance(1, 'USDT').holding).toBe(d(10000).minus(fee).toString());
    // available = holding − 0.5 × 3000 ÷ 10 = holding − 150
    expect(h.trading.available(h.trading.account(1), 'USDT').toString()).toBe(d(10000).minus(fee).minus(150).toString());
    const [row] = positionRows(h.trading, h.trading.account(1), h.now);
    expect(row).toMatchObject({
      symbol: ETH_PERP,
      holding: '-0.5',
      markPrice: '3000',
      leverage: 10,
      marginMode: 'CROSS',
      positionSide: 'BOTH',
    });
    // short liquidation: (q·entry − collateral) ÷ (q − |q|·mmr), q = −0.5, mmr 0.01 (first tier)
    const collateral = d(10000).minus(fee);
    const liq = d(-0.5)
      .times(pos.averageOpenPrice)
      .minus(collateral)
      .div(d(-0.5).minus(d(0.5).times('0.01')));
    expect(Number(row.estLiqPrice)).toBeCloseTo(liq.toNumber(), 6);
    const info = accountInfo(h.trading, h.trading.account(1), { applicationId: 'app', alias: 'a', email: null });
    expect(info).toMatchObject({ leverage: 10, positionMode: 'ONE_WAY', initialMarginRatio: '0.1' });
  });

  it('reduce-only: refused without a position or on its side (-1012), trimmed to the position otherwise', async () => {
    const h = await harness();
    expect(codeOf(() => h.place(1, { symbol: ETH_PERP, side: 'BUY', type: 'MARKET', quantity: '0.1', reduceOnly: true }))).toBe(-1012);
    h.place(1, { symbol: ETH_PERP, side: 'SELL', type: 'MARKET', quantity: '0.3' });
    expect(codeOf(() => h.place(1, { symbol: ETH_PERP, side: 'SELL', type: 'MARKET', quantity: '0.1', reduceOnly: true }))).toBe(-1012);
    const close = h.place(1, { symbol: ETH_PERP, side: 'BUY', type: 'MARKET', quantity: '1', reduceOnly: true });
    expect(close).toMatchObject({ status: 'FILLED', quantity: '0.3', executed: '0.3' });
    expect(h.trading.account(1).positions.get(ETH_PERP)!.holding).toBe('0');
    // realised PnL = 0.3 × (open average − close average), paid into USDT with both fees
    const fills = h.trading.account(1).fills;
    const realized = fills.reduce((s, f) => s.plus(f.realizedPnl), d(0));
    const fees = fills.reduce((s, f) => s.plus(f.fee), d(0));
    expect(h.balance(1, 'USDT').holding).toBe(d(10000).plus(realized).minus(fees).toString());
    expect(close.realizedPnl).toBe(realized.toString());
  });

  it('spot and perp share USDT: a resting perp order holds initial margin out of what spot may spend', async () => {
    const h = await harness();
    const bid = h.book(ETH_PERP).bids[0].price;
    const price = d(bid).minus('5').toDecimalPlaces(2).toString();
    h.place(1, { symbol: ETH_PERP, side: 'BUY', type: 'LIMIT', price, quantity: '2' });
    // 2 × price ÷ 10
    const margin = d(price).times(2).div(10);
    expect(h.trading.available(h.trading.account(1), 'USDT').toString()).toBe(d(10000).minus(margin).toString());
    expect(h.balance(1, 'USDT').frozen).toBe('0');
  });
});

describe('restart: a new engine on the same repository', () => {
  it('restores balances, open orders in the book (with their priority) and history', async () => {
    const repo = new MemoryTradingRepository();
    const h = await harness(42, repo);
    const price = offset(h.book(BTC).bids[0].price, -2);
    const o = h.place(1, { side: 'BUY', type: 'LIMIT', price, quantity: '0.01', clientOrderId: '5' });
    h.place(1, { side: 'BUY', type: 'MARKET', quantity: '0.001' });
    await h.trading.writer.flush();
    const before = { usdt: h.balance(1, 'USDT'), btc: h.balance(1, 'BTC') };
    const again = await harness(42, repo);
    expect(again.balance(1, 'USDT')).toEqual(before.usdt);
    expect(again.balance(1, 'BTC')).toEqual(before.btc);
    expect(again.trading.account(1).orders.map((r) => [r.orderId, r.status])).toEqual([
      [o.orderId, 'NEW'],
      [o.orderId + 1, 'FILLED'],
    ]);
    expect(again.trading.deposits.filter((l) => l.type === 'DEPOSIT')).toHaveLength(3);
    expect(again.trading.deposits.map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(codeOf(() => again.place(1, { side: 'BUY', type: 'LIMIT', price, quantity: '0.01', clientOrderId: '5' }))).toBe(-1007);
    // the restored order is in the matching book: a seller at its price fills it
    again.trading.bookOf(BTC);
    expect(again.trading.bookOf(BTC).bids.best()).toBe(Number(d(price).div('0.1')));
    const next = again.place(2, { side: 'BUY', type: 'LIMIT', price, quantity: '0.001' });
    expect(next.orderId).toBe(o.orderId + 2);
  });
});
