import type { Page, Request } from '@playwright/test';

/**
 * Follows the page's requests and returns a function that lists those still open (started, neither finished nor
 * failed) and those that failed: what a page stuck on its spinner waits for. Private pages on a fresh load showed
 * the route's spinner for 20 s now and then (the header neither signed in nor out, no notice of a failed session
 * call); a failure names the requests, so the next one says which part never came.
 */
export function followRequests(page: Page): () => string {
  const open = new Map<Request, number>();
  const failed: string[] = [];
  page.on('request', (request) => open.set(request, Date.now()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => {
    open.delete(request);
    failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  return () => {
    const now = Date.now();
    const waiting = [...open].map(([request, since]) => `${request.method()} ${request.url()} (open ${now - since} ms)`);
    return `requests still open: ${waiting.join('; ') || 'none'}; failed: ${failed.join('; ') || 'none'}`;
  };
}
