import { connect } from 'node:net';
import type { RunningSimulator } from '../../../simulator/server';
import { testSimulator } from './support/simulator-fixture';

describe('server timeouts (finding 16)', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator({ connectionTimeoutMs: 300, requestTimeoutMs: 20_000 });
  });
  afterAll(() => sim.close());

  it('drops a connection that sends a partial request and then nothing', async () => {
    const { port } = new URL(sim.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/md/ HTTP/1.1\r\nHost: 127.0.0.1\r\n'); // headers never finished
    const started = Date.now();
    await new Promise((resolve) => socket.once('close', resolve));
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('sets a whole-request timeout on the server (slow bodies)', () => {
    expect(sim.simulator.app.server.requestTimeout).toBe(20_000);
    expect(sim.simulator.app.server.timeout).toBe(300);
  });
});
