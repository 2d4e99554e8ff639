import { expect, test } from './support/test';
import { mailedWithdrawalCode } from './support/control';
import { newMember, waitForAuthEmulator } from './support/member';
import { Authenticator } from './support/totp';
import { pick } from './support/select';
import { confirmUntil } from './support/dialog';

/**
 * End to end: removing another signed-in device ends that session (the other browser
 * lands logged out), then 2FA is turned on with a code computed here from the key the page shows (RFC 6238), and
 * creating an API key and withdrawing each ask for a code. Each code is used once; the test's authenticator gives
 * codes the exchange (one step either side, no reuse) takes even when the step changes on the way.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await waitForAuthEmulator(request);
});

test('a removed device is signed out; with 2FA on, API key creation and withdrawals ask for the code', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await newMember(page, 'sec');

  // the same member in a second browser
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await otherPage.getByTestId('email-input').fill(email);
  await otherPage.getByTestId('password-input').fill('correct-horse-42');
  await otherPage.getByTestId('submit').click();
  await expect(otherPage.getByTestId('account-name')).toHaveText(email.split('@')[0], { timeout: 20_000 });

  // (c) the devices list: this browser (current) and the other one; removing the other ends its session
  await page.goto('/account/security');
  const devices = page.getByTestId('devices-card').locator('tbody tr.ant-table-row');
  await expect(devices).toHaveCount(2, { timeout: 20_000 });
  await page.getByTestId('device-remove').click();
  await confirmUntil(page.getByTestId('device-remove-form-ok'));
  await expect(devices).toHaveCount(1);
  await otherPage.reload();
  await expect(otherPage.getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
  await expect(otherPage.getByTestId('account-name')).toHaveCount(0);
  await other.close();

  // 2FA: the key the page shows, the code an authenticator app would show, then the recovery codes
  await page.getByTestId('two-factor-setup').click();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const authenticator = new Authenticator(secret);
  await page.getByTestId('two-factor-code').fill(await authenticator.next());
  await page.getByTestId('two-factor-confirm').click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await page.getByTestId('recovery-saved').click();
  await expect(page.getByTestId('two-factor-disable')).toBeVisible();

  // (a) an API key: the code is asked before it is made
  await page.goto('/account/api-management');
  await page.getByTestId('api-key-create').click();
  await page.getByTestId('api-key-label').fill('2fa bot');
  await page.getByTestId('api-key-ips').fill('127.0.0.1');
  await page.getByTestId('api-key-create-submit').click();
  await expect(page.getByTestId('api-key-challenge-code')).toBeVisible();
  await expect(page.getByTestId('api-key-challenge-ok')).toBeDisabled();
  await page.getByTestId('api-key-challenge-code').fill(await authenticator.next());
  await confirmUntil(page.getByTestId('api-key-challenge-ok'));
  await expect(page.getByTestId('api-key-secret-dialog')).toBeVisible();
  await page.getByTestId('api-key-secret-done').click();
  await expect(page.getByTestId('api-key-row-key')).toHaveCount(1);

  // (b) a withdrawal: after the review, the email code and the 2FA code are asked before it leaves; a wrong email code
  // keeps the dialog open with its message
  await page.goto('/wallet/withdraw');
  await pick(page, 'withdraw-token', 'USDT');
  await pick(page, 'withdraw-network', 'TRON (TRC20)');
  await expect(page.getByTestId('withdraw-available')).toContainText('10,000 USDT', { timeout: 20_000 });
  await page.getByTestId('withdraw-address').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-review')).toContainText('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  await confirmUntil(page.getByTestId('withdraw-review-next'), page.getByTestId('withdraw-challenge-code'));
  await expect(page.getByTestId('withdraw-challenge-ok')).toBeDisabled();
  await expect(page.getByTestId('withdraw-challenge-email-sent')).toBeVisible();
  const mailed = await mailedWithdrawalCode(request, email);
  await page.getByTestId('withdraw-challenge-email-code').fill(String((Number(mailed) + 1) % 1_000_000).padStart(6, '0'));
  // a code good for 30 s or more: the exchange checks the email code first, so the refused try does not use it up, and
  // the member sends the same 2FA code again with the right email code
  const withdrawCode = await authenticator.next({ lasting: true });
  await page.getByTestId('withdraw-challenge-code').fill(withdrawCode);
  await page.getByTestId('withdraw-challenge-ok').click();
  await expect(page.getByTestId('withdraw-challenge-email-code-problem')).toHaveText('Wrong email code. Attempts left: 4');
  await expect(page.getByTestId('withdraw-challenge-code')).toHaveValue(withdrawCode);
  await page.getByTestId('withdraw-challenge-email-code').fill(mailed);
  await page.getByTestId('withdraw-challenge-ok').click();
  await expect(page.getByTestId('withdraw-sent')).toBeVisible();
  await expect(page.getByTestId('withdraw-available')).toContainText('9,899 USDT', { timeout: 10_000 });
});
