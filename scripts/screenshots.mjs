#!/usr/bin/env node
// Screenshots of pages at the spec's breakpoints, for a person to look at: reports/screenshots/<lang>-<width>-<page>.png.
// Usage: node scripts/screenshots.mjs [baseUrl] [paths…]  (the stack must be running, e.g. `npm start`).
// SHOT_MEMBER=1 registers a new member first (Auth emulator) and gives the account a resting BTC buy and a perpetual
// position through the v3 trading calls, so the trade page's panels have content; names get a `member-` prefix.
// SHOT_SETUP=<module> then runs that module's default export `(page, base, headers)` for each new member.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchBenchBrowser } from '../bench/bench-browser.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/'];
const widths = [480, 768, 1024, 1440];
const languages = (process.env.SHOT_LANGS ?? 'en,ru').split(',');
const member = process.env.SHOT_MEMBER === '1';
mkdirSync('reports/screenshots', { recursive: true });

const browser = await launchBenchBrowser();

async function signUp(page) {
  const name = `shot${Date.now().toString(36)}`;
  await page.goto(`${base}/register`);
  await page.getByTestId('email-input').fill(`${name}@example.com`);
  await page.getByTestId('password-input').fill('correct-horse-42');
  await page.getByTestId('confirm-input').fill('correct-horse-42');
  await page.getByTestId('submit').click();
  await page.getByTestId('account-name').waitFor({ timeout: 20_000 });
  const token = (await page.context().cookies()).find((c) => c.name === 'authorization')?.value;
  const headers = { Authorization: `Bearer ${token}` };
  const book = await (await page.request.get(`${base}/api/v3/public/orderbook?symbol=SPOT_BTC_USDT&maxLevel=1`)).json();
  const price = Math.floor(Number(book.data.bids[0].price) * 0.99);
  await page.request.post(`${base}/api/v3/trade/order`, {
    headers,
    data: { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price, quantity: 0.01, clientOrderId: 1 },
  });
  await page.request.post(`${base}/api/v3/trade/order`, {
    headers,
    data: { symbol: 'PERP_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.01, clientOrderId: 2 },
  });
  // SHOT_SETUP=<module>: its default export `(page, base, headers)` prepares what the pictures should show
  if (process.env.SHOT_SETUP) await (await import(resolve(process.env.SHOT_SETUP))).default(page, base, headers);
}

for (const language of languages) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'language', value: language, url: base }]);
  await context.addInitScript(() => window.localStorage.setItem('network-allow-analytics', 'no'));
  const page = await context.newPage();
  if (member) await signUp(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(base + path);
      await page.waitForTimeout(3000);
      const name = path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      await page.screenshot({ path: `reports/screenshots/${member ? 'member-' : ''}${language}-${width}-${name}.png`, fullPage: true });
    }
  }
  await context.close();
}
await browser.close();
console.log(`screenshots written to reports/screenshots for ${paths.join(', ')}`);
