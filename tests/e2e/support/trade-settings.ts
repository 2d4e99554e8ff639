import { expect, type Page } from '@playwright/test';

/**
 * Opens the order form's settings menu (the gear) and waits for it on screen. A popover of antd's rc-trigger sits off
 * screen (at -1000vw) until it has aligned to its button; on a loaded machine the menu once never aligned and stayed
 * there (visible to the browser, outside the viewport) for a minute. A person would press the gear again: so does this,
 * closing the menu first if it is open somewhere.
 */
export async function openTradeSettings(page: Page): Promise<void> {
  const gear = page.getByTestId('trade-settings');
  const menu = page.getByTestId('position-mode-menu');
  await expect(async () => {
    if (await menu.isVisible()) {
      await gear.click({ timeout: 3_000 });
      await expect(menu).toBeHidden({ timeout: 3_000 });
    }
    await gear.click({ timeout: 3_000 });
    await expect(menu).toBeInViewport({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

/** Closes the settings menu with the gear. */
export async function closeTradeSettings(page: Page): Promise<void> {
  await page.getByTestId('trade-settings').click();
  await expect(page.getByTestId('position-mode-menu')).toBeHidden();
}
