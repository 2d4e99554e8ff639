import type { PrivateStreamHandlers } from '../../../../src/application/member-trading/ports/private-stream.port';
import { WsPrivateStream } from '../../../../src/infrastructure/member-trading/ws-private-stream.adapter';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';
import { FakeWebSocketFactory } from '../../../fakes/market/fake-web-socket';
import { wireBalanceEntry } from '../../../fakes/member-trading/private-frames';
import { RecordingLogger } from '../../../fakes/recording-logger';

function setup(token: string | null = 'session-token') {
  const sockets = new FakeWebSocketFactory();
  const credentials = new FakeSessionCredentials();
  if (token) credentials.save(token, '7');
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  const stream = new WsPrivateStream({ url: 'ws://127.0.0.1/v2/ws/private/stream' }, sockets.create, credentials, clock, logger);
  const seen = { reports: [] as unknown[], balances: [] as unknown[], positions: [] as unknown[], algos: [] as unknown[], resynced: 0 };
  const handlers: PrivateStreamHandlers = {
    executionReport: (r) => seen.reports.push(r),
    balances: (b) => seen.balances.push(b),
    positions: (p) => seen.positions.push(p),
    algoReports: (rows) => seen.algos.push(rows),
    resynced: () => (seen.resynced += 1),
  };
  return { sockets, credentials, clock, logger, stream, seen, handlers };
}

/** Opens the socket and answers its auth frame. */
function authenticate(t: ReturnType<typeof setup>, success = true) {
  const ws = t.sockets.last();
  ws.open();
  const auth = ws.sentFrames()[0]!;
  ws.receive(
    success
      ? { id: auth.id, event: 'auth', success: true, ts: 1 }
      : { id: auth.id, event: 'auth', success: false, errorMsg: 'session expired' },
  );
  return ws;
}

const balanceFrame = (version: number, holding = 10000.5) => ({
  topic: 'balance',
  ts: 2,
  data: { balances: { USDT: wireBalanceEntry(holding, version, 1, 600) } },
});

