import { expect, test } from './support/test';
import { newMember, waitForAuthEmulator } from './support/member';

/**
 * The reward centre end to end: a new member claims and uses the welcome trading bonus (10 USDT), sees the toast, the
 * DISTRIBUTION row in the wallet's ledger and the message in the inbox; home's promotion card, dismissed, stays hidden.
 * The rules (expiry, discounts, boosters, card languages) are proven in features/rewards.feature and the simulator's
 * HTTP tests; this checks what only the browser shows.
 */
test.describe('rewards', () => {
  test.beforeEach(async ({ request }) => waitForAuthEmulator(request));

  test('a claimed trading bonus is told, lands in the ledger and the inbox; a dismissed home card stays hidden', async ({ page }) => {
    await newMember(page, 'rwd');
    await page.goto('/account/reward-center#coupons');
    await page.getByTestId('reward-coupon-claim-TRADING_BONUS').click({ timeout: 20_000 });
    await page.getByTestId('reward-coupon-use-TRADING_BONUS').click();
    // the toast first: it closes after 3 s, the status stays
    await expect(page.locator('.ant-message')).toContainText('10 USDT credited: Trading bonus');
    await expect(page.getByTestId('reward-coupon-status-TRADING_BONUS')).toHaveText('Used');

    await page.goto('/wallet');
    await page.getByRole('tab', { name: 'History' }).click({ timeout: 20_000 });
    const newest = page.getByTestId('wallet-history').locator('tbody tr.ant-table-row').first();
    // token, type, amount, balance after: the demo's 10,000 USDT and the bonus
    await expect(newest.locator('td').nth(1)).toHaveText('USDT');
    await expect(newest.locator('td').nth(2)).toHaveText('Distribution');
    await expect(newest.locator('td').nth(3)).toHaveText('10.00');
    await expect(newest.locator('td').nth(4)).toHaveText('10,010.00');

    await page.goto('/notification');
    await expect(page.getByTestId('notification-row').first()).toContainText('Reward received', { timeout: 20_000 });

    await page.goto('/');
    const card = page.getByTestId('promotion-WELCOME_REWARDS');
    await expect(card).toContainText('Welcome rewards', { timeout: 20_000 });
    await page.getByTestId('promotion-dismiss-WELCOME_REWARDS').click();
    await expect(card).toHaveCount(0);
    // the next visit reads the cards again, and this browser remembers the dismissal
    const read = page.waitForResponse((r) => r.url().includes('/promotion/account/promotion?') && r.url().includes('cardType=HOME'));
    await page.reload();
    await read;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByTestId('promotion-cards-HOME')).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('woox.promotions-dismissed'))).toBe('["WELCOME_REWARDS"]');
  });
});
