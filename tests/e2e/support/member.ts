import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AUTH_COOKIE, DEVICE_KEY_STORAGE, SESSION_EXPIRY_KEY, USER_ID_KEY } from '../../../src/infrastructure/storage/session-storage-keys';
import { confirmUntil } from './dialog';

/**
 * A signed-in member for trading specs: waits for the Auth emulator, registers a new member, calls the REST API with
 * the session's bearer.
 */
export async function waitForAuthEmulator(request: APIRequestContext): Promise<void> {
  const until = Date.now() + 100_000;
  for (;;) {
    const ready = await request.get('http://127.0.0.1:9099/', { timeout: 5_000 }).then(
      (r) => r.ok(),
      () => false,
    );
    if (ready) return;
    if (Date.now() > until) throw new Error('the Auth emulator did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A new member's unique name (their email's local part), with the analytics consent answered "no" for the page. */
async function freshMember(page: Page, prefix: string): Promise<string> {
  await page.addInitScript(() => window.localStorage.setItem('network-allow-analytics', 'no'));
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Registers a new member on `origin` (the suite's stack unless given), signed in afterwards; returns the email. */
export async function signUp(page: Page, prefix = 'mbr', origin = '', registerPath = '/register'): Promise<string> {
  const name = await freshMember(page, prefix);
  // a sign-up with no redirect lands on the trade page (what a new user wants); the suite's members land on the light
  // home page instead, so each sign-up does not pay for the heaviest page (a test that wants /trade opens it)
  const register = new URL(registerPath, 'http://localhost');
  if (!register.searchParams.has('redirect')) register.searchParams.set('redirect', '/');
  await page.goto(`${origin}${register.pathname}${register.search}`);
  await page.getByTestId('email-input').fill(`${name}@example.com`);
  await page.getByTestId('password-input').fill('correct-horse-42');
  await page.getByTestId('confirm-input').fill('correct-horse-42');
  await page.getByTestId('submit').click();
  // a click that landed before the form was interactive leaves it on screen: submit once more
  const signedIn = await page
    .getByTestId('account-name')
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  if (!signedIn && (await page.getByTestId('submit').isVisible())) await page.getByTestId('submit').click();
  await expect(page.getByTestId('account-name')).toHaveText(name, { timeout: 20_000 });
  return `${name}@example.com`;
}

const AUTH_EMULATOR = 'http://127.0.0.1:9099';

/**
 * A new member signed in without the sign-up form, as the form does it underneath: an email and password account made
 * in the Auth emulator (its REST API), its ID token exchanged for a session at `POST /api/usercenter/login` with a device
 * id, and the session kept where the app keeps it (its cookie, and the user id, the session's end and the device id in
 * local storage: session-storage-keys.ts); then `path` (the light home page by default), once it shows the member
 * signed in. Returns the email.
 *
 * For the specs whose subject is not the sign-up: the form costs a member ≈ 3–5 s of a busy machine (a page, its
 * hydration, three fields and the SDK's calls), ≈ 45 times a run. The sign-up itself is `signUp`'s, and the browser's
 * Firebase SDK has no user here: a spec of what needs one (a second factor's enrolment) signs up through the form.
 */
export async function newMember(page: Page, prefix = 'mbr', origin = '', path = '/'): Promise<string> {
  const name = await freshMember(page, prefix);
  const email = `${name}@example.com`;
  const created = await page.request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    data: { email, password: 'correct-horse-42', returnSecureToken: true },
  });
  expect(created.ok(), `the Auth emulator made ${email}`).toBe(true);
  const { idToken } = (await created.json()) as { idToken: string };
  const deviceId = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const login = await page.request.post(`${origin}/api/usercenter/login`, { data: { idToken, language: 'en', deviceId } });
  const body = (await login.json()) as {
    success: boolean | string;
    data: { token: string; user_id: number | string; expires_at: number | string };
  };
  expect(String(body.success), `the session of ${email}`).toBe('true');
  // the origin's storage is written from a document of its own that starts no app (a tiny JSON answer)
  await page.goto(`${origin}/app-config.json`);
  await page.evaluate(
    ({ keys, token, userId, expiresAt, device }) => {
      document.cookie = `${keys.cookie}=${encodeURIComponent(token)}; path=/; samesite=strict`;
      localStorage.setItem(keys.userId, userId);
      localStorage.setItem(keys.expiry, expiresAt);
      localStorage.setItem(keys.device, device);
    },
    {
      keys: { cookie: AUTH_COOKIE, userId: USER_ID_KEY, expiry: SESSION_EXPIRY_KEY, device: DEVICE_KEY_STORAGE },
      token: body.data.token,
      userId: String(body.data.user_id),
      expiresAt: String(body.data.expires_at),
      device: deviceId,
    },
  );
  await page.goto(`${origin}${path}`);
  await expect(page.getByTestId('account-name')).toHaveText(name, { timeout: 20_000 });
  return email;
}

/** Registers a new member and lands on the trade page of `route`; returns the email. */
export async function registerMember(page: Page, route: string, origin = ''): Promise<string> {
  const email = await newMember(page, 'mbr', origin, route);
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 20_000 });
  return email;
}

const NUMBER_TEXT = /^-?\d{1,16}(\.\d+)?$/;

/**
 * The answer's numbers as numbers, whichever way the wire period wrote them (positions' decimals are strings in every
 * period, everything is a string in 2025-10's: docs/protocol.md "Wire periods"), so the journeys compare figures alike.
 */
function numbersOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(numbersOf);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersOf(v)]));
  return typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value;
}

