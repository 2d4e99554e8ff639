import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The visible option of an open antd dropdown whose text is exactly `text`. Not `getByText`: antd also renders, for
 * screen readers, a hidden list of the options around the active one (`role="option"`, the same text), so the text
 * alone matches two elements whenever the option is near the active one.
 */
export function optionIn(dropdown: Locator, text: string): Locator {
  const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return dropdown.locator('.ant-select-item-option-content').filter({ hasText: exact });
}

/**
 * Opens the antd Select with `testId` and clicks the option whose text is exactly `option`, until the select shows it
 * (a click a busy machine loses with the closing dropdown is tried again; choosing again is harmless). A dropdown whose
 * option cannot be clicked (placed while the page below it still moved, partly out of view) is closed before the next
 * try, so that try opens one placed where the page now is.
 */
export async function pick(page: Page, testId: string, option: string): Promise<void> {
  const select = page.getByTestId(testId);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await dropdown.count()) === 0) await select.click();
    try {
      await optionIn(dropdown, option).click({ timeout: 3_000 });
    } catch (error) {
      if ((await dropdown.count()) > 0) await select.click();
      throw error;
    }
    await expect(select).toContainText(option, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Opens the (searchable) antd Select (its test id or locator), types `typed` (if given) and clicks the option titled `title`, until
 * `chosen` shows the choice took. On a busy machine a click can land while the filtered list is still being redrawn
 * and be lost with the closing dropdown; choosing again is harmless, so the pick is tried until it shows.
 */
export async function pickUntil(page: Page, select: string | Locator, title: string, chosen: Locator, typed?: string): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const opener = typeof select === 'string' ? page.getByTestId(select) : select;
  await expect(async () => {
    if ((await dropdown.count()) === 0) {
      await opener.click();
      if (typed) await page.keyboard.type(typed);
    }
    await dropdown.getByTitle(title, { exact: true }).click({ timeout: 3_000 });
    await expect(chosen).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
