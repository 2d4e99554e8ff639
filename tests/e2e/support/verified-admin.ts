import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CONTROL_HEADERS } from './control';

const ACCOUNTS = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects/demo-exchange/accounts';
const OWNER = { Authorization: 'Bearer owner' };

/**
 * Makes the signed-in member (`email`, password `correct-horse-42`) a market-data admin: the Auth emulator marks the
 * address verified (what the member's click on the verification link does), the control surface grants the role,
 * and the member signs in again so the simulator reads the verified email from the new ID token (the role is only
 * for a verified email). Lands on `path`.
 */
export async function becomeVerifiedAdmin(page: Page, request: APIRequestContext, email: string, path: string): Promise<void> {
  const found = (await (await request.post(`${ACCOUNTS}:lookup`, { headers: OWNER, data: { email: [email] } })).json()) as {
    users?: { localId: string }[];
  };
  const localId = found.users?.[0]?.localId;
  expect(localId).toBeDefined();
  expect((await request.post(`${ACCOUNTS}:update`, { headers: OWNER, data: { localId, emailVerified: true } })).ok()).toBe(true);
  expect((await request.post('/__control/admin/grant', { headers: CONTROL_HEADERS, data: { email } })).ok()).toBe(true);
  await page.goto('/');
  // The menu's "Log out" is pressed until the header says so: on a busy machine a press right after the menu opened was
  // lost once (the menu stayed open, the member signed in).
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });
  await expect(async () => {
    if (await logIn.isVisible()) return;
    if (!(await page.getByTestId('log-out').isVisible())) await page.getByTestId('account-name').click({ timeout: 5_000 });
    await page.getByTestId('log-out').click({ timeout: 5_000 });
    await expect(logIn).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill('correct-horse-42');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('account-name')).toBeVisible({ timeout: 20_000 });
}
