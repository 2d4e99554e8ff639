// risk.mark_update_to_liquidation_ms (≤ 50 ms): 10,000 open perpetual positions across 1,000 accounts (10
// symbols each; half the accounts cross, half isolated — the margin fields as h-margin adds them), indexed by
// liquidation price; then ONE mark price change (PERP_BTC_USDT −6 %): the time until every liquidation it causes is
// decided (`RiskEngine.decide`: the front of the symbol's sorted index, each candidate decided exactly with decimal.js).
// risk.liquidation_execute_ms is what follows: closing those positions at the mark, the insurance fund, the reports.
// Node, no HTTP, no database; median of RUNS runs, each on a fresh engine. Figures on the shared 2-core machine: decide
// 3.6–12 ms by load (≈ 220 decisions: accounts or isolated positions), execute 60–180 ms (≈ 500 positions closed).
import Decimal from 'decimal.js';
import { performance } from 'node:perf_hooks';
import { MarketEngine } from '../simulator/market/market-engine';
import { mulberry32 } from '../simulator/market/prng';
import type { TradingChanges, TradingRepository, TradingSnapshot } from '../simulator/trading/records';
import { toScaled } from '../simulator/trading/scaled';
import { TradingEngine } from '../simulator/trading/trading-engine';

const ACCOUNTS = Number(process.env.RISK_BENCH_ACCOUNTS ?? 1000);
const PER_ACCOUNT = 10;
const RUNS = Number(process.env.RISK_BENCH_RUNS ?? 5);
const MOVE = 0.94;

const nothing: TradingRepository = {
  load: async (): Promise<TradingSnapshot> => ({ accounts: [], orders: [], fills: [], balances: [], positions: [], ledger: [] }),
  apply: async (_changes: TradingChanges) => undefined,
};

async function run(seed: number): Promise<{ decide: number; execute: number; liquidated: number; positions: number; candidates: number }> {
  const now = 1_700_000_000_000;
  const market = new MarketEngine(7, now);
  const trading = new TradingEngine(market, nothing, { clock: () => now }, { wants: () => true, publish: () => undefined });
  await trading.start();
  const symbols = market.instruments
    .filter((i) => i.type === 'PERP')
    .slice(0, PER_ACCOUNT)
    .map((i) => i.symbol);
  const marks = new Map<string, Decimal>();
  for (const s of symbols) {
    const m = trading.markPrice(s);
    marks.set(s, m);
    trading.markOverrides.set(s, m.toFixed());
  }
  const rng = mulberry32(seed);
  let positions = 0;
  for (let u = 1; u <= ACCOUNTS; u += 1) {
    const a = trading.account(u);
    const isolated = u % 2 === 0;
    let notional = new Decimal(0);
    for (const s of symbols) {
      const sr = trading.rules(s);
      const mark = marks.get(s)!;
      // 1,000–20,000 USDT of notional, long or short, entered within ±2 % of the mark
      const lots = Math.max(1, Math.round((1000 + rng() * 19_000) / mark.times(sr.step).toNumber()));
      const qty = sr.step.times(lots);
      const entry = mark
        .times(0.98 + rng() * 0.04)
        .div(sr.tick)
        .round()
        .times(sr.tick);
      const long = rng() < 0.5;
      const p = a.position(s);
      p.holding = (long ? qty : qty.neg()).toFixed();
      p.averageOpenPrice = entry.toFixed();
      p.openingTime = now;
      // leverage 5–50×: the isolated margin, or (cross) the share of the collateral
      const leverage = 5 + Math.floor(rng() * 46);
      const margin = qty.times(entry).div(leverage);
      if (isolated) Object.assign(p, { marginMode: 'ISOLATED', isolatedMargin: margin.toFixed(), leverage });
      notional = notional.plus(margin);
      positions += 1;
    }
    trading.ledger.holdExactly(a, 'USDT', toScaled(notional.times(isolated ? 1.2 : 0.3 + rng() * 0.5)), now);
    trading.risk.touched(a);
  }
  // the index is built (and every mark looked at once) before the change that is measured
  for (const s of symbols) trading.risk.decide(s);
  const btc = symbols[0];
  const next = marks.get(btc)!.times(MOVE).div(trading.rules(btc).tick).round().times(trading.rules(btc).tick);
  trading.markOverrides.set(btc, next.toFixed());
  (globalThis as { gc?: () => void }).gc?.();
  const t0 = performance.now();
  const decisions = trading.risk.decide(btc);
  const t1 = performance.now();
  trading.risk.execute(decisions);
  const t2 = performance.now();
  await trading.writer.flush();
  const liquidatedPositions = trading.risk.liquidations.length;
  return { decide: t1 - t0, execute: t2 - t1, liquidated: decisions.length, positions, candidates: liquidatedPositions };
}

const results = [];
for (let i = 0; i < RUNS; i += 1) results.push(await run(100 + i));
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const r = results[0];
console.log(`positions ${r.positions} across ${ACCOUNTS} accounts; one mark change on PERP_BTC_USDT (×${MOVE})`);
console.log(
  `liquidations decided: ${results.map((x) => x.liquidated).join(', ')} (accounts or isolated positions); positions closed: ${results.map((x) => x.candidates).join(', ')}`,
);
console.log(`BENCH risk.mark_update_to_liquidation_ms ${median(results.map((x) => x.decide)).toFixed(2)} ms`);
console.log(`BENCH risk.liquidation_execute_ms ${median(results.map((x) => x.execute)).toFixed(2)} ms`);
console.log(`BENCH risk.liquidated_count ${median(results.map((x) => x.liquidated))} liquidations`);
