import { expect, test } from './support/test';
import { memberApi, newMember, waitForAuthEmulator } from './support/member';

/**
 * In a browser: what only a browser shows. The light theme and red-up colours repaint the
 * pages at once and survive a reload; a market starred on /markets is in the trade page's favourites after a reload
 * (the account's watchlist). The rules are proven in cucumber (features/account-centre.feature) and jest.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await waitForAuthEmulator(request);
});

test('light theme and red-up colours; a star on /markets is a favourite on the trade page', async ({ page }) => {
  test.setTimeout(150_000);
  await newMember(page, 'set');
  await page.goto('/account');
  await expect(page.getByTestId('overview-user-id')).not.toBeEmpty({ timeout: 20_000 });
  await expect(page.getByTestId('overview-kind')).toHaveText('Main account');

  await page.goto('/account/settings');
  const display = page.getByTestId('settings-display');
  await expect(display).toBeVisible({ timeout: 20_000 });
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  await page.getByTestId('settings-theme').getByText('Light').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(background).not.toBe(dark);
  await page.getByTestId('settings-price-colours').getByText('Red up, green down').click();
  await expect(page.locator('html')).toHaveAttribute('data-price', 'red-up');
  await expect
    .poll(async () => (await memberApi<{ theme: string; priceColours: string }>(page, '/usercenter/account/account')).priceColours)
    .toBe('red-up');

  await page.goto('/markets');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // a rise is drawn in the error colour now
  const up = page.locator('.ex-market-value--up').first();
  await expect(up).toBeVisible({ timeout: 20_000 });
  const [rise, errorColour] = await up.evaluate((el) => [
    getComputedStyle(el).color,
    getComputedStyle(document.documentElement).getPropertyValue('--ex-color-error-text').trim(),
  ]);
  expect(rise).toBe(
    await page.evaluate((c) => {
      const probe = document.createElement('i');
      probe.style.color = c;
      document.body.append(probe);
      const v = getComputedStyle(probe).color;
      probe.remove();
      return v;
    }, errorColour),
  );
  await page.getByTestId('star-SPOT_ETH_USDT').first().click();
  await expect(page.getByTestId('star-SPOT_ETH_USDT').first()).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await memberApi<{ rows: { symbols: string[] }[] }>(page, '/usercenter/account/watchlists')).rows[0].symbols)
    .toEqual(['SPOT_ETH_USDT']);

  await page.goto('/trade/SPOT_BTC_USDT');
  await page.reload();
  await page.getByTestId('symbol-button').click({ timeout: 30_000 });
  await page.getByTestId('selector-tabs').getByText('Favourites').click();
  await expect(page.getByTestId('selector-row-SPOT_ETH_USDT')).toBeVisible();
});
