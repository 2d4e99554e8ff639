import { expect, test } from './support/test';
import { CONTROL_HEADERS } from './support/control';

test.describe('proof of reserves', () => {
  test('a known user verifies in the browser, then finds the same hash on the account audit page', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const { token, userId } = await (
      await request.post('/__control/sessions', { data: { alias: 'e2e-reserves' }, headers: CONTROL_HEADERS })
    ).json();
    await request.post('/__control/reserves/balances', {
      data: { userId, balances: { BTC: '0.12345678', USDT: '2500.50', WOO: '-3' } },
      headers: CONTROL_HEADERS,
    });
    const { auditId } = await (await request.post('/__control/reserves/audits', { data: {}, headers: CONTROL_HEADERS })).json();
    const { userHash } = await (
      await request.get(`/__control/reserves/user-hash?userId=${userId}&auditId=${auditId}`, { headers: CONTROL_HEADERS })
    ).json();

    await page.goto('/proof-of-reserves');
    await expect(page.getByTestId('reserve-ratio')).toHaveText(/^\d+\.\d{2}%$/);
    // The check panel (antd) loads when the visitor nears it.
    await page.getByTestId('verify-section').scrollIntoViewIfNeeded();
    await page.getByTestId('verify-audit').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'latest' }).click();
    await page.getByTestId('user-hash-input').fill(userHash);
    await page.getByTestId('verify-button').click();

    const result = page.getByTestId('verify-result');
    await expect(result).toHaveAttribute('data-outcome', 'verified', { timeout: 20_000 });
    await expect(page.getByTestId('verify-outcome')).toHaveText('Verified: your balances are in the tree');
    const balances = page.getByTestId('verified-balances');
    await expect(balances).toContainText('BTC');
    await expect(balances).toContainText(/2,500\.5/);
    await expect(balances).not.toContainText('WOO');
    await expect(result).toHaveAttribute('data-agreement', 'agree');

    await context.addCookies([{ name: 'authorization', value: token, url: baseURL! }]);
    await page.goto('/account/audit');
    await expect(page.getByTestId('account-user-hash').first()).toHaveText(userHash);
    expect(errors).toEqual([]);
  });

  test('a stranger\'s hash is "not included" and a tampered-looking input is refused', async ({ page }) => {
    await page.goto('/proof-of-reserves');
    await page.getByTestId('verify-section').scrollIntoViewIfNeeded();
    await page.getByTestId('user-hash-input').fill('ab'.repeat(32));
    await page.getByTestId('verify-button').click();
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-outcome', 'not-included', { timeout: 20_000 });
    await page.getByTestId('user-hash-input').fill('not a hash');
    await page.getByTestId('verify-button').click();
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-outcome', 'malformed');
  });
});
