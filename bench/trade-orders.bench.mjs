// The trade page's browser figures, in headless Chromium (/usr/bin/chromium) against the simulator on
// loopback, serving the production build (`dist/`, built first unless SKIP_BUILD=1, as scripts/start.mjs does):
//   BENCH trade.place_to_row_p95_ms <ms> ms   — click on Buy → the order's row in open orders (DOM), p95 of ORDERS
//                                               (200) limit buys below the market on SPOT_BTC_USDT, target ≤ 150
//   BENCH trade.open_orders_fps_1000 <fps> fps — 1,000 open orders on the open-orders tab while fills of the
//                                               member's orders stream at FILL_RATE (100) a second, target 60
//   BENCH trade.open_orders_p95_frame_ms_1000 <ms> ms — p95 frame time of that window
//   BENCH trade.open_orders_busy_ms_1000 <ms> ms — the page's main thread busy in that window (CDP `TaskDuration`),
//                                               lower is better: at 60 fps the frame figures stop moving, this does not
//   BENCH trade.open_orders_simulator_cpu_ms_1000 <ms> ms — the simulator's CPU in that window (its process, /proc),
//                                               lower is better: the exchange on the same 2 cores as the page
// The bench starts its own simulator (`benchSimulator`: BENCH_PORT default 8362, a fresh data folder, no Auth
// emulator) with SIM_RATE_LIMITS=0 (the exchange's 5 orders/s per symbol would otherwise refuse the bench's orders),
// SIM_CONTROL=1 and its own control secret: members are made by `POST /__control/sessions` (a real exchange session,
// no Firebase sign-in; the page restores it from the `authorization` cookie as after any sign-in).
// The fps window also prints (a `#` line) the page's layouts and style passes in it and its busy main thread
// (CDP `Performance.getMetrics`): counts the machine's load does not change, where the frame rate does.
// Env: ORDERS (200), FILL_RATE (100), MEASURE_MS (10000), SKIP_BUILD=1, CHROME_PATH.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchBenchBrowser } from './bench-browser.mjs';
import { benchSimulator } from './bench-stack.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8362);
const BASE = `http://127.0.0.1:${PORT}`;
const ORDERS = Number(process.env.ORDERS ?? 200);
const FILL_RATE = Number(process.env.FILL_RATE ?? 100);
const MEASURE_MS = Number(process.env.MEASURE_MS ?? 10_000);
const SECRET = `bench-${randomBytes(12).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'trade-orders-bench-'));

// The app is built first unless SKIP_BUILD=1 (as scripts/start.mjs); the simulator is started here directly so the
// bench can stop it for sure (SIGINT, then SIGKILL after 5 s).
if (process.env.SKIP_BUILD !== '1' || !existsSync('dist/index.html')) {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = benchSimulator({ port: PORT, dataDir, secret: SECRET });
// SIM_NICE=<n>: the simulator runs at a lower CPU priority, a stand-in for an exchange on other machines (on a
// 2-core box the matching engine and Chromium otherwise share the cores the page's frames need).
if (process.env.SIM_NICE) spawnSync('renice', ['-n', process.env.SIM_NICE, '-p', String(server.pid)], { stdio: 'ignore' });
const stop = () => {
  if (server.exitCode !== null) return;
  server.kill('SIGINT');
  setTimeout(() => server.exitCode === null && server.kill('SIGKILL'), 5_000).unref();
};
process.on('exit', () => server.exitCode === null && server.kill('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130)); // the stack stops with us

async function waitForServer() {
  for (let i = 0; i < 1200; i++) {
    if (server.exitCode !== null) throw new Error('the stack stopped');
    try {
      if ((await fetch(`${BASE}/app-config.json`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error('the simulator did not start');
}

/** A new member with a real exchange session (the control surface; no Firebase). */
async function member(alias) {
  const r = await fetch(`${BASE}/__control/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sim-control-secret': SECRET },
    body: JSON.stringify({ alias }),
  });
  const body = await r.json();
  if (!body.ok) throw new Error(`no session: ${JSON.stringify(body)}`);
  return { token: body.token, userId: body.userId };
}

async function api(token, method, path, payload) {
  const r = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  return r.json();
}

