/**
 * Marks a step of the boot on the page's performance timeline (`boot:<step>`): the browser's tools show the marks
 * beside the load, and the end-to-end tests print them when a page never came up (tests/e2e/support/test.ts).
 */
export function markBoot(step: string): void {
  globalThis.performance?.mark(`boot:${step}`);
}
