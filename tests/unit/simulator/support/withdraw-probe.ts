/**
 * Run by withdraw-durability.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register withdraw-probe.ts <dataDir> send|steps <n> [token]
 * Builds the simulator on `dataDir` (withdrawal steps only by the control route); `send` opens a session, saves an
 * address, withdraws 100 USDT on TRON and runs one step; `steps n` runs n steps. Prints one JSON line.
 */
import { buildSimulator } from '../../../../simulator/server';

const SECRET = 'probe-control-secret-0123';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
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
  withdrawStepMs: 0,
});
const control = (url: string, payload?: unknown) =>
  sim.app.inject({ method: 'POST', url, headers: { 'x-sim-control-secret': SECRET }, payload: (payload ?? {}) as object });
const session = given
  ? { token: given }
  : ((await control('/__control/sessions', { alias: 'withdrawer' })).json() as { token: string; userId: number });
const headers = { authorization: `Bearer ${session.token}` };
const get = async (url: string) => (await sim.app.inject({ url, headers })).json();
const usdt = async () =>
  (await get('/api/v3/asset/balances')).data.holding.find((b: { token: string }) => b.token === 'USDT') as {
    holding: number;
    frozen: number;
  };
const startBalance = await usdt();
if (phase === 'send') {
  await sim.app.inject({
    method: 'POST',
    url: '/api/v3/asset/wallet/addressBook',
    headers,
    payload: { label: 'Cold', token: 'USDT', network: 'TRON', address: TRON },
  });
  await sim.app.inject({ method: 'POST', url: '/api/v3/asset/wallet/withdraw/email_code', headers, payload: {} });
  const mail = (await get('/api/usercenter/dev/mail')).data.rows.find(
    (m: { subject: string }) => m.subject === 'Your withdrawal verification code',
  ) as { text: string };
  const emailCode = /code is (\d{6})/.exec(mail.text)?.[1];
  await sim.app.inject({
    method: 'POST',
    url: '/api/v3/asset/wallet/withdraw',
    headers,
    payload: { token: 'USDT', network: 'TRON', address: TRON, extra: '', amount: 100, emailCode },
  });
}
for (let i = 0; i < Number(count); i += 1) await control('/__control/wallet/withdraw-step');
const ledger = (await get('/api/v3/asset/token/history?token=USDT')).data.rows as { type: string; amount: number }[];
const result = {
  token: session.token,
  startBalance,
  usdt: await usdt(),
  history: (await get('/api/v3/asset/wallet/history')).data.rows,
  book: (await get('/api/v3/asset/wallet/addressBook')).data.rows,
  debits: ledger.filter((r) => r.type === 'WITHDRAW' || r.type === 'TRANSACTION_FEE').map((r) => [r.type, r.amount]),
};
await sim.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
