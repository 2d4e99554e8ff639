// One Lighthouse mobile run (performance only) with Debian's Chromium, shared by web.bench.mjs and lighthouse-ab.mjs.
import process from 'node:process';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Chromium's flags for a run (also the signed-in member's browser, `signed-in-browser.mjs`). */
export const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/**
 * The report of one run of `url`. Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy
 * machine: such a run is tried again, up to three times (`onRetry` hears why), then it throws. `debugPort`: drive the
 * Chromium already listening there (a signed-in member's, `signed-in-browser.mjs`) and keep its storage (the session),
 * instead of a fresh browser of Lighthouse's own.
 */
export function lighthouseReport(url, onRetry = () => undefined, debugPort = undefined, attempt = 1) {
  const browser = debugPort ? [`--port=${debugPort}`, '--disable-storage-reset'] : [`--chrome-flags=${CHROME_FLAGS}`];
  // LH_TRACES=<dir>: the report, the trace and the DevTools log of each run there (`<n>.json`, `<n>-0.trace.json`, …)
  const saved = process.env.LH_TRACES ? join(process.env.LH_TRACES, `${Date.now()}.json`) : undefined;
  const output = saved ? ['--save-assets', `--output-path=${saved}`] : ['--output-path=stdout'];
  const run = spawnSync(
    'node_modules/.bin/lighthouse',
    [url, '--only-categories=performance', '--output=json', ...output, '--quiet', ...browser],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = run.status === 0 ? JSON.parse(saved ? readFileSync(saved, 'utf8') : run.stdout) : undefined;
  if (!report || report.runtimeError || report.categories.performance.score === null) {
    const reason = report?.runtimeError?.code ?? run.stderr.slice(-300);
    if (attempt < 3) {
      onRetry(reason);
      return lighthouseReport(url, onRetry, debugPort, attempt + 1);
    }
    throw new Error(`lighthouse failed for ${url}: ${reason}`);
  }
  return report;
}
