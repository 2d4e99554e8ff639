import { expect, test, type Page } from './support/test';
import { memberApi, newMember } from './support/member';

/**
 * End to end: a new member converts BTC to USDT on /convert and sees the balances change (the private
 * stream's balance topic), the result and the history row. The rules are proven in cucumber and unit tests.
 */
/** The member's holdings by token. */
async function balances(page: Page): Promise<Record<string, number>> {
  const data = await memberApi<{ holding: { token: string; holding: number }[] }>(page, '/v3/asset/balances');
  return Object.fromEntries(data.holding.map((r) => [r.token, r.holding]));
}

test('convert: BTC to USDT, the balances change, the history lists it', async ({ page }) => {
  test.setTimeout(120_000);
  await newMember(page, 'cv');
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
