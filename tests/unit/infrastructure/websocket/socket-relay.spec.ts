import { RELAY_GAP_MS } from '../../../../src/infrastructure/websocket/frame-batcher';
import { SocketRelay } from '../../../../src/infrastructure/websocket/socket-relay';
import type { RelayEvent } from '../../../../src/infrastructure/websocket/socket-relay-protocol';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeWebSocketFactory } from '../../../fakes/market/fake-web-socket';

function setup() {
  const clock = new FakeClock(1_000);
  const sockets = new FakeWebSocketFactory();
  const posted: RelayEvent[] = [];
  const relay = new SocketRelay(sockets.create, (event) => posted.push(event), clock);
  /** The page opens socket `id`, and the server accepts it. */
  const opened = (id = 1) => {
    relay.command({ op: 'open', id, url: `ws://x/${id}` });
    const ws = sockets.last();
    ws.open();
    return ws;
  };
  return { clock, sockets, posted, relay, opened };
}

describe('SocketRelay (the worker side of the page sockets)', () => {
  it('opens the socket the page asks for and tells the page when it is open', () => {
    const t = setup();
    t.relay.command({ op: 'open', id: 7, url: 'ws://127.0.0.1:8000/ws/stream' });
    expect(t.sockets.last().url).toBe('ws://127.0.0.1:8000/ws/stream');
    expect(t.posted).toEqual([]);
    t.sockets.last().open();
    expect(t.posted).toEqual([{ id: 7, ev: 'open' }]);
  });

  it('hands a burst of frames to the page as one batch, in order, and a lone frame at once', () => {
    const t = setup();
    const ws = t.opened();
    ws.receive('{"n":1}');
    ws.receive('{"n":2}');
    ws.receive('{"n":3}');
    expect(t.posted.slice(1)).toEqual([{ id: 1, ev: 'frames', frames: ['{"n":1}'] }]);
    t.clock.advance(RELAY_GAP_MS);
    expect(t.posted.slice(2)).toEqual([{ id: 1, ev: 'frames', frames: ['{"n":2}', '{"n":3}'] }]);
  });

  it('keeps the frames of two sockets apart', () => {
    const t = setup();
    const a = t.opened(1);
    const b = t.opened(2);
    a.receive('a1');
    b.receive('b1');
    expect(t.posted.filter((e) => e.ev === 'frames')).toEqual([
      { id: 1, ev: 'frames', frames: ['a1'] },
      { id: 2, ev: 'frames', frames: ['b1'] },
    ]);
  });

  it('sends what the page sends, only while the socket is open', () => {
    const t = setup();
    t.relay.command({ op: 'open', id: 1, url: 'ws://x/a' });
    t.relay.command({ op: 'send', id: 1, data: 'early' });
    const ws = t.sockets.last();
    ws.open();
    t.relay.command({ op: 'send', id: 1, data: '{"event":"ping"}' });
    t.relay.command({ op: 'send', id: 99, data: 'no such socket' });
    expect(ws.sent).toEqual(['{"event":"ping"}']);
  });

  it('flushes the frames still held before it reports a close from the server', () => {
    const t = setup();
    const ws = t.opened();
    ws.receive('first');
    ws.receive('last words');
    ws.closeAbnormally(1006);
    expect(t.posted.slice(1)).toEqual([
      { id: 1, ev: 'frames', frames: ['first'] },
      { id: 1, ev: 'frames', frames: ['last words'] },
      { id: 1, ev: 'close', code: 1006, reason: '', wasClean: false },
    ]);
    expect(t.relay.size()).toBe(0);
    expect(t.clock.pendingTimers()).toBe(0);
  });

  it('reports an error, then the close, of a socket that could not connect', () => {
    const t = setup();
    t.relay.command({ op: 'open', id: 3, url: 'ws://x/a' });
    t.sockets.last().fail();
    expect(t.posted).toEqual([
      { id: 3, ev: 'error' },
      { id: 3, ev: 'close', code: 1006, reason: '', wasClean: false },
    ]);
  });

  it('answers a close 1006 when the browser refuses to open the socket', () => {
    const t = setup();
    t.sockets.throwOnCreate = new Error('SyntaxError: bad URL');
    t.relay.command({ op: 'open', id: 4, url: 'not a url' });
    expect(t.posted).toEqual([{ id: 4, ev: 'close', code: 1006, reason: 'could not open', wasClean: false }]);
    expect(t.relay.size()).toBe(0);
  });

  it('closes a socket the page closed with its code and reason, and says nothing more of it', () => {
    const t = setup();
    const ws = t.opened();
    ws.receive('a');
    ws.receive('held');
    t.relay.command({ op: 'close', id: 1, code: 1000, reason: 'client closed' });
    expect(ws.closeCalls).toEqual([{ code: 1000, reason: 'client closed' }]);
    t.clock.advance(100);
    ws.receive('after');
    expect(t.posted).toEqual([
      { id: 1, ev: 'open' },
      { id: 1, ev: 'frames', frames: ['a'] },
    ]);
    expect(t.relay.size()).toBe(0);
  });

  it('closes without a code when the browser refuses the page code', () => {
    const t = setup();
    t.relay.command({ op: 'open', id: 1, url: 'ws://x/a' });
    const ws = t.sockets.last();
    const calls: (number | undefined)[] = [];
    ws.close = (code?: number) => {
      calls.push(code);
      if (code !== undefined) throw new Error('InvalidAccessError');
    };
    t.relay.command({ op: 'close', id: 1, code: 4000, reason: 'pong timeout' });
    expect(calls).toEqual([4000, undefined]);
  });

  it('drops binary frames: the streams speak JSON text', () => {
    const t = setup();
    const ws = t.opened();
    ws.onmessage?.({ data: new ArrayBuffer(4) });
    t.clock.advance(100);
    expect(t.posted).toEqual([{ id: 1, ev: 'open' }]);
  });
});
