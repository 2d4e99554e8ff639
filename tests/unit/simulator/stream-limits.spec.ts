import WebSocket from 'ws';
import type { RunningSimulator } from '../../../simulator/server';
import { testSimulator } from './support/simulator-fixture';
import { TestSocket } from './support/test-socket';

const wsUrl = (sim: RunningSimulator) => `${sim.url.replace('http', 'ws')}/ws/stream?device=web`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a raw client; resolves the HTTP status when the upgrade is refused, 101 when it opens. */
function handshake(url: string, headers: Record<string, string> = {}): Promise<{ status: number; ws: WebSocket }> {
  const ws = new WebSocket(url, { headers });
  return new Promise((resolve) => {
    ws.once('open', () => resolve({ status: 101, ws }));
    ws.once('unexpected-response', (_request, response) => resolve({ status: response.statusCode ?? 0, ws }));
    ws.once('error', () => resolve({ status: 0, ws }));
  });
}

describe('websocket limits (findings 2 and 3): a bounded cost per client', () => {
  let sim: RunningSimulator | undefined;
  const clients: WebSocket[] = [];
  afterEach(async () => {
    clients.splice(0).forEach((ws) => ws.terminate());
    await sim?.close();
    sim = undefined;
  });

  it('load: a paused client under a ticker and bbo flood is cut off at the buffer cap; memory stays bounded', async () => {
    const hardBufferBytes = 512 * 1024;
    sim = await testSimulator({ tickerIntervalMs: 20, bboRate: 10000, streamLimits: { softBufferBytes: 128 * 1024, hardBufferBytes } });
    const hub = sim.simulator.hub;
    const { ws } = await handshake(wsUrl(sim));
    clients.push(ws);
    ws.send(JSON.stringify({ cmd: 'SUBSCRIBE', params: ['tickers', 'bbos', 'totals'] }));
    await sleep(100);
    (ws as unknown as { _socket: { pause(): void } })._socket.pause(); // stops reading: the server's queue grows
    const heapBefore = process.memoryUsage().heapUsed;
    let maxBuffered = 0;
    const until = Date.now() + 8000;
    while (hub.connections > 0 && Date.now() < until) {
      hub.registry.subscribersOf('tickers')?.forEach((client) => (maxBuffered = Math.max(maxBuffered, client.bufferedBytes)));
      await sleep(10);
    }
    expect(hub.connections).toBe(0);
    expect(maxBuffered).toBeLessThanOrEqual(hardBufferBytes);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('load: a re-subscribe flood of a held topic gets acks, not a snapshot each time', async () => {
    sim = await testSimulator({ tickerIntervalMs: 600_000, bboRate: 0 });
    const socket = await TestSocket.open(wsUrl(sim));
    clients.push(socket.ws);
    for (let i = 0; i < 40; i += 1) socket.send({ cmd: 'SUBSCRIBE', params: ['tickers'] });
    await socket.next(() => socket.frames.filter((f) => f.event === 'SUBSCRIBE').length === 40);
    await sleep(50);
    expect(socket.frames.filter((f) => f.topic === 'tickers')).toHaveLength(1);
    expect(socket.raw.reduce((sum, text) => sum + text.length, 0)).toBeLessThan(
      socket.raw.find((t) => t.includes('"topic":"tickers"'))!.length + 40 * 200,
    );
  });

  it('closes a client that sends faster than its message budget with 1008', async () => {
    sim = await testSimulator({ streamLimits: { messagesPerSecond: 5, messageBurst: 10 } });
    const socket = await TestSocket.open(wsUrl(sim));
    clients.push(socket.ws);
    for (let i = 0; i < 50; i += 1) socket.send({ cmd: 'PING' });
    expect((await socket.closed).code).toBe(1008);
    expect(socket.frames.filter((f) => f.event === 'PONG').length).toBeLessThanOrEqual(10);
  });

  it('terminates a client that answers no pings', async () => {
    sim = await testSimulator({ streamLimits: { heartbeatMs: 100 } });
    const silent = new WebSocket(wsUrl(sim), { autoPong: false });
    const polite = new WebSocket(wsUrl(sim));
    clients.push(silent, polite);
    const closed = new Promise<number>((resolve) => silent.once('close', (code) => resolve(code)));
    expect(await closed).toBe(1006);
    expect(polite.readyState).toBe(WebSocket.OPEN);
  });

  it('caps connections per IP (429) and in total (503)', async () => {
    sim = await testSimulator({ streamLimits: { maxConnectionsPerIp: 2 } });
    const first = await handshake(wsUrl(sim));
    const second = await handshake(wsUrl(sim));
    const third = await handshake(wsUrl(sim));
    clients.push(first.ws, second.ws, third.ws);
    expect([first.status, second.status, third.status]).toEqual([101, 101, 429]);
    first.ws.close();
    await sleep(100);
    const again = await handshake(wsUrl(sim));
    clients.push(again.ws);
    expect(again.status).toBe(101);
    await sim.close();

    sim = await testSimulator({ streamLimits: { maxConnections: 1 } });
    const one = await handshake(wsUrl(sim));
    const two = await handshake(wsUrl(sim));
    clients.push(one.ws, two.ws);
    expect([one.status, two.status]).toEqual([101, 503]);
  });

  it('refuses a page origin other than its own or a configured one (finding 3)', async () => {
    sim = await testSimulator({ allowedOrigins: ['https://app.example.com'] });
    const own = new URL(sim.url).origin;
    const results = await Promise.all([
      handshake(wsUrl(sim), { origin: 'https://evil.example' }),
      handshake(wsUrl(sim), { origin: 'null' }),
      handshake(wsUrl(sim), { origin: own }),
      handshake(wsUrl(sim), { origin: 'https://app.example.com' }),
      handshake(wsUrl(sim)),
    ]);
    clients.push(...results.map((r) => r.ws));
    expect(results.map((r) => r.status)).toEqual([403, 403, 101, 101, 101]);
  });
});
