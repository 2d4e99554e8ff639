import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import type { RunningSimulator } from '../../../simulator/server';
import { call, testSimulator } from '../../../tests/unit/simulator/support/simulator-fixture';
import { TestSocket } from '../../../tests/unit/simulator/support/test-socket';
import { worldPart, type ExchangeWorld } from '../../support/world';

/** A listening simulator, its members' sessions by device, and the private-stream sockets they opened. */
const part = worldPart(() => ({
  sim: undefined as RunningSimulator | undefined,
  tokens: {} as Record<string, string>,
  sockets: {} as Record<string, TestSocket>,
}));

const login = async (w: ExchangeWorld, uid: string, deviceId: string): Promise<string> =>
  (await call(part(w).sim!, '/api/usercenter/login', { method: 'POST', payload: { idToken: uid, deviceId } })).json().data.token as string;
const send = async (w: ExchangeWorld, path: string, token: string, payload: unknown = {}, method = 'POST') =>
  (await call(part(w).sim!, `/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, payload })).json() as {
    success: boolean;
    data: Record<string, unknown>;
  };

async function listen(w: ExchangeWorld, who: string, token: string): Promise<void> {
  const ws = await TestSocket.open(`${part(w).sim!.url.replace('http', 'ws')}/v2/ws/private/stream`);
  part(w).sockets[who] = ws;
  ws.send({ id: 'a', event: 'auth', params: { sessionToken: token } });
  assert.equal((await ws.next((f) => f.event === 'auth')).success, true);
}

/** The close code within `ms`, or 'open'. */
const closedWithin = (ws: TestSocket, ms: number) =>
  Promise.race([ws.closed.then((c) => c.code), new Promise<string>((resolve) => setTimeout(() => resolve('open'), ms))]);

Given('a running exchange where the member is signed in on a laptop and an office computer', async function (this: ExchangeWorld) {
  const verify = async (uid: string) => ({
    uid,
    email: `${uid}@example.com`,
    name: uid,
    provider: 'password',
    issuedAt: Math.floor(Date.now() / 1000) - 5,
  });
  part(this).sim = await testSimulator({ auth: { verifier: { verify } } });
  part(this).tokens.laptop = await login(this, 'member', 'laptop-1');
  part(this).tokens.office = await login(this, 'member', 'office-2');
});

After(async function (this: ExchangeWorld) {
  const s = part(this);
  Object.values(s.sockets).forEach((ws) => ws.close());
  await s.sim?.close();
});

Given("the laptop listens to the member's private stream", async function (this: ExchangeWorld) {
  await listen(this, 'laptop', part(this).tokens.laptop);
});

Given('a stranger listens to their own private stream', async function (this: ExchangeWorld) {
  await listen(this, 'stranger', await login(this, 'stranger', 'stranger-1'));
});

When('the member signs out everywhere from the laptop', async function (this: ExchangeWorld) {
  assert.equal((await send(this, '/usercenter/logout_all', part(this).tokens.laptop)).success, true);
});

When('the member removes the laptop from the office computer', async function (this: ExchangeWorld) {
  const office = part(this).tokens.office;
  const list = (
    await call(part(this).sim!, '/api/usercenter/account/device_list', { headers: { authorization: `Bearer ${office}` } })
  ).json().data.rows as { id: number; current: boolean }[];
  const laptop = list.find((d) => !d.current);
  assert.ok(laptop, 'the laptop is not in the device list');
  assert.equal((await send(this, '/usercenter/account/del_device', office, { deviceId: laptop.id }, 'DELETE')).success, true);
});

When('the member switches the laptop to a sub-account', async function (this: ExchangeWorld) {
  const laptop = part(this).tokens.laptop;
  const sub = (await send(this, '/usercenter/account/sub_accounts', laptop, { nickname: 'Stream' })).data as { applicationId: string };
  assert.equal((await send(this, '/usercenter/account/sub_accounts/switch', laptop, { applicationId: sub.applicationId })).success, true);
});

Then("the laptop's stream is closed with code {int} within a second", async function (this: ExchangeWorld, code: number) {
  assert.equal(await closedWithin(part(this).sockets.laptop, 1000), code);
});

Then("the stranger's stream stays open", async function (this: ExchangeWorld) {
  assert.equal(await closedWithin(part(this).sockets.stranger, 300), 'open');
});
