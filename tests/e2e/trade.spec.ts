import { expect, test, type APIRequestContext, type Page } from './support/test';
import { CONTROL_HEADERS } from './support/control';
import { useLocale } from './support/site-pages';

const control = (request: APIRequestContext, path: string, data: unknown = {}) =>
  request.post(`/__control/${path}`, { data, headers: CONTROL_HEADERS });
const book = (page: Page) => page.getByTestId('order-book').first();
const bidRows = (page: Page) => page.getByTestId('order-book-bids').first().locator('.ob-row');

/**
 * The book on screen against the server's: the REST snapshot is read inside the page, and when its timestamp is the
 * one the drawn book carries, their best levels (price and size, as many as drawn) must be equal.
 */
async function bookMatchesServer(page: Page, symbol: string): Promise<'match' | 'moved' | string> {
  return page.evaluate(async (sym) => {
    const res = await fetch(`/api/v3/public/orderbook?symbol=${sym}`);
    const json = await res.json();
    const el = document.querySelector('[data-testid="order-book"]') as HTMLElement;
    if (String(json.timestamp) !== el.dataset.bookTs) return 'moved';
    const rows = [...el.querySelectorAll('[data-testid="order-book-bids"] .ob-row')].map((r) =>
      [...r.querySelectorAll('span')].map((s) => Number(s.textContent!.replace(/,/g, ''))),
    );
    if (rows.length < 3) return 'too few rows drawn';
    for (let i = 0; i < rows.length; i++) {
      const level = json.data.bids[i];
      if (!level || Math.abs(level.price - rows[i][0]) > 1e-9 || Math.abs(level.quantity - rows[i][1]) > 1e-9)
        return `bid ${i}: ${JSON.stringify(level)} vs ${rows[i].join(' ')}`;
    }
    return 'match';
  }, symbol);
}

