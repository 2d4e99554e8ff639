/**
 * Run by convert-durability.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register convert-probe.ts <dataDir> convert|read [token] [quoteId]
 * Builds the simulator on `dataDir`; `convert` converts 0.05 BTC to USDT at a fixed 50,000; `read` reads the history
 * and balances back and tries the same quote again. Prints one JSON line.
 */
import { buildSimulator } from '../../../../simulator/server';

const SECRET = 'probe-control-secret-0123';
const [dataDir, phase, given, givenQuote] = process.argv.slice(2);
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
const token = given ?? ((await control('/__control/sessions', { alias: 'convert' })).json().token as string);
const headers = { authorization: `Bearer ${token}` };
const get = async (url: string) => (await sim.app.inject({ url, headers })).json();
let quoteId = Number(givenQuote ?? 0);
let again: unknown;
if (phase === 'convert') {
  await control('/__control/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
  quoteId = (await get('/api/v3/convert/rfq?sellToken=BTC&buyToken=USDT&sellQuantity=0.05')).data.quoteId;
  await sim.app.inject({ method: 'POST', url: '/api/v3/convert/rft', headers, payload: { quoteId } });
} else {
  again = (await sim.app.inject({ method: 'POST', url: '/api/v3/convert/rft', headers, payload: { quoteId } })).json();
}
const result = {
  token,
  quoteId,
  again,
  trades: (await get('/api/v3/convert/trades')).data,
  balances: (await get('/api/v3/asset/balances')).data.holding,
};
await sim.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
