import Decimal from 'decimal.js';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

/**
 * A cross liquidation settles the account's USDT to exactly zero through the insurance fund's row, whatever the
 * holding's digits: a holding with more significant digits than Decimal's default 20 (funding and fees leave such
 * holdings) once left -0.00000000000000001737 USDT and the ledger's invariant refused the liquidation.
 */
it('a cross liquidation of a 25-significant-digit holding leaves the USDT holding at exactly zero', async () => {
  const sim = await testSimulator();
  try {
    const { token, userId } = await createSession(sim, { alias: 'digits' });
    const auth = { authorization: `Bearer ${token}` };
    const placed = await call(sim, '/api/v3/trade/order', {
      method: 'POST',
      headers: auth,
      payload: { symbol: 'PERP_ETH_USDT', side: 'BUY', type: 'MARKET', quantity: 10 },
    });
    expect(placed.json().success).toBe(true);
    const { trading } = sim.simulator;
    const a = trading.account(userId);
    // 10,000-odd USDT and 0.123456789012345678901234 more: 25 significant digits
    trading.adjustBalance(a, 'USDT', new Decimal('0.123456789012345678901234'), 'FUNDING_FEE');
    expect(a.balance('USDT').holding.toFixed().replace('.', '').replace(/^0+/, '').length).toBeGreaterThan(20);
    const entry = new Decimal(trading.markPrice('PERP_ETH_USDT'));
    const moved = await control(sim, '/trading/mark-price', {
      symbol: 'PERP_ETH_USDT',
      price: entry.div(4).toDecimalPlaces(1, Decimal.ROUND_DOWN).toFixed(1),
    });
    expect(moved.json()).toEqual({ ok: true, liquidated: 1 });
    expect(a.balance('USDT').holding.toFixed()).toBe('0');
  } finally {
    await sim.close();
  }
});