async function bestPrices(symbol) {
  const book = await (await fetch(`${BASE}/api/v3/public/orderbook?symbol=${symbol}&maxLevel=1`)).json();
  return { bid: book.data.bids[0].price, ask: book.data.asks[0].price };
}

/** `value` on a grid of `tick` (a decimal string like 0.1), rounded down, as a decimal string. */
const onTick = (value, tick) => {
  const decimals = (tick.split('.')[1] ?? '').length;
  const units = Math.floor(value / Number(tick) + 1e-9);
  return ((units / 10 ** decimals) * Number(tick) * 10 ** decimals).toFixed(decimals);
};

const browser = await (async () => {
  await waitForServer();
  return launchBenchBrowser();
})();

/**
 * COMMITS=1: which components React rendered during the measured window, by the page's devtools hook (a component
 * rendered in a commit when its fiber did work and was not in the tree of the commit before; named by its type's
 * name, minified in the build, and the test id or first class of its first element).
 */
function countRenders() {
  const counts = new Map();
  let on = false;
  let previous = new WeakSet();
  const where = (fiber) => {
    for (let c = fiber.child, i = 0; c && i < 60; c = c.child, i++) {
      if (typeof c.type !== 'string') continue;
      const el = c.stateNode;
      const id = el?.getAttribute?.('data-testid');
      return id ? `#${id}` : `${c.type}.${String(el?.className ?? '').split(' ')[0]}`;
    }
    return '-';
  };
  const within = (fiber) => {
    for (let c = fiber.return; c; c = c.return) {
      const id = typeof c.type === 'string' ? c.stateNode?.getAttribute?.('data-testid') : undefined;
      if (id) return `#${id}`;
    }
    return '-';
  };
  const visit = (root) => {
    const seen = new WeakSet();
    const stack = [root];
    while (stack.length) {
      const f = stack.pop();
      seen.add(f);
      if (typeof f.type === 'function' && f.flags & 1 && !previous.has(f)) {
        const key = `${f.type.displayName || f.type.name || '?'} ${where(f)} in ${within(f)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
    previous = seen;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id, root) => on && visit(root.current),
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
  window.__renders = {
    start: () => {
      on = true;
      counts.clear();
    },
    read: () => [...counts].sort((a, b) => b[1] - a[1]).slice(0, 40),
  };
}

/** The trade page of `route`, signed in as `who`, limit orders placed without the confirmation step. */
async function tradePage(who, route) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([
    { name: 'tracking', value: 'no', url: BASE },
    { name: 'authorization', value: who.token, url: BASE },
  ]);
  const page = await context.newPage();
  if (process.env.COMMITS) await page.addInitScript(countRenders);
  await page.addInitScript((userId) => {
    window.localStorage.setItem('network-allow-analytics', 'no');
    window.localStorage.setItem('userId', userId);
    // The stored form of "Don't ask again" for limit orders, and a bottom panel tall enough to show ~12 rows.
    window.localStorage.setItem(
      'woox.trade-preferences',
      JSON.stringify({ skipConfirm: ['LIMIT'], bottomPanel: { collapsed: false, height: 420 } }),
    );
  }, who.userId);
  await page.goto(`${BASE}${route}`);
  // PAGE_CSS=<rules>: a style sheet added to the page, to try a rendering change before making it
  if (process.env.PAGE_CSS) await page.addStyleTag({ content: process.env.PAGE_CSS });
  await page.getByTestId('order-form').waitFor({ timeout: 60_000 });
  await page.getByTestId('open-orders').waitFor({ timeout: 30_000 });
  return { context, page };
}

/**
 * CPU time (user + system, ms) a process has used so far, from Linux's /proc/<pid>/stat (in clock ticks of 10 ms);
 * undefined where there is no /proc.
 */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** Places ORDERS limit buys through the form; each timed in the page from the click to its row in open orders. */
async function placeToRow() {
  const who = await member('bench-place');
  const { context, page } = await tradePage(who, '/trade/BTC_USDT');
  const tick = '0.1';
  const { bid } = await bestPrices('SPOT_BTC_USDT');
  let price = Number(onTick(bid * 0.98, tick));
  const dom = [];
  const painted = [];
  let missed = 0;
  for (let i = 0; i < ORDERS; i++) {
    const text = price.toFixed(1);
    // The form empties the size once the previous order's answer is in: wait for that before filling it again.
    await page.locator('[data-testid="order-submit"]:not([disabled])').waitFor();
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="order-pending"]') && document.querySelector('[data-testid="order-size"]')?.value === '',
    );
    await page.getByTestId('order-price').fill(text);
    await page.getByTestId('order-size').fill('0.0002');
    // The row shows the price at the symbol's tick (64286.0 stays 64,286.0, though the wire's JSON number says 64286)
    // in the page's grouping.
    const decimals = (tick.split('.')[1] ?? '').length;
    const shown = Number(text).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    const r = await page.evaluate(async (shown) => {
      // The bottom panel holds the table: the table itself is made anew when it turns virtual and when a new order comes first.
      const holder = document.querySelector('[data-testid="bottom-panel"]');
      const button = document.querySelector('[data-testid="order-submit"]');
      const has = () =>
        [...holder.querySelectorAll('[data-testid="open-orders"] tbody tr[data-row-key]')].some((tr) =>
          [...tr.children].some((td) => td.textContent === shown),
        );
      return new Promise((resolve) => {
        let t0 = 0;
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 3_000);
        const observer = new MutationObserver(() => {
          if (!has()) return;
          const dom = performance.now() - t0;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve({ dom, painted: performance.now() - t0 }));
        });
        observer.observe(holder, { childList: true, subtree: true, characterData: true });
        t0 = performance.now();
        button.click();
      });
    }, shown);
    if (r) {
      dom.push(r.dom);
      painted.push(r.painted);
    } else {
      missed++;
      const why = await page.locator('[data-testid^="refusal-"], [data-testid="order-notice"]').allTextContents();
      const first = await page
        .getByTestId('open-orders')
        .locator('tbody tr[data-row-key]')
        .evaluateAll((rows) => rows.slice(0, 3).map((r) => r.textContent.slice(0, 60)));
      const tab = await page.getByTestId('bottom-tabs').locator('.ant-segmented-item').first().textContent();
      const dom = await page.getByTestId('open-orders').locator('tbody tr[data-row-key]').count();
      console.log(
        `# no row for ${text} (${shown}): ${why.join(' | ') || 'no message'}; tab "${tab}", ${dom} rows in the DOM; first rows: ${first.join(' / ')}`,
      );
    }
    price = Number((price - Number(tick)).toFixed(1));
  }
  await context.close();
  return { p95: percentile(dom, 0.95), median: percentile(dom, 0.5), max: Math.max(...dom), paintedP95: percentile(painted, 0.95), missed };
}

