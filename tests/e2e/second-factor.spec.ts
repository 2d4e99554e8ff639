import { expect, test, type APIRequestContext, type Page } from './support/test';
import { logOut, logOutAndLogIn, memberApi, signUp, waitForAuthEmulator } from './support/member';

/** The Auth emulator's developer endpoints (what a developer opens from the login card's local-environment link). */
const EMULATOR = 'http://127.0.0.1:9099/emulator/v1/projects/demo-exchange';

async function smsCode(request: APIRequestContext, phone: string, known: ReadonlySet<string>): Promise<string> {
  const body = (await (await request.get(`${EMULATOR}/verificationCodes`)).json()) as {
    verificationCodes?: { phoneNumber?: string; code: string; sessionInfo: string }[];
  };
  const fresh = (body.verificationCodes ?? []).filter((c) => c.phoneNumber === phone && !known.has(c.sessionInfo));
  expect(fresh.length).toBeGreaterThan(0);
  return fresh.at(-1)!.code;
}

async function sessionsOf(request: APIRequestContext, phone: string): Promise<Set<string>> {
  const body = (await (await request.get(`${EMULATOR}/verificationCodes`)).json()) as {
    verificationCodes?: { phoneNumber?: string; sessionInfo: string }[];
  };
  return new Set((body.verificationCodes ?? []).filter((c) => c.phoneNumber === phone).map((c) => c.sessionInfo));
}

/** On the security page of a member whose email is verified: start, SMS code from the emulator, finalize. */
async function enrolPhone(page: Page, request: APIRequestContext, phone: string, name: string): Promise<void> {
  const known = await sessionsOf(request, phone);
  await page.getByTestId('enrol-send').click();
  await expect(page.getByTestId('enrol-sent')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('enrol-code').fill(await smsCode(request, phone, known));
  await page.getByTestId('enrol-name').fill(name);
  await page.getByTestId('enrol-submit').click();
  await expect(page.getByTestId('second-factor-row')).toContainText(name, { timeout: 20_000 });
}

/** The login card's second step: send the code to the first factor, enter what the emulator shows. */
async function passSecondStep(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await expect(page.getByTestId('second-factor-step')).toBeVisible({ timeout: 20_000 });
  const known = await sessionsOf(request, phone);
  await page.getByTestId('second-factor-send').click();
  await expect(page.getByTestId('second-factor-sent')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('second-factor-code').fill(await smsCode(request, phone, known));
  await page.getByTestId('second-factor-submit').click();
}

const newPhone = () => `+1555${String(Math.floor(1e6 + Math.random() * 9e6))}`;

test('enrol an SMS second factor on the security page, then sign in with it against the Auth emulator', async ({ page, request }) => {
  await waitForAuthEmulator(request);
  const email = await signUp(page, 'mfa');
  const phone = newPhone();

  // enrolment start: the emulator wants a verified email first; the card sends the verification email
  await page.goto('/account/security');
  await page.getByTestId('enrol-phone').fill(phone);
  await page.getByTestId('enrol-send').click();
  await expect(page.getByTestId('second-factor-refusal')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('verify-email').click();
  await expect(page.getByTestId('verification-sent')).toBeVisible();
  const oob = (await (await request.get(`${EMULATOR}/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const link = oob.oobCodes.find((o) => o.email === email && o.requestType === 'VERIFY_EMAIL');
  expect(link).toBeDefined();
  expect((await request.get(link!.oobLink)).ok()).toBe(true);

  // enrolment start again (the user is reloaded), then finalize with the SMS code the emulator shows
  await enrolPhone(page, request, phone, 'Test phone');

  // sign out, sign in with the password: the second step replaces the generic toast
  await logOutAndLogIn(page, email, 'correct-horse-42');
  await expect(page.getByTestId('dev-codes-sms')).toBeVisible({ timeout: 20_000 });
  await passSecondStep(page, request, phone);
  await expect(page.getByTestId('account-name')).toHaveText(email.split('@')[0], { timeout: 20_000 });

  // the exchange recorded the enrolment in the security activity
  const activity = await memberApi<{ rows: { type: string }[] }>(page, '/usercenter/account/user_security_activity');
  expect(activity.rows.map((r) => r.type)).toContain('ENROLL_SECOND_FACTOR');
});

test('a Google account with a second factor gets the second step, then lands where it was going', async ({ page, request }) => {
  await waitForAuthEmulator(request);
  await page.addInitScript(() => window.localStorage.setItem('network-allow-analytics', 'no'));
  const email = `g${Date.now().toString(36)}@example.com`;
  const google = async () => {
    await page.getByTestId('google-sign-in').click();
    await page.getByTestId('picker-name').fill('Gee Mfa');
    await page.getByTestId('picker-email').fill(email);
    await page.getByTestId('picker-submit').click();
  };
  // the provider vouches for the address (email_verified), so the factor can be enrolled at once
  await page.goto('/login?redirect=%2Faccount%2Fsecurity');
  await google();
  await expect(page.getByTestId('enrol-phone')).toBeVisible({ timeout: 20_000 });
  const phone = newPhone();
  await page.getByTestId('enrol-phone').fill(phone);
  await enrolPhone(page, request, phone, 'Gee phone');

  await logOut(page);
  await page.goto('/login?redirect=%2Fwallet');
  await google();
  await passSecondStep(page, request, phone);
  await expect(page.getByTestId('account-name')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/wallet$/);
});
