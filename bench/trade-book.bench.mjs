// The trade page's order book under a firehose, in headless Chromium against the production build:
//   BENCH trade.book_fps_1000 <fps> fps             — frames a second, book of 50 levels a side fed 1,000 deltas a second
//                                                     (5 levels each) plus 200 trades a second; target 60
//   BENCH trade.book_p95_frame_ms_1000 <ms> ms      — the 95th percentile frame time; target ≤ 17.5
//   BENCH trade.book_latency_p95_ms_1000 <ms> ms    — a delta's arrival to the paint that shows it, p95; target ≤ 50
//   BENCH trade.soak_heap_growth_mb <mb> MB         — heap growth (after forced GC) over SOAK_MS at that rate; target ≤ 2
//   BENCH trade.idle_main_ms_per_s <ms> ms          — the same page open on the simulator's own streams (book every
//                                                     50 ms, no synthetic feed), nobody touching it: the renderer's
//                                                     main-thread time a second (CDP `TaskDuration`), median of RUNS
//                                                     windows of MEASURE_MS; lower is better (docs/benchmarks.md, stop 50:
//                                                     an animated flash had the page painted at every frame)
// `/trade/PERP_BTC_USDT` at 1440×900. Each figure is the median of RUNS windows of MEASURE_MS (each window also
// printed). The book and trades of that symbol are synthetic and in-page (bench/trade-book-feed.mjs) so the rate is
// exact; everything else on the page is live from the simulator, and everything after the socket (parse, the sync
// recipe, MobX, React, antd, the chart) is the app's own code.
// Env: BENCH_URL (a running stack) or BENCH_PORT (8296: the benchmark starts one; needs `npx vite build` first),
// MEASURE_MS (10000), RUNS (3), SOAK_MS (180000; the soak is 600000), RATE (1000), TRADE_RATE (200).
import { launchBenchBrowser } from './bench-browser.mjs';
import { benchStack } from './bench-stack.mjs';
import { installBookFeed } from './trade-book-feed.mjs';

const SYMBOL = 'PERP_BTC_USDT';
const MEASURE_MS = Number(process.env.MEASURE_MS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 3);
const SOAK_MS = Number(process.env.SOAK_MS ?? 180_000);
const RATE = Number(process.env.RATE ?? 1000);
const TRADE_RATE = Number(process.env.TRADE_RATE ?? 200);

const stack = await benchStack({
  port: Number(process.env.BENCH_PORT ?? 8296),
  dataDir: '.data/bench-trade',
  env: { SIM_RATE_LIMITS: '0' },
});
const BASE = stack.base;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function instrument() {
  const rules = await (await fetch(`${BASE}/api/v3/public/instruments?symbol=${SYMBOL}`)).json();
  const row = rules.data.rows.find((r) => r.symbol === SYMBOL);
  const book = await (await fetch(`${BASE}/api/v3/public/orderbook?symbol=${SYMBOL}`)).json();
  const mid = (Number(book.data.bids[0].price) + Number(book.data.asks[0].price)) / 2;
  return { tick: Number(row.quoteTick), step: Number(row.baseTick), mid };
}

async function openTrade(browser, feedOptions) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'tracking', value: 'no', url: BASE }]);
  const page = await context.newPage();
  await page.addInitScript(installBookFeed, feedOptions);
  // The REST snapshot of the synthetic book: its timestamp is the last delta's, so the chain continues from it.
  await page.route(/\/v3\/public\/orderbook\?/, async (route) => {
    if (!route.request().url().includes(`symbol=${SYMBOL}`)) return route.continue();
    const snap = await page.evaluate(() => window.__book.snapshot());
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, data: { asks: snap.asks, bids: snap.bids }, timestamp: snap.ts }),
    });
  });
  await page.goto(`${BASE}/trade/${SYMBOL}`);
  await page.locator('[data-testid="order-book"][data-status="live"]').first().waitFor({ timeout: 60_000 });
  return { context, page };
}

