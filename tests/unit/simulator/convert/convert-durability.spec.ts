import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../../..');
const PROBE = join(__dirname, '..', 'support', 'convert-probe.ts');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the probe's JSON line
async function probe(...args: string[]): Promise<any> {
  const { stdout } = await run(process.execPath, ['--import', '@swc-node/register/esm-register', PROBE, ...args], { cwd: ROOT, timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}

const holding = (rows: { token: string; holding: number }[], token: string) => rows.find((b) => b.token === token)?.holding;

describe('conversions in PGlite survive a simulator restart (migration 62, child processes)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-convert-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the history and the balances; the used quote stays used', async () => {
    const before = await probe(dir, 'convert');
    expect(before.trades.rows).toEqual([expect.objectContaining({ quoteId: before.quoteId, sellToken: 'BTC', sellQuantity: 0.05, buyToken: 'USDT', buyQuantity: 2495, buyPrice: 49900 })]);
    expect(holding(before.balances, 'BTC')).toBe(0.05);
    expect(holding(before.balances, 'USDT')).toBe(12495);
    const after = await probe(dir, 'read', before.token, String(before.quoteId));
    expect(after.trades).toEqual(before.trades);
    expect(after.again).toMatchObject({ success: false, code: -1005, message: 'quoteId: quote already used' });
    expect(holding(after.balances, 'BTC')).toBe(0.05);
    expect(holding(after.balances, 'USDT')).toBe(12495);
  }, 120_000);
});
