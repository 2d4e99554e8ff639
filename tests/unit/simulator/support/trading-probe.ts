/**
 * Run by trading-durability.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register trading-probe.ts <dataDir> place|read
 * Builds the simulator on `dataDir`, places (or reads) orders over `app.inject`, closes; prints one JSON line.
 */
import { buildSimulator } from '../../../../simulator/server';

const [dataDir, phase] = process.argv.slice(2);
const sim = await buildSimulator({
  dataDir,
  seed: 'probe',
  distDir: '/nonexistent-dist',
  control: true,
  controlSecret: 'probe-control-secret-0123',
  rateLimits: false,
  serverPingMs: 0,
});
const session = await sim.app.inject({
  method: 'POST',
  url: '/__control/sessions',
  headers: { 'x-sim-control-secret': 'probe-control-secret-0123' },
  payload: { alias: 'durable' },
});
let result: unknown;
if (phase === 'place') {
  const { token, userId } = session.json() as { token: string; userId: number };
  const headers = { authorization: `Bearer ${token}` };
  const bid = sim.app.inject({ url: '/api/v3/public/orderbook?symbol=SPOT_BTC_USDT&maxLevel=1' });
  const price = (Number((await bid).json().data.bids[0].price) - 50).toFixed(1);
  const limit = await sim.app.inject({
    method: 'POST',
    url: '/api/v3/trade/order',
    headers,
    payload: { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price, quantity: 0.001, clientOrderId: 9 },
  });
  const market = await sim.app.inject({
    method: 'POST',
    url: '/api/v3/trade/order',
    headers,
    payload: { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.001 },
  });
  const balances = await sim.app.inject({ url: '/api/v3/asset/balances', headers });
  const ledger = await sim.app.inject({ url: '/api/v3/asset/token/history?size=100', headers });
  result = {
    token,
    userId,
    limit: limit.json(),
    market: market.json(),
    balances: balances.json().data.holding,
    price,
    ledger: ledger.json().data,
  };
} else {
  const token = process.argv[4];
  const headers = { authorization: `Bearer ${token}` };
  const orders = await sim.app.inject({ url: '/api/v3/trade/orders', headers });
  const balances = await sim.app.inject({ url: '/api/v3/asset/balances', headers });
  const byClient = await sim.app.inject({ url: '/api/v3/trade/order?clientOrderId=9', headers });
  const book = await sim.app.inject({ url: '/api/v3/public/orderbook?symbol=SPOT_BTC_USDT&maxLevel=100' });
  // a sell after the restart: its ledger rows continue the stored ids
  await sim.app.inject({
    method: 'POST',
    url: '/api/v3/trade/order',
    headers,
    payload: { symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: 0.0005 },
  });
  const ledger = await sim.app.inject({ url: '/api/v3/asset/token/history?size=100', headers });
  const after = await sim.app.inject({ url: '/api/v3/asset/balances', headers });
  result = {
    ledger: ledger.json().data,
    after: after.json().data.holding,
    orders: orders.json().data,
    balances: balances.json().data.holding,
    byClient: byClient.json(),
    bids: book.json().data.bids,
  };
}
await sim.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
