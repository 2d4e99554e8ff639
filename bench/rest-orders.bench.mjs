// What a trading call costs the simulator, over real HTTP, with its durable store, as `npm start` runs it: a member's
// market orders (each filled at once against the book), limit orders 5 % under the market and their cancels, in
// turn, REST_BENCH_CLIENTS (8) at a time, as a bot or the app's order form sends them. Prints:
//   BENCH sim.rest_call_cpu_ms <ms> ms      — the simulator's CPU (its process, /proc) per call: HTTP, the hooks
//                                             (session, region, product and trade-password gates), the engine, the
//                                             store's writes, lower is better
//   BENCH sim.rest_calls_per_s <n> calls/s  — calls answered a second
// Env: REST_BENCH_CALLS (3,000; rounded up to whole rounds of 3), REST_BENCH_CLIENTS (8), BENCH_PORT (8364).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchSimulator } from './bench-stack.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8364);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = Math.ceil(Number(process.env.REST_BENCH_CALLS ?? 3_000) / 3);
const CLIENTS = Number(process.env.REST_BENCH_CLIENTS ?? 8);
const SECRET = `bench-${randomBytes(12).toString('hex')}`;
const SYMBOL = 'SPOT_ETH_USDT';
const dataDir = mkdtempSync(join(tmpdir(), 'rest-orders-bench-'));

const server = benchSimulator({ port: PORT, dataDir, secret: SECRET });
process.on('exit', () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The simulator's CPU so far (user + system, all its threads), in ms. */
function cpuMs() {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function waitForServer() {
  for (let i = 0; i < 480; i++) {
    if (server.exitCode !== null) throw new Error('the simulator stopped');
    try {
      if ((await fetch(`${BASE}/api/v3/public/orderbook?symbol=${SYMBOL}&maxLevel=1`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error('the simulator did not start');
}

async function api(token, method, path, payload) {
  const r = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  const body = await r.json();
  if (!body.success) throw new Error(`${method} ${path}: ${JSON.stringify(body)}`);
  return body;
}

/** One round: a market order (filled), a limit buy 5 % under the market, and its cancel. */
async function round(token, n, price) {
  const side = n % 2 === 0 ? 'BUY' : 'SELL';
  await api(token, 'POST', '/v3/trade/order', { symbol: SYMBOL, side, type: 'MARKET', quantity: 0.004 });
  const placed = await api(token, 'POST', '/v3/trade/order', { symbol: SYMBOL, side: 'BUY', type: 'LIMIT', price, quantity: 0.004 });
  await api(token, 'DELETE', `/v3/trade/order?orderId=${placed.data.orderId}&symbol=${SYMBOL}`);
}

/** `rounds` rounds, `clients` at a time. */
async function run(token, rounds, price) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < rounds) await round(token, next++, price);
    }),
  );
}

try {
  await waitForServer();
  const r = await fetch(`${BASE}/__control/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sim-control-secret': SECRET },
    body: JSON.stringify({ alias: 'bench-rest' }),
  });
  const { token } = await r.json();
  const book = await (await fetch(`${BASE}/api/v3/public/orderbook?symbol=${SYMBOL}&maxLevel=1`)).json();
  const price = (Number(book.data.bids[0].price) * 0.95).toFixed(2);
  await run(token, Math.min(100, ROUNDS), price); // warm: the JIT, the store's statements, the member's rows
  const cpu0 = cpuMs();
  const t0 = performance.now();
  await run(token, ROUNDS, price);
  const seconds = (performance.now() - t0) / 1000;
  const calls = ROUNDS * 3;
  console.log(`BENCH sim.rest_call_cpu_ms ${((cpuMs() - cpu0) / calls).toFixed(3)} ms`);
  console.log(`BENCH sim.rest_calls_per_s ${Math.round(calls / seconds)} calls/s`);
} finally {
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
}
