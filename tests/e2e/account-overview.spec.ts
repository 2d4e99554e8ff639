import { expect, test } from './support/test';
import { countShifts, holdConfig, layoutShifts } from './support/first-paint';
import { newMember, waitForAuthEmulator } from './support/member';

/**
 * `/account` is light from the frame to the cards (docs/adr/0012-app-pages-speed.md): the frame and the overview's
 * placeholder paint before the runtime, the view takes their place without moving anything, and no antd loads.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await waitForAuthEmulator(request);
});

test('the overview paints its frame and placeholder first, keeps its place, and loads no antd', async ({ page }) => {
  test.setTimeout(150_000);
  await newMember(page, 'ovw');
  const antd: string[] = [];
  page.on('request', (r) => /\/assets\/(antd|antd-provider)[-.]/.test(r.url()) && antd.push(r.url()));
  await countShifts(page);
  for (const width of [480, 1440]) {
    await page.setViewportSize({ width, height: 860 });
    // the runtime waits for the configuration: the placeholder stays until it has been measured
    const release = await holdConfig(page);
    await page.goto('/account', { waitUntil: 'commit' });
    const placeholder = page.getByTestId('account-overview-skeleton');
    await expect(placeholder).toBeVisible();
    await expect(page.getByTestId('account-frame')).toBeVisible();
    const heading = placeholder.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Account overview');
    const before = await heading.boundingBox();
    expect(before).not.toBeNull();
    release();
    await expect(page.getByTestId('overview-security')).toBeVisible({ timeout: 30_000 });
    await expect(placeholder).toHaveCount(0);
    expect(await page.getByTestId('account-overview').getByRole('heading', { level: 1 }).boundingBox()).toEqual(before);
    expect(await layoutShifts(page)).toBeLessThanOrEqual(0.02);
    expect(await page.locator('[class^="ant-"], [class*=" ant-"]').count()).toBe(0);
  }
  expect(antd).toEqual([]);
});
