import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Waits for the Firebase Auth emulator the stack signs members in with. */
export async function waitForAuthEmulator(request: APIRequestContext): Promise<void> {
  const until = Date.now() + 100_000;
  for (;;) {
    const ready = await request.get('http://127.0.0.1:9099/', { timeout: 5_000 }).then((r) => r.ok(), () => false);
    if (ready) return;
    if (Date.now() > until) throw new Error('the Auth emulator did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Registers a new member (signed in afterwards) and returns the email. */
export async function registerMember(page: Page, prefix = 'member'): Promise<string> {
  await page.addInitScript(() => window.localStorage.setItem('network-allow-analytics', 'no'));
  const name = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/register');
  await page.getByTestId('email-input').fill(`${name}@example.com`);
  await page.getByTestId('password-input').fill('correct-horse-42');
  await page.getByTestId('confirm-input').fill('correct-horse-42');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('account-name')).toHaveText(name, { timeout: 20_000 });
  return `${name}@example.com`;
}
