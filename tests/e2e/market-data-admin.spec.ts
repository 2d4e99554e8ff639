import { confirmUntil } from './support/dialog';
import { expect, test, type Page } from './support/test';
import { newMember, waitForAuthEmulator } from './support/member';
import { becomeVerifiedAdmin } from './support/verified-admin';

/**
 * End to end: the market-data admin page in Chromium. The role is granted through the simulator's
 * control surface (a simulator setting, never the public API); the rules are proven in cucumber and unit tests.
 */
/** Releases the admin's mark override of `symbol` (the session's bearer from its cookie). */
async function releaseMark(page: Page, symbol: string): Promise<void> {
  const token = (await page.context().cookies()).find((c) => c.name === 'authorization')?.value;
  const response = await page.request.post('/api/md/admin/mark-price', {
    headers: { Authorization: `Bearer ${token}` },
    data: { symbol, price: null },
  });
  expect(response.ok()).toBe(true);
}

test.describe('market-data admin', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await waitForAuthEmulator(request);
  });

  test('a member without the role gets the not-found view', async ({ page }) => {
    test.setTimeout(90_000);
    await newMember(page, 'nonadmin');
    await page.goto('/admin/market-data');
    await expect(page.getByTestId('not-found')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('market-admin-page')).toHaveCount(0);
  });

  test(
    'an admin sets a mark price: the confirmation states the effect, then the audit row shows it',
    { tag: '@global' },
    async ({ page, request }) => {
      test.setTimeout(90_000);
      const email = await newMember(page, 'admin');
      await becomeVerifiedAdmin(page, request, email, '/admin/market-data');
      await page.goto('/admin/market-data');
      await expect(page.getByTestId('market-admin-page')).toBeVisible({ timeout: 20_000 });

      const row = page.getByTestId('admin-row-PERP_BTC_USDT');
      await row.getByTestId('admin-input-PERP_BTC_USDT-mark-price').fill('50000');
      await row.getByTestId('admin-set-PERP_BTC_USDT-mark-price').click();
      const confirmation = page.getByTestId('admin-confirm');
      await expect(confirmation).toContainText('50000');
      await expect(page.getByTestId('admin-confirm-effect')).toContainText(
        /would be liquidated at this mark price; unrealised PnL changes by/,
      );
      // Confirmed until applied: on a loaded machine one click on the opening dialog's button was lost (the dialog
      // stayed, nothing sent); the same mark set again is the same mark.
      await confirmUntil(page.getByTestId('admin-confirm-ok'), page.getByTestId('admin-applied'));
      await expect(row.getByTestId('admin-value-PERP_BTC_USDT-mark-price')).toHaveText('50000');
      const audit = page.getByTestId('admin-audit-row').first();
      await expect(audit).toContainText(email);
      await expect(audit).toContainText('Mark price');
      await expect(audit).toContainText('PERP_BTC_USDT');
      await expect(audit).toContainText('50000');
      const futures = (await (await request.get('/api/md/v3/public/futures')).json()) as {
        data: { rows: { symbol: string; mark_price: number }[] };
      };
      expect(futures.data.rows.find((r) => r.symbol === 'PERP_BTC_USDT')?.mark_price).toBe(50000);
      // released again: the e2e database outlives the run, and the other specs trade BTC-PERP at the market's mark
      await releaseMark(page, 'PERP_BTC_USDT');
    },
  );
});
