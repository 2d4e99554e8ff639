import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../../..');
const PROBE = join(__dirname, '..', 'support', 'risk-probe.ts');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the probe's JSON line
async function probe(...args: string[]): Promise<any> {
  const { stdout } = await run(process.execPath, ['--import', '@swc-node/register/esm-register', PROBE, ...args], { cwd: ROOT, timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}

describe('funding, liquidation and the insurance fund in PGlite survive a restart (migration 53, child processes)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-risk-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the funding row, the closed position and the fund; the ledger rows are read back', async () => {
    const before = await probe(dir, 'liquidate');
    expect(before.funding).toMatchObject({ ok: true, payments: 1 });
    expect(before.liquidation).toEqual({ ok: true, liquidated: 1 });
    expect(before.ledger).toEqual(expect.arrayContaining(['DEPOSIT', 'FUNDING_FEE', 'LIQUIDATION']));
    const after = await probe(dir, 'read', before.token);
    expect(after.funding.rows).toEqual([expect.objectContaining({ symbol: 'PERP_ETH_USDT', fundingRate: 0.0001, paymentType: 'Pay' })]);
    expect(after.positions.rows).toEqual([expect.objectContaining({ symbol: 'PERP_ETH_USDT', side: 'LONG', closedBy: 'LIQUIDATION' })]);
    expect(after.fund).toBe(before.fund);
    expect(after.ledger).toEqual(before.ledger);
  }, 180_000);
});
