/**
 * Run by risk-durability.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register risk-probe.ts <dataDir> liquidate|read [token]
 * `liquidate` opens a long, settles one funding and liquidates it; `read` reads the histories and the fund after the restart.
 */
import { buildSimulator } from '../../../../simulator/server';

const SECRET = 'probe-control-secret-0123';
const S = 'PERP_ETH_USDT';
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
const fund = async () =>
  (await sim.app.inject({ url: '/__control/trading/insurance-fund', headers: { 'x-sim-control-secret': SECRET } })).json()
    .balance as number;
let result: unknown;
if (phase === 'liquidate') {
  const { token } = (await ctl('/sessions', { alias: 'risk' })).json() as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  await sim.app.inject({
    method: 'POST',
    url: '/api/v3/trade/order',
    headers,
    payload: { symbol: S, side: 'BUY', type: 'MARKET', quantity: 10 },
  });
  const entry = (await sim.app.inject({ url: '/api/v3/futures/positions', headers })).json().data.positions[0].averageOpenPrice as number;
  await ctl('/trading/mark-price', { symbol: S, price: String(entry) });
  sim.trading.market.overrides.set(S, 'fundingRate', '0.0001');
  const funding = (await ctl('/trading/funding', { symbol: S })).json();
  const liquidation = (await ctl('/trading/mark-price', { symbol: S, price: String(Math.round(entry / 4)) })).json();
  result = { token, funding, liquidation, fund: await fund(), ledger: sim.trading.deposits.map((l) => l.type) };
} else {
  const headers = { authorization: `Bearer ${given}` };
  const funding = (await sim.app.inject({ url: '/api/v3/futures/fundingFee/history', headers })).json().data;
  const positions = (await sim.app.inject({ url: '/api/v3/futures/positionHistory', headers })).json().data;
  result = { funding, positions, fund: await fund(), ledger: sim.trading.deposits.map((l) => l.type) };
}
await sim.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
