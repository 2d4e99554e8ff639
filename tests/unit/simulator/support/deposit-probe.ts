/**
 * Run by deposit-durability.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register deposit-probe.ts <dataDir> arrive|blocks <n> [token]
 * Builds the simulator on `dataDir` (blocks only by the control route); `arrive` opens a session and a USDT deposit
 * on TRON (3 confirmations) and runs one block; `blocks n` runs n blocks. Prints one JSON line.
 */
import { buildSimulator } from '../../../../simulator/server';

const SECRET = 'probe-control-secret-0123';
const [dataDir, phase, count, given] = process.argv.slice(2);
const sim = await buildSimulator({
  dataDir,
  seed: 'probe',
  distDir: '/nonexistent-dist',
  control: true,
  controlSecret: SECRET,
  rateLimits: false,
  serverPingMs: 0,
  chainBlockMs: 0,
});
const control = (url: string, payload?: unknown) =>
  sim.app.inject({ method: 'POST', url, headers: { 'x-sim-control-secret': SECRET }, payload: (payload ?? {}) as object });
const session = given
  ? { token: given }
  : ((await control('/__control/sessions', { alias: 'depositor' })).json() as { token: string; userId: number });
const headers = { authorization: `Bearer ${session.token}` };
const get = async (url: string) => (await sim.app.inject({ url, headers })).json();
const usdt = async () =>
  (await get('/api/v3/asset/balances')).data.holding.find((b: { token: string }) => b.token === 'USDT').holding as number;
const startBalance = await usdt();
if (phase === 'arrive')
  await control('/__control/wallet/deposit', {
    userId: (session as { userId: number }).userId,
    token: 'USDT',
    network: 'TRON',
    amount: '100',
  });
for (let i = 0; i < Number(count); i += 1) await control('/__control/wallet/block');
const result = {
  token: session.token,
  startBalance,
  usdt: await usdt(),
  history: (await get('/api/v3/asset/wallet/history')).data.rows,
  hasDeposit: (await get('/api/usercenter/account/wallet/check_has_deposit')).data.hasDeposit,
};
await sim.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
