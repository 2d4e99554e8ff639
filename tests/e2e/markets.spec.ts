import { expect, test, type APIRequestContext, type Page } from './support/test';
import { countShifts, holdConfig, layoutShifts } from './support/first-paint';
import { CONTROL_HEADERS } from './support/control';

const control = (request: APIRequestContext, path: string, data: unknown = {}) =>
  request.post(`/__control/${path}`, { data, headers: CONTROL_HEADERS });
const badge = (page: Page) => page.getByTestId('connection-badge').first();
const bids = (page: Page) => page.getByTestId('markets-table').locator('[data-testid^="bid-"]');

test.describe('the markets page on a live and a broken stream', { tag: '@global' }, () => {
  test.afterEach(async ({ request }) => {
    await control(request, 'reset');
  });

  test('/markets shows live prices, the perpetual tab and a click-through to the trade page', async ({ page }) => {
    await page.goto('/markets');
    // The first test meets a cold stack (first chunk loads, first ticker list): a longer first wait.
    await expect(page.getByTestId('last-SPOT_BTC_USDT')).toHaveText(/^[\d,]+\.\d$/, { timeout: 30_000 });
    // Best bid/ask arrive symbol by symbol (BBO_RATE 50 over 327 symbols): some visible row has one soon.
    await expect
      .poll(async () => (await bids(page).allTextContents()).some((t) => /^[\d,]+\.\d+$/.test(t)), { timeout: 15_000 })
      .toBe(true);
    const first = await bids(page).allTextContents();
    await expect.poll(async () => (await bids(page).allTextContents()).join('|'), { timeout: 10_000 }).not.toBe(first.join('|'));
    await page.getByTestId('market-tabs').getByText('Perpetual futures').click();
    await expect(page).toHaveURL(/tab=PERP/);
    await expect(page.getByTestId('last-PERP_BTC_USDT')).toHaveText(/^[\d,]+\.\d$/);
    await page.getByTestId('last-PERP_BTC_USDT').click();
    await expect(page).toHaveURL(/\/trade\/PERP_BTC_USDT$/);
  });

  test('an abnormal close shows reconnecting, then the data resumes', async ({ page, request }) => {
    await page.goto('/markets');
    await expect(badge(page)).toHaveAttribute('data-status', 'open');
    await control(request, 'ws/close-abnormal');
    await expect(badge(page)).toHaveAttribute('data-status', /closed|connecting/, { timeout: 4_500 });
    await expect(badge(page)).toHaveAttribute('data-status', 'open', { timeout: 10_000 });
    const before = await bids(page).allTextContents();
    await expect.poll(async () => (await bids(page).allTextContents()).join('|'), { timeout: 10_000 }).not.toBe(before.join('|'));
  });

  test('with the socket kept down the client is offline after 3 tries, and recovers when the page comes back online', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/markets');
    await expect(badge(page)).toHaveAttribute('data-status', 'open');
    await control(request, 'ws/refuse', { on: true });
    const start = Date.now();
    await control(request, 'ws/close-abnormal');
    await expect(badge(page)).toHaveAttribute('data-status', 'offline', { timeout: 25_000 });
    expect(Date.now() - start).toBeGreaterThan(14_000);
    await control(request, 'ws/refuse', { on: false });
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(badge(page)).toHaveAttribute('data-status', 'open', { timeout: 10_000 });
    await expect(page.getByTestId('last-SPOT_BTC_USDT')).toHaveText(/^[\d,]+\.\d$/);
  });
});

test.describe('the markets page keeps its size while it loads', () => {
  for (const width of [480, 1440]) {
    test(`at ${width} px the placeholder has the table's size and nothing shifts`, async ({ page }) => {
      await page.setViewportSize({ width, height: 860 });
      await countShifts(page);
      // the runtime waits for the configuration: the placeholder stays until it has been measured
      const release = await holdConfig(page);
      await page.goto('/markets', { waitUntil: 'commit' });
      const placeholder = page.getByTestId('markets-skeleton');
      await expect(placeholder).toBeVisible();
      await expect(placeholder.getByRole('heading', { level: 1 })).toHaveText('Markets');
      const box = async (selector: string) => page.locator(selector).first().boundingBox();
      const before = await box('.ex-markets__table');
      expect(before).not.toBeNull();
      const rows = page.getByTestId('markets-table').locator('tbody tr[data-row-key]');
      await expect(rows).toHaveCount(0);
      release();
      await expect(rows.first()).toBeVisible({ timeout: 30_000 });
      await expect(placeholder).toHaveCount(0);
      expect(await box('.ex-markets__table')).toEqual(before);
      expect(await page.getByTestId('markets-table').boundingBox()).toEqual(before);
      expect(await layoutShifts(page)).toBeLessThanOrEqual(0.02);
    });
  }
});

test.describe('the fee schedule', () => {
  test("/markets/fees shows the simulator's maker and taker fees (2 and 5 bp) and what a 10,000 USDT trade pays", async ({ page }) => {
    await page.goto('/markets/fees');
    await expect(page.getByTestId('page-title')).toHaveText('Fee schedule');
    await expect(page.getByTestId('fee-maker-SPOT')).toHaveText('0.02%');
    await expect(page.getByTestId('fee-taker-SPOT')).toHaveText('0.05%');
    await expect(page.getByTestId('fee-example-PERP')).toHaveText('2 / 5 USDT');
    await expect(page.getByRole('link', { name: 'Fees', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});
