import { expect, test } from './support/test';
import { CONTROL_HEADERS } from './support/control';

test.describe('the app shell', () => {
  test('the home page shows a live WOO/USDT ticker and totals that change', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    const price = page.getByTestId('woo-last-price');
    await expect(price).toHaveText(/^\d+\.\d{4}$/);
    await expect(page.getByTestId('woo-change')).toHaveText(/^[+-]?\d+\.\d{2}%$/);
    await expect(page.getByTestId('connection-badge')).toHaveAttribute('data-status', 'open');
    const transactions = page.getByTestId('total-transactions');
    await expect(transactions).toHaveText(/^[\d,]+$/);
    const first = await transactions.textContent();
    await expect(transactions).not.toHaveText(first!, { timeout: 8_000 });
    expect(errors).toEqual([]);
  });

  test('the home page shows the highlighted and grouped markets of the layout calls, live', async ({ page }) => {
    await page.goto('/');
    const markets = page.getByTestId('home-markets');
    await expect(markets).toBeVisible();
    await expect(markets.getByTestId('home-price-SPOT_BTC_USDT').first()).toHaveText(/^[\d,]+\.\d{2}$/);
    await expect(markets.getByRole('tab').first()).toBeVisible();
  });

  test('switching the language changes the page text, the html lang and survives a reload', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Markets' })).toBeVisible();
    await page.getByLabel('Language').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Mercados' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page.getByTestId('language-switcher')).toHaveValue('es');
  });

  test('asked for less motion, the enter and leave motions of antd end at once, transitions as well as animations', async ({ page }) => {
    await page.goto('/login');
    // the sign-in page's one h1 (its card's title)
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    // The classes antd's motions put on an element while it enters or leaves (a form's help line collapsing: a height
    // transition; a dialog zooming in: an animation), read through the page's own style sheets.
    const durations = () =>
      page.evaluate(() =>
        ['ant-show-help-leave ant-show-help-leave-active', 'ant-zoom-enter ant-zoom-enter-active', 'ant-slide-up-appear'].map((cls) => {
          const probe = document.createElement('div');
          probe.className = cls;
          probe.style.transition = 'height 0.3s';
          probe.style.animation = 'none 0.3s';
          document.body.append(probe);
          const style = getComputedStyle(probe);
          const figures = [style.transitionDuration, style.animationDuration];
          probe.remove();
          return figures;
        }),
      );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await durations()).toEqual(Array(3).fill(['1e-05s', '1e-05s']));
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await durations()).toEqual(Array(3).fill(['0.3s', '0.3s']));
  });

  test('an unknown route shows the 404 page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every route of the spec renders inside the shell', async ({ page }) => {
    for (const path of ['/team', '/markets?tab=PERP', '/trade/BTC_PERP', '/leaderboard', '/blog/find', '/500']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    }
    // A private route sends a visitor to sign in, keeping its query and hash for the way back.
    await page.goto('/account/reward-center#events');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Freward-center%23events$/);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });

  test('a broken runtime configuration shows a clear error page, not a blank screen', async ({ page }) => {
    await page.route('**/app-config.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"environment":"moon"}' }),
    );
    await page.goto('/');
    await expect(page.getByTestId('config-error')).toBeVisible();
    await expect(page.getByText('environment')).toBeVisible();
  });

  test('the badge shows the reconnection after the server drops the socket', { tag: '@global' }, async ({ page, request }) => {
    await page.goto('/');
    const badge = page.getByTestId('connection-badge');
    await expect(badge).toHaveAttribute('data-status', 'open');
    await request.post('/__control/ws/close-abnormal', { data: {}, headers: CONTROL_HEADERS });
    await expect(badge).toHaveAttribute('data-status', /closed|connecting/, { timeout: 4_500 });
    await expect(badge).toHaveAttribute('data-status', 'open', { timeout: 15_000 });
    await expect(page.getByTestId('woo-last-price')).toHaveText(/^\d+\.\d{4}$/);
  });

  test('static responses carry a content security policy with no inline script', async ({ request }) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'];
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
