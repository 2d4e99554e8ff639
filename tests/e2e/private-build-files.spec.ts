import { expect, test } from './support/test';

/** Finding 20: the production build references no source map, and the server hands out neither maps nor dot-folders. */
test('the build hides its source maps and the Vite manifest', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const bundle = await request.get(script!);
  expect(bundle.status()).toBe(200);
  expect(await bundle.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${script!}.map`)).status()).toBe(404);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});
