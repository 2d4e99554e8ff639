import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A second simulator process for the tests that restart it (the suite's own stack is Playwright's web server and
 * cannot be restarted): same built app, same Auth emulator, its own port and data folder.
 */
export interface SecondSimulator {
  readonly url: string;
  /** Stops the process the hard way (SIGKILL, no graceful close) and starts it again on the same data. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const PORT = Number(process.env.E2E_SECOND_PORT ?? 8183);

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error(`the second simulator did not answer ${url} within ${timeoutMs / 1000} s`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startSecondSimulator(): Promise<SecondSimulator> {
  const url = `http://127.0.0.1:${PORT}`;
  const dataDir = `.data/e2e-second-${PORT}-${Date.now().toString(36)}`;
  const env = { ...process.env, PORT: String(PORT), SIM_DATA_DIR: dataDir, SIM_SEED: '42', SIM_CONTROL: '0' };
  const launch = async () => {
    const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'simulator/main.ts'], { stdio: 'ignore', env });
    await waitFor(`${url}/app-config.json`, 60_000);
    return child;
  };
  let child = await launch();
  return {
    url,
    async restart() {
      child.kill('SIGKILL');
      await exited(child);
      child = await launch();
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
