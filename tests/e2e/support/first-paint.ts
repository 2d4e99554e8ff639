import type { Page } from '@playwright/test';

/** Adds up the page's layout shifts from its first frame on, on every navigation after the call (`layoutShifts`). */
export async function countShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.shifts += (e as unknown as { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
}

/**
 * Holds the configuration's answer until the returned function is called (at most `maxMs`), so that the placeholder a
 * page paints before its runtime stays on screen while a test measures it, however busy the machine (a fixed delay ran
 * out on one). The page preloads the configuration, which holds its load event too: navigate with `waitUntil: 'commit'`.
 */
export async function holdConfig(page: Page, maxMs = 30_000): Promise<() => void> {
  await page.unroute('**/app-config.json');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/app-config.json', async (route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, maxMs))]);
    await route.continue();
  });
  return release;
}

/** The cumulative layout shift of the page since its navigation (`countShifts`). */
export const layoutShifts = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
