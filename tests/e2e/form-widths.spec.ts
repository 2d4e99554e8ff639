import { expect, test, type Locator, type Page } from './support/test';
import { SUPPORTED_LOCALE_CODES } from '../../src/domain/shared/locale';
import { E2E_URL } from '../../playwright.config';
import { newMember, waitForAuthEmulator } from './support/member';
import { pressUntil } from './support/dialog';
import { pick } from './support/select';
import { layoutSettled } from './support/settled';

/**
 * "Forms that survive every language": no control of the withdraw, convert and copy forms loses its width to
 * a translated label. One page load per language per form; the controls are measured at 480, 768, 1024 and 1440 px.
 * A test per two languages, spread over the workers (the eight in one test took ≈ 90 s on one worker).
 */
test.describe.configure({ mode: 'parallel' });
const LANGUAGE_PAIRS = SUPPORTED_LOCALE_CODES.flatMap((code, i, all) => (i % 2 === 0 ? [all.slice(i, i + 2)] : []));
const WIDTHS = [480, 768, 1024, 1440];
const MIN_WIDTH = 120;
/** The visible box of each control: a text field (its affix wrapper when it has one) or a select. */
const CONTROLS = '.ant-input-affix-wrapper, input.ant-input:not(.ant-input-affix-wrapper input), .ant-select, textarea.ant-input';

async function narrowControls(page: Page, form: Locator, locale: string, name: string): Promise<string[]> {
  const narrow: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await layoutSettled(page, width, form, CONTROLS);
    // every visible control's box in one round trip (a call per control made this test the suite's slowest)
    const boxes = await form.evaluate(
      (root, selector) =>
        Array.from(root.querySelectorAll(selector)).flatMap((el, i) => {
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') return [];
          const id = el.getAttribute('data-testid') ?? el.querySelector('[data-testid]')?.getAttribute('data-testid') ?? `#${i}`;
          return [{ id, width: r.width }];
        }),
      CONTROLS,
    );
    expect(boxes.length, `${name} has controls`).toBeGreaterThan(0);
    for (const box of boxes)
      if (box.width < MIN_WIDTH) narrow.push(`${name} ${locale} @${width}px: ${box.id} is ${Math.round(box.width)} px`);
  }
  return narrow;
}

async function inLanguage(page: Page, locale: string, path: string): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: locale, url: E2E_URL }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await waitForAuthEmulator(request);
});

for (const locales of LANGUAGE_PAIRS)
  test(`every control of the withdraw, convert and copy forms is at least 120 px wide in ${locales.join(' and ')} at 480–1440 px`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const board = await (
      await page.request.get('/api/copy-trading-gateway/public/lead-trader-dashboard/promoted-leaderboard-metrics?size=100&hideFull=true')
    ).json();
    const lead = (board.data.rows as { uuid: string; minCopyAmount: number }[])[0];
    expect(lead).toBeDefined();
    await newMember(page, 'width');
    const narrow: string[] = [];
    for (const locale of locales) {
      await inLanguage(page, locale, '/wallet/withdraw');
      await expect(page.getByTestId('withdraw-form')).toBeVisible({ timeout: 20_000 });
      await pick(page, 'withdraw-token', 'USDT');
      await pick(page, 'withdraw-network', 'TRON (TRC20)');
      await expect(page.getByTestId('withdraw-amount')).toBeVisible({ timeout: 20_000 });
      narrow.push(...(await narrowControls(page, page.getByTestId('withdraw-form'), locale, 'withdraw')));

      await inLanguage(page, locale, '/convert');
      await expect(page.getByTestId('convert-amount')).toBeVisible({ timeout: 20_000 });
      narrow.push(...(await narrowControls(page, page.getByTestId('convert-page').locator('.ant-card').first(), locale, 'convert')));

      await inLanguage(page, locale, `/social-trading/lead-trader?id=${encodeURIComponent(lead.uuid)}`);
      await page.getByTestId('lead-copy').click({ timeout: 20_000 });
      await expect(page.getByTestId('copy-amount')).toBeVisible({ timeout: 20_000 });
      // the optional fields too: a fixed ratio and a fixed leverage
      // each press waits for what it shows: the ratio's field moves the leverage's buttons down as it appears
      const choices = page.getByTestId('copy-dialog').locator('.ant-radio-button-wrapper');
      await pressUntil(choices.nth(1), page.getByTestId('copy-ratio'));
      await pressUntil(choices.nth(3), page.getByTestId('copy-leverage'));
      narrow.push(...(await narrowControls(page, page.getByTestId('copy-dialog').locator('form'), locale, 'copy')));
    }
    expect(narrow).toEqual([]);
  });
