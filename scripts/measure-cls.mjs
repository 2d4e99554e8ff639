#!/usr/bin/env node
// Measures a page's cumulative layout shift in headless Chromium (PerformanceObserver 'layout-shift', the shifts
// without recent input summed, as Lighthouse's CLS of a load): mobile 412×823 (CPU ×4 slower, as Lighthouse's mobile
// run) and desktop 1440×900. Usage: node scripts/measure-cls.mjs <base url> <path> [runs=3]
// CLS_MEMBER=1 registers a member first (the Auth emulator) and measures signed in.
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:8080', path = '/leaderboard', runsArg = '3'] = process.argv.slice(2);
const runs = Number(runsArg);
const VIEWPORTS = [
  { name: 'mobile 412×823', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, cpu: 4 },
  { name: 'desktop 1440×900', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, cpu: 1 },
];

async function signUp(context) {
  const page = await context.newPage();
  const name = `cls${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto(`${base}/register`);
  await page.getByTestId('email-input').fill(`${name}@example.com`);
  await page.getByTestId('password-input').fill('correct-horse-42');
  await page.getByTestId('confirm-input').fill('correct-horse-42');
  await page.getByTestId('submit').click();
  await page.getByTestId('account-name').waitFor({ state: 'attached', timeout: 20_000 });
  await page.close();
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const v of VIEWPORTS) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({
        viewport: v.viewport,
        deviceScaleFactor: v.deviceScaleFactor,
        isMobile: v.isMobile,
        hasTouch: v.hasTouch,
      });
      if (process.env.CLS_MEMBER === '1') await signUp(context);
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__cls = 0;
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            if (e.hadRecentInput) continue;
            window.__cls += e.value;
            window.__shifts.push({
              value: +e.value.toFixed(4),
              at: Math.round(e.startTime),
              nodes: (e.sources ?? []).map(
                (s) =>
                  s.node?.nodeName +
                  (s.node?.dataset?.testid
                    ? `[${s.node.dataset.testid}]`
                    : s.node?.className
                      ? `.${String(s.node.className).split(' ')[0]}`
                      : ''),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      if (v.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: v.cpu });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2500);
      const { cls, shifts } = await page.evaluate(() => ({ cls: window.__cls, shifts: window.__shifts }));
      results.push(cls);
      if (process.env.CLS_VERBOSE) console.log(JSON.stringify(shifts));
      await context.close();
    }
    const sorted = [...results].sort((a, b) => a - b);
    console.log(
      `${path}${process.env.CLS_MEMBER === '1' ? ' (signed in)' : ''} ${v.name}: CLS median ${sorted[Math.floor(sorted.length / 2)].toFixed(4)} (runs ${results.map((r) => r.toFixed(4)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
}
