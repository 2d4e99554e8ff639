import { expect, test } from './support/test';
import { newMember, waitForAuthEmulator } from './support/member';
import { pickUntil } from './support/select';

/**
 * End to end: a new member fills in the application, uploads a document, sees it under review and
 * then verified (the simulator decides 5 s later; the page asks every 2 s). The rules: features/identity-verification.feature.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await waitForAuthEmulator(request);
});

test('identity verification: the application goes from under review to verified, level 1', async ({ page }) => {
  test.setTimeout(90_000);
  await newMember(page, 'kyc');
  await page.goto('/account/identity-verification');
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'NONE', { timeout: 20_000 });
  await expect(page.getByTestId('kyc-level-0')).toContainText('Your level');

  await page.getByTestId('kyc-submit').click();
  // nothing filled in: each field says so and nothing is sent
  await expect(page.getByTestId('kyc-form')).toContainText('This field is required.');
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'NONE');

  await page.getByTestId('kyc-first-name').fill('Ada');
  await page.getByTestId('kyc-last-name').fill('Lovelace');
  await page.getByTestId('kyc-birth-date').fill('1990-05-17');
  await pickUntil(page, 'kyc-country', 'Germany', page.getByTestId('kyc-eu-rules'), 'Germ');
  await pickUntil(
    page,
    'kyc-document-type',
    'Passport',
    page.getByTestId('kyc-document-type').getByTitle('Passport', { exact: true }).first(),
  );
  await page
    .locator('[data-testid="kyc-document"] input[type=file], input[type=file]')
    .first()
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.alloc(24 * 1024, 7) });
  await expect(page.getByTestId('kyc-form')).toContainText('passport.png');
  await page.getByTestId('kyc-submit').click();

  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'PENDING', { timeout: 10_000 });
  await expect(page.getByTestId('kyc-form')).toHaveCount(0);
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'APPROVED', { timeout: 15_000 });
  await expect(page.getByTestId('kyc-level-1')).toContainText('Your level');
});
