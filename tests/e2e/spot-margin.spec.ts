import { expect, test, type Page } from './support/test';
import { CONTROL_HEADERS } from './support/control';
import { memberApi, memberPost, newMember } from './support/member';
import { confirmUntil } from './support/dialog';

/**
 * End to end: a new member turns spot margin on, buys beyond the holding, sees the loan, the interest
 * and the risk on /account/spot-margin, and repays from the modal. The rules are proven in cucumber and unit tests.
 */
/** A session REST call as the app makes it. */
const call = <T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> =>
  method === 'GET' ? memberApi<T>(page, path) : memberPost<T>(page, path, data);

test('spot margin: leverage, a borrow at the fill, interest, the risk gauge and a repayment', { tag: '@global' }, async ({ page }) => {
  test.setTimeout(120_000);
  await newMember(page, 'sm');
  await page.goto('/account/spot-margin');
  await expect(page.getByTestId('spot-margin-page')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('margin-risk')).toHaveAttribute('data-risk', 'none');
  await page.getByTestId('spot-margin-leverage').getByText('3×').click();
  await expect.poll(async () => (await call<{ leverage: number }>(page, 'GET', '/v3/spotMargin/leverage')).leverage).toBe(3);

  // 12,000 USDT of BTC with 10,000 held: about 2,000 borrowed at the fill, then an hour of interest. A market order
  // fills what the book holds and the simulated book's depth moves (once, in CI, it filled less than the holding and
  // nothing was borrowed), so it buys again until the exchange has recorded a USDT borrow.
  const borrowed = async () =>
    (await call<{ meta: { total: number } }>(page, 'GET', '/v3/spotMargin/interestHistory?token=USDT&type=BORROWED')).meta.total;
  await call(page, 'POST', '/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', amount: 12000 });
  // the exchange takes 5 orders a second per symbol: at most five more buys, one per poll, polls 300 ms apart
  let more = 0;
  await expect
    .poll(
      async () => {
        if ((await borrowed()) > 0 || more === 5) return (await borrowed()) > 0;
        more += 1;
        await call(page, 'POST', '/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', amount: 3000 });
        return (await borrowed()) > 0;
      },
      { message: 'the exchange recorded a USDT borrow at the fill', intervals: [300], timeout: 5_000 },
    )
    .toBe(true);
  await page.request.post('/__control/trading/spot-interest', { headers: CONTROL_HEADERS, data: { hours: 1 } });
  await page.reload();
  const usdt = page.locator('[data-token="USDT"]');
  await expect(usdt.getByTestId('loan-borrowed')).not.toHaveText('0', { timeout: 20_000 });
  await expect(usdt.getByTestId('loan-interest')).not.toHaveText('0');
  await expect(page.getByTestId('margin-risk')).toHaveAttribute('data-risk', 'safe');
  await expect(page.getByTestId('spot-margin-history').locator('tbody tr.ant-table-row').first()).toContainText('Interest');

  // sell a little BTC for free USDT, then repay 100 USDT: interest first
  await call(page, 'POST', '/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: 0.01 });
  await page.reload();
  await page.getByTestId('repay-USDT').click();
  await page.getByTestId('repay-amount').fill('100');
  await expect(page.getByTestId('repay-preview')).toContainText('USDT to interest');
  await confirmUntil(page.getByTestId('repay-ok'));
  await expect(page.getByTestId('spot-margin-notice')).toContainText('Repaid', { timeout: 10_000 });
  await expect(usdt.getByTestId('loan-interest')).toHaveText('0');
});
