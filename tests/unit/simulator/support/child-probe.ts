import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../../..');

/**
 * A durability probe (`tests/unit/simulator/support/<file>`) run in a child process: a fresh simulator on the given
 * data folder, as a restart would start it. Answers the probe's last JSON line.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the probe's JSON line
export function childProbe(file: string, timeoutMs = 60_000): (...args: string[]) => Promise<any> {
  const path = join(__dirname, file);
  return async (...args) => {
    const { stdout } = await run(process.execPath, ['--import', '@swc-node/register/esm-register', path, ...args], {
      cwd: ROOT,
      timeout: timeoutMs,
    });
    return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
  };
}

/** A temporary data folder for the enclosing describe block: made before all its tests, removed after. */
export function tempDataDir(prefix: string): { readonly path: string } {
  const holder = { path: '' };
  beforeAll(() => {
    holder.path = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => rmSync(holder.path, { recursive: true, force: true }));
  return holder;
}
