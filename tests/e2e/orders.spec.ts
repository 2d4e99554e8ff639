import { expect, test, type Page } from './support/test';
import Decimal from 'decimal.js';
import { memberApi as api, memberPost, registerMember as register, submitOrder as submit, waitForAuthEmulator } from './support/member';
import { startSecondSimulator } from './support/second-simulator';
import { checkInDialog, confirmUntil } from './support/dialog';

/**
 * End to end: a new member trades against the simulator's matching engine in Chromium. The rules behind
 * each step (codes, fees, margin) are proven in cucumber and unit tests; this file checks what only a browser shows.
 */

/** A buy price `below` (a fraction) under the best bid, on the symbol's tick. */
async function priceBelowBid(page: Page, symbol: string, below: number, origin = ''): Promise<string> {
  const instruments = (await (await page.request.get(`${origin}/api/v3/public/instruments`)).json()) as {
    data: { rows: { symbol: string; quoteTick: number }[] };
  };
  const tick = new Decimal(instruments.data.rows.find((r) => r.symbol === symbol)!.quoteTick);
  const book = (await (await page.request.get(`${origin}/api/v3/public/orderbook?symbol=${symbol}&maxLevel=1`)).json()) as {
    data: { bids: { price: number }[] };
  };
  return new Decimal(book.data.bids[0].price)
    .times(1 - below)
    .div(tick)
    .floor()
    .times(tick)
    .toString();
}

const openOrderRows = (page: Page) => page.getByTestId('open-orders').locator('tbody tr[data-row-key]');

