import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const DAY = 1000;

describe('earn REST (/v3/staking/*, /v3/earn/*) on a 1-second earn day', () => {
  let sim: RunningSimulator;
  let now = Date.UTC(2026, 0, 5, 12);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = (path: string, t: string) => call(sim, `/api${path}`, { headers: auth(t) });
  const post = (path: string, payload: unknown, t: string) => call(sim, `/api${path}`, { method: 'POST', headers: auth(t), payload });
  const row = async (t: string, token: string) =>
    (
      (await get('/v3/asset/balances', t)).json().data.holding as {
        token: string;
        holding: number;
        staked: number;
        unbonding: number;
        earn: number;
      }[]
    ).find((b) => b.token === token);
  const ledger = (userId: number, token: string) => sim.simulator.trading.account(userId).ledger.filter((l) => l.token === token);
  /** The balance equals the sum of its ledger rows. */
  const balanced = (userId: number, token: string) => {
    const sum = ledger(userId, token).reduce((s, l) => s.plus(l.amount), new Decimal(0));
    expect(sum.toFixed()).toBe(sim.simulator.trading.account(userId).balance(token).holding.toFixed());
  };
  const advance = async (days: number) => (await control(sim, '/earn/advance', { days })).json() as { ok: boolean; days: number };

  async function memberWithWoo(amount: string): Promise<{ token: string; userId: number }> {
    const session = await createSession(sim);
    const arrived = await control(sim, '/wallet/deposit', { userId: session.userId, token: 'WOO', network: 'ETH', amount });
    expect(arrived.statusCode).toBe(200);
    for (let i = 0; i < 6; i++) await control(sim, '/wallet/block');
    return session;
  }

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now, earnDayMs: DAY, chainBlockMs: 0 });
  });
  afterAll(() => sim.close());

  it('publishes the products, the staking terms and the tiers', async () => {
    const data = (await call(sim, '/api/earn/public/products')).json().data;
    expect(data.staking).toEqual({ token: 'WOO', baseApr: 0.05, unbondingDays: 7, instantUnstakeFeeRate: 0.05, dayMs: DAY });
    expect(data.rows).toContainEqual({
      productId: 'USDT_FLEX',
      token: 'USDT',
      kind: 'FLEXIBLE',
      apr: 0.0365,
      termDays: 0,
      compounding: true,
      minAmount: 1,
      rwa: null,
    });
    expect(data.tiers.map((t: { threshold: number }) => t.threshold)).toEqual([1800, 25000, 150000, 500000, 1000000]);
  });

  it('stakes, unbonds for 7 days, unstakes instantly at 5 %, pays a day of rewards; every move in the ledger', async () => {
    const { token: t, userId } = await memberWithWoo('10000');
    expect((await post('/v3/staking/stake', { amount: '5000' }, t)).json()).toMatchObject({ success: true, data: { amount: 5000 } });
    expect(await row(t, 'WOO')).toMatchObject({ holding: 5000, staked: 5000, unbonding: 0 });
    const unstake = (await post('/v3/staking/unstake', { amount: '1000' }, t)).json().data;
    expect(unstake).toMatchObject({ amount: 1000, fee: 0, instant: false });
    expect(unstake.endTime).toBe(sim.simulator.earn.now() + 7 * DAY);
    expect(await row(t, 'WOO')).toMatchObject({ holding: 5000, staked: 4000, unbonding: 1000 });
    expect((await post('/v3/staking/unstake', { amount: '100', instant: true }, t)).json().data).toMatchObject({ fee: 5, received: 95 });
    expect(await row(t, 'WOO')).toMatchObject({ holding: 5095, staked: 3900, unbonding: 1000 });
    expect(
      ledger(userId, 'WOO')
        .slice(-3)
        .map((l) => [l.type, l.amount]),
    ).toEqual([
      ['STAKING', '-5000'],
      ['UNSTAKING', '100'],
      ['UNSTAKING_FEE', '-5'],
    ]);

    expect((await advance(1)).days).toBe(1);
    // 3,900 × 5 % ÷ 365 = 0.534246575… → 0.53424657 (no tier yet: no snapshot before today)
    expect(ledger(userId, 'WOO').at(-1)).toMatchObject({ type: 'DISTRIBUTION', amount: '0.53424657' });
    const rewards = (await get('/v3/earn/yieldHistory?source=STAKING', t)).json().data;
    expect(rewards.rows).toEqual([expect.objectContaining({ source: 'STAKING', token: 'WOO', amount: 0.53424657, apr: 0.05 })]);
    expect((await get('/v3/staking/overview', t)).json().data).toMatchObject({
      staked: 3900,
      unbonding: [expect.objectContaining({ amount: 1000 })],
    });

    await advance(6);
    expect((await row(t, 'WOO'))?.unbonding).toBe(0);
    expect(
      ledger(userId, 'WOO')
        .filter((l) => l.type === 'UNSTAKING')
        .map((l) => l.amount),
    ).toEqual(['100', '1000']);
    balanced(userId, 'WOO');
    // the snapshots: 7 days of about 10,000 WOO ÷ 30 ≈ 2,333 → tier 1 (1,800), its boost 0.25 %
    const mine = (await get('/v3/earn/myWoo', t)).json().data;
    expect(mine.snapshots).toHaveLength(30);
    expect(mine.average).toBeGreaterThan(1800);
    expect((await get('/v3/staking/overview', t)).json().data).toMatchObject({ apr: 0.0525, boost: 0.0025 });
  });

  it('a flexible compounding product pays a day of interest and re-subscribes it; redeem gives it all back', async () => {
    const { token: t, userId } = await createSession(sim);
    const position = (await post('/v3/earn/subscribe', { productId: 'USDT_FLEX', amount: '1000' }, t)).json().data;
    expect(position).toMatchObject({ productId: 'USDT_FLEX', principal: 1000, status: 'ACTIVE', maturityTime: null });
    expect(await row(t, 'USDT')).toMatchObject({ holding: 9000, earn: 1000 });
    await advance(1);
    // 1,000 × 3.65 % ÷ 365 = 0.1, paid (INTEREST) and subscribed again (EARN)
    expect(
      ledger(userId, 'USDT')
        .slice(-2)
        .map((l) => [l.type, l.amount]),
    ).toEqual([
      ['INTEREST', '0.1'],
      ['EARN', '-0.1'],
    ]);
    expect(await row(t, 'USDT')).toMatchObject({ holding: 9000, earn: 1000.1 });
    expect((await get('/v3/earn/yieldHistory', t)).json().data.rows).toEqual([
      expect.objectContaining({ source: 'SAVINGS', productId: 'USDT_FLEX', amount: 0.1 }),
    ]);
    const redeemed = (await post('/v3/earn/redeem', { positionId: position.positionId }, t)).json().data;
    expect(redeemed).toMatchObject({ status: 'REDEEMED', received: 1000.1, penalty: 0 });
    expect(await row(t, 'USDT')).toMatchObject({ holding: 10000.1, earn: 0 });
    balanced(userId, 'USDT');
  });

  it('a fixed term redeemed early loses the interest it was paid; at maturity it comes back whole', async () => {
    const { token: t, userId } = await createSession(sim);
    const early = (await post('/v3/earn/subscribe', { productId: 'USDT_FIXED_30', amount: '100' }, t)).json().data;
    expect(early.maturityTime).toBe(sim.simulator.earn.now() + 30 * DAY);
    await advance(2);
    // 100 × 7.3 % ÷ 365 = 0.02 a day, simple
    expect((await get('/v3/earn/positions', t)).json().data.rows[0]).toMatchObject({ interestPaid: 0.04, principal: 100 });
    expect((await post('/v3/earn/redeem', { positionId: early.positionId }, t)).json().data).toMatchObject({
      received: 99.96,
      penalty: 0.04,
    });
    expect((await row(t, 'USDT'))?.holding).toBe(10000);
    const held = (await post('/v3/earn/subscribe', { productId: 'USDT_FIXED_30', amount: '100' }, t)).json().data;
    await advance(31);
    expect((await get('/v3/earn/positions', t)).json().data.rows[0]).toMatchObject({
      positionId: held.positionId,
      status: 'REDEEMED',
      interestPaid: 0.6,
    });
    expect((await row(t, 'USDT'))?.holding).toBe(10000.6);
    balanced(userId, 'USDT');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { token: t, userId } = await createSession(sim);
    const before = ledger(userId, 'USDT').length;
    expect((await post('/v3/staking/stake', { amount: '1' }, t)).json()).toMatchObject({
      success: false,
      code: -1101,
      message: 'amount: more than the 0 WOO available',
    });
    expect((await post('/v3/staking/stake', { amount: '-1' }, t)).json()).toMatchObject({ success: false, code: -1005 });
    expect((await post('/v3/staking/unstake', { amount: '1' }, t)).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'amount: more than the 0 WOO staked',
    });
    expect((await post('/v3/earn/subscribe', { productId: 'NOPE', amount: '10' }, t)).json()).toMatchObject({
      success: false,
      code: -1006,
    });
    expect((await post('/v3/earn/subscribe', { productId: 'USDT_FIXED_30', amount: '5' }, t)).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'amount: the minimum of USDT_FIXED_30 is 10 USDT',
    });
    expect((await post('/v3/earn/subscribe', { productId: 'USDT_FLEX', amount: '1.123456789' }, t)).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'amount: at most 8 decimals',
    });
    expect((await post('/v3/earn/subscribe', { productId: 'USDT_FLEX', amount: '20000' }, t)).json()).toMatchObject({
      success: false,
      code: -1101,
    });
    expect((await post('/v3/earn/redeem', { positionId: 99999 }, t)).json()).toMatchObject({ success: false, code: -1006 });
    expect(ledger(userId, 'USDT')).toHaveLength(before);
  });

  it("My WOO's tier lowers the fees the engine charges: 54,000 WOO for a day of 30 → 1,800 average → tier 1, 5 % off", async () => {
    const { token: t } = await memberWithWoo('54000');
    expect((await get('/v3/trade/tradingFee?symbol=SPOT_BTC_USDT', t)).json().data).toEqual({
      symbol: 'SPOT_BTC_USDT',
      takerFee: '5',
      makerFee: '2',
    });
    await advance(1); // today's snapshot: 54,000 ÷ 30 days = 1,800 = tier 1's threshold
    expect((await get('/v3/earn/myWoo', t)).json().data).toMatchObject({ average: 1800 });
    // 5 bp × 0.95 = 4.75 bp; 2 bp × 0.95 = 1.9 bp
    expect((await get('/v3/trade/tradingFee?symbol=SPOT_BTC_USDT', t)).json().data).toEqual({
      symbol: 'SPOT_BTC_USDT',
      takerFee: '4.75',
      makerFee: '1.9',
    });
    const bought = await post('/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.001 }, t);
    expect(bought.json().success).toBe(true);
    const btc = ((await get('/v3/asset/balances', t)).json().data.holding as { token: string; holding: number }[]).find(
      (b) => b.token === 'BTC',
    );
    // 0.1 + 0.001 − 0.001 × 0.000475 = 0.100999525 (without the tier: 0.1009995)
    expect(btc?.holding).toBe(0.100999525);
  });

  it('a day is processed once: the timer finds nothing more to pay on the same clock', async () => {
    await advance(1);
    expect(await sim.simulator.earn.process()).toBe(0);
    now += DAY;
    expect(await sim.simulator.earn.process()).toBe(1);
  });
});
