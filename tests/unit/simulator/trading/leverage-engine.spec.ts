import Decimal from 'decimal.js';
import { ApiError } from '../../../../simulator/http/api-error';
import { positionKey } from '../../../../simulator/trading/account-state';
import { toScaled } from '../../../../simulator/trading/scaled';
import { codeOf, d, harness } from './engine-harness';

const PERP = 'PERP_BTC_USDT';
const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  return '';
};

async function perpHarness() {
  const h = await harness();
  const user = 7;
  h.trading.account(user);
  const mid = () => h.trading.midPrice(h.trading.bookOf(PERP))!;
  const below = (pct: string) => mid().times(d(1).minus(pct)).toDecimalPlaces(1, Decimal.ROUND_DOWN).toFixed(1);
  const buy = (quantity: string, extra: Record<string, unknown> = {}) =>
    h.place(user, { symbol: PERP, side: 'BUY', type: 'MARKET', quantity, ...extra });
  const sell = (quantity: string, extra: Record<string, unknown> = {}) =>
    h.place(user, { symbol: PERP, side: 'SELL', type: 'MARKET', quantity, ...extra });
  const a = () => h.trading.account(user);
  const available = () => h.trading.available(a(), 'USDT');
  return { ...h, user, mid, below, buy, sell, a, available };
}

describe('leverage per symbol', () => {
  it('a new symbol uses the account leverage, CROSS; a set leverage prices the order margin', async () => {
    const h = await perpHarness();
    expect(h.trading.leverageOf(h.user, PERP)).toEqual({ symbol: PERP, marginMode: 'CROSS', leverage: 10 });
    h.trading.setLeverage(h.user, PERP, 'CROSS', 20);
    expect(h.trading.leverageOf(h.user, PERP)).toEqual({ symbol: PERP, marginMode: 'CROSS', leverage: 20 });
    expect(h.trading.leverageOf(h.user, 'PERP_ETH_USDT').leverage).toBe(10);
    const price = h.below('0.01');
    h.place(h.user, { symbol: PERP, side: 'BUY', type: 'LIMIT', price, quantity: '0.1' });
    // 0.1 × price ÷ 20 held from 10000 USDT
    expect(h.available().toFixed()).toBe(d(10000).minus(d(price).times('0.1').div(20)).toFixed());
    expect(h.a().orders[0]).toMatchObject({ positionSide: 'BOTH', marginMode: 'CROSS' });
  });

  it('refuses a leverage above the symbol maximum (50) and a spot symbol', async () => {
    const h = await perpHarness();
    expect(messageOf(() => h.trading.setLeverage(h.user, PERP, 'CROSS', 51))).toBe(
      'leverage: Leverage must be a whole number from 1 to 50',
    );
    expect(codeOf(() => h.trading.setLeverage(h.user, 'SPOT_BTC_USDT', 'CROSS', 5))).toBe(-1005);
  });

  it('lowering the leverage with a position is refused when free collateral is short, by how much; allowed when it covers', async () => {
    const h = await perpHarness();
    h.trading.markOverrides.set(PERP, '50000');
    h.buy('1');
    // N = holding × 50000; at 10× it holds N ÷ 10, at 1× N: 0.9 N more, more than the free collateral
    const n = d(h.a().positions.get(PERP)!.holding).times(50000);
    const free = h.available();
    expect(n.times('0.9').gt(free)).toBe(true);
    const shortfall = n.times('0.9').minus(free).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2);
    expect(messageOf(() => h.trading.setLeverage(h.user, PERP, 'CROSS', 1))).toBe(
      `leverage: Free collateral is ${shortfall} USDT short of the new initial margin`,
    );
    expect(h.trading.leverageOf(h.user, PERP).leverage).toBe(10);
    // 9×: N ÷ 9 − N ÷ 10 = N ÷ 90 more, inside the free collateral
    h.trading.setLeverage(h.user, PERP, 'CROSS', 9);
    expect(h.a().positions.get(PERP)).toMatchObject({ leverage: 9, marginMode: 'CROSS', positionSide: 'BOTH' });
    expect(h.available().toFixed()).toBe(free.plus(n.div(10)).minus(n.div(9)).toFixed());
  });

  it('the margin mode changes only while the symbol is flat without orders', async () => {
    const h = await perpHarness();
    h.buy('0.01');
    expect(messageOf(() => h.trading.setLeverage(h.user, PERP, 'ISOLATED', 10))).toBe(
      `marginMode: ${PERP} has a position or open orders; close them before switching the margin mode`,
    );
    expect(codeOf(() => h.buy('0.01', { marginMode: 'ISOLATED' }))).toBe(-1012);
  });
});

