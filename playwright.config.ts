import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_URL = `http://127.0.0.1:${PORT}`;
// The simulator's control surface wants this run's secret on every /__control call (docs/simulator.md; the tests send
// tests/e2e/support/control.ts). Set once in the runner's environment, so its workers (child processes) read it.
process.env.SIM_CONTROL_SECRET ??= randomBytes(24).toString('hex');
const CONTROL_SECRET = process.env.SIM_CONTROL_SECRET;

/**
 * The trading journeys also run against the simulator speaking the 2025-10 wire (every scalar a string; docs/protocol.md
 * "Wire periods"): a second server with `SIM_WIRE=2025-10` on `E2E_WIRE_PORT` (default the next port) and a project
 * running these specs there. `E2E_WIRE_ONLY=1` runs that project alone, its server on `E2E_PORT`; `E2E_MAIN_ONLY=1`
 * runs the main projects alone, with no second server. `npm test` runs all three: the wire project waits for the main
 * stack's shared tests and runs beside its `@global` ones, which take one worker (the second stack idles until then: ≈ 2 %
 * of a core). So that both workers stay busy in that phase (the `@global` tests take ≈ 135 s, the wire journeys ≈ 45 s),
 * the public site's language sweep and the blog, which read nothing of a member's stack, run on the second stack too
 * (and in the shared project when it runs alone).
 */
const WIRE_ONLY = process.env.E2E_WIRE_ONLY === '1';
const MAIN_ONLY = process.env.E2E_MAIN_ONLY === '1';
const WIRE_PORT = WIRE_ONLY ? PORT : Number(process.env.E2E_WIRE_PORT ?? PORT + 1);
const WIRE_SPECS = [/leverage\.spec\.ts$/, /algo-orders\.spec\.ts$/, /position-actions\.spec\.ts$/];
/** Specs that read no member's stack: with a second stack they run there, in the `@global` phase. */
const SECOND_STACK_SPECS = [/site-languages\.spec\.ts$/, /blog\.spec\.ts$/];
/**
 * Debian's headless shell (`apt-get install -y chromium-headless-shell`), the headless Chromium Playwright itself uses
 * by default: the full browser's headless mode (`/usr/bin/chromium`, the fallback) cost the suite about a quarter more
 * CPU (the whole run on 2 cores: 704 s → 548 s, every test passing in both). `CHROME_PATH` wins over both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  // The browser asks for reduced motion, as some people's do (ui.css: antd's dialogs open at once): a click right after
  // a dialog opened was lost now and then on a loaded machine, pressed on its full-size box before the zoom-in started
  // it at a fifth of its size (tests/e2e/support/dialog.ts).
  reducedMotion: 'reduce' as const,
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

/** The stack `npm start` runs (built app + simulator + auth emulator) on `port`, speaking `wire`. */
function server(port: number, wire: '2026-08' | '2025-10', authEmulator = true) {
  return {
    command: 'node scripts/start.mjs',
    // Not a URL: Playwright starts the tests once either answers, and the simulator answers before the Auth emulator is
    // up (a spec run alone signed its first member up against an emulator still starting, and was refused). start.mjs
    // prints "Ready" once both answer.
    wait: { stdout: /Ready: open/ },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      SKIP_BUILD: '1',
      SIM_CONTROL: '1',
      SIM_SEED: '42',
      SIM_DATA_DIR: `.data/e2e-${port}`,
      BBO_RATE: '50',
      // Book updates every 200 ms, as the real exchange pushes a 500-level book (50 ms is the default, 50 levels): an
      // open trade page renders each update, and at 50 ms the suite's trading specs took ≈ 10 % longer on 2 cores. The
      // book at full rate is the benchmarks' work (bench/trade-book.bench.mjs), not the journeys'.
      ORDERBOOK_INTERVAL_MS: '200',
      SIM_WIRE: wire,
      // One Auth emulator (port 9099) serves both stacks when both run: the main stack starts it.
      NO_AUTH_EMULATOR: authEmulator ? (process.env.NO_AUTH_EMULATOR ?? '0') : '1',
      // The e2e database outlives a run: the daily partner-form cap would refuse the same test's form on the next runs.
      SIM_PARTNER_DAILY_CAP: '0',
      // Every member of the suite signs in from 127.0.0.1: ten sign-ins a minute per IP would refuse the later ones.
      SIM_LOGIN_LIMIT: '1000',
      // A small population of simulated traders (social e2e) keeps the engine's background trading cheap.
      SIM_SOCIAL_TRADERS: '50',
      SIM_CONTROL_SECRET: CONTROL_SECRET,
    },
  };
}

const wireProject = {
  name: 'wire-2025-10',
  testMatch: [...WIRE_SPECS, ...SECOND_STACK_SPECS],
  use: { ...chromium, baseURL: `http://127.0.0.1:${WIRE_PORT}` },
};
/** With the main projects: after the shared tests, on the worker the `@global` tests leave free. */
const wireBesideGlobal = { ...wireProject, workers: 1, dependencies: ['debian-chromium'] };
/**
 * The main stack's tests on two workers (each spec file in one worker, its tests in order), then the tests tagged
 * `@global` on one: those change what every other test sees (a mark price, a session lifetime, a fault or a
 * maintenance, the stream dropped, the control state reset, a listing phase, interest accrued for every account), so
 * they run alone, after the others (docs/contributing.md, "Tests").
 */
const sharedProject = {
  name: 'debian-chromium',
  grepInvert: /@global/,
  testIgnore: MAIN_ONLY ? [] : SECOND_STACK_SPECS,
  use: chromium,
};
const globalProject = { name: 'debian-chromium-global', grep: /@global/, workers: 1, dependencies: [sharedProject.name], use: chromium };
const mainProjects = [sharedProject, globalProject];

/** End to end against the same stack `npm start` runs (built app + simulator + auth emulator), on its own port. */
export default defineConfig({
  testDir: './tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'reports/playwright.json' }]],
  // A click or a navigation that waits for good fails on its own after a minute, naming itself (CI once printed only
  // "Test timeout exceeded" for a test that waited in one, with no step to look at).
  use: { baseURL: E2E_URL, screenshot: 'only-on-failure', trace: 'off', actionTimeout: 60_000, navigationTimeout: 90_000 },
  projects: WIRE_ONLY ? [wireProject] : MAIN_ONLY ? mainProjects : [...mainProjects, wireBesideGlobal],
  webServer: WIRE_ONLY
    ? [server(WIRE_PORT, '2025-10')]
    : MAIN_ONLY
      ? [server(PORT, '2026-08')]
      : [server(PORT, '2026-08'), server(WIRE_PORT, '2025-10', false)],
});
