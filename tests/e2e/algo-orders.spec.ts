import { expect, test } from './support/test';
import Decimal from 'decimal.js';
import { memberApi, registerMember, waitForAuthEmulator, submitOrder } from './support/member';
import { closeTradeSettings, openTradeSettings } from './support/trade-settings';

/**
 * End to end: a perpetual market buy with TP and SL attached (a BRACKET) fills, and its two children
 * show in the bottom panel's TP/SL tab and as trigger lines on the chart. The trigger rules are proven in cucumber
 * (features/algo-orders.feature) and the simulator's unit tests.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await waitForAuthEmulator(request);
});

test('a market buy with TP and SL: after the fill the TP/SL tab shows both children, and the chart their lines', async ({ page }) => {
  test.setTimeout(90_000);
  await registerMember(page, '/trade/BTC_PERP');
  const book = (await (await page.request.get('/api/v3/public/orderbook?symbol=PERP_BTC_USDT&maxLevel=1')).json()) as {
    data: { asks: { price: number }[] };
  };
  const ask = new Decimal(book.data.asks[0].price);
  const tp = ask.times(1.05).floor().toString();
  const sl = ask.times(0.95).floor().toString();
  await page.getByTestId('order-kind').getByText('Market').click();
  await page.getByTestId('order-size').fill('0.01');
  await page.getByTestId('order-tpsl-on').click();
  await page.getByTestId('order-tp').fill(tp);
  await page.getByTestId('order-sl').fill(sl);
  await expect(page.getByTestId('order-tp-figures')).toContainText(tp);
  await submitOrder(page);

  await expect
    .poll(
      async () =>
        (await memberApi<{ positions: { symbol: string; holding: number }[] }>(page, '/v3/futures/positions')).positions.find(
          (r) => r.symbol === 'PERP_BTC_USDT',
        )?.holding ?? 0,
      { timeout: 10_000 },
    )
    .toBe(0.01);
  await page.getByTestId('bottom-tabs').getByText('TP/SL').click();
  const rows = page.getByTestId('tpsl-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2, { timeout: 10_000 });
  await expect(page.getByTestId('tpsl-table').locator('tr[data-algo-type="TAKE_PROFIT"]')).toContainText(
    Number(tp).toLocaleString('en-US'),
  );
  await expect(page.getByTestId('tpsl-table').locator('tr[data-algo-type="STOP_LOSS"]')).toContainText(Number(sl).toLocaleString('en-US'));
  await expect(rows.first()).toContainText('0.01');
  await expect(page.getByTestId('candle-chart').locator('[data-trigger-lines="2"]')).toHaveCount(1);
});

test('hedge mode: an open long with TP and SL shows both in the TP/SL tab as Sell · Long, on the LONG side', async ({ page }) => {
  test.setTimeout(90_000);
  await registerMember(page, '/trade/BTC_PERP');
  await openTradeSettings(page);
  await page.getByTestId('position-mode').getByText('Hedge').click();
  await expect(page.getByTestId('order-side')).toContainText('Open long');
  await closeTradeSettings(page);
  const book = (await (await page.request.get('/api/v3/public/orderbook?symbol=PERP_BTC_USDT&maxLevel=1')).json()) as {
    data: { asks: { price: number }[] };
  };
  const ask = new Decimal(book.data.asks[0].price);
  await page.getByTestId('order-side').getByText('Open long').click();
  await page.getByTestId('order-kind').getByText('Market').click();
  await page.getByTestId('order-size').fill('0.01');
  await page.getByTestId('order-tpsl-on').click();
  await page.getByTestId('order-tp').fill(ask.times(1.05).floor().toString());
  await page.getByTestId('order-sl').fill(ask.times(0.95).floor().toString());
  await submitOrder(page);

  type Algo = { algoType: string; positionSide: string };
  await expect
    .poll(
      async () =>
        (await memberApi<{ rows: Algo[] }>(page, '/v3/trade/algoOrders?status=INCOMPLETE')).rows
          .map((r) => `${r.algoType} ${r.positionSide}`)
          .sort(),
      { timeout: 10_000 },
    )
    .toEqual(['STOP_LOSS LONG', 'TAKE_PROFIT LONG']);
  await page.getByTestId('bottom-tabs').getByText('TP/SL').click();
  const sides = page.getByTestId('tpsl-table').getByTestId('algo-position-side');
  await expect(sides).toHaveText(['Long', 'Long'], { timeout: 10_000 });
});
