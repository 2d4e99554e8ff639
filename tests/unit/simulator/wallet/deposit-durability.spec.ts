import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../../..');
const PROBE = join(__dirname, '..', 'support', 'deposit-probe.ts');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the probe's JSON line
async function probe(...args: string[]): Promise<any> {
  const { stdout } = await run(process.execPath, ['--import', '@swc-node/register/esm-register', PROBE, ...args], { cwd: ROOT, timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}

describe('a deposit in PGlite survives a restart mid-confirmations (migration 61, child processes)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-deposit-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finishes after the restart and credits exactly once', async () => {
    const first = await probe(dir, 'arrive', '1');
    expect(first.history).toHaveLength(1);
    expect(first.history[0]).toMatchObject({ status: 'CONFIRMING', confirmedNumber: 1, confirmingThreshold: 3, amount: 100 });
    expect(first.usdt).toBe(first.startBalance);
    // a new process on the same data: two more blocks complete it (and credit it)
    const second = await probe(dir, 'blocks', '2', first.token);
    expect(second.history[0]).toMatchObject({ status: 'COMPLETED', confirmedNumber: 3 });
    expect(second.usdt).toBe(first.startBalance + 100);
    expect(second.hasDeposit).toBe(true);
    // and another restart with more blocks credits nothing more
    const third = await probe(dir, 'blocks', '3', first.token);
    expect(third.usdt).toBe(first.startBalance + 100);
    expect(third.history).toEqual(second.history);
  }, 180_000);
});
