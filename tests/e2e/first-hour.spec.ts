import { expect, test, type Page } from './support/test';
import Decimal from 'decimal.js';
import { becomeVerifiedAdmin } from './support/verified-admin';
import { memberApi, memberPost, registerMember, waitForAuthEmulator } from './support/member';
import { switchLanguage } from './support/site-pages';
import { SUPPORTED_LOCALE_CODES } from '../../src/domain/shared/locale';
import { layoutSettled } from './support/settled';

/**
 * End to end, the trader's first hour on the trade page: a position's mark and unrealised PnL follow
 * the mark price stream; the PnL column stays in sight at 1440 and 480 px; no order form input loses its width to a
 * translated label in any of the eight languages. The rules themselves (PnL, ROE, liquidation, the formatter) are
 * proven with hand-computed figures in jest.
 */
const WIDTHS = [480, 768, 1024, 1440] as const;
const WIDTHS_WIDE_FIRST = [...WIDTHS].reverse();

interface PositionRow {
  readonly symbol: string;
  readonly holding: number;
  readonly averageOpenPrice: number;
}

async function btcPosition(page: Page): Promise<PositionRow | undefined> {
  return (await memberApi<{ positions: PositionRow[] }>(page, '/v3/futures/positions')).positions.find(
    (r) => r.symbol === 'PERP_BTC_USDT' && r.holding !== 0,
  );
}

/** Sets the mark price through the market-data admin (the mark price stream and the risk engine both follow it). */
async function setMark(page: Page, price: string | null): Promise<void> {
  const token = (await page.context().cookies()).find((c) => c.name === 'authorization')?.value;
  const response = await page.request.post('/api/md/admin/mark-price', {
    headers: { Authorization: `Bearer ${token}` },
    data: { symbol: 'PERP_BTC_USDT', price },
  });
  expect(response.ok()).toBe(true);
}

