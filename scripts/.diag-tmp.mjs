import { chromium } from '@playwright/test';
const [w, h] = (process.argv[2] ?? '412x823').split('x').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: w, height: h } });
const page = await context.newPage();
await page.addInitScript(() => {
  window.__log = [];
  let last = '';
  const q = (sel) => { const e = document.querySelector(sel); if (!e) return '-'; const r = e.getBoundingClientRect(); return `${Math.round(r.top)}+${Math.round(r.height)}`; };
  const tick = () => {
    const s = ['h1', '[data-testid=leaderboard-skeleton]', '[data-testid=leaderboard-page]', '.ant-card', '.ant-segmented', '[data-testid=leaderboard-updated]', '.ant-table', '.ant-table-thead', '.ant-pagination', 'footer', 'main'].map((x) => `${x}:${q(x)}`).join(' ');
    if (s !== last) { window.__log.push(`${Math.round(performance.now())} ${s}`); last = s; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});
await page.goto(`http://127.0.0.1:4313${process.argv[3] ?? '/leaderboard'}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(2000);
console.log((await page.evaluate(() => window.__log)).join('\n'));
await browser.close();