/** Runs `task` on at most `n` at once over `items`. */
async function pool(items, n, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

/**
 * TRACE=<file>: a Chromium trace of the measured window (the renderer's tasks, style, layout, paint and the compositor's
 * frames), for `chrome://tracing`, DevTools' Performance panel or `bench/trace-frames.mjs`.
 */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink',
  'cc',
  'toplevel',
  'v8',
];

/** Frame times from a rAF loop over `ms` in the page. */
function frameTimes(page, ms) {
  return page.evaluate(async (ms) => {
    const times = [];
    await new Promise((resolve) => {
      let prev = 0;
      let start = 0;
      const loop = (t) => {
        times.push(t - prev);
        prev = t;
        if (t - start < ms) requestAnimationFrame(loop);
        else resolve();
      };
      requestAnimationFrame((t) => {
        prev = t;
        start = t;
        requestAnimationFrame(loop);
      });
    });
    return times;
  }, ms);
}

/** LAYERS=1: the page's composited layers (CDP `LayerTree`), each with its size and the element that made it. */
async function listLayers(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.getDocument', { depth: -1 });
  const changed = new Promise((resolve) => cdp.once('LayerTree.layerTreeDidChange', resolve));
  await cdp.send('LayerTree.enable');
  const { layers = [] } = await changed;
  console.log(`# ${layers.length} composited layers`);
  for (const layer of layers) {
    let what = '-';
    if (layer.backendNodeId) {
      const { node } = await cdp.send('DOM.describeNode', { backendNodeId: layer.backendNodeId }).catch(() => ({ node: undefined }));
      const attrs = Object.fromEntries(
        (node?.attributes ?? []).reduce((pairs, v, i, all) => (i % 2 ? pairs : [...pairs, [v, all[i + 1]]]), []),
      );
      what = node
        ? `${node.nodeName.toLowerCase()}${attrs['data-testid'] ? `#${attrs['data-testid']}` : ''}.${(attrs.class ?? '').split(' ')[0]}`
        : '?';
    }
    const { compositingReasons = [] } = await cdp.send('LayerTree.compositingReasons', { layerId: layer.layerId }).catch(() => ({}));
    console.log(
      `#   ${Math.round(layer.width)}×${Math.round(layer.height)} ${layer.drawsContent ? 'draws' : 'empty'} ${what} ${compositingReasons.join(',')}`,
    );
  }
  await cdp.send('LayerTree.disable');
  await cdp.detach();
}

