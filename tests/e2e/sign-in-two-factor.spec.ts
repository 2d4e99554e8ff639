import { expect, test } from './support/test';
import { logOutAndLogIn, memberApi, newMember, waitForAuthEmulator } from './support/member';
import { Authenticator, totpAt, totpStep } from './support/totp';

/**
 * The 2FA card promises that the code confirms sign-ins: once 2FA is on, email and password no longer sign straight
 * in. The dialog asks the code, a wrong one is refused in words (the dialog stays), the right one signs in; the same
 * browser stays one device.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await waitForAuthEmulator(request);
});

test('with 2FA on, signing in asks the code: a wrong one is refused, the right one signs in', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await newMember(page, 'tfa');

  await page.goto('/account/security');
  await page.getByTestId('two-factor-setup').click();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim();
  // codes the exchange takes even when the step changes on the way (one step either side, each step once)
  const authenticator = new Authenticator(secret);
  await page.getByTestId('two-factor-code').fill(await authenticator.next());
  await page.getByTestId('two-factor-confirm').click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await page.getByTestId('recovery-saved').click();
  await expect(page.getByTestId('two-factor-disable')).toBeVisible();

  await logOutAndLogIn(page, email, 'correct-horse-42');
  const dialog = page.getByTestId('sign-in-code');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('account-name')).toHaveCount(0);

  // a wrong code is none of the codes around now
  const step = totpStep();
  const nearby = [step - 1, step, step + 1, step + 2].map((s) => totpAt(secret, s));
  await page.getByTestId('sign-in-code-input').fill(['000000', '111111', '222222', '333333'].find((c) => !nearby.includes(c))!);
  await page.getByTestId('sign-in-code-submit').click();
  await expect(page.getByTestId('sign-in-code-error')).toHaveText('Wrong code. Attempts left: 4', { timeout: 10_000 });
  await expect(dialog).toBeVisible();

  await page.getByTestId('sign-in-code-input').fill(await authenticator.next());
  await page.getByTestId('sign-in-code-submit').click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(page.getByTestId('account-name')).toHaveText(email.split('@')[0], { timeout: 20_000 });

  // two sign-ins from this browser: one device
  const devices = await memberApi<{ rows: { deviceName: string }[]; meta: { total: number } }>(page, '/usercenter/account/device_list');
  expect(devices.meta.total).toBe(1);
});
