import { PUBLIC_PAGES, publicPagesWith } from './support/routes';
import { expect, test, type Page } from './support/test';
import { seriousViolations, tr, useLocale } from './support/site-pages';
import { CONTROL_HEADERS } from './support/control';
import { pickUntil } from './support/select';
import { pageSettled } from './support/settled';

// Every test here reads public pages on its own page: the file's tests spread over the workers (with the language sweep,
// now site-languages.spec.ts, its 40 tests were the longest file, ≈ 2 min, on one worker while the other had finished).
test.describe.configure({ mode: 'parallel' });

test.describe('the public site', () => {
  test('each page has its own title, description and Open Graph tags', async ({ page }) => {
    const PAGES = [...PUBLIC_PAGES, '/404'];
    const seen = new Set<string>();
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toMatch(new RegExp(`${path === '/' ? '/' : path}$`));
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https?:\/\/.+\.jpg$/);
      expect(await page.locator('meta[property="og:title"]').count(), `${path} has one og:title`).toBe(1);
      seen.add(`${title}|${description}`);
    }
    expect(seen.size).toBe(PAGES.length);
  });

  test("each public route's HTML carries its own head for crawlers that run no script", async ({ request }) => {
    const heads = new Map<string, string>();
    for (const [path, ns, titleKey, descriptionKey] of [
      ['/', 'site', 'meta.home.title', 'meta.home.description'],
      ['/team', 'site', 'meta.team.title', 'meta.team.description'],
      ['/designated-market-makers', 'site', 'meta.marketMakers.title', 'meta.marketMakers.description'],
      ['/download', 'site', 'meta.download.title', 'meta.download.description'],
      ['/blog', 'blog', 'meta.title', 'meta.description'],
      ['/proof-of-reserves', 'reserves', 'title', 'subtitle'],
    ] as const) {
      const html = await (await request.get(path)).text();
      const attribute = (selector: RegExp) => html.match(selector)?.[1]?.replace(/&amp;/g, '&');
      expect(attribute(/<title>([^<]*)<\/title>/), path).toBe(`${tr('en', `${ns}:${titleKey}`)} | WOO X`);
      expect(attribute(/<meta property="og:title" content="([^"]*)"/), path).toBe(tr('en', `${ns}:${titleKey}`));
      expect(attribute(/<meta name="description" content="([^"]*)"/), path).toBe(tr('en', `${ns}:${descriptionKey}`));
      expect(attribute(/<meta property="og:description" content="([^"]*)"/), path).toBe(tr('en', `${ns}:${descriptionKey}`));
      expect(html, path).toContain('<meta property="og:image" content="/og-image.jpg" />');
      heads.set(path, attribute(/<title>([^<]*)<\/title>/)!);
    }
    expect(new Set(heads.values()).size).toBe(heads.size);
    expect((await request.get('/og-image.jpg')).headers()['content-type']).toBe('image/jpeg');
  });

  test('a partner form keeps every answer through a server error and succeeds afterwards', async ({ page, request }) => {
    await page.goto('/brokers');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const form = page.getByTestId('broker-form');
    await form.getByLabel('Company name').fill('Andes Forex');
    await form.getByLabel('Your name').fill('Anna Ruiz');
    await form.getByLabel('Work email').fill('anna@andes.com');
    await form.getByLabel('Country of registration').fill('Peru');
    const clients = form.getByLabel('Active clients');
    const chosen = form.locator('.ant-select', { has: page.getByLabel('Active clients') }).getByTitle('1,000 to 10,000', { exact: true });
    await pickUntil(page, clients, '1,000 to 10,000', chosen);
    await form.getByRole('checkbox').check();
    await request.post('/__control/http/fault', {
      data: { path: '/usercenter/pre/broker', code: 503, times: 1 },
      headers: CONTROL_HEADERS,
    });
    await page.getByTestId('partner-submit').click();
    await expect(page.getByText(/Your application was not sent/)).toBeVisible();
    await expect(form.getByLabel('Company name')).toHaveValue('Andes Forex');
    await expect(form.getByLabel('Work email')).toHaveValue('anna@andes.com');
    await page.reload();
    await expect(form.getByLabel('Company name')).toHaveValue('Andes Forex');
    await page.getByTestId('partner-submit').click();
    await expect(page.getByTestId('partner-sent')).toBeVisible();
    await expect(page.getByText('Thank you. Our partnerships team will reply within two business days.').first()).toBeVisible();
  });

  test('the form names the wrong fields and sends nothing', async ({ page }) => {
    await page.goto('/designated-market-makers');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByTestId('partner-submit').click();
    await expect(page.getByTestId('field-companyName')).toContainText('Required');
    await expect(page.getByTestId('field-markets')).toContainText('Choose at least one market');
    await expect(page.getByTestId('field-consent')).toContainText('Please accept the privacy policy');
  });

  test('the download page offers the published APK, both stores and a QR code', async ({ page, request }) => {
    await page.goto('/download');
    await expect(page.getByTestId('apk-download')).toHaveAttribute('href', /\.apk$/);
    const apk = await request.get((await page.getByTestId('apk-download').getAttribute('href'))!);
    expect(apk.status()).toBe(200);
    expect(apk.headers()['content-type']).toBe('application/vnd.android.package-archive');
    await expect(page.getByTestId('apk-download')).toContainText('3.42.0');
    await expect(page.getByTestId('app-store')).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(page.getByTestId('google-play')).toHaveAttribute('href', /play\.google\.com/);
    await expect(page.getByTestId('download-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  });

  test('the trader-recruitment page takes an application at the configured address', async ({ page }) => {
    await page.goto('/trader-recruitment');
    const apply = page.getByTestId('trader-application');
    await expect(apply).toHaveAttribute('href', 'https://forms.gle/woox-trader-recruitment');
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveText('Apply with your track record');
  });

  test('the 404 page helps the visitor on', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Where to next?' }).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  const PAGES = [...publicPagesWith({ '/blog/find': 'q=trading' }), '/404', '/500'];
  for (const path of PAGES) {
    test(`axe finds no serious or critical violation on ${path}, header, footer and overlays included`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible(); // the footer, which loads with the runtime
      await pageSettled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('axe finds no serious or critical violation on a phone with the menu drawer open, in another language', async ({
    page,
    baseURL,
  }) => {
    await useLocale(page, baseURL!, 'ru');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/blog');
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('nav-drawer')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('responsive screenshots', () => {
  const WIDTHS = { small: 375, mobile: 560, tablet: 800, desktop: 1280, wide: 1600 } as const;
  for (const [name, width] of Object.entries(WIDTHS)) {
    test(`/ and /blog at ${name} (${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, file] of [
        ['/', 'home'],
        ['/blog', 'blog'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await pageSettled(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `reports/site-screenshots/${file}-${name}-${width}.png`, fullPage: true });
      }
    });
  }
});

test.describe('the header and the overlays by screen size', () => {
  test('below wide, the header shows only links that fit and the menu opens all of them above the overlays', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/team');
    const nav = page.locator('header').getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Markets' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
    const clipped = await nav.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll('a')]
        .filter((a) => a.offsetParent && a.getBoundingClientRect().right > box.right + 0.5)
        .map((a) => a.textContent);
    });
    expect(clipped).toEqual([]);
    await page.getByTestId('consent-no').click();
    const card = (await page.getByTestId('one-tap').boundingBox())!;
    await page.getByTestId('menu-button').click();
    const drawer = page.getByTestId('nav-drawer');
    // The drawer covers the one-tap card's corner: the topmost element there must be the drawer's.
    await expect(drawer).toBeVisible();
    const onTop = await drawer.evaluate(
      (element, [x, y]) => element.contains(document.elementFromPoint(x, y)),
      [card.x + card.width - 8, card.y + 8],
    );
    expect(onTop).toBe(true);
    await drawer.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(drawer).toHaveCount(0);
  });

  /** The one-tap card at a screen size: hidden while the consent banner asks, then shown; its box once shown. */
  async function oneTapAfterConsent(page: Page, width: number, height: number, path: string) {
    await page.setViewportSize({ width, height });
    await page.goto(path);
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    const oneTap = page.getByTestId('one-tap');
    await expect(oneTap).toBeAttached();
    await expect(oneTap).toBeHidden();
    await page.getByTestId('consent-no').click();
    await expect(oneTap).toBeVisible();
    return (await oneTap.boundingBox())!;
  }

  test('on a tablet the one-tap card waits for the consent answer, then opens in a bottom corner clear of the heading', async ({
    page,
  }) => {
    const card = await oneTapAfterConsent(page, 768, 900, '/');
    const heading = (await page.locator('h1').first().boundingBox())!;
    expect(card.y).toBeGreaterThan(heading.y + heading.height);
    expect(card.x + card.width).toBeLessThanOrEqual(768);
    expect(card.y + card.height).toBeLessThanOrEqual(900);
  });

  test('on a phone the one-tap card waits for the consent answer, then opens as a bottom sheet', async ({ page }) => {
    const box = await oneTapAfterConsent(page, 390, 800, '/team');
    expect(box.y).toBeGreaterThan(400);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(box.width).toBeGreaterThan(350);
  });
});
