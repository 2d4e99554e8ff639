import { expect, type Locator } from '@playwright/test';

/**
 * Confirms a dialog by its OK button until `done` shows (by default: until the button is gone, the dialog closed on
 * success). On a loaded machine a click on a dialog still opening was lost now and then: the dialog stayed open with
 * nothing sent. A second click is safe: the button is busy (antd ignores its clicks) while the first one's request
 * runs, and once the dialog has closed there is nothing left to click.
 */
export async function confirmUntil(ok: Locator, done: Locator | 'closed' = 'closed', timeout = 30_000): Promise<void> {
  await expect(async () => {
    if (await ok.isVisible()) await ok.click({ timeout: 3_000 });
    if (done === 'closed') await expect(ok).toBeHidden({ timeout: 5_000 });
    else await expect(done).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout });
}