describe('WsPrivateStream', () => {
  it('connects only while watched and signed in, authenticates with the session token, then subscribes the three topics', () => {
    const t = setup();
    expect(t.sockets.count()).toBe(0);
    const stop = t.stream.watch(t.handlers);
    expect(t.sockets.last().url).toBe('ws://127.0.0.1/v2/ws/private/stream');
    const ws = authenticate(t);
    const frames = ws.sentFrames();
    expect(frames[0]).toEqual({ id: expect.any(String), event: 'auth', params: { sessionToken: 'session-token' } });
    expect(frames.slice(1).map((f) => [f.event, f.topic])).toEqual([
      ['subscribe', 'executionreport'],
      ['subscribe', 'balance'],
      ['subscribe', 'position'],
      ['subscribe', 'algoexecutionreportv2'],
    ]);
    expect(t.seen.resynced).toBe(1);
    stop();
    expect(ws.closeCalls).toEqual([{ code: 1000, reason: 'client closed' }]);
  });

  it('does not connect without a session token, and tells the watcher to load at once', () => {
    const t = setup(null);
    t.stream.watch(t.handlers);
    expect(t.sockets.count()).toBe(0);
    expect(t.seen.resynced).toBe(1);
  });

  it('tells a new watcher to load only once the socket being opened has authenticated and subscribed', () => {
    const t = setup();
    t.stream.watch(t.handlers);
    t.sockets.last().open();
    t.clock.advance(1_999);
    expect(t.seen.resynced).toBe(0);
    const ws = authenticate(t);
    expect(ws.sentFrames().filter((f) => f.event === 'subscribe')).toHaveLength(4);
    expect(t.seen.resynced).toBe(1);
    // a watcher that comes later, the stream already subscribed: at once
    let later = 0;
    t.stream.watch({ resynced: () => (later += 1) });
    expect(later).toBe(1);
    // the wait's timer is gone: past its 2 s (within the heartbeat's first ping), no second load
    t.clock.advance(4_000);
    expect(t.seen.resynced).toBe(1);
    expect(later).toBe(1);
  });

  it('tells a watcher to load without the stream after 2 s unauthenticated, then again once the stream authenticates', () => {
    const t = setup();
    t.stream.watch(t.handlers);
    t.clock.advance(1_999);
    expect(t.seen.resynced).toBe(0);
    t.clock.advance(1);
    expect(t.seen.resynced).toBe(1);
    expect(t.logger.warningsAbout('not authenticated within 2000 ms')).toHaveLength(1);
    authenticate(t);
    expect(t.seen.resynced).toBe(2);
  });

  it('tells a waiting watcher to load when the socket closes before it authenticated, and a watcher that left nothing', () => {
    const t = setup();
    let left = 0;
    const stopLeft = t.stream.watch({ resynced: () => (left += 1) });
    t.stream.watch(t.handlers);
    stopLeft();
    t.sockets.last().closeAbnormally();
    expect(t.seen.resynced).toBe(1);
    expect(left).toBe(0);
    // no socket is opening while the stream waits to retry: a new watcher is told at once
    let retrying = 0;
    t.stream.watch({ resynced: () => (retrying += 1) });
    expect(retrying).toBe(1);
  });

  it('delivers validated messages with numbers as decimal strings', () => {
    const t = setup();
    t.stream.watch(t.handlers);
    const ws = authenticate(t);
    ws.receive(balanceFrame(3));
    ws.receive({
      topic: 'position',
      ts: 2,
      data: {
        positions: {
          PERP_BTC_USDT: {
            holding: -0.25,
            pendingLongQty: 0,
            pendingShortQty: 0,
            averageOpenPrice: 60000.5,
            pnl24H: 0,
            fee24H: 0,
            settlePrice: 60000,
            markPrice: 61000,
            version: 9,
            openingTime: 1,
            adlQuantile: 1,
            positionSide: 'BOTH',
          },
        },
      },
    });
    ws.receive({
      topic: 'executionreport',
      ts: 3,
      data: {
        msgType: 0,
        symbol: 'SPOT_BTC_USDT',
        clientOrderId: 0,
        orderId: 4,
        type: 'LIMIT',
        side: 'BUY',
        quantity: 0.01,
        price: 60000,
        tradeId: 17,
        executedPrice: 60000,
        executedQuantity: 0.004,
        fee: 0.000004,
        feeAsset: 'BTC',
        totalExecutedQuantity: 0.004,
        avgPrice: 60000,
        status: 'PARTIAL_FILLED',
        reason: '',
        totalFee: 0.000004,
        visible: 0.01,
        timestamp: 1700000000000,
        reduceOnly: false,
        maker: true,
      },
    });
    expect(t.seen.balances).toEqual([{ USDT: { holding: '10000.5', frozen: '600', version: 3 } }]);
    expect(t.seen.positions).toEqual([
      {
        PERP_BTC_USDT: {
          holding: '-0.25',
          averageOpenPrice: '60000.5',
          markPrice: '61000',
          version: 9,
          positionSide: 'BOTH',
          adlQuantile: 1,
        },
      },
    ]);
    expect(t.seen.reports).toEqual([
      expect.objectContaining({
        orderId: '4',
        status: 'PARTIAL_FILLED',
        executedQuantity: '0.004',
        fee: '0.000004',
        clientOrderId: '0',
        maker: true,
      }),
    ]);
  });

  it('delivers algoexecutionreportv2 rows (numbers as decimal strings, missing trailing fields as 0)', () => {
    const t = setup();
    t.stream.watch(t.handlers);
    const ws = authenticate(t);
    ws.receive({
      topic: 'algoexecutionreportv2',
      ts: 4,
      data: [
        {
          algoOrderId: 12,
          rootAlgoOrderId: 11,
          parentAlgoOrderId: 11,
          symbol: 'PERP_BTC_USDT',
          algoType: 'STOP_LOSS',
          side: 'SELL',
          quantity: 0.01,
          triggerPrice: 59000.5,
          triggerPriceType: 'MARK_PRICE',
          isTriggered: false,
          triggerTime: 0,
          price: 0,
          type: 'CLOSE_POSITION',
          algoStatus: 'NEW',
          reduceOnly: true,
          createdTime: 1700000000000,
          updatedTime: 1700000000001,
          isArmed: false,
        },
      ],
    });
    expect(t.seen.algos).toEqual([
      [
        expect.objectContaining({
          algoOrderId: '12',
          parentAlgoOrderId: '11',
          algoType: 'STOP_LOSS',
          triggerPrice: '59000.5',
          quantity: '0.01',
          callbackRate: '0',
          isArmed: false,
          isActivated: true,
          triggerPriceType: 'MARK_PRICE',
        }),
      ],
    ]);
  });

  it('drops malformed frames (counted, logged once), never throws, and keeps going', () => {
    const t = setup();
    t.stream.watch(t.handlers);
    const ws = authenticate(t);
    expect(() => {
      ws.receive('not json {');
      ws.receive({ topic: 'balance', data: { balances: { USDT: { holding: 'lots', frozen: 0, version: 1 } } } });
      ws.receive({ topic: 'executionreport', data: { orderId: -1 } });
      ws.receive({ topic: 'balance', data: { balances: { USDT: { holding: 'lots', frozen: 0, version: 2 } } } });
      ws.receive(42);
      // a topic or an event this client does not know
      ws.receive({ topic: 'orderbook', data: { balances: {} } });
      ws.receive({ event: 'welcome', success: true });
    }).not.toThrow();
    expect(t.stream.droppedFrames()).toBe(7);
    expect(t.logger.lines.filter((l) => l.level === 'warn' && l.message.startsWith('Dropped')).length).toBe(2);
    ws.receive(balanceFrame(1));
    expect(t.seen.balances).toHaveLength(1);
  });

  it('ignores topic messages before authentication', () => {
    const t = setup();
    t.stream.watch(t.handlers);
    const ws = t.sockets.last();
    ws.open();
    ws.receive(balanceFrame(1));
    expect(t.seen.balances).toEqual([]);
    expect(t.stream.droppedFrames()).toBe(1);
  });

  it('answers server pings, pings itself and reconnects when no pong comes', () => {
    const t = setup();
    t.stream.watch(t.handlers);
    const ws = authenticate(t);
    ws.receive({ event: 'ping', ts: 5 });
    expect(ws.sentFrames().at(-1)).toEqual({ event: 'pong' });
    t.clock.advance(10_000);
    expect(ws.sentFrames().at(-1)).toEqual({ event: 'ping' });
    t.clock.advance(10_000);
    expect(ws.closeCalls[0]?.code).toBe(4000);
    t.clock.advance(1_000);
    expect(t.sockets.count()).toBe(2);
  });

  it('reconnects with backoff (1 s, 2 s, 4 s …) and reports resynced after each re-authentication', () => {
    const t = setup();
    t.stream.watch(t.handlers);
    authenticate(t).closeAbnormally();
    t.clock.advance(999);
    expect(t.sockets.count()).toBe(1);
    t.clock.advance(1);
    expect(t.sockets.count()).toBe(2);
    t.sockets.last().fail();
    t.clock.advance(1_999);
    expect(t.sockets.count()).toBe(2);
    t.clock.advance(1);
    expect(t.sockets.count()).toBe(3);
    authenticate(t);
    expect(t.seen.resynced).toBe(2);
    // A successful authentication resets the backoff.
    t.sockets.last().closeAbnormally();
    t.clock.advance(1_000);
    expect(t.sockets.count()).toBe(4);
  });

  it('stops when the session is refused (close 4001) and does not retry the same token', () => {
    const t = setup();
    t.stream.watch(t.handlers);
    const ws = authenticate(t, false);
    ws.closeAbnormally(4001, 'auth failed');
    t.clock.advance(60_000);
    expect(t.sockets.count()).toBe(1);
    // its one load, told when the socket closed unauthenticated (the REST answer says whether the session still holds)
    expect(t.seen.resynced).toBe(1);
  });

  it('does not reconnect after the last watcher left (log-out)', () => {
    const t = setup();
    const stop = t.stream.watch(t.handlers);
    authenticate(t).closeAbnormally();
    stop();
    t.clock.advance(60_000);
    expect(t.sockets.count()).toBe(1);
  });

  it('tells its watchers the session ended when the server closes 4002, and does not reconnect', () => {
    const t = setup();
    let ended = 0;
    t.stream.watch({ ...t.handlers, sessionEnded: () => (ended += 1) });
    authenticate(t).closeAbnormally(4002, 'session ended');
    t.clock.advance(60_000);
    expect(ended).toBe(1);
    expect(t.sockets.count()).toBe(1);
  });

  it('reconnects with the new token when 4002 ends a session the app already switched away from (an account switch)', () => {
    const t = setup();
    let ended = 0;
    t.stream.watch({ ...t.handlers, sessionEnded: () => (ended += 1) });
    const ws = authenticate(t);
    t.credentials.save('sub-account-token', '8');
    ws.closeAbnormally(4002, 'session ended');
    t.clock.advance(1_000);
    expect(ended).toBe(0);
    expect(t.sockets.count()).toBe(2);
    t.sockets.last().open();
    expect(t.sockets.last().sentFrames()[0]).toEqual({
      id: expect.any(String),
      event: 'auth',
      params: { sessionToken: 'sub-account-token' },
    });
  });
});
