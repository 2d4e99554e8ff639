import { expect, test } from './support/test';
import { memberApi, newMember, waitForAuthEmulator } from './support/member';

/**
 * End to end: create a sub-account, transfer USDT to it from the wallet, switch to
 * it in the header, and see its alias in the header and its balance in the wallet. The rules (nickname, transfer
 * checks, the ledger) are proven in cucumber and unit tests; this file checks what only a browser shows.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await waitForAuthEmulator(request);
});

test('sub-account: create, transfer 250 USDT to it, switch in the header, see its alias and balance', async ({ page }) => {
  test.setTimeout(150_000);
  await newMember(page, 'sa');
  await page.goto('/account/sub-accounts');
  await expect(page.getByTestId('sub-accounts-page')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('sub-account-nickname').fill('Grid bot');
  await page.getByTestId('sub-account-create').click();
  await expect(page.getByTestId('sub-accounts-table').getByText('Grid bot')).toBeVisible({ timeout: 10_000 });

  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-page')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('wallet-transfer').click();
  await expect(page.getByTestId('transfer-dialog')).toBeVisible();
  await page.getByTestId('transfer-amount').fill('250');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-dialog')).toBeHidden({ timeout: 10_000 });
  const main = await memberApi<{ holding: { token: string; holding: number }[] }>(page, '/v3/asset/balances');
  expect(main.holding.find((r) => r.token === 'USDT')?.holding).toBe(9750);

  // the header's switcher: the page reopens as the sub-account
  await page.getByTestId('account-name').click();
  await page.getByTestId('switch-account-Grid bot').click();
  await expect(page.getByTestId('account-name')).toHaveText('Grid bot', { timeout: 20_000 });
  await expect(page.getByTestId('wallet-page')).toBeVisible({ timeout: 20_000 });
  // the balances table shows the sub-account's own 250 USDT, and the total follows
  await expect(page.getByTestId('wallet-assets').locator('tbody tr[data-row-key]').filter({ hasText: /^USDT/ })).toContainText('250', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('wallet-total')).toContainText('250.00 USDT');
  const sub = await memberApi<{ holding: { token: string; holding: number }[] }>(page, '/v3/asset/balances');
  expect(sub.holding.filter((r) => r.holding !== 0)).toEqual([expect.objectContaining({ token: 'USDT', holding: 250 })]);
  await page.getByTestId('account-name').click();
  await expect(page.getByTestId('sub-account-slot')).toHaveText('Sub-account');
});