test.describe('orders', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await waitForAuthEmulator(request);
  });

  test('the private stream runs in the socket relay worker: an order placed elsewhere reaches the page, which opens no private socket', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.addInitScript(() => {
      const Native = window.WebSocket;
      const opened: string[] = [];
      Object.assign(window, { pageSockets: opened });
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          opened.push(String(url));
        }
      };
    });
    await register(page, '/trade/BTC_USDT');
    await expect(page.getByTestId('demo-funds')).toBeVisible();
    const price = await priceBelowBid(page, 'SPOT_BTC_USDT', 0.02);
    // placed by another client of the same session: only the private stream tells the page
    await memberPost(page, '/v3/trade/order', {
      symbol: 'SPOT_BTC_USDT',
      side: 'BUY',
      type: 'LIMIT',
      price: Number(price),
      quantity: 0.001,
    });
    await expect(openOrderRows(page)).toHaveCount(1, { timeout: 10_000 });
    const opened = await page.evaluate(() => (window as unknown as { pageSockets: string[] }).pageSockets);
    expect(opened.some((url) => url.includes('/ws/stream'))).toBe(true);
    expect(opened.filter((url) => url.includes('private'))).toEqual([]);
    expect(page.workers().some((worker) => worker.url().startsWith('blob:'))).toBe(true);
    expect(warnings.filter((text) => text.includes('socket relay'))).toEqual([]);
  });

  test('a limit buy below the market rests (book, chart, open orders), is amended, then cancelled', async ({ page }) => {
    test.setTimeout(90_000);
    await register(page, '/trade/BTC_USDT');
    await expect(page.getByTestId('demo-funds')).toBeVisible();
    const price = await priceBelowBid(page, 'SPOT_BTC_USDT', 0.01);
    await page.getByTestId('order-price').fill(price);
    await page.getByTestId('order-size').fill('0.01');
    await submit(page);

    await expect(openOrderRows(page)).toHaveCount(1, { timeout: 10_000 });
    await expect(openOrderRows(page).first()).toContainText(
      Number(price).toLocaleString('en-US', { minimumFractionDigits: price.split('.')[1]?.length ?? 0 }),
    );
    await expect(page.getByTestId('candle-chart').locator('[data-order-lines="1"]')).toHaveCount(1);
    const [order] = (
      await api<{ rows: { orderId: number; price: number; status: string }[] }>(
        page,
        '/v3/trade/orders?symbol=SPOT_BTC_USDT&status=INCOMPLETE',
      )
    ).rows;
    expect(new Decimal(order.price).eq(price)).toBe(true);
    // The level holding the order carries the own-order marker once it is within the book's shown depth.
    const ownLevels = page.locator('[data-testid="order-book-bids"] [data-own="true"]');
    expect(await ownLevels.count()).toBeLessThanOrEqual(1);

    const amended = new Decimal(price).minus(await priceStep(page)).toString();
    await openOrderRows(page).first().getByTestId('order-edit').click();
    await page.getByTestId('amend-price').fill(amended);
    await page.getByTestId('amend-save').click();
    await expect
      .poll(
        async () => {
          const rows = (await api<{ rows: { price: number }[] }>(page, '/v3/trade/orders?symbol=SPOT_BTC_USDT&status=INCOMPLETE')).rows;
          return rows.length === 1 && new Decimal(rows[0].price).eq(amended);
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    await openOrderRows(page).first().getByTestId('order-cancel').click();
    await expect(openOrderRows(page)).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByTestId('candle-chart').locator('[data-order-lines="0"]')).toHaveCount(1);
  });

  test('a market buy fills and the balance changes; a tick-size refusal names the tick; a double click places one order', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await register(page, '/trade/BTC_USDT');
    const btc = async () =>
      (await api<{ holding: { token: string; holding: number }[] }>(page, '/v3/asset/balances')).holding.find((r) => r.token === 'BTC')
        ?.holding ?? 0;
    expect(await btc()).toBe(0.1);

    await page.getByTestId('order-kind').getByText('Market').click();
    await page.getByTestId('order-size').fill('0.001');
    await submit(page);
    // 0.001 BTC bought, less the 5 bp taker fee taken in BTC: 0.1 + 0.001 − 0.0000005.
    await expect.poll(btc, { timeout: 10_000 }).toBeCloseTo(0.1009995, 9);

    await page.getByTestId('order-kind').getByText('Limit').click();
    const price = await priceBelowBid(page, 'SPOT_BTC_USDT', 0.01);
    const tick = await priceStep(page);
    await page.getByTestId('order-price').fill(new Decimal(price).plus(new Decimal(tick).div(2)).toString());
    await page.getByTestId('order-size').fill('0.01');
    await page.getByTestId('order-submit').click();
    await expect(page.getByTestId('refusal-price')).toHaveText(`Price must be a multiple of the tick size ${tick}`);

    await page.getByTestId('order-price').fill(price);
    // The refusal's line leaves with antd's collapse (a transition, which reduced motion does not shorten) and the Buy
    // button moves up with it: a click while it moved was lost once on a busy machine (no dialog, nothing placed).
    await expect(page.getByTestId('refusal-price')).toHaveCount(0);
    // The confirmation is turned off for limit orders first, so the double click lands on the Buy button twice. Buy is
    // pressed again only when its dialog has not come within 5 s (a press opens the dialog; it places nothing).
    const dontAsk = page.getByTestId('confirm-dont-ask');
    await expect(async () => {
      if (!(await dontAsk.isVisible())) await page.getByTestId('order-submit').click({ timeout: 3_000 });
      await expect(dontAsk).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await checkInDialog(dontAsk);
    await confirmUntil(page.getByTestId('confirm-ok'));
    await expect(openOrderRows(page)).toHaveCount(1, { timeout: 10_000 });
    // The form empties the size once the order's answer is in (the stream's row can come first): then it is refilled.
    await expect(page.getByTestId('order-size')).toHaveValue('', { timeout: 10_000 });
    await page.getByTestId('order-size').fill('0.01');
    await page.getByTestId('order-submit').dblclick();
    await expect(openOrderRows(page)).toHaveCount(2, { timeout: 10_000 });
    // both clicks' requests have been answered: nothing more can be placed
    await expect(page.getByTestId('order-pending')).toHaveCount(0);
    const open = (await api<{ rows: unknown[] }>(page, '/v3/trade/orders?symbol=SPOT_BTC_USDT&status=INCOMPLETE')).rows;
    expect(open).toHaveLength(2);
  });

  test('a perpetual market buy opens a position with its entry price and margin', async ({ page }) => {
    test.setTimeout(90_000);
    await register(page, '/trade/BTC_PERP');
    await page.getByTestId('order-kind').getByText('Market').click();
    await page.getByTestId('order-size').fill('0.01');
    await submit(page);
    const position = await expect
      .poll(
        async () => {
          const rows = (
            await api<{ positions: { symbol: string; holding: number; averageOpenPrice: number }[] }>(page, '/v3/futures/positions')
          ).positions;
          return rows.find((r) => r.symbol === 'PERP_BTC_USDT' && r.holding !== 0)?.holding ?? 0;
        },
        { timeout: 10_000 },
      )
      .toBe(0.01)
      .then(async () =>
        (await api<{ positions: { symbol: string; averageOpenPrice: number }[] }>(page, '/v3/futures/positions')).positions.find(
          (r) => r.symbol === 'PERP_BTC_USDT',
        )!,
      );
    const [fill] = (
      await api<{ rows: { executedPrice: number; executedQuantity: number }[] }>(page, '/v3/trade/transactionHistory?symbol=PERP_BTC_USDT')
    ).rows;
    // One fill or several: the entry is the size-weighted average of the fills.
    expect(fill).toBeDefined();
    await page.getByTestId('bottom-tabs').getByText('Positions').click();
    const row = page.getByTestId('positions').locator('tbody tr[data-row-key]').first();
    await expect(row).toContainText('0.01');
    const cell = async (n: number) => Number((await row.locator('td').nth(n).innerText()).replace(/,/g, ''));
    // Entry: the engine's average open price (size-weighted over the fills), shown on the tick.
    // (symbol and PnL come first, pinned: the entry is the fourth column)
    expect(Math.abs((await cell(3)) - position.averageOpenPrice)).toBeLessThanOrEqual(0.1);
    // Margin at 10×: 0.01 × mark ÷ 10; the mark stays within a fraction of a percent of the entry meanwhile.
    const margin = new Decimal(position.averageOpenPrice).times('0.01').div(10).toNumber();
    expect(Math.abs(Number((await row.getByTestId('position-margin').innerText()).replace(/,/g, '')) - margin) / margin).toBeLessThan(
      0.005,
    );
  });

  test('orders and balances survive a restart of the simulator', async ({ page }) => {
    test.setTimeout(120_000);
    const second = await startSecondSimulator();
    try {
      await register(page, '/trade/BTC_USDT', second.url);
      const price = await priceBelowBid(page, 'SPOT_BTC_USDT', 0.01, second.url);
      await page.getByTestId('order-price').fill(price);
      await page.getByTestId('order-size').fill('0.01');
      await submit(page);
      await expect(openOrderRows(page)).toHaveCount(1, { timeout: 10_000 });
      // the stream's row can come before the order is written; its answer (the form empties the size) comes after
      await expect(page.getByTestId('order-size')).toHaveValue('', { timeout: 10_000 });
      const before = await api<{ holding: { token: string; holding: number; frozen: number }[] }>(page, '/v3/asset/balances', second.url);

      await second.restart();
      await page.reload();
      await expect(openOrderRows(page)).toHaveCount(1, { timeout: 20_000 });
      const after = await api<{ holding: { token: string; holding: number; frozen: number }[] }>(page, '/v3/asset/balances', second.url);
      expect(after.holding).toEqual(
        before.holding.map((r) => expect.objectContaining({ token: r.token, holding: r.holding, frozen: r.frozen })),
      );
    } finally {
      await second.stop();
    }
  });
});

/** The spot BTC tick from the instruments call. */
async function priceStep(page: Page): Promise<string> {
  const instruments = (await (await page.request.get('/api/v3/public/instruments')).json()) as {
    data: { rows: { symbol: string; quoteTick: number }[] };
  };
  return new Decimal(instruments.data.rows.find((r) => r.symbol === 'SPOT_BTC_USDT')!.quoteTick).toString();
}
