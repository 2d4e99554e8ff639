#!/usr/bin/env node
// BENCH web.trade_js_gzip_kb <kb> KB — gzip of the trade route's own JS beyond the shell (target ≤ 300,
//   "chart included"): what a visitor's trade page loads without a click — the trade page chunk and everything it
//   imports statically, the candle chart (its own chunk, asked for at once) with the chart library, and the trade
//   capability's DI module — minus what the entry and the boot's `shell` chunk already load. The member-only chunks
//   (the order form, the bottom panel's tables) and what opens on a click (dialogs, drawers) are not counted. antd
//   and the container (the runtime every antd page shares) are counted when the trade page pulls them, not otherwise.
// Needs `npx vite build` first (dist/.vite/manifest.json).
import { gzipKb, printWithinBudget, readManifest } from './build-manifest.mjs';

const { staticClosure, entry, shell } = readManifest();
const base = new Set(staticClosure([entry, shell]));
const trade = staticClosure([
  'src/presentation/trade/trade-page.tsx',
  'src/presentation/trade/candle-chart.tsx',
  'src/di/modules/trade.module.ts',
]).filter((f) => !base.has(f));
const sizes = trade.map((f) => [f, gzipKb(f)]).sort((a, b) => b[1] - a[1]);
for (const [file, kb] of sizes.slice(0, Number(process.env.TOP ?? 20))) console.log(`#   ${kb.toFixed(1).padStart(7)} KB  ${file}`);
console.log(`#   (${sizes.length} files)`);
printWithinBudget(
  'web.trade_js_gzip_kb',
  sizes.reduce((s, [, kb]) => s + kb, 0),
  300,
  'chart included, ADR 0026',
);
// For the note: how much of it the markets page (another antd page with live data) loads too: antd's core, MobX,
// the API client, the socket. Not a target, a breakdown.
const markets = new Set(staticClosure(['src/presentation/markets/markets-page.tsx']));
const own = sizes.filter(([f]) => !markets.has(f)).reduce((s, [, kb]) => s + kb, 0);
console.log(`# of which not shared with /markets: ${own.toFixed(2)} KB`);
