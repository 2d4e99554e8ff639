#!/usr/bin/env node
// Trades with an API key created on /account/api-management (with the TRADE permission and an IP list that holds
// this machine's address, or none): places a resting limit buy 2 % under the best bid, shows it among the open orders,
// then cancels it. Requests are signed the exchange's way (docs/protocol.md "API keys"):
//   x-api-signature = hex HMAC-SHA256(secret, timestamp + METHOD + requestPath + body)
// Usage: API_KEY=… API_SECRET=… BASE=http://127.0.0.1:8080/api node scripts/api-key-demo.mjs [SYMBOL]
// KEEP=1 leaves the order open (so it can be seen in the app's open orders).
import { createHmac } from 'node:crypto';

const { API_KEY: apiKey, API_SECRET: secret } = process.env;
const base = (process.env.BASE ?? 'http://127.0.0.1:8080/api').replace(/\/$/, '');
const symbol = process.argv[2] ?? 'SPOT_BTC_USDT';
if (!apiKey || !secret) {
  console.error('API_KEY and API_SECRET are required (create a key on /account/api-management)');
  process.exit(2);
}

/** One v3 call; `requestPath` is the path after BASE with its query string, exactly as signed. */
async function call(method, requestPath, payload) {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', secret).update(`${timestamp}${method}${requestPath}${body}`).digest('hex');
  const headers = { 'x-api-key': apiKey, 'x-api-timestamp': timestamp, 'x-api-signature': signature };
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${requestPath}`, { method, headers, body: body || undefined });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${method} ${requestPath} → HTTP ${response.status} ${answer.code}: ${answer.message}`);
  return answer.data;
}

const publicGet = async (path) => (await (await fetch(`${base}${path}`)).json()).data;

const rules = (await publicGet(`/v3/public/instruments`)).rows.find((r) => r.symbol === symbol);
const book = await publicGet(`/v3/public/orderbook?symbol=${symbol}&maxLevel=1`);
const tick = rules?.quoteTick ?? 0.01;
const decimals = Math.max(0, -Math.floor(Math.log10(tick)));
const price = Number((Math.floor((book.bids[0].price * 0.98) / tick) * tick).toFixed(decimals));
const baseTick = rules?.baseTick ?? 0.0001;
const quantity = Number((Math.ceil(((rules?.minNotional ?? 10) * 1.5) / price / baseTick) * baseTick).toFixed(8));

const placed = await call('POST', '/v3/trade/order', { symbol, side: 'BUY', type: 'LIMIT', price, quantity });
console.log(`placed order ${placed.orderId}: BUY ${quantity} ${symbol} at ${price}`);
const open = await call('GET', `/v3/trade/orders?symbol=${symbol}&status=INCOMPLETE`);
console.log(`open orders on ${symbol}: ${open.rows.map((o) => o.orderId).join(', ')}`);
if (process.env.KEEP === '1') process.exit(0);
const cancelled = await call('DELETE', `/v3/trade/order?symbol=${symbol}&orderId=${placed.orderId}`);
console.log(`cancel order ${placed.orderId}: ${cancelled.status}`);
