// market.table_* and market.soak_heap_growth_mb: the /markets table (500 rows) in headless Chromium against the stack at
// BENCH_URL, or one of its own on BENCH_PORT (default 8291; needs the built app).
// The market stream is synthetic and in-page (bench/market-table-feed.mjs) so the rate is exact; everything
// after the socket (parse, zod, merge, MobX, React, antd virtual table) is the app's own code.
// SOAK_MS sets the soak length (default 600000 = 10 minutes); MEASURE_MS the fps windows (default 10000).
import { launchBenchBrowser } from './bench-browser.mjs';
import { benchStack } from './bench-stack.mjs';
import { installFeed } from './market-table-feed.mjs';

const MEASURE_MS = Number(process.env.MEASURE_MS ?? 10_000);
const SOAK_MS = Number(process.env.SOAK_MS ?? 600_000);
const stack = await benchStack({ port: Number(process.env.BENCH_PORT ?? 8291), dataDir: '.data/bench-markets' });
const BASE = stack.base;

const browser = await launchBenchBrowser();

async function openTable(perFrame) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'tracking', value: 'no', url: BASE }]);
  const page = await context.newPage();
  await page.addInitScript(installFeed, { symbols: 500, perFrame });
  await page.goto(`${BASE}/markets`);
  await page.waitForSelector('[data-testid="bid-SPOT_B0_USDT"], [data-testid^="last-SPOT_B"]', { timeout: 30_000 });
  return { context, page };
}

/** Frame times from a rAF loop over `ms`, with the feed at `rate` updates/s. */
async function measure(page, rate, ms) {
  return page.evaluate(
    async ({ rate, ms }) => {
      window.__feed.rate = rate;
      await new Promise((r) => setTimeout(r, 1000));
      window.__feed.latencies.length = 0;
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
      const total = frames.reduce((a, b) => a + b, 0);
      const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;
      return {
        fps: (frames.length / total) * 1000,
        p95: p95(frames),
        max: Math.max(...frames),
        latencyP95: p95(window.__feed.latencies),
        samples: window.__feed.latencies.length,
      };
    },
    { rate, ms },
  );
}

const one = await openTable(1);
const r2000 = await measure(one.page, 2000, MEASURE_MS);
console.log(`BENCH market.table_fps_2000 ${r2000.fps.toFixed(1)} fps`);
console.log(`BENCH market.table_p95_frame_ms_2000 ${r2000.p95.toFixed(1)} ms`);
console.log(`BENCH market.table_latency_p95_ms_2000 ${r2000.latencyP95.toFixed(1)} ms`);
console.log(`# 2000/s: longest frame ${r2000.max.toFixed(1)} ms, ${r2000.samples} latency samples`);

const batched = await openTable(500);
const r10000 = await measure(batched.page, 10_000, MEASURE_MS);
console.log(`BENCH market.table_fps_10000_batched ${r10000.fps.toFixed(1)} fps`);
console.log(`# 10000/s batched: p95 frame ${r10000.p95.toFixed(1)} ms, longest ${r10000.max.toFixed(1)} ms`);
await batched.context.close();

// Soak: 2,000 frames/s on the first page; heap after forced GC at start and end.
const cdp = await one.context.newCDPSession(one.page);
const heap = async () => {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
};
const before = await heap();
await one.page.waitForTimeout(SOAK_MS);
const after = await heap();
console.log(`BENCH market.soak_heap_growth_mb ${((after - before) / 1024 / 1024).toFixed(2)} MB`);
console.log(`# soak ${Math.round(SOAK_MS / 1000)} s at 2000 frames/s, ${await one.page.evaluate(() => window.__feed.sent)} updates sent`);
await one.context.close();
await browser.close();
stack.stop();
