import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../../..');
/** Where jest's globalSetup (tests/support/probe-bundles.mjs) bundles the probes. */
const BUNDLES = join(ROOT, '.data/probe-bundles');

/**
 * A probe lives a second or two: V8's optimising tier for PGlite's WebAssembly would compile in the background for
 * longer than the probe runs (≈ 40 % of the probes' CPU), so it gets the baseline compiler only.
 */
const PROBE_FLAGS = ['--liftoff-only'];

/**
 * The command line of a probe (`tests/unit/simulator/support/<file>`): its bundle when jest's globalSetup made one
 * (no compiling in the child), else the TypeScript source through @swc-node/register.
 */
export function probeCommand(file: string): string[] {
  const bundle = join(BUNDLES, `${basename(file, '.ts')}.mjs`);
  return existsSync(bundle) ? [bundle] : ['--import', '@swc-node/register/esm-register', join(__dirname, file)];
}

/**
 * A durability probe run in a child process: a fresh simulator on the given data folder, as a restart would start it.
 * Answers the probe's last JSON line.
 */
export function childProbe(
  file: string,
  timeoutMs = 60_000,
  env: NodeJS.ProcessEnv = process.env,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the probe's JSON line
): (...args: string[]) => Promise<any> {
  return async (...args) => {
    const { stdout } = await run(process.execPath, [...PROBE_FLAGS, ...probeCommand(file), ...args], {
      cwd: ROOT,
      timeout: timeoutMs,
      env,
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
