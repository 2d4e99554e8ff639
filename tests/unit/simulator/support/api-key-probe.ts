/**
 * Run by api-key-durability.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register api-key-probe.ts <dataDir> create|read [token] [apiKey] [secret]
 * Builds the simulator on `dataDir`; `create` creates a key and edits its IP list; `read` lists the keys and makes a
 * signed call with the key created before. Prints one JSON line.
 */
import { createHmac } from 'node:crypto';
import { buildSimulator } from '../../../../simulator/server';

const SECRET = 'probe-control-secret-0123';
const [dataDir, phase, given, givenKey, givenSecret] = process.argv.slice(2);
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
const token =
  given ??
  ((
    await sim.app.inject({
      method: 'POST',
      url: '/__control/sessions',
      headers: { 'x-sim-control-secret': SECRET },
      payload: { alias: 'keys' },
    })
  ).json().token as string);
const headers = { authorization: `Bearer ${token}` };
let apiKey = givenKey;
let secret = givenSecret;
let signed: unknown;
if (phase === 'create') {
  const created = (
    await sim.app.inject({
      method: 'POST',
      url: '/api/usercenter/account/create_credential',
      headers,
      payload: { label: 'durable', permissions: ['TRADE'], allowedIps: [] },
    })
  ).json();
  apiKey = created.data.apiKey;
  secret = created.data.secret;
  await sim.app.inject({
    method: 'POST',
    url: '/api/usercenter/account/credential/ip',
    headers,
    payload: { apiKey, allowedIps: ['127.0.0.1', '::1'] },
  });
} else {
  const ts = String(Date.now());
  const signature = createHmac('sha256', secret ?? '')
    .update(`${ts}GET/v3/account/credentials`)
    .digest('hex');
  signed = (
    await sim.app.inject({
      url: '/api/v3/account/credentials',
      headers: { 'x-api-key': apiKey ?? '', 'x-api-timestamp': ts, 'x-api-signature': signature },
    })
  ).json();
}
const result = {
  token,
  apiKey,
  secret,
  signed,
  list: (await sim.app.inject({ url: '/api/usercenter/account/list_credentials', headers })).json().data,
};
await sim.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
