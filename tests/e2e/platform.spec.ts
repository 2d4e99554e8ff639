import { expect, test } from './support/test';
import { ROUTES } from '../../src/capabilities';
import { indexablePaths } from '../../src/domain/site/sitemap';
import { waitForAuthEmulator } from './support/member';

/** The platform end to end: private routes and the way back, the account centre's frame, real 404s, the sitemap. */
const unique = () => `pf${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('platform', () => {
  // Playwright waits for the simulator only; the Auth emulator (started by the same script) may still be starting.
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await waitForAuthEmulator(request);
  });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('network-allow-analytics', 'no'));
  });

  test('an unknown path answers HTTP 404 with the 404 page; a route of the table answers 200', async ({ page }) => {
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    const known = await page.goto('/trade/PERP_BTC_USDT');
    expect(known?.status()).toBe(200);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });

  test('sitemap.xml lists the public pages and the blog articles; robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of indexablePaths(ROUTES)) expect(sitemap).toContain(`${path === '/' ? '' : path}</loc>`);
    expect(sitemap).toMatch(/\/blog\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(sitemap).not.toContain('/account');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /account');
  });

  test('a visitor opening /account/security signs in and comes back there; the menu becomes a drawer on a phone', async ({ page }) => {
    test.setTimeout(120_000);
    // An account to sign in with: register, then log out through the user menu.
    const name = unique();
    await page.goto('/register');
    await page.getByTestId('email-input').fill(`${name}@example.com`);
    await page.getByTestId('password-input').fill('correct-horse-42');
    await page.getByTestId('confirm-input').fill('correct-horse-42');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('account-name')).toHaveText(name, { timeout: 30_000 });
    await page.getByTestId('account-name').click();
    await expect(page.getByTestId('user-menu-settings')).toBeVisible();
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await page.getByTestId('log-out').click();
    // the header's link: the page a new member lands on may have its own (the trade page's order form and bottom panel)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.goto('/account/security');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fsecurity$/);
    await page.getByTestId('email-input').fill(`${name}@example.com`);
    await page.getByTestId('password-input').fill('correct-horse-42');
    await page.getByTestId('submit').click();
    await expect(page).toHaveURL(/\/account\/security$/, { timeout: 30_000 });
    await expect(page.getByTestId('account-frame')).toBeVisible();
    await expect(page.getByTestId('account-menu-accountSecurity')).toHaveAttribute('aria-current', 'page');

    await page.setViewportSize({ width: 480, height: 900 });
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await page.getByTestId('account-menu-button').click();
    const drawer = page.getByTestId('account-drawer');
    await expect(drawer.getByTestId('account-menu-accountApi')).toBeVisible();
    await drawer.getByTestId('account-menu-accountApi').click();
    await expect(page).toHaveURL(/\/account\/api-management$/);
    await expect(drawer).toHaveCount(0);
  });
});
