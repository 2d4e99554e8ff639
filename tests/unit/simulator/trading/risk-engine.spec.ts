import Decimal from 'decimal.js';
import { MemoryTradingRepository } from '../../../../simulator/trading/records';
import { d, harness } from './engine-harness';

const S = 'PERP_BTC_USDT';
const TICK = '0.1';

/** A long or short of 0.1 BTC for `userId` at the book, its USDT then set so that the cross liquidation price is exactly `liq`. */
async function positioned(h: Awaited<ReturnType<typeof harness>>, userId: number, side: 'BUY' | 'SELL', liqFactor: number) {
  h.trading.place(userId, { symbol: S, side, type: 'MARKET', quantity: '0.1' });
  const a = h.trading.account(userId);
  const p = a.positions.get(S)!;
  const e = d(p.averageOpenPrice);
  const liq = e.times(liqFactor).div(TICK).floor().times(TICK);
  // collateral C with C + q(L − e) = |q| L × 0.01: C = q·e − q·L + |q|·L·0.01
  const q = d(p.holding);
  const collateral = q.times(e).minus(q.times(liq)).plus(q.abs().times(liq).times('0.01'));
  h.trading.adjustBalance(a, 'USDT', collateral.minus(a.balance('USDT').holding), 'DEPOSIT');
  return { a, p, e, liq, q, collateral };
}

const mark = (h: Awaited<ReturnType<typeof harness>>, price: Decimal.Value) => {
  h.trading.markOverrides.set(S, new Decimal(price).toFixed());
  return h.trading.risk.onMarkChanged(S);
};

