import { expect, test } from './support/test';
import { memberApi, memberPost, newMember, waitForAuthEmulator } from './support/member';
import { pick } from './support/select';

/**
 * End to end: a new member opens /wallet, sees the demo funds valued, trades, and finds the
 * DEPOSIT and trade rows in the History tab. The figures are proven in cucumber and unit tests.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await waitForAuthEmulator(request);
});

test('the wallet shows the demo funds and the ledger of every balance move', async ({ page }) => {
  test.setTimeout(120_000);
  await newMember(page, 'wal');
  await memberPost(page, '/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.001 });
  // The buy fills at one level or more, as the simulated book stands (each fill moves USDT, BTC and a fee: three rows)
  const fills = async () =>
    (await memberApi<{ rows: { executedQuantity: number }[] }>(page, '/v3/trade/transactionHistory?symbol=SPOT_BTC_USDT')).rows;
  await expect
    .poll(async () => Math.round((await fills()).reduce((sum, f) => sum + f.executedQuantity, 0) * 1e6), { timeout: 10_000 })
    .toBe(1000);
  const fillCount = (await fills()).length;
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-page')).toBeVisible({ timeout: 20_000 });
  const usdt = page.getByTestId('wallet-assets').locator('tbody tr[data-row-key]').filter({ hasText: /^USDT/ });
  await expect(usdt).toContainText('9,9', { timeout: 20_000 });
  await expect(page.getByTestId('wallet-total-usdt')).toContainText('USDT');

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByTestId('wallet-history');
  // 3 DEPOSIT rows (10,000 USDT, 0.1 BTC, 1 ETH) and each fill's USDT, BTC and fee rows (one fill: 6)
  await expect(history).toHaveAttribute('data-total', String(3 + 3 * fillCount), { timeout: 20_000 });
  await expect(history.locator('tbody tr.ant-table-row').first()).toContainText('Trading fee');
  await pick(page, 'ledger-type', 'Deposit');
  await expect(history).toHaveAttribute('data-total', '3');
  await expect(history.locator('tbody tr.ant-table-row').filter({ hasText: 'USDT' })).toContainText('10,000');

  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByTestId('wallet-hide').click();
  await expect(page.getByTestId('wallet-hide')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByTestId('wallet-total-usdt')).toContainText('******', { timeout: 20_000 });
});
