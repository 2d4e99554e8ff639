/**
 * Run by spot-margin-durability.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register spot-margin-probe.ts <dataDir> borrow|read [token]
 * Builds the simulator on `dataDir`; `borrow` turns spot margin on at 3×, buys beyond the holding and accrues an hour
 * of interest; `read` reads the spot margin calls back. Prints one JSON line.
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
  spotInterestIntervalMs: 0,
});
const control = (url: string, payload: unknown) =>
  sim.app.inject({ method: 'POST', url, headers: { 'x-sim-control-secret': SECRET }, payload: payload as object });
const token = given ?? ((await control('/__control/sessions', { alias: 'margin' })).json().token as string);
const headers = { authorization: `Bearer ${token}` };
const get = async (url: string) => (await sim.app.inject({ url, headers })).json();
if (phase === 'borrow') {
  await sim.app.inject({ method: 'POST', url: '/api/v3/spotMargin/leverage', headers, payload: { leverage: 3 } });
  await sim.app.inject({
    method: 'POST',
    url: '/api/v3/trade/order',
    headers,
    payload: { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', amount: 12000 },
  });
  await control('/__control/trading/spot-interest', { hours: 1 });
}
const result = {
  token,
  leverage: (await get('/api/v3/spotMargin/leverage')).data.leverage,
  loans: (await get('/api/v3/spotMargin/maxMargin?token=USDT')).data.rows,
  history: (await get('/api/v3/spotMargin/interestHistory?size=500')).data,
  balances: (await get('/api/v3/asset/balances')).data.holding,
};
await sim.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
