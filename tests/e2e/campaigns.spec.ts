import { expect, test } from './support/test';
import { memberPost, newMember, waitForAuthEmulator } from './support/member';

/**
 * Campaigns end to end: a new member opens EZPZ_COMPETITION (spot volume), is not ranked, signs up, places a filled
 * spot market order through the API, refreshes, and sees their rank and badges. The ranking rules are proven in the
 * domain's tables, the scenarios and the simulator's HTTP tests; this checks what only the browser shows.
 */
test.describe('campaigns', () => {
  test.beforeEach(async ({ request }) => waitForAuthEmulator(request));

  test('sign up for a campaign, trade, and see the rank move', async ({ page }) => {
    await newMember(page, 'camp');
    await page.goto('/campaigns');
    await page.getByTestId('campaign-card-EZPZ_COMPETITION').getByRole('link', { name: 'EZPZ spot competition' }).click();
    await expect(page.getByTestId('campaign-title')).toHaveText('EZPZ spot competition', { timeout: 20_000 });
    await expect(page.getByTestId('campaign-countdown')).toContainText('Ends in');
    await expect(page.getByTestId('campaign-me-none')).toBeVisible();

    await page.getByTestId('campaign-sign-up').click();
    await expect(page.getByTestId('campaign-signed-up')).toBeVisible();
    await expect(page.getByTestId('campaign-me-rank')).toContainText('Not ranked');
    await expect(page.getByTestId('badge-JOINED')).toHaveAttribute('data-earned', 'true');

    await memberPost(page, '/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.002 });
    await expect(async () => {
      await page.getByTestId('campaign-refresh').click();
      await expect(page.getByTestId('campaign-me-rank')).toContainText(/#\d+/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('badge-QUALIFIED')).toHaveAttribute('data-earned', 'true');
  });
});
