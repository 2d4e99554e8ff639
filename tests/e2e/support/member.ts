import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A new member on the e2e stack (the same steps as tests/e2e/orders.spec.ts's helpers, shared for the specs of
 * issue 15): the Auth emulator's wait, registration landing on a trade route, and the session's REST calls.
 */
const unique = () => `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function waitForAuthEmulator(request: APIRequestContext): Promise<void> {
  const until = Date.now() + 100_000;
  for (;;) {
    const ready = await request.get('http://127.0.0.1:9099/', { timeout: 5_000 }).then((r) => r.ok(), () => false);
    if (ready) return;
    if (Date.now() > until) throw new Error('the Auth emulator did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function registerMember(page: Page, route: string): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('network-allow-analytics', 'no'));
  const name = unique();
  await page.goto('/register');
  await page.getByTestId('email-input').fill(`${name}@example.com`);
  await page.getByTestId('password-input').fill('correct-horse-42');
  await page.getByTestId('confirm-input').fill('correct-horse-42');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('account-name')).toHaveText(name, { timeout: 20_000 });
  await page.goto(route);
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 20_000 });
}

export async function memberApi<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'authorization')?.value;
  const response = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}