/** The page's own counters (CDP `Performance.getMetrics`): how often it laid out and styled, and for how long. */
async function pageMetrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

/** What the page did between two readings: layouts and style passes (counts), and the main thread's busy seconds. */
const metricsDelta = (a, b) => ({
  layouts: b.LayoutCount - a.LayoutCount,
  styles: b.RecalcStyleCount - a.RecalcStyleCount,
  taskMs: (b.TaskDuration - a.TaskDuration) * 1000,
  scriptMs: (b.ScriptDuration - a.ScriptDuration) * 1000,
  layoutMs: (b.LayoutDuration - a.LayoutDuration) * 1000,
  styleMs: (b.RecalcStyleDuration - a.RecalcStyleDuration) * 1000,
});

const fpsOf = (frames) => (frames.length / frames.reduce((a, b) => a + b, 0)) * 1000;

/**
 * 1,000 resting perpetual buys of a member on the open-orders tab of BTC-PERP, then the member's fills at FILL_RATE a
 * second: market orders of the member on SPOT_ETH_USDT (buy and sell in turn, 0.004 ETH), each filled at once, so
 * each brings an execution report (NEW, then FILLED with the fill) and a balance message over the private stream.
 * (Fills of the resting orders themselves cannot be paced: the synthetic market moving through a bid fills it whole.)
 */
