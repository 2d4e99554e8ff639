import { expect, test } from './support/test';
import { LOCALES, STATIC_ROUTES, TRANSLATION_KEYS, tr, useLocale, watchErrors } from './support/site-pages';

/**
 * The public site in every language: each static route's own heading, no raw key, no console error. A page load per
 * route and language (≈ 80 s in all). The pages read nothing of the member's stack but the markets' tickers, so with
 * the second stack running (`npm test`) this file runs there, beside the main stack's `@global` tests
 * (playwright.config.ts). Each language is a test of its own, spread over the workers.
 */
test.describe.configure({ mode: 'parallel' });

test.describe('the public site in every language', () => {
  for (const locale of LOCALES) {
    test(`every static route shows its own heading in ${locale}, with no missing key and no console error`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await useLocale(page, baseURL!, locale);
      const errors = watchErrors(page);
      for (const route of STATIC_ROUTES) {
        await page.goto(route.path);
        await expect(page.locator('h1').first(), route.path).toHaveText(tr(locale, route.heading));
        const text = await page.locator('body').innerText();
        expect(
          TRANSLATION_KEYS.filter((key) => text.includes(key)),
          `${route.path} shows raw keys`,
        ).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  }
});
