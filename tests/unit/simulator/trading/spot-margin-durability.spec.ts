import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import Decimal from 'decimal.js';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../../..');
const PROBE = join(__dirname, '..', 'support', 'spot-margin-probe.ts');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the probe's JSON line
async function probe(...args: string[]): Promise<any> {
  const { stdout } = await run(process.execPath, ['--import', '@swc-node/register/esm-register', PROBE, ...args], { cwd: ROOT, timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}

describe('spot margin in PGlite survives a simulator restart (migration 57, child processes)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-margin-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the leverage, the loan with its interest and the history', async () => {
    const before = await probe(dir, 'borrow');
    expect(before.leverage).toBe(3);
    const [loan] = before.loans;
    expect(loan.borrowed).toBeGreaterThan(0);
    // an hour at 0.001 %: principal × 0.00001, 8 dp up
    expect(loan.interest).toBe(new Decimal(loan.borrowed).times('0.00001').toDecimalPlaces(8, Decimal.ROUND_UP).toNumber());
    expect(before.history.rows[0]).toMatchObject({ type: 'ACCRUED', token: 'USDT', principal: loan.borrowed });
    const after = await probe(dir, 'read', before.token);
    expect(after.leverage).toBe(3);
    // (max borrowable follows the market's prices, which move between the runs)
    expect(after.loans).toEqual([{ ...loan, maxBorrowable: expect.any(Number) }]);
    expect(after.history).toEqual(before.history);
    expect(after.balances.find((b: { token: string }) => b.token === 'USDT').holding).toBe(0);
  }, 120_000);
});
