/**
 * Run by earn-durability.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register earn-probe.ts <dataDir> earn|read [token] [userId]
 * `earn` stakes 1,000 WOO, unstakes 100 (unbonding), subscribes 1,000 USDT flexible and runs one earn day; `read`
 * reads everything back after the restart and runs one more day. Prints one JSON line.
 */
import { buildSimulator } from '../../../../simulator/server';

const SECRET = 'probe-control-secret-0123';
const [dataDir, phase, given, givenUser] = process.argv.slice(2);
const sim = await buildSimulator({
  dataDir,
  seed: 'probe',
  distDir: '/nonexistent-dist',
  control: true,
  controlSecret: SECRET,
  rateLimits: false,
  serverPingMs: 0,
  spotInterestIntervalMs: 0,
  chainBlockMs: 0,
});
const control = (url: string, payload: unknown) =>
  sim.app.inject({ method: 'POST', url, headers: { 'x-sim-control-secret': SECRET }, payload: payload as object });
let token = given;
let userId = Number(givenUser ?? 0);
if (!token) {
  const session = (await control('/__control/sessions', { alias: 'earn' })).json() as { token: string; userId: number };
  ({ token, userId } = session);
}
const headers = { authorization: `Bearer ${token}` };
const post = (url: string, payload: unknown) => sim.app.inject({ method: 'POST', url, headers, payload: payload as object });
const get = async (url: string) => (await sim.app.inject({ url, headers })).json();
const startDay = sim.earn.book.clock.processedDay;
if (phase === 'earn') {
  await control('/__control/wallet/deposit', { userId, token: 'WOO', network: 'ETH', amount: '2000' });
  for (let i = 0; i < 6; i++) await control('/__control/wallet/block', {});
  await post('/api/v3/staking/stake', { amount: '1000' });
  await post('/api/v3/staking/unstake', { amount: '100' });
  await post('/api/v3/earn/subscribe', { productId: 'USDT_FLEX', amount: '1000' });
}
await control('/__control/earn/advance', { days: 1 });
const ledger = sim.trading.account(userId).ledger;
const result = {
  token,
  userId,
  startDay,
  processedDay: sim.earn.book.clock.processedDay,
  interestRows: ledger.filter((l) => l.type === 'INTEREST').length,
  rewardRows: ledger.filter((l) => l.type === 'DISTRIBUTION').length,
  balances: (await get('/api/v3/asset/balances')).data.holding,
  positions: (await get('/api/v3/earn/positions')).data.rows,
  yields: (await get('/api/v3/earn/yieldHistory')).data.meta.total,
};
await sim.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
