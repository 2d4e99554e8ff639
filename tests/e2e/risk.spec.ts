import { expect, test } from './support/test';
import Decimal from 'decimal.js';
import { CONTROL_HEADERS } from './support/control';
import { memberApi, memberPost, registerMember, waitForAuthEmulator } from './support/member';

/**
 * End to end: a funding payment and a liquidation as a trader sees them — the toast, the Funding and
 * Position history tabs. The rules (boundary, fund, signs) are proven in cucumber and unit tests.
 */
test.describe('funding and liquidation', { tag: '@global' }, () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await waitForAuthEmulator(request);
  });

  test('a funding payment and a liquidation: the toast, the funding row and the closed position', async ({ page }) => {
    test.setTimeout(120_000);
    await registerMember(page, '/trade/ETH_PERP');
    type Positions = { positions: { symbol: string; holding: number; averageOpenPrice: number }[] };
    const ethPosition = async () =>
      (await memberApi<Positions>(page, '/v3/futures/positions')).positions.find((r) => r.symbol === 'PERP_ETH_USDT');
    // A long of 10 ETH: the simulated book's ask side holds 7–12 ETH, so a market order may fill part of it, and a
    // thinner long would not be liquidated at a quarter of its entry. What is missing is bought again once the book
    // has moved on (an order a poll, so a fill that shows late costs one more order, never a long too small).
    await memberPost(page, '/v3/trade/order', { symbol: 'PERP_ETH_USDT', side: 'BUY', type: 'MARKET', quantity: 10 });
    await expect
      .poll(
        async () => {
          const held = new Decimal((await ethPosition())?.holding ?? 0);
          if (held.lt(10)) {
            await page.request.post('/__control/trading/advance', { headers: CONTROL_HEADERS, data: { steps: 1 } });
            const quantity = new Decimal(10).minus(held).toNumber();
            await memberPost(page, '/v3/trade/order', { symbol: 'PERP_ETH_USDT', side: 'BUY', type: 'MARKET', quantity });
          }
          return held.toNumber();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(10);
    const position = (await ethPosition())!;
    const entry = new Decimal(position.averageOpenPrice);
    // funding at the entry price, then a mark a quarter of it: far past the liquidation price
    await page.request.post('/__control/trading/mark-price', {
      headers: CONTROL_HEADERS,
      data: { symbol: 'PERP_ETH_USDT', price: entry.toFixed() },
    });
    const funding = await page.request.post('/__control/trading/funding', { headers: CONTROL_HEADERS, data: { symbol: 'PERP_ETH_USDT' } });
    expect((await funding.json()).payments).toBeGreaterThanOrEqual(0);
    const low = entry.div(4).toDecimalPlaces(1, Decimal.ROUND_DOWN).toFixed(1);
    // the toast is looked for from before the mark moves: it may come and go before the control call's answer
    const told = page.getByText(/Your ETH-PERP long was liquidated at/).waitFor({ timeout: 20_000 });
    const moved = await page.request.post('/__control/trading/mark-price', {
      headers: CONTROL_HEADERS,
      data: { symbol: 'PERP_ETH_USDT', price: low },
    });
    expect(await moved.json()).toEqual({ ok: true, liquidated: 1 });
    await told;

    await page.getByTestId('bottom-tabs').getByText('Position history').click();
    const closed = page.getByTestId('history-positions').locator('tbody tr.ant-table-row').first();
    await expect(closed).toContainText('ETH-PERP', { timeout: 10_000 });
    await expect(closed).toContainText('Liquidated');
    await page.getByTestId('bottom-tabs').getByText('Funding', { exact: true }).click();
    const rows = await memberApi<{ rows: unknown[] }>(page, '/v3/futures/fundingFee/history');
    await expect(page.getByTestId('history-funding')).toHaveAttribute('data-total', String(rows.rows.length), { timeout: 10_000 });
    await page.request.post('/__control/trading/mark-price', { headers: CONTROL_HEADERS, data: { symbol: 'PERP_ETH_USDT', price: null } });
  });
});