/** Frame times from a rAF loop over `ms`; arrival-to-paint latencies of the deltas in that window. */
async function measure(page, ms) {
  return page.evaluate(async (ms) => {
    const feed = window.__book;
    feed.measuring = true;
    feed.latencies.length = 0;
    const sent = feed.sent;
    const frames = [];
    await new Promise((resolve) => {
      let prev = performance.now();
      const start = prev;
      const loop = (t) => {
        frames.push(t - prev);
        prev = t;
        if (t - start < ms) requestAnimationFrame(loop);
        else resolve();
      };
      requestAnimationFrame((t) => {
        prev = t;
        requestAnimationFrame(loop);
      });
    });
    feed.measuring = false;
    const total = frames.reduce((a, b) => a + b, 0);
    const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;
    const resyncs = Number(document.querySelector('[data-testid="order-book"]')?.getAttribute('data-resyncs') ?? -1);
    return {
      fps: (frames.length / total) * 1000,
      p95: p95(frames),
      max: Math.max(...frames),
      latencyP95: p95(feed.latencies),
      samples: feed.latencies.length,
      deltas: feed.sent - sent,
      resyncs,
      longFrames: frames.filter((f) => f > 50).length,
    };
  }, ms);
}

let browser;
try {
  const { tick, step, mid } = await instrument();
  browser = await launchBenchBrowser();
  const { context, page } = await openTrade(browser, {
    symbol: SYMBOL,
    tick,
    step,
    mid,
    levels: 50,
    levelsPerDelta: 5,
    rate: RATE,
    tradeRate: TRADE_RATE,
  });
  await page.waitForTimeout(3000);
  const windows = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await measure(page, MEASURE_MS);
    windows.push(r);
    console.log(
      `# window ${i + 1}: ${r.fps.toFixed(1)} fps, p95 frame ${r.p95.toFixed(1)} ms, longest ${r.max.toFixed(1)} ms, ${r.longFrames} frames > 50 ms, latency p95 ${r.latencyP95.toFixed(1)} ms (${r.samples} deltas painted of ${r.deltas} sent), resyncs so far ${r.resyncs}`,
    );
  }
  console.log(`BENCH trade.book_fps_${RATE} ${median(windows.map((w) => w.fps)).toFixed(1)} fps`);
  console.log(`BENCH trade.book_p95_frame_ms_${RATE} ${median(windows.map((w) => w.p95)).toFixed(1)} ms`);
  console.log(`BENCH trade.book_latency_p95_ms_${RATE} ${median(windows.map((w) => w.latencyP95)).toFixed(1)} ms`);

  // Soak: the same page at the same rate; heap after forced GC at the start and the end.
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const before = await heap();
  const sentBefore = await page.evaluate(() => window.__book.sent);
  await page.waitForTimeout(SOAK_MS);
  const after = await heap();
  const { sent, trades, resyncs } = await page.evaluate(() => ({
    sent: window.__book.sent,
    trades: window.__book.trades,
    resyncs: document.querySelector('[data-testid="order-book"]')?.getAttribute('data-resyncs'),
  }));
  console.log(`BENCH trade.soak_heap_growth_mb ${((after - before) / 1024 / 1024).toFixed(2)} MB`);
  console.log(
    `# soak ${Math.round(SOAK_MS / 1000)} s: ${sent - sentBefore} deltas (${((sent - sentBefore) / (SOAK_MS / 1000)).toFixed(0)}/s), ${trades} trades in all, heap ${(before / 1048576).toFixed(1)} → ${(after / 1048576).toFixed(1)} MB, resyncs ${resyncs}`,
  );
  await context.close();

  // Idle: the page as a trader leaves it open, on the simulator's own book and trades.
  const idle = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await idle.addCookies([{ name: 'tracking', value: 'no', url: BASE }]);
  const idlePage = await idle.newPage();
  await idlePage.goto(`${BASE}/trade/${SYMBOL}`);
  await idlePage.locator('[data-testid="order-book"][data-status="live"]').first().waitFor({ timeout: 60_000 });
  await idlePage.waitForTimeout(3000);
  const metrics = await idle.newCDPSession(idlePage);
  await metrics.send('Performance.enable');
  const taskSeconds = async () => (await metrics.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const idleWindows = [];
  for (let i = 0; i < RUNS; i++) {
    const start = await taskSeconds();
    const at = performance.now();
    await idlePage.waitForTimeout(MEASURE_MS);
    idleWindows.push((((await taskSeconds()) - start) * 1000) / ((performance.now() - at) / 1000));
  }
  console.log(`# idle windows: ${idleWindows.map((w) => w.toFixed(0)).join(', ')} ms of main thread a second`);
  console.log(`BENCH trade.idle_main_ms_per_s ${median(idleWindows).toFixed(0)} ms`);
  await idle.close();
} finally {
  await browser?.close();
  stack.stop();
}