describe('isolated margin', () => {
  it('moves the initial margin out of the cross collateral, and back with the PnL when closed', async () => {
    const h = await perpHarness();
    h.trading.setLeverage(h.user, PERP, 'ISOLATED', 10);
    const order = h.buy('0.1');
    const p = h.a().positions.get(PERP)!;
    // Σ price × quantity of the fills ÷ 10
    expect(p.isolatedMargin).toBe(d(order.executedQuote).div(10).toFixed());
    expect(p.marginMode).toBe('ISOLATED');
    const usdt = h.a().balance('USDT').holding;
    expect(h.available().toFixed()).toBe(usdt.minus(p.isolatedMargin).toFixed());
    h.sell('0.1');
    expect(p.isolatedMargin).toBe('0');
    expect(h.available().toFixed()).toBe(h.a().balance('USDT').holding.toFixed());
  });

  it('ADD takes from the free collateral; REDUCE stops at the initial margin at the mark and names the maximum', async () => {
    const h = await perpHarness();
    h.trading.setLeverage(h.user, PERP, 'ISOLATED', 10);
    h.buy('0.1');
    h.trading.markOverrides.set(PERP, '60000');
    const p = h.a().positions.get(PERP)!;
    const before = d(p.isolatedMargin);
    const free = h.available();
    h.trading.adjustIsolatedMargin(h.user, PERP, '400', 'ADD');
    expect(p.isolatedMargin).toBe(before.plus(400).toFixed());
    expect(h.available().toFixed()).toBe(free.minus(400).toFixed());
    // initial margin at the mark: 0.1 × 60000 ÷ 10 = 600
    const max = before.plus(400).minus(600);
    expect(messageOf(() => h.trading.adjustIsolatedMargin(h.user, PERP, max.plus('0.01').toFixed(), 'REDUCE'))).toBe(
      `adjustAmount: at most ${max.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2)} USDT can be removed`,
    );
    h.trading.adjustIsolatedMargin(h.user, PERP, max.toFixed(), 'REDUCE');
    expect(p.isolatedMargin).toBe('600');
    expect(codeOf(() => h.trading.adjustIsolatedMargin(h.user, PERP, '1000000', 'ADD'))).toBe(-1101);
    expect(codeOf(() => h.trading.adjustIsolatedMargin(h.user, 'PERP_ETH_USDT', '1', 'ADD'))).toBe(-1006);
  });
});

describe('leverage tier cap', () => {
  it('refuses an order that would take the position past the cap of its leverage (-1008, naming it)', async () => {
    const h = await perpHarness();
    h.trading.ledger.holdExactly(h.a(), 'USDT', toScaled('200000'), 0);
    h.trading.setLeverage(h.user, PERP, 'CROSS', 50);
    const price = h.below('0.01');
    // at 50× the cap is 1,000,000 USDT
    const over = d(1_000_000).div(price).toDecimalPlaces(4, Decimal.ROUND_UP).plus('0.0001').toFixed();
    expect(codeOf(() => h.place(h.user, { symbol: PERP, side: 'BUY', type: 'LIMIT', price, quantity: over }))).toBe(-1008);
    expect(messageOf(() => h.place(h.user, { symbol: PERP, side: 'BUY', type: 'LIMIT', price, quantity: over }))).toBe(
      'quantity: the position may not pass 1000000 USDT at 50x (leverage tier cap)',
    );
    // at 20× the same order fits under 5,000,000
    h.trading.setLeverage(h.user, PERP, 'CROSS', 20);
    expect(h.place(h.user, { symbol: PERP, side: 'BUY', type: 'LIMIT', price, quantity: over }).status).toBe('NEW');
  });
});

describe('position mode', () => {
  it('hedge mode keeps a long and a short of one symbol; a closing order only reduces its side', async () => {
    const h = await perpHarness();
    expect(codeOf(() => h.buy('0.01', { positionSide: 'LONG' }))).toBe(-1005);
    h.trading.setPositionMode(h.user, 'HEDGE_MODE');
    expect(codeOf(() => h.buy('0.01'))).toBe(-1005);
    h.buy('0.02', { positionSide: 'LONG' });
    h.sell('0.01', { positionSide: 'SHORT' });
    expect(h.a().positions.get(positionKey(PERP, 'LONG'))).toMatchObject({ holding: '0.02', positionSide: 'LONG' });
    expect(h.a().positions.get(positionKey(PERP, 'SHORT'))).toMatchObject({ holding: '-0.01', positionSide: 'SHORT' });
    // SELL LONG 0.05 closes the long's 0.02 and no more
    const close = h.sell('0.05', { positionSide: 'LONG' });
    expect(close.quantity).toBe('0.02');
    expect(h.a().positions.get(positionKey(PERP, 'LONG'))!.holding).toBe('0');
    expect(h.a().positions.get(positionKey(PERP, 'SHORT'))!.holding).toBe('-0.01');
    expect(codeOf(() => h.buy('0.01', { positionSide: 'LONG', reduceOnly: false, type: 'MARKET', side: 'SELL' }))).toBe(-1012);
  });

  it('the switch is refused while a position or an open perpetual order exists', async () => {
    const h = await perpHarness();
    h.buy('0.01');
    expect(messageOf(() => h.trading.setPositionMode(h.user, 'HEDGE_MODE'))).toBe(
      'positionMode: Close every perpetual position and cancel every perpetual order, TP/SL and stop order before switching the position mode',
    );
    h.sell('0.01');
    h.place(h.user, { symbol: PERP, side: 'BUY', type: 'LIMIT', price: h.below('0.01'), quantity: '0.01' });
    expect(codeOf(() => h.trading.setPositionMode(h.user, 'HEDGE_MODE'))).toBe(-1012);
    h.trading.cancelAll(h.user);
    h.trading.setPositionMode(h.user, 'HEDGE_MODE');
    expect(h.a().positionMode).toBe('HEDGE_MODE');
  });
});
