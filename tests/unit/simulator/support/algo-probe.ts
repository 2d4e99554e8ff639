/**
 * Run by algo-durability.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register algo-probe.ts <dataDir> place|read <token>
 * `place` stores a waiting and a cancelled stop; `read` lists them after the restart, then fires the waiting one.
 */
import { buildSimulator } from '../../../../simulator/server';

const SECRET = 'probe-control-secret-0123';
const [dataDir, phase, given] = process.argv.slice(2);
const sim = await buildSimulator({
  dataDir,
  seed: 'probe',
  distDir: '/nonexistent-dist',
  control: true,
  controlSecret: SECRET,
  rateLimits: false,
  serverPingMs: 0,
});
const ctl = (url: string, payload: unknown) =>
  sim.app.inject({ method: 'POST', url: `/__control${url}`, headers: { 'x-sim-control-secret': SECRET }, payload: payload as object });
let result: unknown;
if (phase === 'place') {
  const { token } = (await ctl('/sessions', { alias: 'algo' })).json() as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const stop = (triggerPrice: number) =>
    sim.app.inject({
      method: 'POST',
      url: '/api/v3/trade/algoOrder',
      headers,
      payload: {
        symbol: 'PERP_ETH_USDT',
        side: 'SELL',
        algoType: 'STOP',
        type: 'MARKET',
        triggerPrice,
        quantity: 0.1,
        triggerPriceType: 'MARK_PRICE',
      },
    });
  const waiting = (await stop(2000)).json();
  const cancelled = (await stop(2100)).json();
  await sim.app.inject({ method: 'DELETE', url: `/api/v3/trade/algoOrder?orderId=${cancelled.data.rows[0].algoOrderId}`, headers });
  result = { token, waiting, cancelled };
} else {
  const headers = { authorization: `Bearer ${given}` };
  const before = (await sim.app.inject({ url: '/api/v3/trade/algoOrders', headers })).json().data;
  const waitingOn = sim.algos.waitingOn('PERP_ETH_USDT');
  await ctl('/trading/mark-price', { symbol: 'PERP_ETH_USDT', price: '1999' });
  await ctl('/trading/advance', { steps: 1 });
  const after = (await sim.app.inject({ url: '/api/v3/trade/algoOrders?status=FILLED', headers })).json().data;
  result = { before, waitingOn, after };
}
await sim.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
