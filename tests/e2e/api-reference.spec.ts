import { expect, test } from './support/test';

/**
 * In a browser: /api-reference explains signing with curl and TypeScript examples and renders the
 * simulator's OpenAPI document (/api/openapi.json) with rapidoc, a web component loaded only on this page.
 */
test('the API reference renders the OpenAPI document with rapidoc, with signing explained', async ({ page }) => {
  const rapidocLoads: string[] = [];
  page.on('request', (request) => {
    if (/rapidoc/i.test(request.url())) rapidocLoads.push(request.url());
  });
  await page.goto('/markets');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(rapidocLoads).toEqual([]);

  await page.goto('/api-reference');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByTestId('signing-example-curl')).toContainText('x-api-signature: $SIG');
  await page.getByRole('tab', { name: 'TypeScript' }).click();
  await expect(page.getByTestId('signing-example-ts')).toContainText("createHmac('sha256', SECRET)");
  // rapidoc draws inside its open shadow root, which Playwright's locators pierce
  const doc = page.getByTestId('rapidoc');
  await expect(doc.getByText('Place an order').first()).toBeVisible({ timeout: 20_000 });
  // the operations' summaries and the document's description come from /api/openapi.json (the routes' declarations)
  await expect(doc.getByText('Order book snapshot').first()).toBeVisible();
  await expect(doc.getByText('WOO X simulator API').first()).toBeVisible();
});
