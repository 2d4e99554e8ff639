import type { Page } from '@playwright/test';

/** Opens the antd Select with `testId` and clicks the option whose text is exactly `option`. */
export async function pick(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}
