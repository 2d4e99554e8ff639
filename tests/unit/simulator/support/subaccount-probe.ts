/**
 * Run by sub-accounts-durability.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register subaccount-probe.ts <dataDir> write|read [token]
 * Builds the simulator on `dataDir`; `write` opens a sub-account "Grid", moves 100 USDT to it, renames it "Grid 2",
 * switches BTC off as collateral and the wallet to MULTI; `read` reads everything back, then switches to the
 * sub-account and reads its balances. Prints one JSON line.
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
  chainBlockMs: 0,
});
const control = (url: string, payload: unknown) =>
  sim.app.inject({ method: 'POST', url, headers: { 'x-sim-control-secret': SECRET }, payload: payload as object });
const token = given ?? ((await control('/__control/sessions', { alias: 'family' })).json().token as string);
const as = (t: string) => ({ authorization: `Bearer ${t}` });
const get = async (url: string, t = token) => (await sim.app.inject({ url, headers: as(t) })).json();
const send = async (method: 'POST' | 'PUT', url: string, payload: object, t = token) =>
  (await sim.app.inject({ method, url, headers: as(t), payload })).json();
await control('/__control/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
await control('/__control/trading/mark-price', { symbol: 'SPOT_ETH_USDT', price: '3000' });
let sub: unknown;
if (phase === 'write') {
  const me = (await get('/api/usercenter/account/info')).data;
  const made = (await send('POST', '/api/usercenter/account/sub_accounts', { nickname: 'Grid' })).data;
  await send('POST', '/api/v3/asset/transfer', {
    token: 'USDT',
    amount: 100,
    from: { applicationId: me.application_id },
    to: { applicationId: made.applicationId },
  });
  await send('POST', '/api/usercenter/account/alias', { applicationId: made.applicationId, alias: 'Grid 2' });
  await send('POST', '/api/usercenter/account/switch_collateral', { token: 'BTC', enabled: false });
  await send('PUT', '/api/usercenter/account/wallet/switchWalletMode', { mode: 'MULTI' });
}
const family = (await get('/api/usercenter/account/sub_accounts')).data;
const result: Record<string, unknown> = {
  token,
  family,
  transfers: (await get('/api/v3/asset/transfer/history')).data,
  balances: (await get('/api/v3/asset/balances')).data.holding,
  collateral: (await get('/api/usercenter/account/collateral_tokens?size=50')).data,
};
if (phase === 'read') {
  const target = family.rows.find((r: { main: boolean }) => !r.main);
  const switched = (await send('POST', '/api/usercenter/account/sub_accounts/switch', { applicationId: target.applicationId })).data;
  sub = {
    info: (await get('/api/usercenter/account/info', switched.token)).data,
    balances: (await get('/api/v3/asset/balances', switched.token)).data.holding,
  };
  result.sub = sub;
}
await sim.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
