import { test as base, type Page, type Request } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/** How many of the page's last events a failure prints. */
const KEPT = 60;

/**
 * Watches a page for what a failure needs to be understood from CI's printout alone (no trace, no artefact): the
 * requests still open, those that failed or answered an error, the console's errors and warnings, uncaught errors,
 * and the boot's milestones (the `boot:` user-timing marks of src/boot.tsx and src/runtime.ts). Private pages on a
 * fresh load stayed on their spinner now and then, the header neither signed in nor out; this names the step that
 * never came.
 */
function watch(page: Page): { readonly report: () => Promise<string>; readonly remounts: readonly string[] } {
  const open = new Map<Request, number>();
  const events: string[] = [];
  const remounts: string[] = [];
  const started = Date.now();
  const at = () => `+${((Date.now() - started) / 1000).toFixed(1)} s`;
  const note = (line: string) => {
    events.push(`${at()} ${line}`);
    if (events.length > KEPT) events.shift();
  };
  const path = (url: string) => url.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '');
  page.on('request', (request) => open.set(request, Date.now()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('response', (response) => {
    const request = response.request();
    if (response.status() >= 400) note(`${request.method()} ${path(request.url())} answered ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    open.delete(request);
    note(`${request.method()} ${path(request.url())} failed: ${request.failure()?.errorText ?? 'unknown'}`);
  });
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`navigated to ${path(frame.url())}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text().slice(0, 400)}`);
    if (message.text().includes('mounted again')) remounts.push(path(page.url()));
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message.slice(0, 400)}`));
  page.on('websocket', (socket) => {
    note(`websocket ${path(socket.url())} opened`);
    socket.on('close', () => note(`websocket ${path(socket.url())} closed`));
  });
  const report = async () => {
    const now = Date.now();
    const waiting = [...open].map(([request, since]) => `${request.method()} ${path(request.url())} (open ${now - since} ms)`);
    const marks = await page
      .evaluate(() =>
        performance
          .getEntriesByType('mark')
          .filter((mark) => mark.name.startsWith('boot:'))
          .map((mark) => `${mark.name} at ${Math.round(mark.startTime)} ms`),
      )
      .then((names) => names.join(', ') || 'none')
      .catch((error: unknown) => `unreadable (${String(error).split('\n')[0]})`);
    const shown = await page
      .evaluate(() => {
        const text = (selector: string) =>
          (document.querySelector(selector) as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').slice(0, 200);
        return `header: ${text('header') ?? 'none'} | main: ${text('#main') ?? 'none'}`;
      })
      .catch((error: unknown) => `unreadable (${String(error).split('\n')[0]})`);
    return [
      `page ${path(page.url())}: boot marks of the last load: ${marks}`,
      `on screen: ${shown}`,
      `requests still open: ${waiting.join('; ') || 'none'}`,
      `last events:\n  ${events.join('\n  ') || 'none'}`,
    ].join('\n');
  };
  return { report, remounts };
}

/**
 * Playwright's `test` with the page watched: when a test fails, what its page waited for and reported is printed
 * beside the error (watch above). Every spec imports `test` and `expect` from here.
 */
export const test = base.extend({
  page: async ({ page }, provide, testInfo) => {
    const { report, remounts } = watch(page);
    await provide(page);
    // the boot's recovery (src/presentation/shared/runtime-mounted.ts) is said even when the test passes: how often it
    // saves a load is worth knowing
    if (remounts.length > 0) console.log(`the boot mounted the app again on ${remounts.join(', ')} in "${testInfo.title}"`);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const text = await report();
      console.log(`\n--- what the page of "${testInfo.title}" waited for and reported ---\n${text}\n`);
      await testInfo.attach('page-log', { body: text, contentType: 'text/plain' });
    }
  },
});
