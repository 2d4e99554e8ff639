// trade.algo_trigger_latency_ms (p95 ≤ 20 ms): from the book step whose price reaches an algo order's
// trigger to the triggered child's FILLED execution report arriving on the private stream (`/v2/ws/private/stream`,
// topic executionreport), in the simulator: a listening server (PGlite in a temporary folder, its own book timer at
// 50 ms) in this process, a `ws` client, timestamps from one performance.now() clock. t0 is taken when the engine
// enters the algo step of the book step that fires the order (right after that step's trades are made); t1 when the
// client has parsed the fill's frame. Half the samples are STOP by last price (a trigger the last trade has reached),
// half STOP_LOSS-like SELL stops by mark price (the mark set across the trigger before the step); 500 other waiting
// stops of another account sit on the same symbol so every step checks them too.
// Env: ALGO_BENCH_SAMPLES (200), BENCH_PORT (8401).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Decimal from 'decimal.js';
import WebSocket from 'ws';
import { CONTROL_SECRET_HEADER } from '../simulator/control/control-guard';
import { startSimulator } from '../simulator/server';
import type { AlgoRecord } from '../simulator/trading/algo-records';

const SAMPLES = Number(process.env.ALGO_BENCH_SAMPLES ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 8401);
const SYMBOL = 'PERP_BTC_USDT';
const SECRET = 'algo-bench-secret-0123456789abcdef';

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'algo-bench-'));
  const sim = await startSimulator({
    port: PORT,
    host: '127.0.0.1',
    seed: '42',
    dataDir: dir,
    distDir: '/nonexistent-dist',
    control: true,
    controlSecret: SECRET,
    serverPingMs: 0,
    logErrors: true,
    rateLimits: false,
  });
  const { trading, algos } = sim.simulator;
  try {
    const session = (await (
      await fetch(`${sim.url}/__control/sessions`, {
        method: 'POST',
        headers: { [CONTROL_SECRET_HEADER]: SECRET, 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as { token: string; userId: number };
    const ws = new WebSocket(`${sim.url.replace('http', 'ws')}/v2/ws/private/stream`, { headers: { origin: sim.url } });
    const fills = new Map<number, (t: number) => void>();
    const early = new Map<number, number>();
    ws.on('message', (raw) => {
      const t = performance.now();
      const frame = JSON.parse(raw.toString()) as { topic?: string; data?: { orderId: number; status: string } };
      if (frame.topic !== 'executionreport' || frame.data?.status !== 'FILLED') return;
      const done = fills.get(frame.data.orderId);
      if (done) done(t);
      else early.set(frame.data.orderId, t);
    });
    await new Promise<void>((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const answer = (event: string) =>
      new Promise<void>((resolve, reject) => {
        const on = (raw: WebSocket.RawData) => {
          const f = JSON.parse(raw.toString()) as { event?: string; success?: boolean; errorMsg?: string };
          if (f.event !== event) return;
          ws.off('message', on);
          if (f.success) resolve();
          else reject(new Error(`${event}: ${f.errorMsg}`));
        };
        ws.on('message', on);
      });
    ws.send(JSON.stringify({ id: 'a', event: 'auth', params: { sessionToken: session.token } }));
    await answer('auth');
    ws.send(JSON.stringify({ id: 's', event: 'subscribe', topic: 'executionreport' }));
    await answer('subscribe');

    // the other account's waiting stops (never reached)
    for (let i = 0; i < 500; i += 1)
      algos.place(999_999, { symbol: SYMBOL, algoType: 'STOP', side: 'SELL', type: 'MARKET', triggerPrice: '20000', quantity: '0.001' });
    let target: AlgoRecord | undefined;
    let firedAt = 0;
    const step = algos.step.bind(algos);
    algos.step = (symbol: string) => {
      const t0 = performance.now();
      step(symbol);
      if (target && target.isTriggered && firedAt === 0) firedAt = t0;
    };

    const sentAt = new Map<number, number>();
    const sink = trading.events!;
    const publish = sink.publish.bind(sink);
    sink.publish = (e) => {
      const d = e.data as { orderId?: number; status?: string };
      if (e.topic === 'executionreport' && d.status === 'FILLED' && d.orderId !== undefined) sentAt.set(d.orderId, performance.now());
      publish(e);
    };
    const sent: number[] = [];
    const tick = trading.rules(SYMBOL).tick;
    const latencies: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const byMark = i % 2 === 1;
      firedAt = 0;
      const last = new Decimal(trading.market.symbolState(SYMBOL)!.close).div(tick).floor().times(tick);
      if (byMark) {
        trading.markOverrides.set(SYMBOL, last.toFixed());
        target = algos.place(session.userId, {
          symbol: SYMBOL,
          algoType: 'STOP',
          side: 'SELL',
          type: 'MARKET',
          triggerPrice: last.minus(tick.times(10)).toFixed(),
          triggerPriceType: 'MARK_PRICE',
          quantity: '0.001',
        });
        trading.markOverrides.set(SYMBOL, last.minus(tick.times(10)).toFixed());
      } else {
        target = algos.place(session.userId, {
          symbol: SYMBOL,
          algoType: 'STOP',
          side: 'BUY',
          type: 'MARKET',
          triggerPrice: last.minus(tick.times(50)).toFixed(),
          quantity: '0.001',
        });
      }
      const r = target;
      const arrived = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`sample ${i}: no fill report in 10 s (${r.algoStatus} ${r.reason})`)), 10_000);
        const poll = setInterval(() => {
          if (r.orderId === 0) return;
          clearInterval(poll);
          const seen = early.get(r.orderId);
          if (seen !== undefined) {
            clearTimeout(timer);
            resolve(seen);
          } else {
            fills.set(r.orderId, (t) => {
              clearTimeout(timer);
              resolve(t);
            });
          }
        }, 1);
      });
      latencies.push(arrived - firedAt);
      sent.push((sentAt.get(r.orderId) ?? Number.NaN) - firedAt);
      trading.markOverrides.delete(SYMBOL);
    }
    ws.close();
    const p50 = quantile(latencies, 0.5);
    const p95 = quantile(latencies, 0.95);
    console.log(`BENCH trade.algo_trigger_latency_ms ${p95.toFixed(2)} ms (p95 of ${SAMPLES}; target ≤ 20)`);
    console.log(`  (the report handed to the socket: p50 ${quantile(sent, 0.5).toFixed(2)} ms, p95 ${quantile(sent, 0.95).toFixed(2)} ms)`);
    console.log(`BENCH trade.algo_trigger_latency_p50_ms ${p50.toFixed(2)} ms (max ${Math.max(...latencies).toFixed(2)})`);
  } finally {
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
