// member.private_frames_per_s (Node): the member's private stream as the trade page reads it while its orders fill.
// Raw JSON text → WsPrivateStream (parse, the frame's zod schema, numbers as decimal strings) → a watcher, for the
// frames one market order brings on the simulator's wire: its execution report NEW, then FILLED with the fill, then the
// balance message of the two tokens it moved (shapes as the simulator sends them, docs/protocol.md "Private stream").
// Higher is better; `npm test`'s smoke run shortens the window.
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { WsPrivateStream } from '../src/infrastructure/member-trading/ws-private-stream.adapter';
import { FakeClock } from '../tests/fakes/fake-clock';
import { FakeSessionCredentials } from '../tests/fakes/fake-session-credentials';
import { FakeWebSocketFactory } from '../tests/fakes/market/fake-web-socket';
import { wireBalanceEntry } from '../tests/fakes/member-trading/private-frames';

/** The measured window (ms). */
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 3000);
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

const report = (orderId: number, status: 'NEW' | 'FILLED', price: number) => ({
  topic: 'executionreport',
  ts: 1795821833417,
  data: {
    msgType: 0,
    symbol: 'SPOT_ETH_USDT',
    clientOrderId: 0,
    orderId,
    type: 'MARKET',
    side: orderId % 2 ? 'BUY' : 'SELL',
    quantity: 0.004,
    price: 0,
    tradeId: status === 'FILLED' ? orderId * 3 : 0,
    executedPrice: status === 'FILLED' ? price : 0,
    executedQuantity: status === 'FILLED' ? 0.004 : 0,
    fee: status === 'FILLED' ? 0.000004 : 0,
    feeAsset: 'ETH',
    totalExecutedQuantity: status === 'FILLED' ? 0.004 : 0,
    avgPrice: status === 'FILLED' ? price : 0,
    status,
    reason: '',
    totalFee: status === 'FILLED' ? 0.000004 : 0,
    visible: 0.004,
    timestamp: 1795821833417,
    reduceOnly: false,
    maker: false,
  },
});

/** The frames of 200 market orders, three per order, as text. */
function frames(): string[] {
  const texts: string[] = [];
  for (let i = 0; i < 200; i++) {
    const price = 3455.06 + (i % 17) / 100;
    texts.push(JSON.stringify(report(317 + i, 'NEW', price)));
    texts.push(JSON.stringify(report(317 + i, 'FILLED', price)));
    texts.push(
      JSON.stringify({
        topic: 'balance',
        ts: 1795821833422,
        data: {
          balances: {
            USDT: wireBalanceEntry(9999.8101345605 - i * 13.82, 51 + i, 1),
            ETH: wireBalanceEntry(0.99995 + (i % 2) * 0.004, 51 + i, price),
          },
        },
      }),
    );
  }
  return texts;
}

function privateFrames(): number {
  const sockets = new FakeWebSocketFactory();
  const credentials = new FakeSessionCredentials();
  credentials.save('session-token', '7');
  const stream = new WsPrivateStream({ url: 'ws://bench/v2/ws/private/stream' }, sockets.create, credentials, new FakeClock(), quiet);
  let delivered = 0;
  const unwatch = stream.watch({
    executionReport: () => void (delivered += 1),
    balances: () => void (delivered += 1),
    positions: () => void (delivered += 1),
    algoReports: () => void (delivered += 1),
  });
  const ws = sockets.last();
  ws.open();
  ws.receive({ id: ws.sentFrames()[0]!.id, event: 'auth', success: true, ts: 1 });
  const texts = frames();
  const run = (ms: number) => {
    const start = performance.now();
    while (performance.now() - start < ms) for (const text of texts) ws.receive(text);
    return performance.now() - start;
  };
  run(Math.min(500, WINDOW_MS / 6));
  delivered = 0;
  const elapsed = run(WINDOW_MS);
  if (stream.droppedFrames() > 0) throw new Error('frames were dropped');
  unwatch();
  return (delivered / elapsed) * 1000;
}

console.log(`BENCH member.private_frames_per_s ${Math.round(privateFrames())} frames/s`);
