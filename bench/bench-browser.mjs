// The headless Chromium of the browser benchmarks and of scripts/screenshots.mjs: Debian's (/usr/bin/chromium, or
// CHROME_PATH), without the background work a desktop browser does (network checks, component updates, sync), so that
// a window measures the page.
import { chromium } from '@playwright/test';

export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
