import { CONTROL_SECRET_HEADER } from '../../../../simulator/control/control-guard';
import type { SimulatorOptions } from '../../../../simulator/config';
import { startSimulator, type RunningSimulator } from '../../../../simulator/server';
import { memoryStore } from '../../../../simulator/store/memory-account-repository';
import { auditAfterEachTest } from './ledger-audit';

/**
 * A listening simulator on a free port: in-memory store, no dist, fixed seed, control on, quiet, no request limits.
 * (Tests call it over real HTTP: fastify's `inject` loads an ESM-only dependency that jest's
 * CommonJS runtime cannot require.)
 */
/** The control secret of test simulators; `call` sends it on `/__control/*` paths. */
export const TEST_CONTROL_SECRET = 'test-control-secret-0123456789';

export async function testSimulator(overrides: Partial<SimulatorOptions> = {}): Promise<RunningSimulator> {
  const running = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    seed: 'test',
    store: memoryStore(),
    distDir: '/nonexistent-dist',
    control: true,
    serverPingMs: 0,
    logErrors: false,
    // Request limits would throttle tests that call one route many times a second; rate-limit.spec.ts turns them on.
    rateLimits: false,
    controlSecret: TEST_CONTROL_SECRET,
    ...overrides,
  });
  // The ledger's invariants are checked after every test while this simulator runs
  const forget = auditAfterEachTest(running.simulator.trading.ledger);
  return {
    ...running,
    close: () => {
      forget();
      return running.close();
    },
  };
}

export interface TestResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON bodies
  json(): any;
}

export async function call(
  sim: RunningSimulator,
  path: string,
  init: { method?: string; headers?: Record<string, string>; payload?: unknown } = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = path.startsWith('/__control') ? { [CONTROL_SECRET_HEADER]: TEST_CONTROL_SECRET } : {};
  Object.assign(headers, init.headers);
  if (init.payload !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${sim.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.payload === undefined ? undefined : JSON.stringify(init.payload),
  });
  const body = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body,
    json: () => JSON.parse(body),
  };
}

export const control = (sim: RunningSimulator, path: string, payload?: unknown) =>
  call(sim, `/__control${path}`, { method: 'POST', payload });

export async function createSession(sim: RunningSimulator, body: Record<string, unknown> = {}) {
  return (await control(sim, '/sessions', body)).json() as { ok: true; token: string; userId: number };
}
