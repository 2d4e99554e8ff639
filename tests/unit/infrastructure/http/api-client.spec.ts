import { z } from 'zod';
import { ApiClient } from '../../../../src/infrastructure/http/api-client';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';

/** A client over the fake exchange; `sendsPerTask`: its reads paced (send-pacer.ts). */
function setup(sendsPerTask?: number) {
  const http = new FakeExchangeHttp();
  const credentials = new FakeSessionCredentials();
  const reported: ErrorCode[] = [];
  const client = new ApiClient({ baseUrl: 'http://127.0.0.1/api', adapter: http.adapter, sendsPerTask }, credentials, {
    execute: (c) => reported.push(c),
  });
  return { http, credentials, reported, client };
}

const pong = z.object({ pong: z.boolean() });

describe('ApiClient', () => {
  it('unwraps the success envelope through the schema', async () => {
    const { http, client } = setup();
    http.succeed('GET', '/instrument/v4/public/ping', { pong: true, extra: 1 });
    expect(await client.get('/instrument/v4/public/ping', pong)).toEqual({ ok: true, value: { pong: true } });
  });

  it('sends the bearer token from the authorization cookie, and none without it', async () => {
    const { http, credentials, client } = setup();
    http.succeed('GET', '/a', { pong: true });
    await client.get('/a', pong);
    credentials.save('tok-1', '7');
    await client.get('/a', pong);
    expect(http.requests.map((r) => r.authorization)).toEqual([undefined, 'Bearer tok-1']);
  });

  it.each([
    [-1002, ErrorCode.Unauthorized],
    [-1001, ErrorCode.InvalidSignature],
    [-1003, ErrorCode.TooManyRequests],
    [-1005, ErrorCode.InvalidParameter],
  ])('maps a failure envelope with %i to %s and reports it', async (code, expected) => {
    const { http, client, reported } = setup();
    http.fail('GET', '/b', code);
    expect(await client.get('/b', pong)).toEqual({ ok: false, error: expected });
    expect(reported).toEqual([expected]);
  });

  it('treats a success envelope with the wrong data shape as an invalid response', async () => {
    const { http, client } = setup();
    http.succeed('GET', '/c', { pong: 'yes' });
    expect(await client.get('/c', pong)).toEqual({ ok: false, error: ErrorCode.InvalidResponse });
  });

  it('maps a bare HTTP 502 to a server error and a 200 with a failure envelope to its code', async () => {
    const { http, client } = setup();
    http.answerRaw('GET', '/d', 502, '<html>bad gateway</html>');
    http.answerRaw('GET', '/e', 200, { success: false, code: -1011, message: 'The system is under maintenance.' });
    expect(await client.get('/d', pong)).toEqual({ ok: false, error: ErrorCode.ServerError });
    expect(await client.get('/e', pong)).toEqual({ ok: false, error: ErrorCode.Maintenance });
  });

  it('maps a network failure to NETWORK.UNAVAILABLE', async () => {
    const credentials = new FakeSessionCredentials();
    const client = new ApiClient(
      {
        baseUrl: 'http://127.0.0.1/api',
        adapter: async () => {
          throw new Error('ECONNREFUSED');
        },
      },
      credentials,
      { execute: () => undefined },
    );
    expect(await client.get('/x', pong)).toEqual({ ok: false, error: ErrorCode.NetworkUnavailable });
  });

  it('starts no request in the task that asks, then all of them in later tasks, answered in order', async () => {
    const { http, client } = setup(2);
    for (const path of ['/p1', '/p2', '/p3', '/p4', '/p5']) http.succeed('GET', path, { pong: true });
    const calls = ['/p1', '/p2', '/p3', '/p4', '/p5'].map((path) => client.get(path, pong));
    for (let i = 0; i < 20; i++) await Promise.resolve(); // every microtask of this task, and no later task
    expect(http.requests).toHaveLength(0);
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(http.requests.map((r) => r.path)).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5']);
  });

  it('starts a write at once, in the task that asks, ahead of the reads waiting for theirs', async () => {
    const { http, client } = setup(1);
    http.succeed('GET', '/r1', { pong: true });
    http.succeed('GET', '/r2', { pong: true });
    http.succeed('POST', '/order', { pong: true });
    const reads = [client.get('/r1', pong), client.get('/r2', pong)];
    const order = client.post('/order', pong, { side: 'BUY' });
    for (let i = 0; i < 20; i++) await Promise.resolve(); // every microtask of this task, and no later task
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /order']);
    expect((await order).ok).toBe(true);
    expect((await Promise.all(reads)).every((a) => a.ok)).toBe(true);
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /order', 'GET /r1', 'GET /r2']);
  });
});
