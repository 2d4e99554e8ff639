import { expect, test } from './support/test';
import { seriousViolations, useLocale, watchErrors } from './support/site-pages';
import { pageSettled } from './support/settled';

test.describe('the blog', () => {
  test('lists a featured post, pages and filters by tag', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByTestId('blog-featured')).toBeVisible();
    await expect(page.getByTestId('blog-list').getByTestId('blog-card')).toHaveCount(9);
    await page.getByTestId('blog-pager').getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('blog-featured')).toHaveCount(0);
    await page.getByTestId('blog-tags').getByText('Security', { exact: true }).click();
    await expect(page).toHaveURL(/tag=security/);
    await expect(page.getByTestId('blog-list').getByRole('link', { name: /Five settings that keep your account safe/ })).toBeVisible();
    await expect(page.getByTestId('blog-list').getByRole('link', { name: /Copy trading is live/ })).toHaveCount(0);
  });

  test('an article renders with reading time, share links and related posts', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/blog/copy-trading-launch');
    await expect(page.locator('h1')).toHaveText('Copy trading is live: follow lead traders in two clicks');
    await expect(page.getByTestId('reading-time')).toHaveText(/\d+ min read/);
    await expect(page.getByTestId('blog-body').locator('h2').first()).toHaveText('Choosing a lead trader');
    await expect(page.getByTestId('share-links').getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /t\.me\/share/);
    await expect(page.getByTestId('blog-related').getByTestId('blog-card').first()).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(errors).toEqual([]);
  });

  test('search finds posts by title and by excerpt', async ({ page }) => {
    await page.goto('/blog');
    await page.getByLabel('Search the blog').fill('merkle');
    await page.getByLabel('Search the blog').press('Enter');
    await expect(page).toHaveURL(/\/blog\/find\?q=merkle/);
    await expect(page.getByTestId('search-results').getByRole('link', { name: /Proof of reserves, November 2026/ })).toBeVisible();
    await page.goto('/blog/find?q=zzzz-nothing');
    await expect(page.getByText('No posts match. Try fewer or different words.')).toBeVisible();
  });

  test('a visitor sees posts in their language and in English; a shared link opens in any language', async ({ page, baseURL }) => {
    const list = page.getByTestId('blog-list');
    const vietnamese = /Năm cài đặt giúp tài khoản của bạn an toàn/;
    const russian = /Ставка финансирования бессрочных фьючерсов/;
    await page.goto('/blog?page=2');
    await expect(list.getByTestId('blog-card').first()).toBeVisible();
    await expect(list.getByRole('link', { name: russian })).toHaveCount(0);
    await expect(list.getByRole('link', { name: vietnamese })).toHaveCount(0);
    await expect(page.getByTestId('blog-pager').getByRole('link', { name: 'Page 3', exact: true })).toHaveCount(0);
    await page.goto('/blog/find?q=финансирования');
    await expect(page.getByText('No posts match. Try fewer or different words.')).toBeVisible();
    await page.goto('/blog/bao-mat-tai-khoan');
    await expect(page.locator('h1')).toHaveText(vietnamese);

    await useLocale(page, baseURL!, 'ru');
    await page.goto('/blog?page=2');
    await expect(list.getByRole('link', { name: russian })).toBeVisible();
    await expect(list.getByRole('link', { name: vietnamese })).toHaveCount(0);
    await page.goto('/blog/find?q=финансирования');
    await expect(page.getByTestId('search-results').getByRole('link', { name: russian })).toBeVisible();
  });

  test('an unknown article shows the 404 page', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

test.describe('hostile CMS content', () => {
  // Without the CSP, only the sanitiser stands between the payloads and the page.
  test.use({ bypassCSP: true });
  for (const slug of ['security-notice-phishing-sites', 'airdrop-claim-guide']) {
    test(`the post ${slug} renders its text and runs none of its payloads`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', async (d) => {
        dialogs.push(d.message());
        await d.dismiss();
      });
      await page.goto(`/blog/${slug}`);
      await expect(page.getByTestId('blog-body')).toContainText(/Only trust pages on our own domain|Follow the official steps only/);
      const body = page.getByTestId('blog-body');
      await expect(body.locator('script, iframe, object, embed, svg, form, input, style, meta, base')).toHaveCount(0);
      const hrefs = await body.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.filter((h) => !/^(https?:|\/|#|mailto:)/.test(h ?? ''))).toEqual([]);
      await body.locator('img').evaluateAll((imgs) => imgs.forEach((img) => img.dispatchEvent(new Event('error'))));
      await pageSettled(page);
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('an article is accessible', async ({ page }) => {
    await page.goto('/blog/copy-trading-launch');
    await expect(page.locator('h1')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
