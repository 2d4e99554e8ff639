// trade.book_pipeline_deltas_per_s and trade.book_frame_work_p95_ms_1000 (Node, no DOM).
// Deltas come from the simulator's own book engine (PERP_BTC_USDT, 100 levels a side) as JSON frames.
// Pipeline: raw text → PublicSocket (parse + envelope) → WsMarketDepthFeed (fast path, decimal strings)
// → WatchOrderBook (OrderBookSync, one frame per animation frame) → OrderBookStore (grouping, totals, spread).
// Frame work: at 1,000 deltas a second and 60 frames a second, 17 deltas then one frame's view (25 rows a side);
// the page benchmarks (fps, p95 frame, update-to-paint in Chromium) add React, antd and the paint.
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { DepthBook } from '../simulator/market/depth-book';
import { buildInstruments } from '../simulator/market/instruments';
import { mulberry32 } from '../simulator/market/prng';
import type { LoadMarketReference } from '../src/application/market/load-market-reference.use-case';
import { WarmOrderBooks } from '../src/application/trade/warm-order-books.use-case';
import { WatchOrderBook } from '../src/application/trade/watch-order-book.use-case';
import { toPlainDecimal } from '../src/infrastructure/market/market-frame.schema';
import { WsMarketDepthFeed } from '../src/infrastructure/trade/ws-market-depth-feed.adapter';
import { PublicSocket } from '../src/infrastructure/websocket/public-socket';
import { OrderBookStore } from '../src/presentation/trade/order-book.store';
import { PricePickBus } from '../src/presentation/trade/price-pick-bus';
import { FakeClock } from '../tests/fakes/fake-clock';
import { FakePublicMarketApi, settle } from '../tests/fakes/trade/fake-market-depth';
import { FakeNetworkSignals, FakeWebSocketFactory } from '../tests/fakes/market/fake-web-socket';
import { ManualFrameScheduler } from '../tests/fakes/manual-frame-scheduler';

const SYMBOL = 'PERP_BTC_USDT';
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const instrument = buildInstruments().find((i) => i.symbol === SYMBOL)!;

function frames(count: number) {
  let now = 1_700_000_000_000;
  const book = new DepthBook(instrument, instrument.refPrice, mulberry32(5), now);
  const start = book.snapshot();
  const ts0 = book.ts;
  const texts: string[] = [];
  let mid = instrument.refPrice;
  for (let n = 0; n < count; n++) {
    now += 1;
    if (n % 200 === 0) mid *= 1 + (n % 400 === 0 ? 0.0003 : -0.0003);
    const u = book.advance(mid, now, 0.6);
    texts.push(
      JSON.stringify({
        topic: `${SYMBOL}@orderbookupdate`,
        ts: u.ts,
        data: { symbol: SYMBOL, prevTs: u.prevTs, bids: u.bids, asks: u.asks },
      }),
    );
  }
  const level = (l: { price: number; quantity: number }) => ({ price: toPlainDecimal(l.price), quantity: toPlainDecimal(l.quantity) });
  return { texts, snapshot: { ts: ts0, bids: start.bids.map(level), asks: start.asks.map(level) } };
}

async function main() {
  const { texts, snapshot } = frames(Number(process.env.BOOK_BENCH_DELTAS ?? 60_000));
  const sockets = new FakeWebSocketFactory();
  const socket = new PublicSocket(
    { url: 'ws://bench/ws/stream', device: 'web' },
    sockets.create,
    new FakeNetworkSignals(),
    new FakeClock(),
    quiet,
  );
  const api = new FakePublicMarketApi();
  const scheduler = new ManualFrameScheduler();
  const watch = new WatchOrderBook(new WsMarketDepthFeed(socket), api, scheduler, new FakeClock());
  const reference = {
    instruments: async () => ({ ok: true, value: [{ symbol: SYMBOL, quoteTick: '0.1', baseTick: '0.0001' }] }),
  } as unknown as LoadMarketReference;
  // the panel's watch goes through the app's book registry (it takes a book warmed for the page when there is one)
  const store = new OrderBookStore(reference, new PricePickBus(), new WarmOrderBooks(watch, reference, new FakeClock()));
  store.setRowsPerSide(25);
  store.start(SYMBOL);
  socket.connect();
  sockets.last().open();
  api.answerSnapshot(snapshot);
  await settle();
  const ws = sockets.last();

  // Frames of 17 deltas (1,000 deltas a second at 60 fps), each followed by the view a render reads.
  const frameTimes: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < texts.length; i += 17) {
    const start = performance.now();
    for (let k = i; k < Math.min(i + 17, texts.length); k++) ws.receive(texts[k]);
    scheduler.flush();
    if (store.view.bids.length === 0) throw new Error('empty view');
    frameTimes.push(performance.now() - start);
  }
  const elapsed = performance.now() - t0;
  if (store.status !== 'live' || store.view.bids.length !== 25 || socket.droppedFrames() !== 0) {
    throw new Error(`book not live: ${store.status}, dropped ${socket.droppedFrames()}`);
  }
  frameTimes.sort((a, b) => a - b);
  const p95 = frameTimes[Math.floor(frameTimes.length * 0.95)];
  console.log(`BENCH trade.book_pipeline_deltas_per_s ${Math.round(texts.length / (elapsed / 1000))} deltas/s`);
  console.log(`BENCH trade.book_frame_work_p95_ms_1000 ${p95.toFixed(3)} ms`);
  socket.disconnect();
  store.dispose();
}

void main();
