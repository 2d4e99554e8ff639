import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_URL = `http://127.0.0.1:${PORT}`;
// The simulator's control surface wants this run's secret on every /__control call (docs/simulator.md; the tests send
// tests/e2e/support/control.ts). Set once in the runner's environment, so its workers (child processes) read it.
process.env.SIM_CONTROL_SECRET ??= randomBytes(24).toString('hex');
const CONTROL_SECRET = process.env.SIM_CONTROL_SECRET;

/** End to end against the same stack `npm start` runs (built app + simulator + auth emulator), on its own port. */
export default defineConfig({
  testDir: './tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: { baseURL: E2E_URL, screenshot: 'only-on-failure', trace: 'off' },
  projects: [
    {
      name: 'debian-chromium',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${E2E_URL}/app-config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT), SKIP_BUILD: '1', SIM_CONTROL: '1', SIM_SEED: '42', SIM_DATA_DIR: `.data/e2e-${PORT}`, BBO_RATE: '50',
      NO_AUTH_EMULATOR: process.env.NO_AUTH_EMULATOR ?? '0',
      // The e2e database outlives a run: the daily partner-form cap would refuse the same test's form on the next runs.
      SIM_PARTNER_DAILY_CAP: '0',
      // Every member of the suite signs in from 127.0.0.1: ten sign-ins a minute per IP would refuse the later ones.
      SIM_LOGIN_LIMIT: '1000',
      // A small population of simulated traders (social e2e) keeps the engine's background trading cheap.
      SIM_SOCIAL_TRADERS: '50',
      SIM_CONTROL_SECRET: CONTROL_SECRET,
    },
  },
});
