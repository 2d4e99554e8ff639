/**
 * Marks a step of the boot on the page's performance timeline (`boot:<step>`): the browser's tools show the marks
 * beside the load, and the end-to-end tests print them when a page never came up (tests/e2e/support/test.ts).
 */
export function markBoot(step: string): void {
  if (typeof globalThis.performance?.mark === 'function') performance.mark(`boot:${step}`); // jest's fake timers have none
}
