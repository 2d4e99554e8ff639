import type { RunningSimulator } from '../../../../simulator/server';
import { call, createSession, testSimulator } from '../support/simulator-fixture';
import { TestSocket } from '../support/test-socket';

/**
 * The private stream over real sockets: a socket authenticated with a session is closed (4002) within a second when
 * that session ends — sign-out everywhere, its device removed, an account switch — and a socket of the new session
 * receives the new account's events.
 */
describe('the private stream closes when its session ends', () => {
  let sim: RunningSimulator;
  const sockets: TestSocket[] = [];
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const post = (path: string, t: string, payload: unknown = {}, method = 'POST') =>
    call(sim, `/api${path}`, { method, headers: auth(t), payload });

  async function streamOf(token: string): Promise<TestSocket> {
    const ws = await TestSocket.open(`${sim.url.replace('http', 'ws')}/v2/ws/private/stream`);
    sockets.push(ws);
    ws.send({ id: 'a', event: 'auth', params: { sessionToken: token } });
    expect(await ws.next((f) => f.event === 'auth')).toMatchObject({ success: true });
    ws.send({ id: 's', event: 'subscribe', topic: 'balance' });
    await ws.next((f) => f.event === 'subscribe');
    return ws;
  }

  /** The close code within a second (or 'open'). */
  const closedWithin = (ws: TestSocket, ms = 1000) =>
    Promise.race([ws.closed.then((c) => c.code), new Promise<string>((resolve) => setTimeout(() => resolve('open'), ms))]);

  const login = async (uid: string, deviceId: string) =>
    (await call(sim, '/api/usercenter/login', { method: 'POST', payload: { idToken: uid, deviceId } })).json().data as {
      token: string;
      user_id: number;
    };

  beforeAll(async () => {
    const verify = async (uid: string) => ({
      uid,
      email: `${uid}@example.com`,
      name: uid,
      provider: 'password',
      issuedAt: Math.floor(Date.now() / 1000) - 5,
    });
    sim = await testSimulator({ auth: { verifier: { verify } } });
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => sim.close());

  it("closes every session socket of the account on logout_all, not another account's", async () => {
    const me = await createSession(sim);
    const someoneElse = await createSession(sim);
    const mine = await streamOf(me.token);
    const theirs = await streamOf(someoneElse.token);
    expect((await post('/usercenter/logout_all', me.token)).json()).toMatchObject({ success: true });
    expect(await closedWithin(mine)).toBe(4002);
    expect(await closedWithin(theirs, 300)).toBe('open');
  });

  it("closes the socket of a removed device's session, and only that one", async () => {
    const me = await login('two-browsers', 'laptop-browser-1');
    const second = await login('two-browsers', 'office-browser-2');
    const list = (await call(sim, '/api/usercenter/account/device_list', { headers: auth(second.token) })).json().data.rows as {
      id: number;
      current: boolean;
    }[];
    const mine = await streamOf(me.token);
    const removedOne = await streamOf(second.token);
    const other = list.find((d) => !d.current)!;
    expect(
      (
        await call(sim, '/api/usercenter/account/del_device', {
          method: 'DELETE',
          headers: auth(second.token),
          payload: { deviceId: other.id },
        })
      ).json(),
    ).toMatchObject({ success: true });
    expect(await closedWithin(mine)).toBe(4002);
    expect(await closedWithin(removedOne, 300)).toBe('open');
  });

  it("closes the old account's socket on a switch to a sub-account; the new session's socket gets the sub-account's events", async () => {
    const me = await createSession(sim);
    const main = (await call(sim, '/api/usercenter/account/info', { headers: auth(me.token) })).json().data.application_id as string;
    const sub = (await post('/usercenter/account/sub_accounts', me.token, { nickname: 'Stream' })).json().data as { applicationId: string };
    const transfer = (t: string, amount: number, from: string, to: string) =>
      post('/v3/asset/transfer', t, { token: 'USDT', amount, from: { applicationId: from }, to: { applicationId: to } });
    expect((await transfer(me.token, 100, main, sub.applicationId)).json()).toMatchObject({ success: true });
    const mainSocket = await streamOf(me.token);
    const switched = (await post('/usercenter/account/sub_accounts/switch', me.token, { applicationId: sub.applicationId })).json()
      .data as { token: string; user_id: number };
    expect(await closedWithin(mainSocket)).toBe(4002);
    const subSocket = await streamOf(switched.token);
    expect((await transfer(switched.token, 25, sub.applicationId, main)).json()).toMatchObject({ success: true });
    const balance = await subSocket.next((f) => f.topic === 'balance');
    expect(JSON.stringify(balance.data)).toContain('USDT');
    expect(mainSocket.frames.filter((f) => f.topic === 'balance')).toHaveLength(0);
  });
});
