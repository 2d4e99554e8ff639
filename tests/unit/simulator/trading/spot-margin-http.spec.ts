import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const BTC = 'SPOT_BTC_USDT';

describe('spot margin REST (/v3/spotMargin/*)', () => {
  let sim: RunningSimulator;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = (path: string, t: string) => call(sim, `/api${path}`, { headers: auth(t) });
  const post = (path: string, payload: unknown, t: string) => call(sim, `/api${path}`, { method: 'POST', headers: auth(t), payload });
  const loan = async (t: string, token: string) => (await get(`/v3/spotMargin/maxMargin?token=${token}`, t)).json().data.rows[0];

  beforeAll(async () => {
    sim = await testSimulator();
    // valuation prices (the demo funds: 10,000 USDT + 0.1 BTC + 1 ETH = 18,000 USDT of equity)
    await control(sim, '/trading/mark-price', { symbol: BTC, price: '50000' });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_ETH_USDT', price: '3000' });
  });
  afterAll(() => sim.close());

  /** A margin buy of BTC for 15,000 USDT: 10,000 own + the rest borrowed at the fill. */
  async function borrowByBuying(t: string): Promise<Decimal> {
    expect((await post('/v3/spotMargin/leverage', { leverage: 3 }, t)).json()).toMatchObject({ success: true, data: { leverage: 3 } });
    const placed = await post('/v3/trade/order', { symbol: BTC, side: 'BUY', type: 'MARKET', amount: 15000 }, t);
    expect(placed.json().success).toBe(true);
    const fills = (await get('/v3/trade/transactionHistory?size=500', t)).json().data.rows as {
      executedPrice: number;
      executedQuantity: number;
    }[];
    return fills.reduce((s, f) => s.plus(new Decimal(f.executedPrice).times(f.executedQuantity)), new Decimal(0));
  }

  it('is off at leverage 1; the rates are per token, hourly = annual ÷ 8760', async () => {
    const { token: t } = await createSession(sim);
    expect((await get('/v3/spotMargin/leverage', t)).json().data).toMatchObject({
      leverage: 1,
      availableLeverages: [1, 2, 3, 4, 5],
      totalAssets: 18000,
      totalLiabilities: 0,
      equity: 18000,
      marginLevel: null,
      warningLevel: 1.2,
      liquidationLevel: 1.1,
    });
    const rates = (await get('/v3/spotMargin/interestRate', t)).json().data.rows;
    expect(rates.find((r: { token: string }) => r.token === 'USDT')).toEqual({
      token: 'USDT',
      annualRate: 0.0876,
      hourlyRate: 0.00001,
      poolLimit: 1000000,
    });
    expect(await loan(t, 'USDT')).toEqual({ token: 'USDT', borrowed: 0, interest: 0, maxBorrowable: 0 });
    expect((await post('/v3/spotMargin/leverage', { leverage: 7 }, t)).json()).toMatchObject({ success: false, code: -1005 });
  });

  it('max margin is equity × (leverage − 1) per token; a buy above the holding borrows the shortfall at the fill', async () => {
    const { token: t } = await createSession(sim);
    await post('/v3/spotMargin/leverage', { leverage: 3 }, t);
    // 18,000 × 2 = 36,000 USDT, or 36,000 ÷ 50,000 = 0.72 BTC
    expect(await loan(t, 'USDT')).toMatchObject({ maxBorrowable: 36000 });
    expect(await loan(t, 'BTC')).toMatchObject({ maxBorrowable: 0.72 });
    const spent = await borrowByBuying(t);
    const usdt = await loan(t, 'USDT');
    expect(usdt.borrowed).toBe(spent.minus(10000).toNumber());
    const balance = (await get('/v3/asset/balances', t)).json().data.holding.find((b: { token: string }) => b.token === 'USDT');
    expect(balance.holding).toBe(0);
    // one BORROWED row per fill that spent beyond the holding, newest first; together the loan
    const history = (await get('/v3/spotMargin/interestHistory?size=500', t)).json().data;
    expect(history.meta.total).toBeGreaterThanOrEqual(1);
    expect(
      history.rows.every(
        (r: { token: string; type: string; interest: number }) => r.token === 'USDT' && r.type === 'BORROWED' && r.interest === 0,
      ),
    ).toBe(true);
    expect(history.rows.reduce((s: Decimal, r: { principal: number }) => s.plus(r.principal), new Decimal(0)).toNumber()).toBe(
      usdt.borrowed,
    );
    expect(history.rows.at(-1).id).toBe(1);
    const lev = (await get('/v3/spotMargin/leverage', t)).json().data;
    expect(lev.totalLiabilities).toBe(usdt.borrowed);
    expect(lev.marginLevel).toBe(new Decimal(lev.totalAssets).div(usdt.borrowed).toDecimalPlaces(4, Decimal.ROUND_DOWN).toNumber());
  });

  it('refuses an order above the max margin, naming the limit', async () => {
    const { token: t } = await createSession(sim);
    await post('/v3/spotMargin/leverage', { leverage: 2 }, t);
    const bid = (await call(sim, `/api/v3/public/orderbook?symbol=${BTC}&maxLevel=1`)).json().data.bids[0].price as number;
    const price = new Decimal(bid).minus(100).toFixed(1);
    // available = 10,000 free + 18,000 max margin at 2× = 28,000 USDT
    const quantity = new Decimal(30000).div(price).toDecimalPlaces(3, Decimal.ROUND_UP).toFixed();
    const refused = (await post('/v3/trade/order', { symbol: BTC, side: 'BUY', type: 'LIMIT', price, quantity }, t)).json();
    expect(refused.code).toBe(-1101);
    expect(refused.message).toBe(
      `Not enough USDT: the order needs ${new Decimal(price).times(quantity).toFixed()}, 28000 is available with the max margin of 18000 USDT`,
    );
  });

  it('accrues an hour of interest as ledger rows and repays interest first, then principal', async () => {
    const { token: t } = await createSession(sim);
    await borrowByBuying(t);
    const borrowed = new Decimal((await loan(t, 'USDT')).borrowed);
    expect((await control(sim, '/trading/spot-interest', { hours: 1 })).json()).toMatchObject({ ok: true });
    // principal × 0.0876 ÷ 8760 = principal × 0.00001, rounded up to 8 dp
    const interest = borrowed.times('0.00001').toDecimalPlaces(8, Decimal.ROUND_UP);
    expect(await loan(t, 'USDT')).toMatchObject({ borrowed: borrowed.toNumber(), interest: interest.toNumber() });
    const accrued = (await get('/v3/spotMargin/interestHistory?type=ACCRUED', t)).json().data.rows[0];
    expect(accrued).toMatchObject({ token: 'USDT', principal: borrowed.toNumber(), interest: interest.toNumber(), hourlyRate: 0.00001 });
    // no free USDT to repay with yet
    expect((await post('/v3/spotMargin/interestRepay', { token: 'USDT', amount: 1 }, t)).json()).toMatchObject({
      success: false,
      code: -1101,
    });
    // sell 0.02 BTC for USDT, then repay 100: interest first, the rest from the principal
    expect((await post('/v3/trade/order', { symbol: BTC, side: 'SELL', type: 'MARKET', quantity: 0.02 }, t)).json().success).toBe(true);
    const paid = (await post('/v3/spotMargin/interestRepay', { token: 'USDT', amount: 100 }, t)).json();
    expect(paid.data).toEqual({
      token: 'USDT',
      interestRepaid: interest.toNumber(),
      principalRepaid: new Decimal(100).minus(interest).toNumber(),
    });
    expect(await loan(t, 'USDT')).toMatchObject({ borrowed: borrowed.minus(new Decimal(100).minus(interest)).toNumber(), interest: 0 });
    expect((await post('/v3/spotMargin/leverage', { leverage: 1 }, t)).json()).toMatchObject({ success: false, code: -1005 });
  });
});

