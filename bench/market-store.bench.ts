// market.store_merges_per_s and market.pipeline_frames_per_s (Node). 500 symbols.
// Store: best bid/ask merges applied through TickerStateStore.applyBatch (one MobX action per batch).
// Pipeline: raw JSON text → PublicSocket (parse + zod envelope) → WsMarketFeed (zod rows, decimal strings)
// → WatchTickerState (buffer per frame) → TickerStateStore (merge), one update per frame, a frame flush every 100 frames.
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { WatchTickerState } from '../src/application/market/watch-ticker-state.use-case';
import type { BboUpdate } from '../src/domain/market/ticker';
import type { TickerEvent } from '../src/domain/market/ticker-state';
import { WsMarketFeed } from '../src/infrastructure/market/ws-market-feed.adapter';
import { PublicSocket } from '../src/infrastructure/websocket/public-socket';
import { TickerStateStore } from '../src/presentation/market/ticker-state.store';
import { FakeClock } from '../tests/fakes/fake-clock';
import { FakeNetworkSignals, FakeWebSocketFactory } from '../tests/fakes/market/fake-web-socket';
import { ManualFrameScheduler } from '../tests/fakes/manual-frame-scheduler';

/** The measured window (ms); `npm test`'s smoke run shortens it. */
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 3000);
const SYMBOLS = Array.from({ length: 500 }, (_, i) => `SPOT_C${i}_USDT`);
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

function seedTickers(): TickerEvent {
  return {
    kind: 'tickers',
    ts: 1,
    tickers: SYMBOLS.map((symbol) => ({ symbol, open: '1', close: '1.1', high: '1.2', low: '0.9', volume: '10', amount: '11', count: 1 })),
  };
}

function storeMerges(): number {
  const store = new TickerStateStore({} as WatchTickerState);
  store.applyBatch([seedTickers()]);
  const batches: TickerEvent[][] = [];
  for (let b = 0; b < 20; b++) {
    const updates: BboUpdate[] = [];
    for (let i = 0; i < 5000; i++) {
      const p = (100 + ((b * 7 + i) % 97) / 100).toFixed(2);
      updates.push({ symbol: SYMBOLS[(i * 31 + b) % 500], bid: p, bidSize: '1.5', ask: p + '1', askSize: '2' });
    }
    batches.push([{ kind: 'bbos', ts: 10 + b, updates }]);
  }
  let merges = 0;
  let ts = 100;
  const run = (ms: number) => {
    const start = performance.now();
    while (performance.now() - start < ms) {
      for (const batch of batches) {
        const event = batch[0] as Extract<TickerEvent, { kind: 'bbos' }>;
        store.applyBatch([{ ...event, ts: ts++ }]);
        merges += event.updates.length;
      }
    }
    return performance.now() - start;
  };
  run(Math.min(500, WINDOW_MS / 6));
  merges = 0;
  const elapsed = run(WINDOW_MS);
  return (merges / elapsed) * 1000;
}

function pipelineFrames(): number {
  const factory = new FakeWebSocketFactory();
  const frames = new ManualFrameScheduler();
  const socket = new PublicSocket(
    { url: 'ws://bench/ws/stream', device: 'web' },
    factory.create,
    new FakeNetworkSignals(),
    new FakeClock(),
    quiet,
  );
  const feed = new WsMarketFeed(socket, quiet);
  const store = new TickerStateStore(new WatchTickerState(feed, frames));
  store.start();
  socket.connect();
  const ws = factory.last();
  ws.open();
  ws.receive(
    JSON.stringify({
      topic: 'tickers',
      ts: 1,
      data: SYMBOLS.map((symbol) => ({ symbol, open: 1, close: 1.1, high: 1.2, low: 0.9, volume: 10, amount: 11, count: 1 })),
    }),
  );
  frames.flush();
  const texts: string[] = [];
  for (let i = 0; i < 1000; i++) {
    const p = 100 + (i % 97) / 100;
    texts.push(
      JSON.stringify({
        topic: 'bbos',
        ts: 0,
        data: [{ symbol: SYMBOLS[(i * 31) % 500], ask: p + 0.01, askSize: 2.5, bid: p, bidSize: 1.25 }],
      }).replace('"ts":0', '"ts":TS'),
    );
  }
  let count = 0;
  let ts = 10;
  const run = (ms: number) => {
    const start = performance.now();
    while (performance.now() - start < ms) {
      // Fresh timestamps per round, made outside the timed frames' own work as far as possible.
      const round = texts.map((t) => t.replace('TS', String(ts++)));
      for (let i = 0; i < round.length; i++) {
        ws.receive(round[i]);
        if (++count % 100 === 0) frames.flush();
      }
    }
    return performance.now() - start;
  };
  run(Math.min(500, WINDOW_MS / 6));
  count = 0;
  const elapsed = run(WINDOW_MS);
  if (socket.droppedFrames() > 0) throw new Error('frames were dropped');
  store.dispose();
  return (count / elapsed) * 1000;
}

console.log(`BENCH market.store_merges_per_s ${Math.round(storeMerges())} merges/s`);
console.log(`BENCH market.pipeline_frames_per_s ${Math.round(pipelineFrames())} frames/s`);
