// A click from the home page to another page, in headless Chromium (/usr/bin/chromium) against the production build
// (`dist/`, as `npm start` serves it; needs `npx vite build` first): the time from the click to the new page's heading
// (`page-title`) in the DOM, the pointer resting on the link HOVER_MS (250) before the click, as a person's does, on a
// phone's network (Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; no CPU throttling).
//   BENCH web.click_to_page_ms_<page> <ms> ms — median of RUNS (5) fresh visits (a new context: an empty cache) to `/`,
//                                               each read READ_MS (3000) once the app's runtime is ready
//                                               (`boot:container-ready`), the pointer moving over the page, before
//                                               it goes to the link
// Pages: markets (an app page: antd and the markets' chunks), brokers (a public page painted with antd, in the app's
// page list), blog and proof-of-reserves (light public pages), trade (the trade page from the home's market list,
// shown when its book has a priced bid: its DI module, its panels and its reads), trade_member (the same click by a
// signed-in member, a session of the simulator's control surface: shown when the order form's button is). Lower is
// better; no target of its own: the figure the route table's chunking and preloading change, read side by side
// (`npm run bench:ab`).
// Env: BENCH_PORT (8366), RUNS (5), READ_MS (3000), HOVER_MS (250), NAV_PAGES (a comma-separated subset), CHROME_PATH.
import { randomBytes } from 'node:crypto';
import { launchBenchBrowser } from './bench-browser.mjs';
import { benchStack } from './bench-stack.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const READ_MS = Number(process.env.READ_MS ?? 3000);
const HOVER_MS = Number(process.env.HOVER_MS ?? 250);
/**
 * Where the link is: the header's navigation, the footer's (brokers), or the home's market list (trade). A page is shown
 * when its heading is; the trade page when its book has a priced bid (what a trader reads first).
 */
const PAGES = [
  { name: 'markets', path: '/markets' },
  { name: 'brokers', path: '/brokers' },
  { name: 'blog', path: '/blog' },
  { name: 'proof_of_reserves', path: '/proof-of-reserves' },
  { name: 'trade', path: '/trade/SPOT_BTC_USDT', shown: 'book' },
  { name: 'trade_member', path: '/trade/SPOT_BTC_USDT', shown: 'order-form', member: true },
].filter((p) => !process.env.NAV_PAGES || process.env.NAV_PAGES.split(',').includes(p.name));
const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const controlSecret = randomBytes(16).toString('hex');
const stack = await benchStack({
  port: Number(process.env.BENCH_PORT ?? 8366),
  dataDir: '.data/bench-navigation',
  env: { SIM_CONTROL: '1', SIM_CONTROL_SECRET: controlSecret },
});
const browser = await launchBenchBrowser();

/**
 * In the page: the click's time, and the first frame where the target's heading (its book's best bid, the member's
 * order form's button) is in the DOM.
 */
function watchNavigation({ target, shown }) {
  const home = document.querySelector('[data-testid="page-title"]')?.textContent ?? '';
  const nav = { clickAt: 0, shownAt: 0 };
  window.__nav = nav;
  document.addEventListener('click', () => void (nav.clickAt ||= performance.now()), { capture: true });
  const isShown = () => {
    if (shown === 'book') return /\d/.test(document.querySelector('[data-testid="order-book-bids"] > *')?.textContent ?? '');
    if (shown === 'order-form') return document.querySelector('[data-testid="order-submit"]') !== null;
    const title = document.querySelector('[data-testid="page-title"]');
    return title !== null && title.textContent !== home;
  };
  const check = () => {
    if (nav.clickAt > 0 && location.pathname === target && isShown()) {
      nav.shownAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** A member signed in as after any sign-in: a session of the simulator's, its cookie and the stored user id. */
async function signIn(context) {
  const r = await fetch(`${stack.base}/__control/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sim-control-secret': controlSecret },
    body: JSON.stringify({ alias: 'navigation' }),
  });
  const session = await r.json();
  if (!session.ok) throw new Error(`no session: ${JSON.stringify(session)}`);
  await context.addCookies([{ name: 'authorization', value: session.token, url: stack.base }]);
  await context.addInitScript((userId) => window.localStorage.setItem('userId', userId), String(session.userId));
}

async function clickToPage({ path, shown, member }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (member) await signIn(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  try {
    await page.goto(`${stack.base}/`);
    await page.getByTestId('page-title').first().waitFor({ timeout: 60_000 });
    // the app as a visitor meets it a few seconds in: its runtime started (the DI container, antd's provider)
    await page.waitForFunction(() => performance.getEntriesByName('boot:container-ready').length > 0, null, { timeout: 60_000 });
    // a visitor reads the page a moment, the pointer moving over it, before reaching for a link
    for (let at = 0; at < READ_MS; at += 500) {
      await page.mouse.move(300 + ((at / 5) % 600), 450 + ((at / 10) % 200), { steps: 4 });
      await page.waitForTimeout(500);
    }
    const link = page.locator(`a[href="${path}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(watchNavigation, { target: path, shown });
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
    await link.click();
    await page.waitForFunction(() => window.__nav.shownAt > 0, null, { timeout: 60_000, polling: 100 });
    const { clickAt, shownAt } = await page.evaluate(() => window.__nav);
    return shownAt - clickAt;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

try {
  const times = new Map(PAGES.map((p) => [p.name, []]));
  // pages interleaved, so a change in the machine's load falls on all of them
  for (let run = 0; run < RUNS; run++) for (const p of PAGES) times.get(p.name).push(await clickToPage(p));
  for (const p of PAGES) {
    const ms = times.get(p.name);
    console.log(`# ${p.path}: ${ms.map((t) => Math.round(t)).join(', ')} ms`);
    console.log(`BENCH web.click_to_page_ms_${p.name} ${Math.round(median(ms))} ms`);
  }
} finally {
  await browser.close();
  stack.stop();
}
