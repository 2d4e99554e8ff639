import { expect, test, type Page } from './support/test';
import { CONTROL_HEADERS } from './support/control';
import { memberApi, newMember } from './support/member';

/**
 * End to end: a new member gets WOO (a deposit through the simulated chain), stakes it on
 * /staking and sees an unstake's unbonding; subscribes to a flexible savings product on /staking/earn, the control runs
 * one earn day, and the interest shows in the yield history and the ledger. The rules are proven in cucumber and unit tests.
 */
async function depositWoo(page: Page, amount: string): Promise<void> {
  const { user_id: userId } = await memberApi<{ user_id: number }>(page, '/usercenter/account/info');
  const arrived = await page.request.post('/__control/wallet/deposit', {
    headers: CONTROL_HEADERS,
    data: { userId, token: 'WOO', network: 'ETH', amount },
  });
  expect(arrived.ok()).toBe(true);
  for (let i = 0; i < 6; i++) await page.request.post('/__control/wallet/block', { headers: CONTROL_HEADERS });
}

test(
  'earn: stake WOO, unstake into unbonding; subscribe USDT flexible, a day later the interest is in the yield history and the ledger',
  { tag: '@global' },
  async ({ page }) => {
    test.setTimeout(150_000);
    await newMember(page, 'earn');
    await depositWoo(page, '2000');

    await page.goto('/staking');
    await expect(page.getByTestId('staking-page')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('stake-available')).toContainText('2,000 WOO', { timeout: 20_000 });
    await page.getByTestId('stake-amount').fill('1500');
    await page.getByTestId('stake-submit').click();
    await expect(page.getByTestId('staking-done')).toContainText('Staked 1,500 WOO.');
    await expect(page.getByTestId('staking-staked')).toContainText('1,500 WOO');
    await page.getByTestId('unstake-amount').fill('500');
    await page.getByTestId('unstake-submit').click();
    await expect(page.getByTestId('staking-done')).toContainText('500 WOO is unbonding until');
    const unbonding = page.getByTestId('unbonding-table').locator('tbody tr.ant-table-row');
    await expect(unbonding).toHaveCount(1);
    await expect(unbonding.first()).toContainText('500 WOO');
    await expect(unbonding.first()).toContainText('7');
    const woo = (
      await memberApi<{ holding: { token: string; staked: number; unbonding: number }[] }>(page, '/v3/asset/balances')
    ).holding.find((r) => r.token === 'WOO');
    expect(woo).toMatchObject({ staked: 1000, unbonding: 500 });

    await page.goto('/staking/earn');
    await expect(page.getByTestId('savings-page')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('subscribe-USDT_FLEX').click();
    await page.getByTestId('subscribe-amount').fill('1000');
    const before = Date.now();
    await page.getByTestId('subscribe-submit').click();
    await expect(page.getByTestId('savings-done')).toContainText('Subscribed 1,000 USDT.');
    const after = Date.now();
    await expect(page.getByTestId('savings-positions').locator('tbody tr.ant-table-row')).toHaveCount(1);

    const advanced = await page.request.post('/__control/earn/advance', { headers: CONTROL_HEADERS, data: { days: 1 } });
    expect(advanced.ok()).toBe(true);
    await page.reload();
    const yields = page.getByTestId('yield-history').locator('tbody tr.ant-table-row');
    await expect(yields.filter({ hasText: 'USDT_FLEX' })).toHaveCount(1, { timeout: 10_000 });
    await expect(yields.filter({ hasText: 'WOO' })).toHaveCount(1);
    // flexible savings earn by the time held: a whole day of 1,000 USDT × 3.65 % ÷ 365 = 0.1 USDT, times the share of
    // the day between the subscription and the next UTC midnight (the day boundary the earn clock was moved to)
    const DAY = 86_400_000;
    const midnight = Math.ceil(after / DAY) * DAY;
    const ledger = await memberApi<{ rows: { token: string; type: string; amount: number }[] }>(page, '/v3/asset/token/history?token=USDT');
    const interest = ledger.rows.filter((r) => r.type === 'INTEREST').map((r) => r.amount);
    expect(interest).toHaveLength(1);
    expect(interest[0]).toBeGreaterThanOrEqual(0.1 * ((midnight - after) / DAY) - 1e-8);
    expect(interest[0]).toBeLessThanOrEqual(0.1 * ((midnight - before) / DAY) + 1e-8);
    const shown = /([\d.,]+) USDT/.exec((await yields.filter({ hasText: 'USDT_FLEX' }).textContent()) ?? '')?.[1];
    expect(Number(shown?.replace(/,/g, ''))).toBe(interest[0]);
    expect(
      ledger.rows
        .filter((r) => r.type === 'EARN')
        .map((r) => r.amount)
        .sort((x, y) => x - y),
    ).toEqual([-1000, -interest[0]]);
  },
);