describe('liquidation (risk engine)', () => {
  it('a long: one tick above its liquidation price it stays; at the price exactly (equal liquidates) it is closed at the mark', async () => {
    const h = await harness();
    const { a, liq, q } = await positioned(h, 1, 'BUY', 0.9);
    const fundBefore = h.trading.risk.fund;
    expect(mark(h, liq.plus(TICK))).toHaveLength(0);
    expect(a.positions.get(S)!.holding).toBe('0.1');
    expect(mark(h, liq)).toHaveLength(1);
    expect(a.positions.get(S)!.holding).toBe('0');
    // the closing order: a filled MARKET sell at the mark, reason LIQUIDATION, and its execution report
    const order = a.orders[a.orders.length - 1];
    expect(order).toMatchObject({
      side: 'SELL',
      type: 'MARKET',
      status: 'FILLED',
      reason: 'LIQUIDATION',
      executed: '0.1',
      price: liq.toFixed(),
    });
    const report = h.events.filter((e) => e.topic === 'executionreport').pop()!.data as Record<string, unknown>;
    expect(report).toMatchObject({
      status: 'FILLED',
      reason: 'LIQUIDATION',
      executedPrice: liq.toNumber(),
      executedQuantity: 0.1,
      side: 'SELL',
    });
    expect(
      h.events.some(
        (e) => e.topic === 'position' && (e.data as { positions: Record<string, { holding: number }> }).positions[S]?.holding === 0,
      ),
    ).toBe(true);
    // what is left after the close: equity at L is the maintenance 0.001·L, less the taker fee 0.1·L·0.0005 → the fund takes 0.00095·L
    const remainder = liq.times('0.00095');
    expect(h.trading.risk.fund.minus(fundBefore).toFixed()).toBe(remainder.toFixed());
    expect(a.balance('USDT').holding.toFixed()).toBe('0');
    const ledger = h.trading.deposits.filter((l) => l.userId === 1 && l.type === 'LIQUIDATION');
    expect(ledger).toEqual([expect.objectContaining({ token: 'USDT', amount: remainder.neg().toFixed() })]);
    expect(h.trading.risk.liquidations).toEqual([
      expect.objectContaining({ userId: 1, symbol: S, side: 'LONG', quantity: q.toFixed(), price: liq.toFixed() }),
    ]);
  });

  it('a short: one tick below stays, at the price it goes', async () => {
    const h = await harness();
    const { a, liq } = await positioned(h, 2, 'SELL', 1.1);
    expect(mark(h, liq.minus(TICK))).toHaveLength(0);
    expect(a.positions.get(S)!.holding).toBe('-0.1');
    expect(mark(h, liq)).toHaveLength(1);
    expect(a.positions.get(S)!.holding).toBe('0');
    expect(a.orders[a.orders.length - 1]).toMatchObject({ side: 'BUY', reason: 'LIQUIDATION' });
  });

  it('a mark far past the bankruptcy price: the insurance fund pays the deficit, the balance ends at 0, not below', async () => {
    const h = await harness();
    const { a, e, collateral } = await positioned(h, 3, 'BUY', 0.9);
    const fundBefore = h.trading.risk.fund;
    const far = e.times('0.5').div(TICK).floor().times(TICK);
    expect(mark(h, far)).toHaveLength(1);
    // after the close: C + 0.1(far − e) − fee(0.1 · far · 0.0005) < 0, and the fund gives exactly that back
    const left = collateral.plus(d('0.1').times(far.minus(e))).minus(d('0.1').times(far).times('0.0005'));
    expect(left.isNeg()).toBe(true);
    expect(a.balance('USDT').holding.toFixed()).toBe('0');
    expect(h.trading.risk.fund.minus(fundBefore).toFixed()).toBe(left.toFixed());
  });

  it('an isolated position (fields as h-margin adds them) is liquidated at its own price; the cross collateral is not touched', async () => {
    const h = await harness();
    h.trading.place(4, { symbol: S, side: 'BUY', type: 'MARKET', quantity: '0.1' });
    const a = h.trading.account(4);
    const p = a.positions.get(S)! as unknown as Record<string, unknown> & { averageOpenPrice: string };
    const e = d(p.averageOpenPrice);
    Object.assign(p, { marginMode: 'ISOLATED', isolatedMargin: e.times('0.01').toFixed(), leverage: 10 });
    h.trading.risk.touched(a);
    // isolated: (0.1·e − 0.01·e) ÷ (0.1 − 0.001) = 0.09e ÷ 0.099
    const liq = e.times('0.09').div('0.099');
    const above = liq.div(TICK).ceil().times(TICK);
    const holdingBefore = a.balance('USDT').holding;
    expect(mark(h, above.plus(TICK))).toHaveLength(0);
    expect(mark(h, above.minus(TICK))).toHaveLength(1);
    expect(p.isolatedMargin).toBe('0');
    // the account lost exactly the isolated margin (the close's PnL and fee and the remainder to the fund net to −M)
    expect(a.balance('USDT').holding.minus(holdingBefore).toFixed()).toBe(e.times('0.01').neg().toFixed());
  });

  it('funding: a positive rate — the long pays notional × rate, the short receives it, as ledger and history rows', async () => {
    const h = await harness();
    h.trading.place(5, { symbol: S, side: 'BUY', type: 'MARKET', quantity: '0.2' });
    h.trading.place(6, { symbol: S, side: 'SELL', type: 'MARKET', quantity: '0.2' });
    h.trading.markOverrides.set(S, '60000');
    h.trading.market.overrides.set(S, 'fundingRate', '0.0001');
    const long = h.trading.account(5).balance('USDT').holding;
    const short = h.trading.account(6).balance('USDT').holding;
    const fund = h.trading.risk.fund;
    expect(h.trading.risk.settleFunding(S)).toBe(2);
    // 0.2 × 60000 × 0.0001 = 1.2
    expect(h.trading.account(5).balance('USDT').holding.minus(long).toFixed()).toBe('-1.2');
    expect(h.trading.account(6).balance('USDT').holding.minus(short).toFixed()).toBe('1.2');
    expect(h.trading.risk.fund.toFixed()).toBe(fund.toFixed());
    expect(h.trading.risk.rowsOf(5)).toEqual([
      expect.objectContaining({ symbol: S, fundingRate: '0.0001', markPrice: '60000', fundingFee: '-1.2', paymentType: 'Pay' }),
    ]);
    expect(h.trading.risk.rowsOf(6)).toEqual([expect.objectContaining({ fundingFee: '1.2', paymentType: 'Receive' })]);
    expect(h.trading.deposits.filter((l) => l.type === 'FUNDING_FEE').map((l) => [l.userId, l.amount])).toEqual([
      [5, '-1.2'],
      [6, '1.2'],
    ]);
  });

  it('funding: a negative rate — the short pays; a rate beyond the cap is clamped; a one-sided book nets with the fund', async () => {
    const h = await harness();
    h.trading.place(7, { symbol: S, side: 'SELL', type: 'MARKET', quantity: '0.1' });
    h.trading.markOverrides.set(S, '50000');
    h.trading.market.overrides.set(S, 'fundingRate', '-0.01');
    const before = h.trading.account(7).balance('USDT').holding;
    const fund = h.trading.risk.fund;
    h.trading.risk.settleFunding(S);
    // clamped to −0.003: 0.1 × 50000 × 0.003 = 15 paid by the short
    expect(h.trading.account(7).balance('USDT').holding.minus(before).toFixed()).toBe('-15');
    expect(h.trading.risk.fund.minus(fund).toFixed()).toBe('15');
    expect(h.trading.risk.rowsOf(7)[0]).toMatchObject({ fundingRate: '-0.003', paymentType: 'Pay' });
  });

  it('ADL quantile: the more profitable (× leverage) long ranks higher; a losing one is 1', async () => {
    const h = await harness();
    h.trading.place(8, { symbol: S, side: 'BUY', type: 'MARKET', quantity: '0.1' });
    const e = d(h.trading.account(8).positions.get(S)!.averageOpenPrice);
    h.step(40);
    h.trading.place(9, { symbol: S, side: 'BUY', type: 'MARKET', quantity: '0.1' });
    const e9 = d(h.trading.account(9).positions.get(S)!.averageOpenPrice);
    // a mark above both entries: the cheaper entry has the higher PnL%
    const m = Decimal.max(e, e9).plus(1000);
    h.trading.markOverrides.set(S, m.toFixed());
    const q8 = h.trading.risk.adlQuantile(h.trading.account(8), S);
    const q9 = h.trading.risk.adlQuantile(h.trading.account(9), S);
    if (e.eq(e9)) expect([q8, q9]).toEqual([5, 5]);
    else expect(e.lt(e9) ? [q8, q9] : [q9, q8]).toEqual([5, 3]);
    h.trading.markOverrides.set(S, Decimal.min(e, e9).minus(100).toFixed());
    expect(h.trading.risk.adlQuantile(h.trading.account(8), S)).toBe(1);
  });

  it('funding rows and the insurance fund survive a restart (same repository)', async () => {
    const repo = new MemoryTradingRepository();
    const h = await harness(42, repo);
    h.trading.place(10, { symbol: S, side: 'BUY', type: 'MARKET', quantity: '0.1' });
    h.trading.markOverrides.set(S, '40000');
    h.trading.market.overrides.set(S, 'fundingRate', '0.001');
    h.trading.risk.settleFunding(S);
    await h.trading.writer.flush();
    const again = await harness(42, repo);
    expect(again.trading.risk.rowsOf(10)).toEqual([expect.objectContaining({ fundingFee: '-4', paymentType: 'Pay' })]);
    expect(again.trading.risk.fund.toFixed()).toBe(h.trading.risk.fund.toFixed());
  });
});
