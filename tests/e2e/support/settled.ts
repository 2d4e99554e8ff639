import type { Locator, Page } from '@playwright/test';

/**
 * Conditions to wait on instead of fixed sleeps: each returns as soon as the page shows what a sleep only hoped for,
 * whatever the machine's load.
 */

/** Resolves once the page has painted two frames: whatever a listener or a resize scheduled is on screen. */
async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * The page has settled: its fonts and (eager) images are loaded, no CSS animation or transition is running (antd's motion,
 * the footer's fade) and two frames have painted since. What an audit or a screenshot of the page wants first.
 */
export async function pageSettled(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const fontsLoaded = document.fonts.status === 'loaded';
      const imagesLoaded = Array.from(document.images).every((img) => img.complete || img.loading === 'lazy');
      const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      return fontsLoaded && imagesLoaded && !moving;
    },
    undefined,
    { timeout },
  );
  await twoFrames(page);
}

/**
 * The viewport is `width` wide and the boxes of `scope`'s descendants matching `selector` stayed the same across two
 * frames: the layout has answered a resize (antd's breakpoints observe it).
 */
export async function layoutSettled(page: Page, width: number, scope: Locator, selector: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction((w) => window.innerWidth === w, width, { timeout });
  const boxes = () =>
    scope.evaluate(
      (root, sel) =>
        JSON.stringify(
          Array.from(root.querySelectorAll(sel)).map((el) => {
            const r = el.getBoundingClientRect();
            return [r.x, r.y, r.width, r.height];
          }),
        ),
      selector,
    );
  const until = Date.now() + timeout;
  let before = await boxes();
  for (;;) {
    await twoFrames(page);
    const now = await boxes();
    if (now === before) return;
    if (Date.now() > until) throw new Error(`the layout did not settle at ${width}px within ${timeout} ms`);
    before = now;
  }
}
