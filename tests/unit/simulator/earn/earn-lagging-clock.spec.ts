import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const DAY = 86_400_000;

/**
 * The earn clock lags when its days have not been processed yet (the timer has not run, the simulator was down): the
 * boundaries it then catches up on lie before a position that was subscribed in the meantime, and must not pay it.
 */
describe('earn days processed late pay no interest for days before a subscription', () => {
  let sim: RunningSimulator;
  let now = Date.UTC(2026, 0, 5, 12);

  beforeAll(async () => {
    // A real-length earn day: the processing timer (every minute) never runs during the test; only the test processes.
    sim = await testSimulator({ clock: () => now, earnDayMs: DAY, chainBlockMs: 0 });
  });
  afterAll(() => sim.close());

  it('subscribing 1,000 USDT while three boundaries are unprocessed earns from the next boundary only', async () => {
    now += 3 * DAY; // 2026-01-08 12:00: the boundaries of the 6th, 7th and 8th are not processed yet
    const { token, userId } = await createSession(sim);
    const interest = () =>
      sim.simulator.trading
        .account(userId)
        .ledger.filter((l) => l.token === 'USDT' && l.type === 'INTEREST')
        .map((l) => l.amount);
    const subscribed = await call(sim, '/api/v3/earn/subscribe', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      payload: { productId: 'RWA_TBILL_3M', amount: '1000' },
    });
    expect(subscribed.json()).toMatchObject({ success: true, data: { principal: 1000, startTime: now } });

    // the subscription processed the three days first (none of them its own), so nothing is left to process
    expect(await sim.simulator.earn.process()).toBe(0);
    expect(interest()).toEqual([]);

    // One boundary after the subscription (2026-01-09 00:00): 1,000 × 5.12 % ÷ 365 = 0.140273972602… → 0.14027397
    expect((await control(sim, '/earn/advance', { days: 1 })).json()).toMatchObject({ ok: true, days: 1 });
    expect(interest()).toEqual(['0.14027397']);
    const positions = (await call(sim, '/api/v3/earn/positions', { headers: { authorization: `Bearer ${token}` } })).json().data.rows;
    expect(positions[0]).toMatchObject({ productId: 'RWA_TBILL_3M', interestPaid: 0.14027397 });
  });

  it('a stake or an unstake first pays the days the clock has passed, at the amount staked across them', async () => {
    const { userId } = await createSession(sim);
    const earn = sim.simulator.earn;
    const account = sim.simulator.trading.account(userId);
    sim.simulator.trading.adjustBalance(account, 'WOO', new Decimal(1000), 'DEPOSIT');
    const rewards = () => account.ledger.filter((l) => l.token === 'WOO' && l.type === 'DISTRIBUTION').map((l) => l.amount);
    earn.stake(userId, '1000');

    now += 2 * DAY; // two boundaries passed, not processed: the 1,000 WOO were staked across both
    expect(earn.unstake(userId, '1000', false)).toMatchObject({ amount: '1000', fee: '0' });
    // 1,000 × 5 % ÷ 365 = 0.136986301… → 0.13698630 for each of the two days, paid before the unstake took the WOO out
    expect(rewards()).toEqual(['0.1369863', '0.1369863']);

    now += 1 * DAY; // a day with nothing staked pays nothing
    expect(await earn.process()).toBe(1);
    expect(rewards()).toHaveLength(2);
  });
});
