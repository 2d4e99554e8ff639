// social.leaderboard_ms (≤ 500 ms): the leaderboard's metrics (PnL, ROI, volume; spot and futures) for 10,000
// traders over 90 days of fills, ranked. The simulator reads each fill once, when it arrives, into per-day totals
// (simulator/social/trader-figures.ts); a leaderboard then sums ≤ 90 days per trader and sorts. Timed: the ranking of
// all traders over 90 days (cold: no cached result), median of RUNS. Also printed: social.ingest_ms, reading every fill
// into the day totals and their running sums (done as fills arrive, once per fill, not per leaderboard).
// Node, no HTTP, no database.
import { performance } from 'node:perf_hooks';
import { mulberry32 } from '../simulator/market/prng';
import { SocialMetrics } from '../simulator/social/social-metrics';
import { DAY_MS, TraderFigures } from '../simulator/social/trader-figures';
import type { FillRecord } from '../simulator/trading/records';

const TRADERS = Number(process.env.SOCIAL_BENCH_TRADERS ?? 10_000);
const DAYS = 90;
const FILLS_PER_DAY = Number(process.env.SOCIAL_BENCH_FILLS_PER_DAY ?? 3);
const RUNS = 5;
const now = Date.UTC(2026, 3, 1, 12);

const metrics = new SocialMetrics(
  () => [],
  () => now,
);
const rng = mulberry32(18);
let fills = 0;
const ingestStart = performance.now();
for (let u = 1; u <= TRADERS; u += 1) {
  const f = new TraderFigures(u);
  f.capital = 10_000n * 10n ** 30n;
  for (let day = DAYS - 1; day >= 0; day -= 1) {
    for (let k = 0; k < FILLS_PER_DAY; k += 1) {
      const perp = rng() < 0.6;
      const price = (perp ? 60_000 + rng() * 5000 : 3000 + rng() * 300).toFixed(1);
      const fill: FillRecord = {
        id: fills,
        userId: u,
        symbol: perp ? 'PERP_BTC_USDT' : 'SPOT_ETH_USDT',
        orderId: fills,
        side: rng() < 0.5 ? 'BUY' : 'SELL',
        executedPrice: price,
        executedQuantity: (perp ? 0.001 + Math.floor(rng() * 50) / 1000 : 0.01 + Math.floor(rng() * 100) / 100).toFixed(3),
        fee: '0.0123',
        feeAsset: 'USDT',
        realizedPnl: perp && rng() < 0.5 ? (rng() * 200 - 100).toFixed(4) : '0',
        isMaker: false,
        executedTimestamp: now - day * DAY_MS - k * 1000,
      };
      f.add(fill);
      fills += 1;
    }
  }
  f.index();
  metrics.figures.set(u, f);
}
const ingest = performance.now() - ingestStart;

const times: number[] = [];
let ranked = 0;
for (let r = 0; r < RUNS; r += 1) {
  metrics.refresh(); // clears the cached rankings (no accounts to read here)
  const start = performance.now();
  ranked = metrics.ranking(90, 'ALL', r % 2 === 0 ? 'PNL' : 'ROI', false).length;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `# ${TRADERS} traders, ${fills} fills over ${DAYS} days, ${ranked} ranked; runs ${times.map((t) => t.toFixed(1)).join(', ')} ms`,
);
console.log(`BENCH social.leaderboard_ms ${median.toFixed(1)} ms`);
console.log(`BENCH social.ingest_ms ${ingest.toFixed(0)} ms`);
if (median > 500) {
  console.error(`social.leaderboard_ms ${median.toFixed(1)} > 500`);
  process.exit(1);
}