/** The session's REST calls, as the app makes them (bearer from the authorization cookie); numbers read as numbers. */
export async function memberApi<T>(page: Page, path: string, origin = ''): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'authorization')?.value;
  const response = await page.request.get(`${origin}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { success: boolean | string; data: T };
  expect(String(body.success)).toBe('true');
  return numbersOf(body.data) as T;
}

/** A private POST with the session's bearer (from the authorization cookie). */
export async function memberPost<T>(page: Page, path: string, data: unknown, origin = ''): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'authorization')?.value;
  const response = await page.request.post(`${origin}/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await response.json()) as { success: boolean | string; data: T };
  expect(String(body.success)).toBe('true');
  return numbersOf(body.data) as T;
}

/** Submits the order form, confirming when it asks. */
export async function submitOrder(page: Page): Promise<void> {
  // the confirmation dialog comes in its own chunk: wait until the form has it, so it opens on the click if asked
  await page.locator('[data-testid="order-form"][data-confirm-ready="true"]').waitFor();
  await page.getByTestId('order-submit').click();
  // The click clears the last order's notice, then the form either asks for a confirmation (its dialog renders a moment
  // later: a check right after the click missed it once and the order was never placed) or places the order.
  await page
    .getByTestId('order-notice')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  const confirm = page.getByTestId('confirm-ok');
  await expect(confirm.or(page.getByTestId('order-pending')).or(page.getByTestId('order-notice')).first()).toBeVisible({ timeout: 10_000 });
  if (await confirm.isVisible()) await confirmUntil(confirm);
}

/**
 * Logs out through the user menu, pressing "Log out" until the header shows "Log in": on a busy machine a press right
 * after the menu opened was lost once (the menu stayed open, the member signed in).
 */
export async function logOut(page: Page): Promise<void> {
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });
  await expect(async () => {
    if (await logIn.isVisible()) return;
    if (!(await page.getByTestId('log-out').isVisible())) await page.getByTestId('account-name').click({ timeout: 5_000 });
    await page.getByTestId('log-out').click({ timeout: 5_000 });
    await expect(logIn).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

/** Logs out through the user menu, then submits the login form with the email and password (what comes next is the test's). */
export async function logOutAndLogIn(page: Page, email: string, password: string): Promise<void> {
  await logOut(page);
  await page.goto('/login');
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('submit').click();
}
