// A signed-in member's Chromium for Lighthouse (`web.bench.mjs`' `/wallet` and `/account`): Lighthouse lands a fresh
// browser on the sign-in prompt, so these pages were never measured. The member is made through the simulator's
// control surface (a real exchange session, no Firebase; the stack runs with SIM_CONTROL=1 and a secret of the
// bench's own); the app restores it from the `authorization` cookie and the stored user id, as after any sign-in.
// Chromium runs on a debugging port: Playwright connects to write them (and checks the wallet is signed in), then
// lets go; before each run the HTTP cache is emptied (a cold load, as in Lighthouse's own fresh browser) and
// Lighthouse drives the browser with the storage kept (`--disable-storage-reset`). (In a browser that Playwright
// launched and kept, Lighthouse's navigation timed out: PROTOCOL_TIMEOUT.)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './lighthouse-report.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Chromium on `profile`, listening on `debugPort`; resolves once its debugging endpoint answers. */
async function startChromium(profile, debugPort) {
  const child = spawn(
    CHROME,
    [...CHROME_FLAGS.split(' '), `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`chromium stopped (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok) break;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await Promise.race([exited, sleep(5_000)]);
    }
  };
}

export async function signedInBrowser({ base, controlSecret, debugPort }) {
  const r = await fetch(`${base}/__control/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sim-control-secret': controlSecret },
    body: JSON.stringify({ alias: 'lighthouse' }),
  });
  const body = await r.json();
  if (!body.ok) throw new Error(`no session: ${JSON.stringify(body)}`);
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-member-'));
  const stop = await startChromium(profile, debugPort);
  /** `use(page)` over the debugging port, then disconnected: Chromium runs on. */
  const withPage = async (use) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
    try {
      const page = await browser.contexts()[0].newPage();
      await use(page);
      await page.close();
    } finally {
      await browser.close(); // a browser connected over CDP: disconnects only
    }
  };
  try {
    await withPage(async (page) => {
      await page.context().addCookies([
        { name: 'tracking', value: 'no', url: base },
        { name: 'authorization', value: body.token, url: base },
      ]);
      await page.goto(`${base}/app-config.json`);
      await page.evaluate((userId) => {
        window.localStorage.setItem('network-allow-analytics', 'no');
        window.localStorage.setItem('userId', userId);
      }, String(body.userId));
      // signed in: the wallet shows the member's name in the header, not the sign-in prompt
      await page.goto(`${base}/wallet`);
      await page.getByTestId('account-name').waitFor({ state: 'attached', timeout: 60_000 });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    debugPort,
    /** `measure()` with the HTTP cache emptied first (a cold load, as in Lighthouse's own fresh browser). */
    async around(measure) {
      await withPage(async (page) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
      });
      return measure();
    },
    async close() {
      await stop();
      // Chromium's helper processes can still write into the profile for a moment after the browser exits (a smoke
      // run failed on ENOTEMPTY here): try again for a while, then leave the temporary folder rather than fail the run.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.log(`# the member's Chromium profile was not removed (${error.code}): ${profile}`);
      }
    },
  };
}
