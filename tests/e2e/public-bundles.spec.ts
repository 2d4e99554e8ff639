import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicPagesWith } from './support/routes';
import { newMember } from './support/member';
import { expect, test, type Page } from './support/test';

type Manifest = Record<string, { file: string; isDynamicEntry?: boolean }>;
const manifest = JSON.parse(readFileSync(join(process.cwd(), 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The trading app’s own views: the markets pages, their chart, the trade pages and the account pages. */
const TRADING_APP = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && /^src\/presentation\/(markets\/|trade\/|pages\/account-|reserves\/account-)/.test(key))
  .map(([key, chunk]) => ({ key, file: `/${chunk.file}` }));

const PUBLIC_PAGES = [...publicPagesWith({ '/blog/find': 'q=funding' }), '/404'];

test('the public pages never load the trading app’s code', async ({ page }) => {
  expect(TRADING_APP.map((c) => c.key)).toEqual(
    expect.arrayContaining(['src/presentation/markets/markets-page.tsx', 'src/presentation/markets/funding-history-chart.tsx']),
  );
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible(); // the runtime and its prefetches have run
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(10);
  expect(TRADING_APP.filter((c) => scripts.includes(c.file)).map((c) => c.key)).toEqual([]);
  // Navigating into the app loads them on demand.
  await page.goto('/markets');
  await expect(page.locator('h1').first()).toBeVisible();
  expect(scripts).toContain(TRADING_APP.find((c) => c.key.endsWith('markets-page.tsx'))!.file);
});

test('a link pressed has its whole first view fetched at once, before its page renders, and the click shows it', async ({ page }) => {
  // the markets page's module, and its view, which the page itself asks for only once it has rendered
  const wanted = ['src/presentation/markets/markets-page.tsx', 'src/presentation/markets/markets-view.tsx'].map(
    (key) => `/${manifest[key].file}`,
  );
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  // the intents are watched once the home has its data; the route list is read at the first input
  await page.waitForFunction(() => performance.getEntriesByName('boot:route-intent').length > 0);
  const list = page.waitForResponse((response) => new URL(response.url()).pathname === '/route-chunks.json');
  await page.mouse.move(400, 500);
  expect((await list).ok()).toBe(true);
  const link = page.getByRole('banner').getByRole('link', { name: 'Markets', exact: true });
  await link.hover();
  expect(scripts.filter((s) => wanted.includes(s))).toEqual([]); // resting on it fetches nothing
  await page.mouse.down();
  await expect.poll(() => wanted.filter((file) => !scripts.includes(file))).toEqual([]);
  await expect(page).toHaveURL(/\/$/); // still on the home: nothing was rendered yet
  await page.mouse.up();
  await expect(page).toHaveURL(/\/markets$/);
  await expect(page.getByTestId('markets-table')).toBeVisible({ timeout: 20_000 });
});

const file = (key: string) => `/${manifest[key].file}`;

/** The home as a visitor or a member reads it, the route list read, the pointer resting on a market's trade link. */
async function pressReady(page: Page) {
  const asked = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // the first request of each file: the one that goes to the network (a low chunk's link is then served by the cache)
  cdp.on('Network.requestWillBeSent', (event) => {
    const path = new URL(event.request.url).pathname;
    if (!asked.has(path)) asked.set(path, event.request.initialPriority);
  });
  await page.goto('/');
  await page.waitForFunction(() => performance.getEntriesByName('boot:route-intent').length > 0);
  const list = page.waitForResponse((response) => new URL(response.url()).pathname === '/route-chunks.json');
  await page.mouse.move(400, 500);
  expect((await list).ok()).toBe(true);
  const link = page.locator('a[href="/trade/SPOT_BTC_USDT"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  return asked;
}

test('a market pressed on the home asks for the trade page and its DI module first, its panels at a low priority, no member panel, and reads the instruments before the click', async ({
  page,
}) => {
  const now = [file('src/presentation/trade/trade-page.tsx'), file('src/di/modules/trade.module.ts')];
  const later = [file('src/presentation/trade/candle-chart.tsx'), file('src/presentation/trade/market-selector-overlay.tsx')];
  const member = [
    file('src/presentation/member-trading/order-form/member-order-form.tsx'),
    file('src/di/modules/member-trading.module.ts'),
  ];
  const asked = await pressReady(page);
  // resting on it fetches nothing, and the home has not read the instruments
  expect([...now, ...later, '/api/instrument/v4/public/info'].filter((f) => asked.has(f))).toEqual([]);
  await page.mouse.down();
  await expect.poll(() => [...now, ...later].filter((f) => !asked.has(f))).toEqual([]);
  expect(now.map((f) => asked.get(f))).toEqual(['High', 'High']);
  expect(later.map((f) => asked.get(f))).toEqual(['Low', 'Low']);
  expect(asked.has('/api/instrument/v4/public/info')).toBe(true);
  await expect(page).toHaveURL(/\/$/); // still on the home: nothing was rendered yet
  await page.mouse.up();
  await expect(page).toHaveURL(/\/trade\/SPOT_BTC_USDT$/);
  await expect(page.getByTestId('order-book-bids').locator('> *').first()).toContainText(/\d/, { timeout: 20_000 });
  expect(member.filter((f) => asked.has(f))).toEqual([]); // a visitor never loads a member's panels
});

test('a market pressed by a member asks for the member module with the trade page, the order form at a low priority before the charts, before the click', async ({
  page,
}) => {
  await newMember(page, 'press');
  const module = file('src/di/modules/member-trading.module.ts');
  const form = file('src/presentation/member-trading/order-form/member-order-form.tsx');
  const chart = file('src/presentation/trade/candle-chart.tsx');
  const asked = await pressReady(page);
  expect([module, form, chart].filter((f) => asked.has(f))).toEqual([]);
  await page.mouse.down();
  await expect.poll(() => [module, form, chart].filter((f) => !asked.has(f))).toEqual([]);
  expect([module, form, chart].map((f) => asked.get(f))).toEqual(['High', 'Low', 'Low']);
  const order = [...asked.keys()];
  expect(order.indexOf(form)).toBeLessThan(order.indexOf(chart));
  await expect(page).toHaveURL(/\/$/);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/trade\/SPOT_BTC_USDT$/);
  await expect(page.getByTestId('order-submit')).toBeVisible({ timeout: 20_000 });
});

/** Holds the responses of `files` until the answered function is called (the rest of the page loads as usual). */
async function holdFiles(page: Page, files: readonly string[]): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => files.includes(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('a market clicked on the home has its book snapshot and its trades asked for while the trade page chunk is still on its way', async ({
  page,
}) => {
  const release = await holdFiles(page, [file('src/presentation/trade/trade-page.tsx')]);
  const snapshots: number[] = [];
  const trades: number[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/v3/public/orderbook') snapshots.push(Date.now());
    if (path === '/api/v3/public/marketTrades') trades.push(Date.now());
  });
  await pressReady(page);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page).toHaveURL(/\/trade\/SPOT_BTC_USDT$/);
  // the page cannot render, nor start its book and tape: they are asked for as the trade module binds
  await expect.poll(() => [snapshots.length, trades.length], { timeout: 20_000 }).toEqual([1, 1]);
  await expect(page.getByTestId('order-book-bids')).toHaveCount(0);
  release();
  await expect(page.getByTestId('order-book-bids').locator('> *').first()).toContainText(/\d/, { timeout: 20_000 });
  await expect(page.getByTestId('recent-trades-rows').locator('> *').first()).toContainText(/\d/, { timeout: 20_000 });
  // the book and tape panels took the warmed ones over
  expect([snapshots.length, trades.length]).toEqual([1, 1]);
});

test('a member clicking a market has the account read while every member panel of the trade page is still on its way', async ({ page }) => {
  await newMember(page, 'warm');
  const panels = [
    'src/presentation/member-trading/order-form/member-order-form.tsx',
    'src/presentation/member-trading/order-drawer.tsx',
    'src/presentation/member-trading/account/member-bottom-panel.tsx',
    'src/presentation/member-trading/account/account-panel.tsx',
    'src/presentation/member-trading/account/own-orders-on-market.tsx',
  ];
  const release = await holdFiles(page, panels.map(file));
  const reads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (['/api/v3/asset/balances', '/api/v3/futures/positions', '/api/v3/account/info'].includes(path)) reads.push(path);
  });
  await pressReady(page);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page).toHaveURL(/\/trade\/SPOT_BTC_USDT$/);
  await expect
    .poll(() => [...new Set(reads)].sort(), { timeout: 20_000 })
    .toEqual(['/api/v3/account/info', '/api/v3/asset/balances', '/api/v3/futures/positions']);
  await expect(page.getByTestId('order-submit')).toHaveCount(0);
  release();
  await expect(page.getByTestId('order-submit')).toBeVisible({ timeout: 20_000 });
});
