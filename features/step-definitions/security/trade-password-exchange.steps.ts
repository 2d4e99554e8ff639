import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { buildSimulator, type Simulator } from '../../../simulator/server';
import { memoryStore } from '../../../simulator/store/memory-account-repository';
import type { ExchangeWorld } from '../../support/world';

const SECRET = 'cucumber-control-secret-0123';
type Json = { success?: boolean; code?: number; message?: string; data?: Record<string, unknown>; token?: string; userId?: number };
interface ExchangeState {
  sim: Simulator;
  now: number;
  token: string;
  key?: { apiKey: string; secret: string };
  last?: Json;
}
const states = new WeakMap<ExchangeWorld, ExchangeState>();
const state = (w: ExchangeWorld) => states.get(w) ?? assert.fail('no exchange account');

async function call(
  w: ExchangeWorld,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Json> {
  const s = state(w);
  const response = await s.sim.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: { authorization: `Bearer ${s.token}`, 'x-sim-control-secret': SECRET, ...headers },
  });
  s.last = response.json() as Json;
  return s.last;
}

/** A resting buy under the best bid (inside the price band). */
async function orderBody(w: ExchangeWorld) {
  const book = (await call(w, 'GET', '/api/v3/public/orderbook?symbol=SPOT_BTC_USDT&maxLevel=1')).data as { bids: { price: number }[] };
  return { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price: Math.floor(Number(book.bids[0].price)) - 50, quantity: 0.001 };
}

Given('an exchange account with the trade password {string}', async function (this: ExchangeWorld, password: string) {
  const s = { now: 1_800_000_000_000 } as ExchangeState;
  s.sim = await buildSimulator({
    store: memoryStore(),
    seed: 'trade-password',
    distDir: '/nonexistent-dist',
    control: true,
    controlSecret: SECRET,
    rateLimits: false,
    serverPingMs: 0,
    logErrors: false,
    clock: () => s.now,
  });
  states.set(this, s);
  const session = (
    await s.sim.app.inject({ method: 'POST', url: '/__control/sessions', payload: {}, headers: { 'x-sim-control-secret': SECRET } })
  ).json() as Json;
  s.token = session.token!;
  assert.equal((await call(this, 'POST', '/api/usercenter/account/create_trade_pwd', { password })).success, true);
});

After(async function (this: ExchangeWorld) {
  await states.get(this)?.sim.close();
});

Given('it holds an API key allowed to trade', async function (this: ExchangeWorld) {
  const created = await call(this, 'POST', '/api/usercenter/account/create_credential', { label: 'bot', permissions: ['TRADE'] });
  state(this).key = { apiKey: created.data!.apiKey as string, secret: created.data!.secret as string };
});

When('it turns asking the trade password on orders on with {string}', async function (this: ExchangeWorld, password: string) {
  await call(this, 'POST', '/api/usercenter/account/trade_pwd_setting', { askOnOrder: true, password });
});

When('it checks the trade password {string}', async function (this: ExchangeWorld, password: string) {
  assert.equal((await call(this, 'POST', '/api/usercenter/account/check_trade_pwd', { password })).success, true);
});

When('it removes the trade password {string}', async function (this: ExchangeWorld, password: string) {
  assert.equal((await call(this, 'DELETE', '/api/usercenter/account/trade_pwd', { password })).success, true);
});

When('{int} minutes pass at the exchange', function (this: ExchangeWorld, minutes: number) {
  state(this).now += minutes * 60_000;
});

Then('its order is accepted', async function (this: ExchangeWorld) {
  const answer = await call(this, 'POST', '/api/v3/trade/order', await orderBody(this));
  assert.equal(answer.success, true, answer.message);
});

Then('its order is refused with {exchangeCode} {string}', async function (this: ExchangeWorld, code: number, message: string) {
  const answer = await call(this, 'POST', '/api/v3/trade/order', await orderBody(this));
  assert.deepEqual({ code: answer.code, message: answer.message }, { code, message });
});

Then('the exchange answered {exchangeCode} {string}', function (this: ExchangeWorld, code: number, message: string) {
  assert.deepEqual({ code: state(this).last?.code, message: state(this).last?.message }, { code, message });
});

Then('its order signed with the key is accepted', async function (this: ExchangeWorld) {
  const s = state(this);
  const body = JSON.stringify(await orderBody(this));
  const timestamp = String(s.now);
  const signature = createHmac('sha256', s.key!.secret).update(`${timestamp}POST/v3/trade/order${body}`).digest('hex');
  const response = await s.sim.app.inject({
    method: 'POST',
    url: '/api/v3/trade/order',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-api-key': s.key!.apiKey, 'x-api-timestamp': timestamp, 'x-api-signature': signature },
  });
  const answer = response.json() as Json;
  assert.equal(answer.success, true, answer.message);
});
