// The exchange path with its durable store: the engine bench's flow (bench/exchange-flow.ts) writing through to the
// simulator's PGlite store (`SqlTradingRepository`) in a fresh data folder, as `npm start` runs it. Prints:
//   BENCH store.orders_per_s <n> orders/s       — orders a second, each 100 awaiting their write batch's transaction
//                                                 (a busy server's concurrent requests share a batch)
//   BENCH store.statements_per_order <n> statements — SQL statements the repository ran per order in that run (each
//                                                 is parsed, planned and run by Postgres in WebAssembly)
//   BENCH store.single_orders_per_s <n> orders/s — each order awaiting its own transaction (one request at a time)
// Env: STORE_BENCH_OPS (10,000; the single-order run takes a fifth; the smoke run's are smaller).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SCHEMA } from '../simulator/schema';
import { openPglite } from '../simulator/store/open-store';
import { seedFromTemplate } from '../simulator/store/store-template';
import type { SqlClient, SqlExecutor } from '../simulator/store/sql-client';
import { SqlTradingRepository } from '../simulator/trading/sql-trading-repository';
import { exchangeFlow } from './exchange-flow';

const OPS = Number(process.env.STORE_BENCH_OPS ?? 10_000);

/** `db` with every statement counted (inside transactions too). */
function counted(db: SqlClient): { client: SqlClient; statements: () => number } {
  let statements = 0;
  const count = (executor: SqlExecutor): SqlExecutor => ({
    query: (sql, params) => {
      statements += 1;
      return executor.query(sql, params);
    },
    exec: (sql) => {
      statements += 1;
      return executor.exec(sql);
    },
  });
  return {
    client: { ...count(db), transaction: (work) => db.transaction((tx) => work(count(tx))), close: () => db.close() },
    statements: () => statements,
  };
}

/** Orders a second of `ops` orders, `batch` to a write batch, in a fresh store; and the statements an order took. */
async function measure(ops: number, batch: number): Promise<{ perSecond: number; statements: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-'));
  try {
    // a new store as the simulator makes one: a copy of the migrated template
    await seedFromTemplate(join(dir, 'pg'), SCHEMA, openPglite);
    const db = await openPglite(join(dir, 'pg'));
    const { client, statements } = counted(db);
    const flow = await exchangeFlow(new SqlTradingRepository(client));
    await flow.run(Math.min(1_000, ops), batch);
    const before = statements();
    const t0 = performance.now();
    await flow.run(ops, batch);
    await flow.trading.writer.flush();
    const seconds = (performance.now() - t0) / 1000;
    const ran = statements() - before;
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from trade_orders');
    if (ran === 0 || rows[0].n === 0) throw new Error('nothing was written');
    await db.close();
    return { perSecond: ops / seconds, statements: ran / ops };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const batched = await measure(OPS, 100);
console.log(`BENCH store.orders_per_s ${Math.round(batched.perSecond)} orders/s`);
console.log(`BENCH store.statements_per_order ${batched.statements.toFixed(2)} statements`);
const single = await measure(Math.max(100, Math.round(OPS / 5)), 1);
console.log(`BENCH store.single_orders_per_s ${Math.round(single.perSecond)} orders/s`);