/** A long of 0.01 BTC at market, and the positions tab open on it. */
async function longPosition(page: Page): Promise<PositionRow> {
  await memberPost(page, '/v3/trade/order', { symbol: 'PERP_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.01 });
  await expect.poll(async () => (await btcPosition(page))?.holding ?? 0, { timeout: 10_000 }).toBe(0.01);
  await page.getByTestId('bottom-tabs').getByText('Positions').click();
  return (await btcPosition(page))!;
}

/** en-US text of a decimal with 2 decimals rounded toward zero and grouped, as the formatter writes a USDT value. */
const usdt = (value: Decimal) => {
  const text = value
    .toDecimalPlaces(2, Decimal.ROUND_DOWN)
    .abs()
    .toFixed(2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value.toDecimalPlaces(2, Decimal.ROUND_DOWN).isNeg() ? `-${text}` : text;
};

test.describe('the first hour on the trade page', () => {
  // Each test has its own member: they spread over the workers (the eight languages' widths are two tests of four).
  test.describe.configure({ mode: 'parallel' });
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await waitForAuthEmulator(request);
  });

  test("the position row's mark and unrealised PnL follow the mark price as it moves", { tag: '@global' }, async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = await registerMember(page, '/trade/BTC_PERP');
    await becomeVerifiedAdmin(page, request, email, '/trade/BTC_PERP');
    await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 20_000 });
    const position = await longPosition(page);
    const entry = new Decimal(position.averageOpenPrice);
    const row = page.getByTestId('positions').locator('tbody tr.ant-table-row').first();
    try {
      for (const offset of [-157.2, 212.5]) {
        const mark = entry.plus(offset).toDecimalPlaces(1, Decimal.ROUND_DOWN);
        await setMark(page, mark.toFixed(1));
        // e.g. entry 63,165.4, mark 63,008.2: (63,008.2 − 63,165.4) × 0.01 = −1.572 → "-1.57"
        const pnl = mark.minus(entry).times('0.01');
        await expect(row.getByTestId('position-mark')).toHaveText(mark.toFixed(1).replace(/\B(?=(\d{3})+(?!\d))/, ','), {
          timeout: 15_000,
        });
        await expect(row.getByTestId('position-pnl')).toHaveText(usdt(pnl));
        await expect(row.getByTestId('position-roe')).toHaveText(pnl.isNeg() ? /^-\d+\.\d\d%$/ : /^\+\d+\.\d\d%$/);
      }
    } finally {
      await setMark(page, null);
    }
  });

  test('the PnL column stays in sight at 1440 and 480 px: nothing is pinned over it, and the header stays above it', async ({ page }) => {
    test.setTimeout(120_000);
    await registerMember(page, '/trade/BTC_PERP');
    await longPosition(page);
    for (const width of [1440, 480]) {
      await page.setViewportSize({ width, height: 900 });
      // the layout changes in a resize listener a frame after the width: a tab clicked before it is removed with it
      await expect(page.getByTestId('trade-page')).toHaveAttribute('data-layout', width >= 1024 ? 'desktop' : 'tabs');
      const tabs = page.getByTestId('bottom-tabs');
      await tabs.scrollIntoViewIfNeeded();
      const pnl = page.getByTestId('positions').locator('tbody tr.ant-table-row').first().getByTestId('position-pnl');
      await expect(async () => {
        await tabs.getByText('Positions').click({ timeout: 5_000 });
        await expect(pnl).toBeAttached({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await pnl.scrollIntoViewIfNeeded();
      await expect(pnl).toBeVisible();
      // the topmost element at the PnL's centre is the PnL itself: no pinned column or action covers it
      const onTop = await pnl.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { covered: !(hit === el || el.contains(hit)), left: r.left, right: r.right, viewport: window.innerWidth };
      });
      expect(onTop.covered, `PnL covered at ${width} px`).toBe(false);
      expect(onTop.right).toBeLessThanOrEqual(onTop.viewport);
      expect(onTop.left).toBeGreaterThanOrEqual(0);
      if (width === 1440) {
        // every column fits beside the pinned actions: the leverage and its margin mode are not under them
        const leverage = page.getByTestId('positions').locator('tbody tr.ant-table-row').first().getByTestId('position-leverage');
        const leverageCovered = await leverage.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const end = [...range.getClientRects()].sort((a, b) => b.right - a.right)[0]!;
          const hit = document.elementFromPoint(end.right - 2, end.top + end.height / 2);
          return !(hit === el || el.contains(hit));
        });
        expect(leverageCovered, 'the leverage or its margin mode covered at 1440 px').toBe(false);
      } else {
        // scrolled up under the sticky header, the pinned PnL passes beneath it (antd pins columns at z-index 12)
        const underHeader = await pnl.evaluate((el) => {
          const header = document.querySelector('.ex-header')!.getBoundingClientRect();
          window.scrollBy(0, el.getBoundingClientRect().top - header.top - 4);
          const moved = el.getBoundingClientRect();
          const hit = document.elementFromPoint(moved.left + moved.width / 2, header.top + header.height / 2);
          return { overlaps: moved.top < header.bottom && moved.bottom > header.top, inHeader: hit?.closest('.ex-header') !== null };
        });
        expect(underHeader.overlaps, 'the PnL scrolled under the header').toBe(true);
        expect(underHeader.inHeader, 'the header above the pinned PnL').toBe(true);
      }
    }
  });

  for (const half of [SUPPORTED_LOCALE_CODES.slice(0, 4), SUPPORTED_LOCALE_CODES.slice(4)])
    test(`every input of the order form is at least 120 px wide, and no order type tab is cut off, in ${half.join(', ')}`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await registerMember(page, '/trade/BTC_PERP');
      const problems: string[] = [];
      for (const locale of half) {
        // one page, its language chosen with the header's switcher on a wide window, then the window narrowed (1440 →
        // 480) as a person resizing it would; the narrow layout's drawer is closed first, as its mask covers the header
        const shownForm = page.getByTestId('order-form').filter({ visible: true });
        if ((await page.getByTestId('trade-page').getAttribute('data-layout')) === 'tabs' && (await shownForm.count())) {
          await page.keyboard.press('Escape');
          await expect(shownForm).toHaveCount(0);
        }
        await page.setViewportSize({ width: WIDTHS_WIDE_FIRST[0]!, height: 1000 });
        await expect(page.getByTestId('trade-page')).toHaveAttribute('data-layout', 'desktop');
        await switchLanguage(page, locale);
        for (const width of WIDTHS_WIDE_FIRST) {
          await page.setViewportSize({ width, height: 1000 });
          await page.waitForFunction((w) => window.innerWidth === w, width);
          // the page has answered the resize (its listener runs at the next frame): under 1024 px the inline form is gone
          await expect(page.getByTestId('trade-page')).toHaveAttribute('data-layout', width >= 1024 ? 'desktop' : 'tabs');
          // under 1024 px the form opens in a drawer from the Buy / Long button (once: it stays open while narrowing)
          if (width < 1024 && !(await page.getByTestId('order-form').filter({ visible: true }).count()))
            await page.getByTestId('bar-buy').click();
          const form = page.getByTestId('order-form').filter({ visible: true });
          await expect(form).toBeVisible({ timeout: 20_000 });
          // Limit: the price and size inputs are both there
          await form.getByTestId('order-kind').locator('.ant-segmented-item').first().click();
          await expect(form.getByTestId('order-price')).toBeVisible();
          await layoutSettled(page, width, form, 'input, .ant-segmented-item-label');
          const measured = await form.evaluate((el) => {
            const inputs = [...el.querySelectorAll('input')].filter(
              (i) => i.type !== 'checkbox' && i.type !== 'radio' && i.offsetParent !== null && !i.closest('.ant-slider'),
            );
            const boxes = inputs.map((i) => ({
              id: i.id || i.getAttribute('data-testid') || i.name,
              width: (i.closest('.ant-input-affix-wrapper') ?? i).getBoundingClientRect().width,
            }));
            const labels = [...el.querySelectorAll('[data-testid="order-kind"] .ant-segmented-item-label')].map((l) => ({
              text: l.textContent,
              cut: l.scrollWidth > l.clientWidth + 1,
            }));
            return { boxes, labels };
          });
          for (const box of measured.boxes)
            if (box.width < 120) problems.push(`${locale} ${width}px: ${box.id} is ${Math.round(box.width)} px`);
          for (const label of measured.labels) if (label.cut) problems.push(`${locale} ${width}px: the "${label.text}" tab is cut off`);
          expect(measured.boxes.length, `${locale} ${width}px: inputs found`).toBeGreaterThanOrEqual(2);
        }
      }
      expect(problems).toEqual([]);
    });
});
