import { childProbe, tempDataDir } from '../support/child-probe';

const probe = childProbe('earn-probe.ts');

const balance = (rows: { token: string }[], token: string) => rows.find((b) => b.token === token);

describe('staking and savings in PGlite survive a simulator restart (migration 65, child processes)', () => {
  const data = tempDataDir('sim-earn-');

  it('keeps the stake, the unbonding, the position and the earn clock; no day is paid twice', async () => {
    const before = await probe(data.path, 'earn');
    expect(before.processedDay).toBe(before.startDay + 1);
    expect(before.interestRows).toBe(1);
    expect(before.rewardRows).toBe(1);
    expect(balance(before.balances, 'WOO')).toMatchObject({ staked: 900, unbonding: 100 });
    // the position earned the share of the day it was held before the boundary (pro rata): more than 0, at most 0.1
    const earn = balance(before.balances, 'USDT') as unknown as { holding: number; earn: number };
    expect(earn.holding).toBe(9000);
    expect(earn.earn).toBeGreaterThan(1000);
    expect(earn.earn).toBeLessThanOrEqual(1000.1);
    const after = await probe(data.path, 'read', before.token, String(before.userId));
    // the restart starts from the stored day (plus any real day that passed meanwhile), then the control runs one more
    expect(after.startDay).toBeGreaterThanOrEqual(before.processedDay);
    const days = after.processedDay - before.processedDay;
    expect(after.interestRows).toBe(1 + days);
    expect(after.rewardRows).toBe(1 + days);
    expect(after.yields).toBe(2 * (1 + days));
    expect(balance(after.balances, 'WOO')).toMatchObject({ staked: 900, unbonding: 100 });
    expect(after.positions).toEqual([expect.objectContaining({ productId: 'USDT_FLEX', status: 'ACTIVE' })]);
  }, 120_000);
});
