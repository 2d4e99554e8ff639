// engine.orders_per_s (target ≥ 100,000): the simulator's whole in-memory exchange path, one symbol
// (SPOT_BTC_USDT), a mixed flow of limit orders (a quarter of them crossing), market orders and cancels from 5 accounts,
// in Node without HTTP or the database, with the listeners the server connects (campaigns, copy, fee discounts): validation (the integer quick check, `validateOrder` for what it leaves), locks,
// fees, the scaled-integer ledger, execution reports and balance messages built for a listener, and write-through
// batches to a repository that stores nothing. engine.match_orders_per_s is the matching core alone (SymbolBook:
// price-time priority over the users' orders and the synthetic DepthBook, integer ticks and lots).
// engine.orders_per_cpu_s is the same run per second of the process's CPU time, for a machine shared with others.
// The run awaits the writer's flush every 100 orders, as a server's requests await theirs: each batch is handed to the
// repository and let go. (Until 2026-11-24 the loop only started a flush every 1,000 orders and never yielded, so no
// batch was applied before the run ended: every batch's copies of orders and rows stayed in memory for the collector
// to copy, ≈ 10 % of the CPU; docs/benchmarks.md "Engine throughput".)
// Figures, median of 3 on 2 cores shared with 3 other jobs (docs/simulator.md "Trading"): with the decimal.js ledger
// before, orders_per_s ≈ 6,100 and per CPU second ≈ 14,200 (load ≈ 9.8); with the scaled-integer ledger,
// orders_per_s ≈ 73,000 at load ≈ 4.4 and ≈ 19,000 at load ≈ 9, per CPU second ≈ 63,000 (load ≈ 9);
// match_orders_per_s 170,000–1,000,000 by load.
import { performance } from 'node:perf_hooks';
import { MarketEngine } from '../simulator/market/market-engine';
import { mulberry32 } from '../simulator/market/prng';
import type { TradingChanges, TradingRepository, TradingSnapshot } from '../simulator/trading/records';
import { SymbolBook } from '../simulator/trading/symbol-book';
import type { RestingOrder } from '../simulator/trading/user-side';
import { exchangeFlow, FLOW_SYMBOL as SYMBOL } from './exchange-flow';

const OPS = Number(process.env.ENGINE_BENCH_OPS ?? 200_000);

const nothing: TradingRepository = {
  load: async (): Promise<TradingSnapshot> => ({ accounts: [], orders: [], fills: [], balances: [], positions: [], ledger: [] }),
  apply: async (_changes: TradingChanges) => undefined,
};

async function exchangePath(): Promise<{ wall: number; cpu: number }> {
  const flow = await exchangeFlow(nothing);
  await flow.run(5_000);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await flow.run(OPS);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  await flow.trading.writer.flush();
  if (flow.reports() === 0) throw new Error('no execution reports');
  return { wall: OPS / seconds, cpu: OPS / ((cpu.user + cpu.system) / 1e6) };
}

function matchingCore(): number {
  const now = 1_700_000_000_000;
  const market = new MarketEngine(7, now);
  const live = market.useBook(SYMBOL, now)!;
  const book = new SymbolBook(SYMBOL);
  book.attach(live.book);
  const best = live.book.bestBid()!.price;
  const mid = Math.round(best * 10);
  const rng = mulberry32(11);
  const open: RestingOrder[] = [];
  let id = 1;
  let filled = 0;
  const sink = (_m: RestingOrder | undefined, _t: number, lots: number) => void (filled += lots);
  const run = (count: number) => {
    for (let n = 0; n < count; n += 1) {
      const roll = rng();
      const isBid = rng() < 0.5;
      const lots = 20 + Math.floor(rng() * 500);
      if (roll < 0.6) {
        const ticks = mid + (isBid ? -1 : 1) * (Math.floor(rng() * 400) - 100);
        const taker = { userId: 1, isBid, limitTicks: ticks, lots };
        book.match(taker, sink);
        if (taker.lots > 0) {
          const o: RestingOrder = { id: id++, userId: 1, isBid, ticks, remaining: taker.lots, hidden: false, live: false };
          book.rest(o);
          open.push(o);
        }
      } else if (roll < 0.8) {
        book.match({ userId: 1, isBid, lots }, sink);
      } else if (open.length > 0) {
        const i = Math.floor(rng() * open.length);
        const o = open[i];
        open[i] = open[open.length - 1];
        open.pop();
        book.cancel(o);
      }
      if (n % 2000 === 1999) live.book.advance(best, now + n, 0.5);
    }
  };
  run(10_000);
  const t0 = performance.now();
  run(OPS * 5);
  const seconds = (performance.now() - t0) / 1000;
  if (filled === 0) throw new Error('nothing matched');
  return (OPS * 5) / seconds;
}

const exchange = await exchangePath();
const core = matchingCore();
console.log(`BENCH engine.orders_per_s ${Math.round(exchange.wall)} orders/s`);
// the same run per second of this process's CPU time (all its threads, GC included): less skewed by a busy machine
console.log(`BENCH engine.orders_per_cpu_s ${Math.round(exchange.cpu)} orders/s`);
console.log(`BENCH engine.match_orders_per_s ${Math.round(core)} orders/s`);
