// Web performance of the public site and of the app's `/markets`. Prints:
//   BENCH web.home_js_gzip_kb <kb> KB  — gzip of the home route's JS: the entry chunk, the boot's `shell` chunk,
//                                        the home page chunk and every chunk they import statically
//                                        (dist/.vite/manifest.json), target ≤ 110 (ADR 0011)
//   BENCH web.lighthouse_{home,blog,por} <score> score — Lighthouse 12 mobile performance ×100, median of 3 runs
//                                        against the production build served by the simulator, target ≥ 95
//   BENCH web.lighthouse_markets <score> score — the same for `/markets` (an app page), target ≥ 90
//   BENCH web.markets_cls <cls> cls      — `/markets`' cumulative layout shift, the worst of those runs, target ≤ 0.02
//   BENCH web.lighthouse_trade <score> score — the same for `/trade/PERP_BTC_USDT`, target ≥ 85
//   BENCH web.lighthouse_leaderboard <score> score — the same for `/leaderboard`, target ≥ 90
//   BENCH web.lighthouse_{wallet,account} <score> score — the same for `/wallet` and `/account`, signed in as a member
//                                        (`signed-in-browser.mjs`), target ≥ 90
// Needs `npx vite build` first. Env: BENCH_PORT (8294), LH_RUNS (3), SKIP_LIGHTHOUSE=1, LH_DEBUG_PORT (9334), LH_SAVE=<dir>
// (each run's report written there), LH_TRACES=<dir> (each run's report, trace and DevTools log, lighthouse-report.mjs),
// LH_PAGES (a comma-separated subset of home,blog,por,markets,trade,leaderboard,wallet,account; default all).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipKb, printWithinBudget, readManifest } from './build-manifest.mjs';
import { lighthouseReport } from './lighthouse-report.mjs';
import { signedInBrowser } from './signed-in-browser.mjs';

const { staticClosure, entry, shell } = readManifest();
const homeFiles = staticClosure([entry, shell, 'src/presentation/pages/home-page.tsx']);
const sizes = homeFiles.map((f) => [f, gzipKb(f)]).sort((a, b) => b[1] - a[1]);
const total = sizes.reduce((sum, [, kb]) => sum + kb, 0);
for (const [file, kb] of sizes.slice(0, 30)) console.log(`#   ${kb.toFixed(1).padStart(7)} KB  ${file}`);
console.log(`#   (${sizes.length} files)`);
printWithinBudget('web.home_js_gzip_kb', total, 110, 'ADR 0011');

if (process.env.SKIP_LIGHTHOUSE === '1') process.exit();

const port = Number(process.env.BENCH_PORT ?? 8294);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.LH_RUNS ?? 3);
// the control surface makes the signed-in pages' member; its secret is this run's own
const controlSecret = `bench-${randomBytes(12).toString('hex')}`;
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    SKIP_BUILD: '1',
    NO_AUTH_EMULATOR: '1',
    SIM_DATA_DIR: '.data/bench-web',
    SIM_SEED: '42',
    SIM_CONTROL: '1',
    SIM_CONTROL_SECRET: controlSecret,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.exitCode === null && server.kill('SIGINT');
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/app-config.json`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error('the simulator did not start');
}

/** One run's score and CLS, its figures logged; `member`: the signed-in browser to run in. */
async function lighthouseRun(url, member) {
  const onRetry = (reason) => console.log(`#   ${url}: lighthouse could not measure (${reason}); again`);
  const report = member ? await member.around(() => lighthouseReport(url, onRetry, member.debugPort)) : lighthouseReport(url, onRetry);
  if (process.env.LH_SAVE)
    writeFileSync(join(process.env.LH_SAVE, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(report));
  const a = report.audits;
  if (member && !signedIn(report)) throw new Error(`${url} was not measured signed in: no private call answered`);
  console.log(
    `#   ${url}: ${Math.round(report.categories.performance.score * 100)} (FCP ${a['first-contentful-paint'].displayValue}, LCP ${a['largest-contentful-paint'].displayValue}, TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue})`,
  );
  return { score: report.categories.performance.score * 100, cls: a['cumulative-layout-shift'].numericValue };
}

/** Whether the page of a report read the member's account: a private call (`/api/v3/account/…`) answered 200. */
const signedIn = (report) =>
  report.audits['network-requests'].details.items.some((r) => /\/api\/v3\/account\b/.test(r.url) && r.statusCode === 200);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let member;
try {
  await waitForServer();
  const pages = [
    ['home', '/'],
    ['blog', '/blog'],
    ['por', '/proof-of-reserves'],
    ['markets', '/markets'],
    ['trade', '/trade/PERP_BTC_USDT'],
    ['leaderboard', '/leaderboard'],
    ['wallet', '/wallet', 'member'],
    ['account', '/account', 'member'],
  ];
  const only = process.env.LH_PAGES?.split(',');
  for (const [key, path, who] of pages.filter(([key]) => !only || only.includes(key))) {
    if (who === 'member') member ??= await signedInBrowser({ base, controlSecret, debugPort: Number(process.env.LH_DEBUG_PORT ?? 9334) });
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await lighthouseRun(`${base}${path}`, who === 'member' ? member : undefined));
    console.log(`BENCH web.lighthouse_${key} ${Math.round(median(results.map((r) => r.score)))} score`);
    if (key === 'markets') console.log(`BENCH web.markets_cls ${Math.max(...results.map((r) => r.cls)).toFixed(3)} cls`);
  }
} finally {
  await member?.close();
  stop();
}
