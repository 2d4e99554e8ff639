import { expect, test } from './support/test';
import Decimal from 'decimal.js';
import { memberApi, registerMember, waitForAuthEmulator, submitOrder } from './support/member';
import { closeTradeSettings, openTradeSettings } from './support/trade-settings';

/**
 * End to end: leverage per symbol set in the order form's modal reaches the simulator, and the next
 * position opens at it. The rules (marks, confirmation, refusals, hedge mode, isolated margin) are proven in cucumber.
 */
test.describe('leverage', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await waitForAuthEmulator(request);
  });

  test("20x set in the modal is the symbol's leverage, and a market buy opens the position at 20x", async ({ page }) => {
    test.setTimeout(90_000);
    await registerMember(page, '/trade/BTC_PERP');
    const button = page.getByTestId('leverage-button');
    await expect(button).toHaveText('10x');
    await button.click();
    const modal = page.getByTestId('leverage-modal');
    // The slider's marks: 1 and 5/10/20 up to BTC's maximum of 50x.
    await expect(modal.locator('.ant-slider-mark-text')).toHaveText(['1x', '5x', '10x', '20x', '50x']);
    await modal.getByTestId('leverage-input').fill('20');
    await page.getByTestId('leverage-apply').click();
    // every change is confirmed, stating the largest position at 20x (BTC's tiers: 5,000,000 USDT)
    await expect(modal.getByTestId('leverage-max-position')).toHaveText('Maximum position at 20x: 5,000,000 USDT');
    await page.getByTestId('leverage-apply').click();
    await expect(modal).toBeHidden();
    await expect(button).toHaveText('20x');
    expect(
      await memberApi<{ details: { positionSide: string; leverage: number }[] }>(
        page,
        '/v3/futures/leverage?symbol=PERP_BTC_USDT&marginMode=CROSS&positionMode=ONE_WAY',
      ),
    ).toEqual({
      symbol: 'PERP_BTC_USDT',
      marginMode: 'CROSS',
      positionMode: 'ONE_WAY',
      details: [
        { positionSide: 'LONG', leverage: 20 },
        { positionSide: 'SHORT', leverage: 20 },
      ],
    });

    await page.getByTestId('order-kind').getByText('Market').click();
    await page.getByTestId('order-size').fill('0.01');
    await submitOrder(page);

    type Row = { symbol: string; holding: number; leverage: number; averageOpenPrice: number };
    await expect
      .poll(
        async () =>
          (await memberApi<{ positions: Row[] }>(page, '/v3/futures/positions')).positions.find(
            (r) => r.symbol === 'PERP_BTC_USDT' && r.holding !== 0,
          )?.leverage,
        { timeout: 10_000 },
      )
      .toBe(20);
    const position = (await memberApi<{ positions: Row[] }>(page, '/v3/futures/positions')).positions.find(
      (r) => r.symbol === 'PERP_BTC_USDT',
    )!;
    await page.getByTestId('bottom-tabs').getByText('Positions').click();
    const row = page.getByTestId('positions').locator('tbody tr.ant-table-row').first();
    await expect(row).toContainText('0.01');
    // The row's margin is the position's at 20x: 0.01 × mark ÷ 20 (the mark stays within a fraction of a percent of the entry).
    const margin = new Decimal(position.averageOpenPrice).times('0.01').div(20).toNumber();
    const shown = Number((await row.getByTestId('position-margin').innerText()).replace(/,/g, ''));
    expect(Math.abs(shown - margin) / margin).toBeLessThan(0.005);
  });

  test('hedge mode from the settings menu: the form opens a short and the exchange keeps it as the SHORT side', async ({ page }) => {
    test.setTimeout(90_000);
    await registerMember(page, '/trade/BTC_PERP');
    await openTradeSettings(page);
    await page.getByTestId('position-mode').getByText('Hedge').click();
    const side = page.getByTestId('order-side');
    await expect(side).toContainText('Open long');
    await expect(side).toContainText('Open short');
    await closeTradeSettings(page);
    await side.getByText('Open short').click();
    await page.getByTestId('order-kind').getByText('Market').click();
    await page.getByTestId('order-size').fill('0.01');
    await expect(page.getByTestId('order-submit')).toHaveText('Open short');
    await submitOrder(page);

    type Row = { symbol: string; holding: number; positionSide: string };
    await expect
      .poll(
        async () =>
          (await memberApi<{ positions: Row[] }>(page, '/v3/futures/positions')).positions
            .filter((r) => r.symbol === 'PERP_BTC_USDT' && r.holding !== 0)
            .map((r) => [r.positionSide, r.holding]),
        { timeout: 10_000 },
      )
      .toEqual([['SHORT', -0.01]]);
    expect((await memberApi<{ positionMode: string }>(page, '/v3/account/info')).positionMode).toBe('HEDGE_MODE');
    // A switch back is refused while the short is open, with the exchange's message in the menu.
    await openTradeSettings(page);
    await page.getByTestId('position-mode').getByText('One-way').click();
    await expect(page.getByTestId('position-mode-refusal')).toBeVisible();
  });
});
