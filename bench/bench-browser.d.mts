import type { Browser } from '@playwright/test';

/** The headless Chromium of the browser benchmarks (bench-browser.mjs), for the TypeScript benches that use it. */
export function launchBenchBrowser(): Promise<Browser>;