async function openOrdersFps() {
  const symbol = 'PERP_BTC_USDT';
  const who = await member('bench-fps');
  const { bid } = await bestPrices(symbol);
  // 1,000 small bids 1–2.5 % under the market (inside the 3 % band): ~1,300 USDT of margin at 10× of the demo 10,000.
  const orders = Array.from({ length: Number(process.env.OPEN_ORDERS ?? 1000) }, (_, i) => ({
    symbol,
    side: 'BUY',
    type: 'LIMIT',
    price: Number(onTick(bid * (0.99 - i * 0.000015), '0.1')),
    quantity: 0.0002,
  }));
  let refused = 0;
  await pool(orders, 16, async (o) => {
    const r = await api(who.token, 'POST', '/v3/trade/order', o);
    if (!r.success) refused++;
    if (!r.success && refused < 4) console.log(`# refused: ${JSON.stringify(r)}`);
  });
  const open = (await api(who.token, 'GET', `/v3/trade/orders?status=INCOMPLETE&size=1`)).data.meta.total;
  const { context, page } = await tradePage(who, '/trade/BTC_PERP');
  await page
    .getByText(`(${open})`)
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => {});
  await page.waitForTimeout(2_000);
  const idle = await frameTimes(page, Math.min(MEASURE_MS, 5_000));

  let sent = 0;
  let failed = 0;
  let running = true;
  const started = Date.now();
  const orderer = (async () => {
    const inflight = new Set();
    while (running) {
      const due = Math.floor(((Date.now() - started) / 1000) * FILL_RATE);
      while (sent < due) {
        const side = sent % 2 === 0 ? 'BUY' : 'SELL';
        sent++;
        const p = api(who.token, 'POST', '/v3/trade/order', { symbol: 'SPOT_ETH_USDT', side, type: 'MARKET', quantity: 0.004 })
          .then(
            (r) => {
              if (!r.success && failed++ < 3) console.log(`# market order refused: ${JSON.stringify(r)}`);
            },
            () => {
              failed++;
            },
          )
          .finally(() => inflight.delete(p));
        inflight.add(p);
      }
      await sleep(2);
    }
    await Promise.all(inflight);
  })();
  await sleep(1_000); // the stream is flowing before the window starts
  if (process.env.LAYERS) await listLayers(context, page);
  const from = Date.now();
  const cdp = process.env.PROFILE ? await context.newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  if (process.env.COMMITS) await page.evaluate(() => window.__renders.start());
  if (process.env.TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const metrics = await context.newCDPSession(page);
  await metrics.send('Performance.enable');
  const before = await pageMetrics(metrics);
  const simulatorBefore = cpuMsOf(server.pid);
  const frames = await frameTimes(page, MEASURE_MS);
  const work = metricsDelta(before, await pageMetrics(metrics));
  const simulatorAfter = cpuMsOf(server.pid);
  if (process.env.TRACE) (await import('node:fs')).writeFileSync(process.env.TRACE, await browser.stopTracing());
  if (process.env.COMMITS)
    for (const [what, n] of await page.evaluate(() => window.__renders.read())) console.log(`# rendered ${n}× ${what}`);
  if (cdp) (await import('node:fs')).writeFileSync(process.env.PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  const to = Date.now();
  running = false;
  await orderer;
  const fills = (await api(who.token, 'GET', `/v3/trade/transactionHistory?symbol=SPOT_ETH_USDT&startTime=${from}&endTime=${to}&size=1`))
    .data.meta.total;
  const rows = await page.getByTestId('open-orders').locator('tbody tr[data-row-key]').count();
  await context.close();
  return {
    fps: fpsOf(frames),
    p95: percentile(frames, 0.95),
    max: Math.max(...frames),
    idleFps: fpsOf(idle),
    idleP95: percentile(idle, 0.95),
    open,
    refused,
    rows,
    fillsPerS: fills / ((to - from) / 1000),
    failed,
    work,
    simulatorCpuMs: simulatorBefore === undefined || simulatorAfter === undefined ? undefined : simulatorAfter - simulatorBefore,
  };
}

try {
  const only = process.env.ONLY ?? '';
  if (!only || only === 'place') {
    const r = await placeToRow();
    console.log(`BENCH trade.place_to_row_p95_ms ${r.p95.toFixed(1)} ms`);
    console.log(
      `# ${ORDERS} orders: median ${r.median.toFixed(1)} ms, longest ${r.max.toFixed(1)} ms, to the next frame p95 ${r.paintedP95.toFixed(1)} ms, ${r.missed} without a row in 3 s`,
    );
  }
  if (!only || only === 'fps') {
    const r = await openOrdersFps();
    console.log(`BENCH trade.open_orders_fps_1000 ${r.fps.toFixed(1)} fps`);
    console.log(`BENCH trade.open_orders_p95_frame_ms_1000 ${r.p95.toFixed(1)} ms`);
    console.log(`BENCH trade.open_orders_busy_ms_1000 ${r.work.taskMs.toFixed(0)} ms`);
    // the simulator on the same machine: its CPU in the window (the exchange's fills, book, streams and store), which
    // the page's frames share the 2 cores with
    if (r.simulatorCpuMs !== undefined) console.log(`BENCH trade.open_orders_simulator_cpu_ms_1000 ${r.simulatorCpuMs} ms`);
    console.log(
      `# ${r.open} open orders (${r.refused} refused), ${r.rows} rows in the DOM, longest frame ${r.max.toFixed(1)} ms; the member's fills ${r.fillsPerS.toFixed(0)}/s (${r.failed} orders failed); without fills ${r.idleFps.toFixed(1)} fps, p95 frame ${r.idleP95.toFixed(1)} ms`,
    );
    const w = r.work;
    console.log(
      `# in the window: ${w.layouts} layouts, ${w.styles} style passes; main thread busy ${w.taskMs.toFixed(0)} ms (script ${w.scriptMs.toFixed(0)}, layout ${w.layoutMs.toFixed(0)}, style ${w.styleMs.toFixed(0)})`,
    );
  }
} finally {
  await browser.close();
  stop();
  for (let i = 0; i < 60 && server.exitCode === null; i++) await sleep(100);
  rmSync(dataDir, { recursive: true, force: true });
}
