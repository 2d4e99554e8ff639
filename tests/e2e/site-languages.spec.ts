import { firstNamespaces } from '../../src/capabilities';
import { intlLocale } from '../../src/domain/shared/locale';
import { firstTranslationsUrl } from '../../src/domain/shared/translation-files';
import { expect, test } from './support/test';
import { LOCALES, STATIC_ROUTES, TRANSLATION_KEYS, tr, useLocale, watchErrors } from './support/site-pages';

/**
 * The public site in every language: each static route's own heading, no raw key, no console error. A page load per
 * route and language (≈ 80 s in all). The pages read nothing of the member's stack but the markets' tickers, so with
 * the second stack running (`npm test`) this file runs there, beside the main stack's `@global` tests
 * (playwright.config.ts). Each language is a test of its own, spread over the workers.
 */
test.describe.configure({ mode: 'parallel' });

/** A grouped figure with two decimals as `locale` writes it: "4,444,624,527.18" in English, "4 444 624 527,18" in Russian. */
function groupedIn(locale: string): RegExp {
  const parts = new Intl.NumberFormat(intlLocale(locale)).formatToParts(1234567.5);
  const sign = (type: string) => parts.find((p) => p.type === type)!.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\d{1,3}(${sign('group')}\\d{3})+${sign('decimal')}\\d{2}$`);
}

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
        // The translations asked for before the first paint: the page's first namespaces in one file, in the language
        // and in English (the fallback), nothing more (docs/adr/0037); one more would be a round trip before it shows.
        const early = await (
          await page.waitForFunction((): string[] | false => {
            const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
            if (painted === undefined) return false; // not painted yet
            return performance
              .getEntriesByType('resource')
              .filter((entry) => entry.startTime < painted && new URL(entry.name).pathname.startsWith('/locales/'))
              .map((entry) => new URL(entry.name).pathname);
          })
        ).jsonValue();
        if (!early) throw new Error(`${route.path} was not painted`);
        // the home's live figures in the separators of the language (a billion of volume, two decimals)
        if (route.path === '/') await expect(page.getByTestId('total-volume'), 'the volume on /').toHaveText(groupedIn(locale));
        const first = firstNamespaces(new URL(route.path, baseURL).pathname);
        expect([...new Set(early)].sort(), `${route.path}: the translations before its first paint`).toEqual(
          [...new Set([firstTranslationsUrl(locale, first), firstTranslationsUrl('en', first)])].sort(),
        );
      }
      expect(errors).toEqual([]);
    });
  }
});