describe('spot margin interest timer (SIM_SPOT_INTEREST_INTERVAL_MS)', () => {
  it('accrues an hour of interest on every tick of the shortened clock', async () => {
    const sim = await testSimulator({ spotInterestIntervalMs: 300 });
    try {
      const { token: t } = await createSession(sim);
      const headers = { authorization: `Bearer ${t}` };
      await call(sim, '/api/v3/spotMargin/leverage', { method: 'POST', headers, payload: { leverage: 2 } });
      await call(sim, '/api/v3/trade/order', {
        method: 'POST',
        headers,
        payload: { symbol: BTC, side: 'BUY', type: 'MARKET', amount: 11000 },
      });
      const accrued = async () =>
        (await call(sim, '/api/v3/spotMargin/interestHistory?type=ACCRUED', { headers })).json().data.meta.total as number;
      const until = Date.now() + 5000;
      while ((await accrued()) < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(await accrued()).toBeGreaterThanOrEqual(2);
      // read the history and the loan between two ticks (the same count of accruals before and after)
      let rows: { interest: number }[] = [];
      let loan = { borrowed: 0, interest: 0 };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        rows = (await call(sim, '/api/v3/spotMargin/interestHistory?type=ACCRUED&size=500', { headers })).json().data.rows;
        [loan] = (await call(sim, '/api/v3/spotMargin/maxMargin?token=USDT', { headers })).json().data.rows;
        if ((await accrued()) === rows.length) break;
      }
      // the loan's interest is the sum of its accruals, each principal × 0.00001 rounded up to 8 dp
      expect(rows.reduce((s, r) => s.plus(r.interest), new Decimal(0)).toNumber()).toBe(loan.interest);
      expect(rows[0].interest).toBe(new Decimal(loan.borrowed).times('0.00001').toDecimalPlaces(8, Decimal.ROUND_UP).toNumber());
    } finally {
      await sim.close();
    }
  });
});
