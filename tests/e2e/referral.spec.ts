import { expect, test } from './support/test';
import { memberPost, newMember, signUp, waitForAuthEmulator } from './support/member';
import { pickUntil } from './support/select';

/**
 * Referral end to end: A makes a code on /account/referral, B registers through A's link (a second browser), B's
 * market order pays a fee, and A's page lists B as a referee who traded with a commission. The commission's figures
 * are proven in the simulator's HTTP tests and the domain's; this checks what only the browser shows.
 */
test.describe('referral', () => {
  test.beforeEach(async ({ request }) => waitForAuthEmulator(request));

  test('a friend registers through the link, trades, and the referrer sees them and the commission', async ({ page, browser }) => {
    await newMember(page, 'refa');
    await page.goto('/account/referral');
    await expect(page.getByTestId('referral-codes')).toBeVisible({ timeout: 20_000 });
    const code = `R${Date.now().toString(36).toUpperCase()}`.slice(0, 15);
    await page.getByTestId('referral-create').click();
    await page.getByTestId('referral-form-code').fill(code.toLowerCase());
    const split = 'You 75 % · Friend 25 %';
    await pickUntil(page, 'referral-form-split', split, page.getByTestId('referral-form-split').getByTitle(split, { exact: true }));
    await page.getByTestId('referral-form-note').fill('e2e');
    await page.getByTestId('referral-form-save').click();
    const row = page.getByTestId(`referral-code-${code}`);
    await expect(row).toContainText('You 75 % · Friend 25 %');
    await row.getByTestId('referral-show').click();
    await expect(page.getByTestId('referral-link')).toHaveText(`${new URL(page.url()).origin}/register?ref=${code}`);
    await expect(page.getByTestId('download-qr')).toBeVisible();

    const friend = await browser.newContext();
    const friendPage = await friend.newPage();
    await friendPage.goto(`/register?ref=${code}`);
    await expect(friendPage.getByTestId('invitation')).toContainText(`Invited by code ${code}`);
    await signUp(friendPage, 'refb', '', `/register?ref=${code}`);
    await memberPost(friendPage, '/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.001 });
    await friend.close();

    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('referral-referee-row')).toHaveCount(1, { timeout: 3_000 });
      await expect(page.getByTestId('referral-referee-row')).toContainText('Traded', { timeout: 3_000 });
      await expect(page.getByTestId('referral-commission-row').first()).toContainText('BTC', { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId(`referral-code-${code}`)).toContainText('1');
    await expect(page.getByTestId('referral-total-earnedTotal')).toContainText('BTC');
  });
});
