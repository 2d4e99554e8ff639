import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../../..');
const PROBE = join(__dirname, '..', 'support', 'md-admin-probe.ts');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the probe's JSON line
async function probe(...args: string[]): Promise<any> {
  const { stdout } = await run(process.execPath, ['--import', '@swc-node/register/esm-register', PROBE, ...args], { cwd: ROOT, timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}

describe('the market-data admin in PGlite survives a simulator restart (child processes, migration 55)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-md-admin-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the grant, the overrides (public rows and trading engine) and the audit log', async () => {
    expect(await probe(dir, 'set')).toEqual({ mark: true, cap: true });
    const read = await probe(dir, 'read');
    expect(read.roles).toEqual(['MD_ADMIN']);
    expect(read.mark).toBe(12345.6);
    expect(read.tradingMark).toBe('12345.6');
    expect(read.cap).toEqual({ symbol: 'PERP_BTC_USDT', fundingRateCap: 0.0002 });
    expect(Math.abs(read.funding)).toBeLessThanOrEqual(0.0002);
    expect(read.audit.meta.total).toBe(2);
    expect(read.audit.rows.map((r: { call: string; newValue: number }) => [r.call, r.newValue])).toEqual([['funding_rate_cap', 0.0002], ['mark-price', 12345.6]]);
  }, 120_000);
});
