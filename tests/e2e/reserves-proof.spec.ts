import { expect, test } from './support/test';
import { CONTROL_HEADERS } from './support/control';

/** The quick check downloads the user's own proof, not the tree, and verifies it in the page. */
test('the quick check verifies an account from its own proof, a few kilobytes', { tag: '@global' }, async ({ page, request }) => {
  const { userId } = await (await request.post('/__control/sessions', { data: { alias: 'e2e-proof' }, headers: CONTROL_HEADERS })).json();
  await request.post('/__control/reserves/balances', { data: { userId, balances: { ETH: '1.25' } }, headers: CONTROL_HEADERS });
  const { auditId } = await (await request.post('/__control/reserves/audits', { data: {}, headers: CONTROL_HEADERS })).json();
  const { userHash } = await (
    await request.get(`/__control/reserves/user-hash?userId=${userId}&auditId=${auditId}`, { headers: CONTROL_HEADERS })
  ).json();
  const trees: string[] = [];
  page.on('request', (r) => r.url().includes('/asset/porl/v2/tree') && trees.push(r.url()));

  await page.goto('/proof-of-reserves');
  await page.getByTestId('verify-section').scrollIntoViewIfNeeded();
  await page.getByTestId('verify-audit').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'latest' }).click();
  await page.getByTestId('user-hash-input').fill(userHash);
  await page.getByTestId('verify-proof-button').click();

  const result = page.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-outcome', 'verified', { timeout: 20_000 });
  await expect(result).toHaveAttribute('data-agreement', 'agree');
  expect(Number(await result.getAttribute('data-tree-bytes'))).toBeLessThan(64 * 1024);
  await expect(page.getByTestId('verified-balances')).toContainText('ETH');
  expect(trees).toEqual([]);
});
