import { expect, type Locator } from '@playwright/test';

/** An ancestor of a dialog's button while the dialog zooms in (antd's motion classes, removed when it ends). */
const OPENING = 'xpath=ancestor::*[contains(@class, "-zoom-appear") or contains(@class, "-zoom-enter")]';

/** Waits (up to 3 s) for the zoom-in of the dialog around `element` to end. A page in the background may never finish it (its frames are throttled): then the caller goes on anyway. */
async function afterZoom(element: Locator): Promise<void> {
  await element
    .locator(OPENING)
    .first()
    .waitFor({ state: 'detached', timeout: 3_000 })
    .catch(() => undefined);
}

/**
 * Confirms a dialog by its OK button (or closes it by its Cancel) until `done` shows (by default: until the button is gone, the dialog closed on
 * success). On a loaded machine a click on a dialog still opening was lost now and then: the button had the focus, the
 * dialog stayed open, nothing was sent. Most likely: antd's zoom-in first lays the dialog out at full size and
 * transparent (Playwright sees a stable, visible box and presses there), then starts it at a fifth of its size, so the
 * release lands outside the button and no click follows. So
 * the click waits for the zoom to end, as a person's would, and is repeated if it still found nothing to press. A second
 * click is safe: the button is busy (antd ignores its clicks) while the first one's request runs, and once the dialog
 * has closed there is nothing left to click. With `done` 'closed' the button must show first (a dialog not open yet is
 * not a closed one).
 */
export async function confirmUntil(ok: Locator, done: Locator | 'closed' = 'closed', timeout = 30_000): Promise<void> {
  // a dialog still on its way would otherwise count as closed: nothing clicked, the test goes on with it open
  if (done === 'closed') await expect(ok).toBeVisible({ timeout });
  await expect(async () => {
    if (await ok.isVisible()) {
      await afterZoom(ok);
      await ok.click({ timeout: 3_000 });
    }
    if (done === 'closed') await expect(ok).toBeHidden({ timeout: 5_000 });
    else await expect(done).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout });
}

/** Ticks a checkbox of a dialog that may still be opening (as {@link confirmUntil}): after the zoom, until it is ticked. */
export async function checkInDialog(box: Locator, timeout = 30_000): Promise<void> {
  await expect(box).toBeVisible({ timeout });
  await expect(async () => {
    await afterZoom(box);
    await box.check({ timeout: 3_000 });
  }).toPass({ timeout });
}

/**
 * Presses `control` in a dialog (after its zoom) until `shown` is visible: what a person does when a press changed
 * nothing. A press right after another that grew the form (a field appearing above the control) can land where the
 * control was a frame before, and be lost. Use it for presses that are safe to repeat (a radio, a tab).
 */
export async function pressUntil(control: Locator, shown: Locator, timeout = 30_000): Promise<void> {
  await expect(control).toBeVisible({ timeout });
  await expect(async () => {
    await afterZoom(control);
    await control.click({ timeout: 3_000 });
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout });
}
