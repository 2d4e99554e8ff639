#!/usr/bin/env node
// Screenshots of pages at the spec's breakpoints, for a person to look at: reports/screenshots/<lang>-<width>-<page>.png.
// Usage: node scripts/screenshots.mjs [baseUrl] [paths…]  (the stack must be running, e.g. `npm start`).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/'];
const widths = [480, 768, 1024, 1440];
const languages = (process.env.SHOT_LANGS ?? 'en,ru').split(',');
mkdirSync('reports/screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const language of languages) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'language', value: language, url: base }]);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path);
      await page.waitForTimeout(2500);
      const name = path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      await page.screenshot({ path: `reports/screenshots/${language}-${width}-${name}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots written to reports/screenshots for ${paths.join(', ')}`);
