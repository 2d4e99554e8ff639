#!/usr/bin/env node
// Main-thread CPU of a page load, A/B against stacks that are already running (not a *.bench file).
// Lighthouse's wall-clock figures are meaningless when the machine is shared (load average 20+ on 2 cores: TBT of
// 10–60 s for a page that has 1 s of work). A Chrome trace also records each task's *thread* time (`tdur`, the CPU
// the main thread really spent), which the other processes' load barely changes. Per page and side, interleaved
// (A B, B A, …): the main thread's CPU from navigation to the network being quiet + SETTLE_MS, and a blocking
// figure like Lighthouse's mobile one — Σ max(0, 4 × task CPU − 50 ms) over the tasks after the first contentful
// paint, as on a phone 4× slower (tasks = the renderer main thread's top-level RunTask). Medians and ratio.
// Usage: node bench/main-thread-ab.mjs <before-url> <after-url> [runs=3] [paths=/,/blog,/proof-of-reserves]
// Env: SETTLE_MS (5000), WIDTH (412); SESSION_BEFORE and SESSION_AFTER (`<token>:<userId>`, a session of each stack,
// e.g. from its `POST /__control/sessions`): the pages are loaded signed in as that member (`/wallet`, `/account`).
import console from 'node:console';
import process from 'node:process';
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';

const [before, after, runsArg = '3', pathsArg = '/,/blog,/proof-of-reserves'] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node bench/main-thread-ab.mjs <before-url> <after-url> [runs] [paths]');
  process.exit(2);
}
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 5000);
const WIDTH = Number(process.env.WIDTH ?? 412);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function measure(url, session) {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 823 } });
  await context.addCookies([{ name: 'tracking', value: 'no', url }]);
  if (session) {
    const [token, userId] = session.split(':');
    await context.addCookies([{ name: 'authorization', value: token, url }]);
    await context.addInitScript((id) => {
      window.localStorage.setItem('network-allow-analytics', 'no');
      window.localStorage.setItem('userId', id);
    }, userId);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'loading', 'blink.user_timing', '__metadata'] },
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 180_000 });
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((f) => f.pid === e.pid && f.name === 'firstContentfulPaint'),
  );
  if (!main) throw new Error(`no renderer main thread with a first contentful paint for ${url}`);
  const fcp = events.find((e) => e.pid === main.pid && e.name === 'firstContentfulPaint').ts;
  const tasks = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
      e.tdur !== undefined,
  );
  const cpuMs = tasks.reduce((sum, e) => sum + e.tdur, 0) / 1000;
  const blockingMs = tasks.filter((e) => e.ts >= fcp).reduce((sum, e) => sum + Math.max(0, (4 * e.tdur) / 1000 - 50), 0);
  const longest = Math.max(0, ...tasks.filter((e) => e.ts >= fcp).map((e) => e.tdur / 1000));
  const start = Math.min(...tasks.map((e) => e.ts));
  return { cpuMs, blockingMs, longest, fcpMs: (fcp - start) / 1000 };
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const paths = pathsArg.split(',');
const runs = Number(runsArg);
const results = new Map(paths.map((p) => [p, { before: [], after: [] }]));
for (let round = 0; round < runs; round++) {
  for (const path of paths) {
    const order = (round + paths.indexOf(path)) % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const side of order) {
      const r = await measure(
        `${side === 'before' ? before : after}${path}`,
        side === 'before' ? process.env.SESSION_BEFORE : process.env.SESSION_AFTER,
      );
      results.get(path)[side].push(r);
      console.log(
        `# ${path} ${side.padEnd(6)} main-thread CPU ${r.cpuMs.toFixed(0)} ms, blocking at 4× ${r.blockingMs.toFixed(0)} ms, longest task after FCP ${r.longest.toFixed(1)} ms (load ${loadavg()[0].toFixed(1)})`,
      );
    }
  }
}
await browser.close();
console.log(
  `\nMain thread A/B, ${runs} interleaved runs a side, medians (load average now ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
console.log(
  `${'page'.padEnd(24)} ${'CPU ms'.padStart(15)} ${'ratio'.padStart(6)} ${'blocking@4× ms'.padStart(17)} ${'ratio'.padStart(6)} ${'longest task ms'.padStart(17)}`,
);
for (const [path, { before: b, after: a }] of results) {
  const m = (list, key) => median(list.map((r) => r[key]));
  const pair = (key) => `${Math.round(m(b, key))} → ${Math.round(m(a, key))}`;
  const ratio = (key) => (m(b, key) ? (m(a, key) / m(b, key)).toFixed(2) : '—');
  console.log(
    `${path.padEnd(24)} ${pair('cpuMs').padStart(15)} ${ratio('cpuMs').padStart(6)} ${pair('blockingMs').padStart(17)} ${ratio('blockingMs').padStart(6)} ${pair('longest').padStart(17)}`,
  );
}
