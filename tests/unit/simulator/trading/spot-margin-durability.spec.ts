import Decimal from 'decimal.js';
import { childProbe, tempDataDir } from '../support/child-probe';

const probe = childProbe('spot-margin-probe.ts');

describe('spot margin in PGlite survives a simulator restart (migration 57, child processes)', () => {
  const data = tempDataDir('sim-margin-');

  it('keeps the leverage, the loan with its interest and the history', async () => {
    const before = await probe(data.path, 'borrow');
    expect(before.leverage).toBe(3);
    const [loan] = before.loans;
    expect(loan.borrowed).toBeGreaterThan(0);
    // an hour at 0.001 %: principal × 0.00001, 8 dp up
    expect(loan.interest).toBe(new Decimal(loan.borrowed).times('0.00001').toDecimalPlaces(8, Decimal.ROUND_UP).toNumber());
    expect(before.history.rows[0]).toMatchObject({ type: 'ACCRUED', token: 'USDT', principal: loan.borrowed });
    const after = await probe(data.path, 'read', before.token);
    expect(after.leverage).toBe(3);
    // (max borrowable follows the market's prices, which move between the runs)
    expect(after.loans).toEqual([{ ...loan, maxBorrowable: expect.any(Number) }]);
    expect(after.history).toEqual(before.history);
    expect(after.balances.find((b: { token: string }) => b.token === 'USDT').holding).toBe(0);
  }, 120_000);
});
