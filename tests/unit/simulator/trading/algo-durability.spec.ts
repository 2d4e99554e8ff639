import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../../..');
const PROBE = join(__dirname, '..', 'support', 'algo-probe.ts');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the probe's JSON line
async function probe(...args: string[]): Promise<any> {
  const { stdout } = await run(process.execPath, ['--import', '@swc-node/register/esm-register', PROBE, ...args], { cwd: ROOT, timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}

describe('algo orders in PGlite survive a simulator restart (child processes)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-algo-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reloads the waiting stop (it fires after the restart) and keeps the cancelled one', async () => {
    const placed = await probe(dir, 'place');
    expect(placed.waiting.success).toBe(true);
    const id = placed.waiting.data.rows[0].orderId;
    const read = await probe(dir, 'read', placed.token);
    expect(read.before.rows.map((r: { algoOrderId: number; algoStatus: string }) => [r.algoOrderId, r.algoStatus]))
      .toEqual([[placed.cancelled.data.rows[0].orderId, 'CANCELLED'], [id, 'NEW']]);
    expect(read.waitingOn).toBe(1);
    expect(read.after.rows).toEqual([expect.objectContaining({ algoOrderId: id, algoStatus: 'FILLED', isTriggered: true, totalExecutedQuantity: 0.1 })]);
  }, 120_000);
});
