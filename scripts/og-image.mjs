// Renders public/og-image.svg to public/og-image.jpg (1200 × 630) in Debian's Chromium: link previews (Open Graph,
// Twitter cards) do not accept SVG. Run after changing the SVG: `node scripts/og-image.mjs`.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<html><body style="margin:0">${readFileSync('public/og-image.svg', 'utf8')}</body></html>`);
await page.screenshot({ path: 'public/og-image.jpg', type: 'jpeg', quality: 88, clip: { x: 0, y: 0, width: 1200, height: 630 } });
await browser.close();
