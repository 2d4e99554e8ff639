import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CONTROL_HEADERS } from './control';
import { logOut } from './member';

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
  await logOut(page);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill('correct-horse-42');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('account-name')).toBeVisible({ timeout: 20_000 });
}
