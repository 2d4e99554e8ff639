/**
 * Run by md-admin-durability.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register md-admin-probe.ts <dataDir> set|read
 * `set` grants the role, fixes a mark price and a cap; `read` (after the restart) reads them back.
 */
import { buildSimulator } from '../../../../simulator/server';

const SECRET = 'probe-control-secret-0123';
const [dataDir, phase] = process.argv.slice(2);
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
const { token } = (await ctl('/sessions', { email: 'Probe-Admin@example.com' })).json() as { token: string };
const headers = { authorization: `Bearer ${token}` };
let result: unknown;
if (phase === 'set') {
  await ctl('/admin/grant', { email: 'probe-admin@example.com' });
  const mark = (
    await sim.app.inject({ method: 'POST', url: '/api/md/admin/mark-price', headers, payload: { symbol: 'PERP_BTC_USDT', price: 12345.6 } })
  ).json();
  const cap = (
    await sim.app.inject({
      method: 'POST',
      url: '/api/md/admin/funding_rate_cap',
      headers,
      payload: { symbol: 'PERP_BTC_USDT', cap: 0.0002 },
    })
  ).json();
  result = { mark: mark.success, cap: cap.success };
} else {
  const me = (await sim.app.inject({ url: '/api/md/admin/me', headers })).json().data;
  const audit = (await sim.app.inject({ url: '/api/md/admin/audit', headers })).json().data;
  const cap = (await sim.app.inject({ url: '/api/md/admin/funding_rate_cap?symbol=PERP_BTC_USDT', headers })).json().data;
  const row = sim.engine.future('PERP_BTC_USDT', Date.now())!;
  result = {
    roles: me.roles,
    audit,
    cap,
    mark: row.mark_price,
    funding: row.est_funding_rate,
    tradingMark: sim.trading.markPrice('PERP_BTC_USDT').toFixed(),
  };
}
await sim.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
