import type { PrivateStreamHandlers } from '../../../../src/application/member-trading/ports/private-stream.port';
import { WsPrivateStream } from '../../../../src/infrastructure/member-trading/ws-private-stream.adapter';
import { RELAY_GAP_MS } from '../../../../src/infrastructure/websocket/frame-batcher';
import { SocketRelay } from '../../../../src/infrastructure/websocket/socket-relay';
import type { RelayCommand, RelayEvent, RelayWorkerLike } from '../../../../src/infrastructure/websocket/socket-relay-protocol';
import { WS_CLOSED, WS_CONNECTING, WS_OPEN } from '../../../../src/infrastructure/websocket/websocket-factory';
import { workerWebSocketFactory } from '../../../../src/infrastructure/websocket/worker-web-socket';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';
import { FakeWebSocketFactory } from '../../../fakes/market/fake-web-socket';
import { wireBalanceEntry } from '../../../fakes/member-trading/private-frames';
import { RecordingLogger } from '../../../fakes/recording-logger';

/** A worker in this process: the real relay over fake sockets; messages each way are delivered as a browser does, later. */
class LoopbackWorker implements RelayWorkerLike {
  onmessage: ((event: { readonly data: RelayEvent }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  terminated = false;
  readonly commands: RelayCommand[] = [];
  readonly relay: SocketRelay;

  constructor(
    readonly sockets: FakeWebSocketFactory,
    readonly clock: FakeClock,
  ) {
    this.relay = new SocketRelay(sockets.create, (event) => queueMicrotask(() => this.onmessage?.({ data: event })), clock);
  }

  postMessage(command: RelayCommand): void {
    this.commands.push(command);
    queueMicrotask(() => this.relay.command(command));
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** Lets the promises and queued messages of both sides run. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function setup() {
  const clock = new FakeClock(1_000);
  const inWorker = new FakeWebSocketFactory();
  const direct = new FakeWebSocketFactory();
  const worker = new LoopbackWorker(inWorker, clock);
  const reported: unknown[] = [];
  const failures: unknown[] = [];
  let made = 0;
  const create = workerWebSocketFactory(
    async () => {
      made += 1;
      return worker;
    },
    direct.create,
    { report: (error) => reported.push(error), failed: (error) => failures.push(error) },
  );
  /** The worker's socket for the page's last one, opened by the server, then `frames` from it as one burst. */
  const burst = async (...frames: string[]) => {
    await settle();
    const inner = inWorker.last();
    inner.open();
    for (const frame of frames) inner.receive(frame);
    clock.advance(RELAY_GAP_MS);
    await settle();
    return inner;
  };
  return { clock, inWorker, direct, worker, reported, failures, create, burst, made: () => made };
}

describe('workerWebSocketFactory (the page side of the socket relay)', () => {
  // The page's inbox hands a batch over in slices of real time (relay-inbox.spec.ts tests those); here the clock stands
  // still, so a burst is handed over in one go however slow the machine, and `settle` sees all of it.
  beforeEach(() => jest.spyOn(performance, 'now').mockReturnValue(0));
  afterEach(() => jest.restoreAllMocks());

  it('is a socket that opens, sends and receives through one worker, made on the first socket', async () => {
    const t = setup();
    const ws = t.create('ws://x/private');
    const seen: unknown[] = [];
    let opened = 0;
    ws.onopen = () => (opened += 1);
    ws.onmessage = (e) => seen.push(e.data);
    expect(ws.readyState).toBe(WS_CONNECTING);
    expect(() => ws.send('too early')).toThrow();
    await settle();
    const inner = t.inWorker.last();
    expect(inner.url).toBe('ws://x/private');
    inner.open();
    await settle();
    expect(opened).toBe(1);
    expect(ws.readyState).toBe(WS_OPEN);
    ws.send('hello');
    await settle();
    expect(inner.sent).toEqual(['hello']);
    inner.receive('a');
    inner.receive('b');
    inner.receive('c');
    await settle();
    expect(seen).toEqual(['a']);
    t.clock.advance(RELAY_GAP_MS);
    await settle();
    expect(seen).toEqual(['a', 'b', 'c']);
    t.create('ws://x/public');
    await settle();
    expect(t.made()).toBe(1);
    expect(t.inWorker.count()).toBe(2);
  });

  it('goes on with a batch when a handler throws, and reports the error', async () => {
    const t = setup();
    const ws = t.create('ws://x/a');
    const seen: unknown[] = [];
    ws.onmessage = (e) => {
      if (e.data === 'bad') throw new Error('handler failed');
      seen.push(e.data);
    };
    await t.burst('first', 'bad', 'after');
    expect(seen).toEqual(['first', 'after']);
    expect(t.reported).toEqual([new Error('handler failed')]);
  });

  it('stops a batch where a handler closes the socket, and tells the worker to close it', async () => {
    const t = setup();
    const ws = t.create('ws://x/a');
    const seen: unknown[] = [];
    ws.onmessage = (e) => {
      seen.push(e.data);
      if (e.data === 'refused') ws.close(1000, 'auth refused');
    };
    const inner = await t.burst('one', 'refused', 'never');
    expect(seen).toEqual(['one', 'refused']);
    expect(ws.readyState).toBe(WS_CLOSED);
    expect(inner.closeCalls).toEqual([{ code: 1000, reason: 'auth refused' }]);
  });

  it('reports a close from the server with its code, after the frames before it', async () => {
    const t = setup();
    const ws = t.create('ws://x/a');
    const seen: string[] = [];
    ws.onmessage = (e) => seen.push(String(e.data));
    ws.onclose = (e) => seen.push(`close ${e.code} ${e.reason}`);
    await settle();
    const inner = t.inWorker.last();
    inner.open();
    inner.receive('x');
    inner.receive('y');
    inner.closeAbnormally(4002, 'session ended');
    await settle();
    expect(seen).toEqual(['x', 'y', 'close 4002 session ended']);
    expect(ws.readyState).toBe(WS_CLOSED);
  });

  it('closes its sockets as dropped when the worker fails, ends the worker, and makes the next sockets directly', async () => {
    const t = setup();
    const ws = t.create('ws://x/a');
    const closes: number[] = [];
    ws.onclose = (e) => closes.push(e.code);
    await settle();
    t.worker.onerror?.({ message: 'worker crashed' });
    expect(closes).toEqual([1006]);
    await settle();
    expect(t.worker.terminated).toBe(true);
    expect(t.failures).toEqual([{ message: 'worker crashed' }]);
    const next = t.create('ws://x/a');
    expect(t.direct.last()).toBe(next);
  });

  it('closes its sockets as dropped when the worker cannot be made, and makes the next sockets directly', async () => {
    const direct = new FakeWebSocketFactory();
    const failures: unknown[] = [];
    const create = workerWebSocketFactory(() => Promise.reject(new Error('chunk failed to load')), direct.create, {
      failed: (error) => failures.push(error),
    });
    const ws = create('ws://x/a');
    const closes: number[] = [];
    ws.onclose = (e) => closes.push(e.code);
    await settle();
    expect(closes).toEqual([1006]);
    expect(failures).toEqual([new Error('chunk failed to load')]);
    expect(create('ws://x/b')).toBe(direct.last());
  });

  it('carries the private stream: authenticates, subscribes and hands a burst of reports over in order', async () => {
    const t = setup();
    const credentials = new FakeSessionCredentials();
    credentials.save('session-token', '7');
    const stream = new WsPrivateStream({ url: 'ws://x/v2/ws/private/stream' }, t.create, credentials, t.clock, new RecordingLogger());
    const seen: string[] = [];
    const handlers: PrivateStreamHandlers = {
      executionReport: (r) => seen.push(`${r.clientOrderId} ${r.status}`),
      balances: (b) => seen.push(`balance ${b.USDT?.holding}`),
      resynced: () => seen.push('resynced'),
    };
    stream.watch(handlers);
    await settle();
    const inner = t.inWorker.last();
    inner.open();
    await settle();
    const auth = inner.sentFrames()[0]!;
    expect(auth).toEqual({ id: expect.any(String), event: 'auth', params: { sessionToken: 'session-token' } });
    inner.receive({ id: auth.id, event: 'auth', success: true, ts: 1 });
    await settle();
    t.clock.advance(RELAY_GAP_MS);
    await settle();
    expect(stream.isAuthenticated()).toBe(true);
    expect(
      inner
        .sentFrames()
        .map((f) => f.topic)
        .filter(Boolean),
    ).toEqual(['executionreport', 'balance', 'position', 'algoexecutionreportv2']);
    const report = (status: string) => ({
      topic: 'executionreport',
      ts: 2,
      data: {
        msgType: 0,
        symbol: 'SPOT_ETH_USDT',
        clientOrderId: 5,
        orderId: 9,
        type: 'MARKET',
        side: 'BUY',
        quantity: 0.004,
        price: 0,
        tradeId: 0,
        executedPrice: 0,
        executedQuantity: 0,
        fee: 0,
        feeAsset: 'ETH',
        totalExecutedQuantity: 0,
        avgPrice: 0,
        status,
        reason: '',
        totalFee: 0,
        visible: 0.004,
        timestamp: 2,
        reduceOnly: false,
        maker: false,
      },
    });
    inner.receive(report('NEW'));
    inner.receive(report('FILLED'));
    inner.receive({ topic: 'balance', ts: 3, data: { balances: { USDT: wireBalanceEntry(9986.4, 2, 1) } } });
    t.clock.advance(RELAY_GAP_MS);
    await settle();
    expect(seen).toEqual(['resynced', '5 NEW', '5 FILLED', 'balance 9986.4']);
  });
});
