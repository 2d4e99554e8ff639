// A stack (`scripts/start.mjs`: the built app + the simulator, no Auth emulator) for a browser benchmark, on its own
// port, stopped when the benchmark exits; or the one at BENCH_URL when that is given.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export async function benchStack({ port, dataDir, env = {} }) {
  if (process.env.BENCH_URL) {
    await waitFor(process.env.BENCH_URL);
    return { base: process.env.BENCH_URL, stop() {} };
  }
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), SKIP_BUILD: '1', NO_AUTH_EMULATOR: '1', SIM_DATA_DIR: dataDir, SIM_SEED: '42', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.exitCode === null && server.kill('SIGINT');
  process.on('exit', stop);
  await waitFor(base);
  return { base, stop };
}

async function waitFor(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/app-config.json`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error(`no stack at ${base}`);
}

/**
 * The simulator alone (`simulator/main.ts`, no app build, no Auth emulator) on loopback at `port`, for the
 * benchmarks that drive it: a fresh data folder, seed 42, no request limits (a bench's own orders would be refused),
 * the control surface on with `secret` (members are made through it). Returns the child process.
 */
export function benchSimulator({ port, dataDir, secret }) {
  return spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'simulator/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIM_DATA_DIR: dataDir,
      SIM_SEED: '42',
      SIM_RATE_LIMITS: '0',
      SIM_CONTROL: '1',
      SIM_CONTROL_SECRET: secret,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
