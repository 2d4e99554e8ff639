import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 16 item 7 end to end: a new member converts BTC to USDT on /convert and sees the balances change (the private
 * stream's balance topic), the result and the history row. The rules are proven in cucumber and unit tests.
 */
const unique = () => `cv${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function register(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('network-allow-analytics', 'no'));
  const name = unique();
  await page.goto('/register');
  await page.getByTestId('email-input').fill(`${name}@example.com`);
  await page.getByTestId('password-input').fill('correct-horse-42');
  await page.getByTestId('confirm-input').fill('correct-horse-42');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('account-name')).toHaveText(name, { timeout: 20_000 });
}

/** A session REST call as the app makes it (bearer from the authorization cookie). */
async function balances(page: Page): Promise<Record<string, number>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'authorization')?.value;
  const response = await page.request.fetch('/api/v3/asset/balances', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: { rows: { token: string; holding: number }[] } };
  return Object.fromEntries(body.data.rows.map((r) => [r.token, r.holding]));
}

test('convert: BTC to USDT, the balances change, the history lists it', async ({ page }) => {
  test.setTimeout(120_000);
  await register(page);
  await page.goto('/convert');
  await expect(page.getByTestId('convert-page')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('convert-available')).toContainText('0.1 BTC', { timeout: 20_000 });
  await page.getByTestId('convert-amount').fill('0.05');
  await page.getByTestId('convert-get-quote').click();
  await expect(page.getByTestId('convert-quote')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('convert-countdown')).toContainText(/\d+ s/);
  const receive = (await page.getByTestId('convert-receive').innerText()).replace(/[^\d.]/g, '');
  await page.getByTestId('convert-accept').dblclick();
  await expect(page.getByTestId('convert-result')).toContainText('Converted 0.05 BTC into', { timeout: 10_000 });
  // the private stream's balance message reaches the page: 0.1 − 0.05 left
  await expect(page.getByTestId('convert-available')).toContainText('0.05 BTC', { timeout: 10_000 });
  await expect(page.getByTestId('convert-history').locator('tbody tr.ant-table-row')).toHaveCount(1);
  const held = await balances(page);
  expect(held.BTC).toBe(0.05);
  expect(held.USDT).toBeCloseTo(10000 + Number(receive), 6);
});