test.describe('the trade page against the simulator', () => {
  test('shows a live book, trades and candles; an alias lands on the canonical address', async ({ page }) => {
    await page.goto('/trade/BTC_PERP');
    await expect(page).toHaveURL(/\/trade\/PERP_BTC_USDT$/, { timeout: 30_000 });
    await expect(book(page)).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
    await expect.poll(() => bidRows(page).count()).toBeGreaterThan(3);
    await expect.poll(() => page.getByTestId('recent-trades-rows').locator(':scope > *').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const chart = page.getByTestId('candle-chart');
    await expect(chart).toHaveAttribute('data-status', 'ready');
    await expect.poll(async () => Number(await chart.getAttribute('data-candles'))).toBeGreaterThan(10);
    await expect(page.getByTestId('chart-legend')).toContainText(/O [\d,]+\.\d/);
    // dragging the chart to the right (scrolling back in time) reads the older page
    const first = Number(await chart.getAttribute('data-candles'));
    const box = (await chart.locator('canvas').first().boundingBox())!;
    await expect
      .poll(
        async () => {
          await page.mouse.move(box.x + 50, box.y + 100);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width - 20, box.y + 100, { steps: 5 });
          await page.mouse.up();
          return Number(await chart.getAttribute('data-candles'));
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(first);
    await expect(page.getByTestId('header-mark')).toHaveText(/^[\d,]+\.\d$/);
    await expect(page.getByTestId('header-funding')).toHaveText(/%\s*\/\s*\d\d:\d\d:\d\d/);
    await expect(page).toHaveTitle(/^[\d,]+\.\d \| BTC-PERP/);
    // the depth chart tab draws from the same book
    await page.getByTestId('chart-tabs').getByText('Depth').click();
    await expect(page.getByTestId('depth-chart').locator('path')).toHaveCount(2);
  });

  // A book fault and a maintenance reach every client: @global, run alone, the control state reset after.
  test('a dropped delta makes the book resynchronise and match the server again', { tag: '@global' }, async ({ page, request }) => {
    await page.goto('/trade/SPOT_BTC_USDT');
    await expect(book(page)).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
    const before = Number(await book(page).getAttribute('data-resyncs'));
    try {
      await control(request, 'book/fault', { kind: 'drop', symbol: 'SPOT_BTC_USDT' });
      await expect.poll(async () => Number(await book(page).getAttribute('data-resyncs')), { timeout: 10_000 }).toBeGreaterThan(before);
      await expect(book(page)).toHaveAttribute('data-status', 'live', { timeout: 10_000 });
      await expect.poll(() => bookMatchesServer(page, 'SPOT_BTC_USDT'), { timeout: 15_000, intervals: [50] }).toBe('match');
    } finally {
      await control(request, 'reset');
    }
  });

  test('the selector switches symbol without a reload; favourites stay; an unknown symbol offers the selector', async ({ page }) => {
    await page.goto('/trade/SPOT_BTC_USDT');
    await expect(book(page)).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.keyboard.press('/');
    await expect(page.getByTestId('market-search').locator('input')).toBeFocused();
    await page.getByTestId('market-search').locator('input').fill('ETH');
    await page.getByTestId('favourite-SPOT_ETH_USDT').click();
    await page.getByTestId('selector-row-SPOT_ETH_USDT').click();
    await expect(page).toHaveURL(/\/trade\/SPOT_ETH_USDT$/);
    await expect(page.getByTestId('header-symbol')).toHaveText('ETH/USDT');
    await expect(page.getByTestId('trade-page')).toHaveAttribute('data-symbol', 'SPOT_ETH_USDT');
    await expect(book(page)).toHaveAttribute('data-status', 'live', { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // /trade opens the last market; the favourite is kept after a reload
    await page.goto('/trade');
    await expect(page).toHaveURL(/\/trade\/SPOT_ETH_USDT$/);
    await page.getByTestId('symbol-button').click();
    await page.getByTestId('selector-tabs').getByText('Favourites').click();
    await expect(page.getByTestId('selector-row-SPOT_ETH_USDT')).toBeVisible();
    await page.goto('/trade/NOPE_PERP');
    await expect(page.getByTestId('unknown-symbol')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('market-selector')).toBeVisible();
  });

  test('phone layout at 480 px: tabs, a sticky Buy/Sell bar, nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 480, height: 900 });
    await page.goto('/trade/PERP_BTC_USDT');
    await expect(page.getByTestId('trade-page')).toHaveAttribute('data-layout', 'tabs', { timeout: 30_000 });
    await expect(page.getByTestId('buy-sell-bar')).toBeVisible();
    await expect(page.getByTestId('candle-chart')).toBeVisible();
    await page.getByTestId('phone-tabs').getByText('Book').click();
    await expect(book(page)).toBeVisible();
    await expect(book(page)).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
    await page.getByTestId('phone-tabs').getByText('Info').click();
    await expect(page.getByTestId('market-info')).toContainText('Mark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480);
    await page.getByTestId('buy-sell-bar').getByText('Buy').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Ftrade%2FPERP_BTC_USDT/);
  });

  test('desktop at 1024 px in Russian: the promotion cards wrap their buttons, nothing wider than the screen', async ({
    page,
    baseURL,
  }) => {
    await useLocale(page, baseURL!, 'ru');
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/trade/PERP_BTC_USDT');
    await expect(page.getByTestId('trade-page')).toHaveAttribute('data-layout', 'desktop', { timeout: 30_000 });
    const cards = page.getByTestId('promotion-cards-TRADE');
    await expect(cards.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  });

  test('/multi-symbol: each pane has a live book and a chart; an added pane is remembered after a reload', async ({ page }) => {
    await page.goto('/multi-symbol');
    const panes = page.getByTestId('multi-symbol-page').locator('section[data-symbol]');
    await expect.poll(() => panes.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const count = await panes.count();
    for (let i = 0; i < count; i++) {
      await expect(panes.nth(i).getByTestId('order-book')).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
      await expect(panes.nth(i).getByTestId('candle-chart')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    }
    await page.getByTestId('pane-add').click();
    await expect(panes).toHaveCount(count + 1);
    const symbols = await panes.evaluateAll((list) => list.map((el) => el.getAttribute('data-symbol')));
    expect(new Set(symbols).size).toBe(count + 1);
    await expect(panes.last().getByTestId('order-book')).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
    await page.reload();
    await expect(panes).toHaveCount(count + 1, { timeout: 30_000 });
    expect(await panes.evaluateAll((list) => list.map((el) => el.getAttribute('data-symbol')))).toEqual(symbols);
  });

  test('the maintenance status from systemInfo shows a banner', { tag: '@global' }, async ({ page, request }) => {
    try {
      await control(request, 'market/maintenance', { on: true, msg: 'Upgrading the matching engine.' });
      await page.goto('/trade/SPOT_BTC_USDT');
      const banner = page.getByTestId('trade-data-state');
      await expect(banner).toHaveAttribute('data-state', 'maintenance', { timeout: 30_000 });
      await expect(banner).toContainText('Upgrading the matching engine.');
    } finally {
      await control(request, 'reset');
    }
  });
});
