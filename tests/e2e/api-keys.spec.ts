import { createHmac } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import Decimal from 'decimal.js';
import { registerMember as register, waitForAuthEmulator } from './support/member';
import { checkInDialog } from './support/dialog';

/**
 * End to end: a key made in the UI (its secret read from the one-time dialog) trades from outside the
 * app, the order shows in the app's open orders, and a key whose IP list leaves out this machine is refused.
 */

/** Creates a key on /account/api-management and returns what the one-time dialog shows. */
async function createKey(page: Page, label: string, ips: string): Promise<{ apiKey: string; secret: string }> {
  await page.getByTestId('api-key-create').click();
  await page.getByTestId('api-key-label').fill(label);
  // the dialog may still be opening: a press on it was lost once (checkInDialog ticks until it is ticked)
  await checkInDialog(page.getByTestId('api-key-trade'));
  await page.getByTestId('api-key-ips').fill(ips);
  await page.getByTestId('api-key-create-submit').click();
  const dialog = page.getByTestId('api-key-secret-dialog');
  await expect(dialog).toBeVisible();
  const apiKey = (await page.getByTestId('api-key-created-key').textContent()) ?? '';
  const secret = (await page.getByTestId('api-key-created-secret').textContent()) ?? '';
  // Once, under a full run's load, the dialog was still open 10 s after this click (not reproduced alone, 2 of 2):
  // the click is retried until the dialog closes, and the dialog must close.
  await expect(async () => {
    if (await dialog.isVisible()) await page.getByTestId('api-key-secret-done').click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return { apiKey, secret };
}

/** A v3 call signed as a user's program would sign it (not the app's session). */
async function signed(page: Page, key: { apiKey: string; secret: string }, method: 'GET' | 'POST', path: string, payload?: unknown) {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', key.secret).update(`${timestamp}${method}${path}${body}`).digest('hex');
  const response = await page.request.fetch(`/api${path}`, {
    method,
    data: body || undefined,
    headers: {
      'x-api-key': key.apiKey,
      'x-api-timestamp': timestamp,
      'x-api-signature': signature,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
  });
  return {
    status: response.status(),
    body: (await response.json()) as { success: boolean; code?: number; message?: string; data?: { orderId: number } },
  };
}

test.describe('API keys', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await waitForAuthEmulator(request);
  });

  test('a key made in the UI places an order that the app shows; a key for another IP is refused', async ({ page }) => {
    test.setTimeout(120_000);
    await register(page, '/trade/BTC_USDT');
    await page.goto('/account/api-management');
    await expect(page.getByTestId('api-keys-page')).toBeVisible({ timeout: 20_000 });
    // the account's application id (CCXT's uid) is shown to copy
    await expect(page.getByTestId('api-keys-application-id').locator('code')).toHaveText(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const key = await createKey(page, 'e2e bot', '127.0.0.1');
    expect(key.secret).toMatch(/^[0-9A-F]{32}$/);
    await expect(page.getByTestId('api-key-row-key')).toHaveText([key.apiKey]);
    // the secret is not on the page any more
    await expect(page.getByText(key.secret)).toHaveCount(0);

    const instruments = (await (await page.request.get('/api/v3/public/instruments')).json()) as {
      data: { rows: { symbol: string; quoteTick: number }[] };
    };
    const tick = new Decimal(instruments.data.rows.find((r) => r.symbol === 'SPOT_BTC_USDT')!.quoteTick);
    const book = (await (await page.request.get('/api/v3/public/orderbook?symbol=SPOT_BTC_USDT&maxLevel=1')).json()) as {
      data: { bids: { price: number }[] };
    };
    const price = new Decimal(book.data.bids[0].price).times(0.99).div(tick).floor().times(tick).toNumber();
    const placed = await signed(page, key, 'POST', '/v3/trade/order', {
      symbol: 'SPOT_BTC_USDT',
      side: 'BUY',
      type: 'LIMIT',
      price,
      quantity: 0.01,
    });
    expect(placed.body).toMatchObject({ success: true });

    await page.goto('/trade/BTC_USDT');
    await expect(page.getByTestId('open-orders').locator('tbody tr[data-row-key]')).toHaveCount(1, { timeout: 15_000 });

    await page.goto('/account/api-management');
    // signed in again from the cookie (the application id shows only then), so the create button is the member's
    await expect(page.getByTestId('api-keys-application-id')).toBeVisible({ timeout: 20_000 });
    const elsewhere = await createKey(page, 'elsewhere', '203.0.113.7, 2001:db8::/32');
    await expect(page.getByTestId('api-key-row-key')).toHaveCount(2);
    const refused = await signed(page, elsewhere, 'GET', '/v3/asset/balances');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, code: -1002, message: expect.stringContaining("not in the key's allow-list") });
  });
});
