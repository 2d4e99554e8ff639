import { expect, test, type APIRequestContext } from './support/test';
import { newestMailedCode } from './support/control';
import { logOut, newMember, waitForAuthEmulator } from './support/member';

/**
 * The newest code the simulator mailed to `email`, once it is there: the click that asks for it returns before the
 * request that mails it is answered.
 */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(async () => (code = await newestMailedCode(request, email)), { timeout: 20_000 }).toBeDefined();
  return code!;
}

/**
 * An email change moves the sign-in address too: a member changes their email on the security page with
 * the codes mailed to the old and the new address, signs out, and signs in with the new address and the same
 * password against the Auth emulator; the old address no longer signs in. The rules are the scenarios' and the
 * simulator's tests; this checks what only the emulator shows.
 */
test('after an email change the member signs in with the new address', async ({ page, request }) => {
  await waitForAuthEmulator(request);
  const email = await newMember(page, 'mail');
  const next = email.replace('@', '.new@');
  await page.goto('/account/security');
  await page.getByTestId('email-change-start').click();
  await page.getByTestId('email-old-code').fill(await mailedCode(request, email));
  await page.getByTestId('email-old-submit').click();
  await page.getByTestId('email-new').fill(next);
  await page.getByTestId('email-new-submit').click();
  await expect(page.getByTestId('email-new-code')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('email-new-code').fill(await mailedCode(request, next));
  await page.getByTestId('email-new-submit').click();
  await expect(page.getByTestId('email-change-done')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('current-email')).toHaveText(next);

  await logOut(page);
  const logIn = async (address: string) => {
    await page.goto('/login');
    await page.getByTestId('email-input').fill(address);
    await page.getByTestId('password-input').fill('correct-horse-42');
    await page.getByTestId('submit').click();
  };
  await logIn(email);
  await expect(page.getByText('Incorrect email or password.').or(page.locator('.ant-form-item-explain-error')).first()).toBeVisible({
    timeout: 20_000,
  });
  await logIn(next);
  await expect(page.getByTestId('account-name')).toBeVisible({ timeout: 20_000 });
});
