import type { Page } from '@playwright/test';

/**
 * For a test of what a page paints before its runtime: the configuration answers `ms` late, so the placeholder painted
 * with the first frame stays on screen a while, and the page's layout shifts are added up from its first frame on
 * (read them with `layoutShifts`). Call before the navigation.
 */
export async function slowConfigAndCountShifts(page: Page, ms = 1_000): Promise<void> {
  await page.route('**/app-config.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.shifts += (e as unknown as { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
}

/** The cumulative layout shift of the page since its navigation (`slowConfigAndCountShifts`). */
export const layoutShifts = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
