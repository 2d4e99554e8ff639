import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { memberApi, registerMember, submitOrder, waitForAuthEmulator } from './support/member';

/**
 * End to end: close half a perpetual position at market from the positions tab, then share its PnL
 * card as a PNG. The rules (rounding, close all, reverse, the card's figures and message) are proven in cucumber.
 */
async function btcHolding(page: Page): Promise<number> {
  const rows = (await memberApi<{ positions: { symbol: string; holding: number }[] }>(page, '/v3/futures/positions')).positions;
  return rows.find((r) => r.symbol === 'PERP_BTC_USDT')?.holding ?? 0;
}

test.describe('position actions', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await waitForAuthEmulator(request);
  });

  test('close 50 % at market halves the holding; the PnL card downloads as a PNG', async ({ page }) => {
    test.setTimeout(90_000);
    await registerMember(page, '/trade/BTC_PERP');
    await page.getByTestId('order-kind').getByText('Market').click();
    await page.getByTestId('order-size').fill('0.02');
    await submitOrder(page);
    await expect.poll(() => btcHolding(page), { timeout: 10_000 }).toBe(0.02);

    await page.getByTestId('bottom-tabs').getByText('Positions').click();
    const row = page.getByTestId('positions').locator('tbody tr.ant-table-row').first();
    await expect(row).toContainText('0.02');
    await row.getByTestId('position-close').click();
    // 50 % clicked until the size shows it (a click on the opening popover can be lost; a second one sets the same)
    await expect(async () => {
      await page.getByTestId('close-50').click({ timeout: 3_000 });
      await expect(page.getByTestId('close-quantity')).toHaveValue('0.01', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    // A double click on the close button still sends one order.
    await page.getByTestId('close-submit').dblclick();
    await expect.poll(() => btcHolding(page), { timeout: 10_000 }).toBe(0.01);
    // symbol and PnL come first (pinned); the size, on the base step, is the third column
    await expect(row.locator('td').nth(2)).toHaveText(/^0\.010*$/);
    const closes = (
      await memberApi<{ rows: { side: string; reduceOnly: boolean }[] }>(page, '/v3/trade/orders?symbol=PERP_BTC_USDT&side=SELL')
    ).rows;
    expect(closes).toHaveLength(1);
    expect(closes[0].reduceOnly).toBe(true);

    await row.getByTestId('position-share').click();
    const card = page.getByTestId('pnl-card');
    await expect(card).toBeVisible();
    await page.getByTestId('pnl-card-message').fill('Half off the table');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pnl-card-download').click()]);
    expect(download.suggestedFilename()).toBe('pnl-PERP_BTC_USDT.png');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a'); // the PNG signature
    // 600 × 760 (IHDR width and height, big-endian at bytes 16–23).
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([600, 760]);
  });
});
