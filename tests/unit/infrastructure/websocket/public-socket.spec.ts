import { createHarness } from './socket-harness';

const params = (frame: Record<string, unknown>) => frame.params as string[];

describe('PublicSocket', () => {
  describe('url', () => {
    it('adds the device parameter to the configured base', () => {
      const web = createHarness();
      web.socket.connect();
      expect(web.factory.last().url).toBe('wss://stream.test/ws/stream?device=web');

      const mobile = createHarness({ url: 'wss://stream.test/ws/stream?x=1', device: 'mobile' });
      mobile.socket.connect();
      expect(mobile.factory.last().url).toBe('wss://stream.test/ws/stream?x=1&device=mobile');
    });
  });

  describe('opening and subscribing', () => {
    it('starts idle, is connecting until the socket opens, then open', () => {
      const h = createHarness();
      expect(h.socket.status()).toBe('idle');
      h.socket.connect();
      expect(h.socket.status()).toBe('connecting');
      h.factory.last().open();
      expect(h.socket.status()).toBe('open');
      expect(h.statuses).toEqual(['connecting', 'open']);
    });

    it('connect() is idempotent', () => {
      const h = createHarness();
      h.socket.connect();
      h.socket.connect();
      h.factory.last().open();
      h.socket.connect();
      expect(h.factory.count()).toBe(1);
    });

    it('subscribes to tickers on open, with the current time', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      expect(ws.sentFrames()).toEqual([{ cmd: 'SUBSCRIBE', params: ['tickers'], ts: h.clock.now() }]);
    });

    it('subscribes a new topic at once when open, only for its first listener', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      h.socket.subscribe('bbos', () => undefined);
      h.socket.subscribe('bbos', () => undefined);
      expect(ws.sentCommands('SUBSCRIBE').map(params)).toEqual([['tickers'], ['bbos']]);
    });

    it('unsubscribes when the last listener of a topic leaves, never for tickers', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      const first = h.socket.subscribe('bbos', () => undefined);
      const second = h.socket.subscribe('bbos', () => undefined);
      const tickers = h.socket.subscribe('tickers', () => undefined);
      first();
      first();
      expect(ws.sentCommands('UN_SUBSCRIBE')).toEqual([]);
      second();
      tickers();
      expect(ws.sentCommands('UN_SUBSCRIBE')).toEqual([{ cmd: 'UN_SUBSCRIBE', params: ['bbos'], ts: h.clock.now() }]);
    });

    it('topics subscribed before the socket opens are sent with tickers on open', () => {
      const h = createHarness();
      h.socket.subscribe('totals', () => undefined);
      h.socket.connect();
      h.socket.subscribe('bbos', () => undefined);
      const ws = h.factory.last();
      ws.open();
      expect(ws.sentCommands('SUBSCRIBE').map(params)).toEqual([['tickers', 'totals', 'bbos']]);
      h.clock.advance(1_000);
      expect(ws.sentCommands('SUBSCRIBE')).toHaveLength(1);
    });

    it('resubscribes the cached topics after a reconnect, not the ones that were left', () => {
      const h = createHarness();
      h.socket.subscribe('bbos', () => undefined);
      const left = h.socket.subscribe('totals', () => undefined);
      h.connectOpen();
      left();
      h.factory.last().closeAbnormally();
      h.clock.advance(5_000);
      const second = h.factory.last();
      second.open();
      expect(h.factory.count()).toBe(2);
      expect(second.sentCommands('SUBSCRIBE').map(params)).toEqual([['tickers', 'bbos']]);
    });

    it('sends at most 20 topics per SUBSCRIBE request', () => {
      const h = createHarness();
      const topics = Array.from({ length: 45 }, (_, i) => `SPOT_T${i}_USDT@ticker`);
      for (const topic of topics) h.socket.subscribe(topic, () => undefined);
      const ws = h.connectOpen();
      const batches = ws.sentCommands('SUBSCRIBE').map(params);
      expect(batches.map((b) => b.length)).toEqual([20, 20, 6]);
      expect(batches.flat()).toEqual(['tickers', ...topics]);
    });
  });

  describe('retrying after an abnormal close', () => {
    it('retries every 5 s, at most 3 times, then is offline', () => {
      const h = createHarness();
      h.socket.connect();
      h.factory.last().fail();
      expect(h.socket.status()).toBe('closed');
      for (let retry = 1; retry <= 3; retry++) {
        h.clock.advance(4_999);
        expect(h.factory.count()).toBe(retry);
        h.clock.advance(1);
        expect(h.factory.count()).toBe(retry + 1);
        expect(h.socket.status()).toBe('connecting');
        h.factory.last().fail();
      }
      expect(h.socket.status()).toBe('offline');
      h.clock.advance(60_000);
      expect(h.factory.count()).toBe(4);
      expect(h.clock.pendingTimers()).toBe(0);
      expect(h.statuses).toEqual(['connecting', 'closed', 'connecting', 'closed', 'connecting', 'closed', 'connecting', 'offline']);
    });

    it('treats any close it did not ask for as abnormal (a server close 1000, a 1006 drop)', () => {
      const h = createHarness();
      h.connectOpen().closeAbnormally(1000, 'bye');
      expect(h.socket.status()).toBe('closed');
      h.clock.advance(5_000);
      expect(h.factory.count()).toBe(2);
    });

    it('treats a socket that cannot be created as a failed attempt', () => {
      const h = createHarness();
      h.factory.throwOnCreate = new Error('SyntaxError: bad url');
      h.socket.connect();
      expect(h.socket.status()).toBe('closed');
      h.clock.advance(15_000);
      expect(h.socket.status()).toBe('offline');
      h.factory.throwOnCreate = undefined;
      h.socket.reconnect();
      expect(h.socket.status()).toBe('connecting');
    });

    it('resets the retry budget after a successful open', () => {
      const h = createHarness();
      h.socket.connect();
      h.factory.last().fail();
      h.clock.advance(5_000);
      h.factory.last().fail();
      h.clock.advance(5_000);
      h.factory.last().open(); // second retry succeeds
      h.factory.last().closeAbnormally();
      for (let retry = 1; retry <= 3; retry++) {
        h.clock.advance(5_000);
        expect(h.socket.status()).toBe('connecting');
        h.factory.last().fail();
      }
      expect(h.socket.status()).toBe('offline');
      expect(h.factory.count()).toBe(6);
    });

    it('ignores late events of a socket it has given up on', () => {
      const h = createHarness();
      const old = h.connectOpen();
      const received: unknown[] = [];
      h.socket.subscribe('bbos', (data) => received.push(data));
      old.closeAbnormally();
      old.onmessage?.({ data: JSON.stringify({ topic: 'bbos', ts: 1, data: [] }) });
      old.onopen?.({});
      expect(received).toEqual([]);
      expect(h.socket.status()).toBe('closed');
    });
  });

  describe('heartbeat', () => {
    it('pings 10 s after open and 10 s after each pong', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      h.clock.advance(9_999);
      expect(ws.sentCommands('PING')).toEqual([]);
      h.clock.advance(1);
      expect(ws.sentCommands('PING')).toEqual([{ cmd: 'PING', ts: h.clock.now() }]);
      h.clock.advance(3_000);
      ws.receive({ event: 'PONG', ts: h.clock.now() });
      h.clock.advance(9_999);
      expect(ws.sentCommands('PING')).toHaveLength(1);
      h.clock.advance(1);
      expect(ws.sentCommands('PING')).toHaveLength(2);
      expect(h.socket.status()).toBe('open');
    });

    it('closes the socket when no pong comes within 10 s of a ping, then retries', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      h.clock.advance(10_000);
      h.clock.advance(9_999);
      expect(h.socket.status()).toBe('open');
      h.clock.advance(1);
      expect(ws.closeCalls).toEqual([{ code: 4000, reason: 'pong timeout' }]);
      expect(h.socket.status()).toBe('closed');
      h.clock.advance(5_000);
      expect(h.factory.count()).toBe(2);
    });

    it('answers a server PING with a PONG', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      h.clock.advance(2_000);
      ws.receive({ event: 'PING', ts: 5 });
      expect(ws.sentCommands('PONG')).toEqual([{ cmd: 'PONG', ts: h.clock.now() }]);
    });
  });

  describe('sending', () => {
    it('retries a send on a connecting socket every 100 ms until it opens', () => {
      const h = createHarness();
      h.socket.connect();
      const ws = h.factory.last();
      h.socket.send({ cmd: 'SUBSCRIBE', params: ['bbos'] });
      h.clock.advance(250);
      expect(ws.sent).toEqual([]);
      ws.open();
      expect(ws.sentCommands('SUBSCRIBE').map(params)).toEqual([['tickers']]);
      h.clock.advance(49);
      expect(ws.sentCommands('SUBSCRIBE')).toHaveLength(1);
      h.clock.advance(1);
      expect(ws.sentCommands('SUBSCRIBE')).toEqual([
        { cmd: 'SUBSCRIBE', params: ['tickers'], ts: 1_000_250 },
        { cmd: 'SUBSCRIBE', params: ['bbos'], ts: 1_000_300 },
      ]);
    });

    it('drops a pending send when the socket closes before opening', () => {
      const h = createHarness();
      h.socket.connect();
      h.socket.send({ cmd: 'PING' });
      h.factory.last().fail();
      h.clock.advance(5_000);
      const next = h.factory.last();
      next.open();
      h.clock.advance(500);
      expect(next.sentCommands('PING')).toEqual([]);
    });
  });

  describe('recovering from offline', () => {
    const goOffline = () => {
      const h = createHarness();
      h.socket.connect();
      for (let i = 0; i < 4; i++) {
        h.factory.last().fail();
        h.clock.advance(5_000);
      }
      expect(h.socket.status()).toBe('offline');
      return h;
    };

    it.each([
      ['the browser comes back online', (h: ReturnType<typeof goOffline>) => h.network.goOnline()],
      ['the tab becomes visible', (h: ReturnType<typeof goOffline>) => h.network.becomeVisible()],
      ['reconnect() is called', (h: ReturnType<typeof goOffline>) => h.socket.reconnect()],
    ])('reconnects with a fresh retry budget when %s', (_, trigger) => {
      const h = goOffline();
      trigger(h);
      expect(h.socket.status()).toBe('connecting');
      expect(h.factory.count()).toBe(5);
      for (let retry = 1; retry <= 3; retry++) {
        h.factory.last().fail();
        expect(h.socket.status()).toBe('closed');
        h.clock.advance(5_000);
      }
      h.factory.last().fail();
      expect(h.socket.status()).toBe('offline');
    });

    it('online and visible hints do nothing unless offline', () => {
      const h = createHarness();
      h.connectOpen();
      h.network.goOnline();
      h.network.becomeVisible();
      h.factory.last().closeAbnormally();
      h.network.goOnline();
      expect(h.factory.count()).toBe(1);
      expect(h.socket.status()).toBe('closed');
    });

    it('reconnect() while waiting for a retry tries at once', () => {
      const h = createHarness();
      h.connectOpen().closeAbnormally();
      h.socket.reconnect();
      expect(h.factory.count()).toBe(2);
      h.clock.advance(5_000);
      expect(h.factory.count()).toBe(2);
    });
  });

  describe('disconnect', () => {
    it('closes on purpose without retrying, and connect() starts again', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      h.socket.disconnect();
      expect(ws.closeCalls).toEqual([{ code: 1000, reason: 'client closed' }]);
      expect(h.socket.status()).toBe('closed');
      h.clock.advance(60_000);
      expect(h.factory.count()).toBe(1);
      expect(h.network.listenerCount()).toBe(0);
      expect(h.clock.pendingTimers()).toBe(0);
      h.socket.connect();
      expect(h.factory.count()).toBe(2);
    });
  });

  describe('incoming frames', () => {
    it('routes data frames by topic with their ts', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      const bbos: unknown[] = [];
      const totals: unknown[] = [];
      h.socket.subscribe('bbos', (data, ts) => bbos.push([data, ts]));
      h.socket.subscribe('totals', (data, ts) => totals.push([data, ts]));
      ws.receive({ topic: 'bbos', ts: 7, data: [{ a: 1 }] });
      expect(bbos).toEqual([[[{ a: 1 }], 7]]);
      expect(totals).toEqual([]);
    });

    it('logs an unknown event and an unknown topic once per name', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      ws.receive({ event: 'SURPRISE', ts: 1 });
      ws.receive({ event: 'SURPRISE', ts: 2 });
      ws.receive({ topic: 'nobody@listens', ts: 1, data: {} });
      ws.receive({ topic: 'nobody@listens', ts: 2, data: {} });
      ws.receive({ topic: 'tickers', ts: 2, data: [] });
      expect(h.logger.warnings()).toEqual([
        { message: 'Unknown websocket event', detail: 'SURPRISE' },
        { message: 'Unknown websocket topic', detail: 'nobody@listens' },
      ]);
      expect(h.socket.droppedFrames()).toBe(0);
    });

    it('logs a refused subscription', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      ws.receive({ event: 'SUBSCRIBE', success: false, message: 'too many topics', params: ['x'], ts: 1 });
      ws.receive({ event: 'SUBSCRIBE', success: true, params: ['tickers'], ts: 1 });
      expect(h.logger.warnings()).toEqual([
        { message: 'Websocket SUBSCRIBE refused', detail: { params: ['x'], message: 'too many topics' } },
      ]);
    });

    it('logs a server ERROR event with its message', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      ws.receive({ event: 'ERROR', message: 'invalid cmd' });
      expect(h.logger.warnings()).toEqual([{ message: 'Websocket server error', detail: 'invalid cmd' }]);
    });

    it('hands events to their listeners', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      const acks: unknown[] = [];
      const stop = h.socket.onEvent('SUBSCRIBE', (frame) => acks.push(frame.params));
      ws.receive({ event: 'SUBSCRIBE', success: true, params: ['tickers'], ts: 1 });
      stop();
      ws.receive({ event: 'SUBSCRIBE', success: true, params: ['bbos'], ts: 1 });
      expect(acks).toEqual([['tickers']]);
    });

    it('counts, logs and drops malformed frames without throwing', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      const received: unknown[] = [];
      h.socket.subscribe('bbos', (data) => received.push(data));
      const malformed: unknown[] = [
        '{not json',
        '',
        '[1,2]',
        '42',
        'null',
        '{}',
        JSON.stringify({ topic: 'bbos', data: [] }),
        JSON.stringify({ topic: 'bbos', ts: '1', data: [] }),
        JSON.stringify({ topic: 'bbos', ts: -1, data: [] }),
        JSON.stringify({ topic: 'bbos', ts: 1e300, data: [] }),
        JSON.stringify({ topic: 7, ts: 1, data: [] }),
        JSON.stringify({ event: ['PONG'] }),
        JSON.stringify({ event: 'SUBSCRIBE', success: 'yes' }),
        new ArrayBuffer(4),
        undefined,
      ];
      for (const frame of malformed) {
        expect(() => ws.onmessage?.({ data: frame })).not.toThrow();
      }
      expect(h.socket.droppedFrames()).toBe(malformed.length);
      expect(received).toEqual([]);
      expect(h.logger.warnings().length).toBeGreaterThan(0);
      ws.receive({ topic: 'bbos', ts: 1, data: [] });
      expect(received).toEqual([[]]);
      expect(h.socket.status()).toBe('open');
    });

    it('keeps dispatching when a listener throws', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      const received: unknown[] = [];
      h.socket.subscribe('bbos', () => {
        throw new Error('boom');
      });
      h.socket.subscribe('bbos', (data) => received.push(data));
      expect(() => ws.receive({ topic: 'bbos', ts: 1, data: 1 })).not.toThrow();
      expect(received).toEqual([1]);
    });

    it('strips prototype-pollution keys from the envelope', () => {
      const h = createHarness();
      const ws = h.connectOpen();
      const events: unknown[] = [];
      h.socket.onEvent('X', (frame) => events.push(frame));
      ws.receive('{"event":"X","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');
      expect(events).toEqual([{ event: 'X' }]);
      expect(Object.getPrototypeOf(events[0])).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('status listeners', () => {
    it('stop hearing after unsubscribing, and a throwing one does not break the socket', () => {
      const h = createHarness();
      const heard: string[] = [];
      const stop = h.socket.onStatus((s) => heard.push(s));
      h.socket.onStatus(() => {
        throw new Error('boom');
      });
      h.socket.connect();
      stop();
      h.factory.last().open();
      expect(heard).toEqual(['connecting']);
      expect(h.socket.status()).toBe('open');
    });
  });
});

describe('PublicSocket handshake timeout (finding 16)', () => {
  it('drops a socket stuck connecting after 10 s and retries like a failed one', () => {
    const h = createHarness();
    h.socket.connect();
    const stuck = h.factory.last();
    h.clock.advance(9_999);
    expect(h.socket.status()).toBe('connecting');
    h.clock.advance(1);
    expect(stuck.closeCalls).toEqual([{ code: 4001, reason: 'handshake timeout' }]);
    expect(h.socket.status()).toBe('closed');
    h.clock.advance(5_000);
    expect(h.factory.count()).toBe(2);
    h.factory.last().open();
    h.clock.advance(15_000); // an opened socket is not timed out by the handshake timer
    expect(h.socket.status()).toBe('open');
    expect(h.factory.last().closeCalls).toEqual([]);
  });
});
