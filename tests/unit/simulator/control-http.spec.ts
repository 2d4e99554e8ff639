import type { RunningSimulator } from '../../../simulator/server';
import { call, control as controlCall, testSimulator } from './support/simulator-fixture';

describe('control surface over HTTP', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());
  afterEach(() => controlCall(sim, '/reset'));

  const control = (url: string, payload?: object) => controlCall(sim, url, payload);

  it('fails the next matching call with an exchange code, then recovers', async () => {
    expect((await control('/http/fault', { path: '/md/', code: -1003 })).json()).toEqual({ ok: true });
    const failed = await call(sim, '/api/md/');
    expect(failed.statusCode).toBe(429);
    expect(failed.json()).toMatchObject({ success: false, code: -1003 });
    expect((await call(sim, '/api/md/')).statusCode).toBe(200);
  });

  it('applies a fault `times` times, accepts /api-prefixed paths and bare HTTP statuses', async () => {
    await control('/http/fault', { path: '/api/instrument', code: 503, times: 2 });
    expect((await call(sim, '/api/instrument/v4/public/ping')).statusCode).toBe(503);
    expect((await call(sim, '/api/instrument/v4/public/info')).statusCode).toBe(503);
    expect((await call(sim, '/api/instrument/v4/public/ping')).statusCode).toBe(200);
  });

  it('delays a call', async () => {
    await control('/http/fault', { path: '/md/', delayMs: 150 });
    const started = Date.now();
    const response = await call(sim, '/api/md/');
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('reset clears pending faults', async () => {
    await control('/http/fault', { path: '/md/', code: -1000 });
    await control('/reset');
    expect((await call(sim, '/api/md/')).statusCode).toBe(200);
  });

  it('rejects bad control bodies with 400', async () => {
    const response = await control('/ws/refuse', { on: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().ok).toBe(false);
    expect((await control('/http/fault', { path: 'no-slash' })).statusCode).toBe(400);
  });

  it('creates accounts and sessions', async () => {
    const body = (await control('/sessions', { alias: 'tester' })).json();
    expect(body).toEqual({ ok: true, token: expect.any(String), userId: expect.any(Number) });
  });

  it('is absent without SIM_CONTROL', async () => {
    const plain = await testSimulator({ control: false });
    try {
      const response = await controlCall(plain, '/reset');
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
