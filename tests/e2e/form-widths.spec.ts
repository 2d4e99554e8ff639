import { expect, test, type Locator, type Page } from './support/test';
import { SUPPORTED_LOCALE_CODES, type SupportedLocale } from '../../src/domain/shared/locale';
import { E2E_URL } from '../../playwright.config';
import { newMember, waitForAuthEmulator } from './support/member';
import { pressUntil } from './support/dialog';
import { pick } from './support/select';
import { layoutSettled } from './support/settled';
import { inLanguage, switchLanguage } from './support/site-pages';

/**
 * "Forms that survive every language": no control of the withdraw, convert and copy forms loses its width to
 * a translated label. Each form is loaded once and measured at 480, 768, 1024 and 1440 px in each language, the
 * languages chosen in turn with the header's switcher as a person changes it (a page load per language and form, 24
 * in all, took ≈ 150 s of a 2-core machine). A test per four languages, spread over the workers; each loads its first
 * form in its first language (the language cookie) and the next forms in the language last chosen.
 */
test.describe.configure({ mode: 'parallel' });
const LANGUAGE_HALVES = [SUPPORTED_LOCALE_CODES.slice(0, 4), SUPPORTED_LOCALE_CODES.slice(4)];
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

/** Opens `path` on a wide window (its header has the language switcher). */
async function open(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
}

/** Measures `form` in each of `locales`, chosen with the header's switcher; `reopen` shows the form again after a switch. */
async function acrossLanguages(
  page: Page,
  locales: readonly SupportedLocale[],
  name: string,
  form: () => Locator,
  reopen?: { readonly close: () => Promise<void>; readonly open: () => Promise<void> },
): Promise<string[]> {
  const narrow: string[] = [];
  for (const locale of locales) {
    if (!(await inLanguage(page, locale))) {
      await reopen?.close();
      await page.setViewportSize({ width: 1440, height: 900 });
      await switchLanguage(page, locale);
      await reopen?.open();
    }
    narrow.push(...(await narrowControls(page, form(), locale, name)));
  }
  return narrow;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await waitForAuthEmulator(request);
});

for (const locales of LANGUAGE_HALVES)
  test(`every control of the withdraw, convert and copy forms is at least 120 px wide in ${locales.join(', ')} at 480–1440 px`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const board = await (
      await page.request.get('/api/copy-trading-gateway/public/lead-trader-dashboard/promoted-leaderboard-metrics?size=100&hideFull=true')
    ).json();
    const lead = (board.data.rows as { uuid: string; minCopyAmount: number }[])[0];
    expect(lead).toBeDefined();
    await page.context().addCookies([{ name: 'language', value: locales[0]!, url: E2E_URL }]);
    await newMember(page, 'width');
    const narrow: string[] = [];

    await open(page, '/wallet/withdraw');
    await expect(page.getByTestId('withdraw-form')).toBeVisible({ timeout: 20_000 });
    await pick(page, 'withdraw-token', 'USDT');
    await pick(page, 'withdraw-network', 'TRON (TRC20)');
    await expect(page.getByTestId('withdraw-amount')).toBeVisible({ timeout: 20_000 });
    narrow.push(...(await acrossLanguages(page, locales, 'withdraw', () => page.getByTestId('withdraw-form'))));

    await open(page, '/convert');
    await expect(page.getByTestId('convert-amount')).toBeVisible({ timeout: 20_000 });
    narrow.push(...(await acrossLanguages(page, locales, 'convert', () => page.getByTestId('convert-page').locator('.ant-card').first())));

    await open(page, `/social-trading/lead-trader?id=${encodeURIComponent(lead.uuid)}`);
    // the dialog with the optional fields too, a fixed ratio and a fixed leverage; the switcher is behind its mask, so
    // it is closed for a switch and opened again
    const openCopy = async () => {
      await page.getByTestId('lead-copy').click({ timeout: 20_000 });
      await expect(page.getByTestId('copy-amount')).toBeVisible({ timeout: 20_000 });
      // each press waits for what it shows: the ratio's field moves the leverage's buttons down as it appears
      const choices = page.getByTestId('copy-dialog').locator('.ant-radio-button-wrapper');
      await pressUntil(choices.nth(1), page.getByTestId('copy-ratio'));
      await pressUntil(choices.nth(3), page.getByTestId('copy-leverage'));
    };
    const closeCopy = async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('copy-dialog')).toBeHidden();
    };
    await openCopy();
    narrow.push(
      ...(await acrossLanguages(page, locales, 'copy', () => page.getByTestId('copy-dialog').locator('form'), {
        close: closeCopy,
        open: openCopy,
      })),
    );
    expect(narrow).toEqual([]);
  });
