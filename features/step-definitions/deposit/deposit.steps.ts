import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import Decimal from 'decimal.js';
import { buildSimulator, type Simulator } from '../../../simulator/server';
import type { Store } from '../../../simulator/store/account-repository';
import { memoryStore } from '../../../simulator/store/memory-account-repository';
import { MemoryTradingRepository } from '../../../simulator/trading/records';
import { validateAddress } from '../../../src/domain/wallet/address-validation';
import { NETWORKS } from '../../../src/domain/wallet/networks';
import type { ExchangeWorld } from '../../support/world';
import { englishRefusal } from '../../../simulator/http/refusal-english';

const SECRET = 'cucumber-control-secret-0123';
type Json = Record<string, unknown>;

/** The deposit scenarios' state: one simulator (restartable on the same in-memory data) and one depositor. */
interface DepositState {
  store: Store;
  sim?: Simulator;
  token?: string;
  userId?: number;
  address?: { address: string; extra: string };
  refusal?: string;
  network?: string;
  asset?: string;
  before?: Decimal;
}
const states = new WeakMap<ExchangeWorld, DepositState>();
const state = (world: ExchangeWorld): DepositState => states.get(world) ?? assert.fail('no deposit simulator');

const start = (store: Store) =>
  buildSimulator({
    store,
    seed: 'deposit-feature',
    distDir: '/nonexistent-dist',
    control: true,
    controlSecret: SECRET,
    rateLimits: false,
    serverPingMs: 0,
    logErrors: false,
    chainBlockMs: 0,
  });

async function inject(world: ExchangeWorld, method: 'GET' | 'POST', url: string, payload?: Json) {
  const s = state(world);
  const response = await s.sim!.app.inject({
    method,
    url,
    payload,
    headers: {
      ...(s.token ? { authorization: `Bearer ${s.token}` } : {}),
      ...(url.startsWith('/__control') ? { 'x-sim-control-secret': SECRET } : {}),
    },
  });
  return response.json() as Json & { data?: Json; success?: boolean; message?: string };
}

const usdt = async (world: ExchangeWorld) => {
  const rows = (await inject(world, 'GET', '/api/v3/asset/balances')).data!.holding as { token: string; holding: number }[];
  return new Decimal(rows.find((b) => b.token === 'USDT')?.holding ?? 0);
};
const latest = async (world: ExchangeWorld) => ((await inject(world, 'GET', '/api/v3/asset/wallet/history')).data!.rows as Json[])[0];

Given('a deposit simulator whose blocks are mined by hand', async function (this: ExchangeWorld) {
  const store: Store = { ...memoryStore(), trading: new MemoryTradingRepository() };
  states.set(this, { store, sim: await start(store) });
});

After(async function (this: ExchangeWorld) {
  await states.get(this)?.sim?.close();
});

Given('a signed-in depositor', async function (this: ExchangeWorld) {
  const created = (await inject(this, 'POST', '/__control/sessions', { alias: 'depositor' })) as unknown as {
    token: string;
    userId: number;
  };
  state(this).token = created.token;
  state(this).userId = created.userId;
});

When(/^I ask for my (\w+) deposit address on (\w+)$/, async function (this: ExchangeWorld, token: string, network: string) {
  const answer = await inject(this, 'GET', `/api/v3/asset/wallet/deposit?token=${token}&network=${network}`);
  const s = state(this);
  s.network = network;
  s.asset = token;
  if (answer.success) s.address = answer.data as DepositState['address'];
  else s.refusal = answer.message;
});

Then(/^it is a valid (\w+) address$/, function (this: ExchangeWorld, network: string) {
  const { address } = state(this);
  assert.ok(address, 'no address');
  assert.equal(validateAddress(NETWORKS[network], address.address, address.extra), undefined);
});

Then('asking again gives the same address', async function (this: ExchangeWorld) {
  const s = state(this);
  const again = await inject(this, 'GET', `/api/v3/asset/wallet/deposit?token=${s.asset}&network=${s.network}`);
  assert.deepEqual(again.data, s.address);
});

Then(/^the memo is "(none|required)"$/, function (this: ExchangeWorld, memo: string) {
  const extra = state(this).address?.extra ?? '';
  if (memo === 'none') assert.equal(extra, '');
  else assert.match(extra, /^\d{1,10}$/);
});

Then('the deposit is refused with {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(state(this).refusal, message);
});

Given('my USDT balance is noted', async function (this: ExchangeWorld) {
  state(this).before = await usdt(this);
});

When(/^([\d.]+) (\w+) arrives on (\w+)$/, async function (this: ExchangeWorld, amount: string, token: string, network: string) {
  const s = state(this);
  const response = await s.sim!.app.inject({
    method: 'POST',
    url: '/__control/wallet/deposit',
    headers: { 'x-sim-control-secret': SECRET },
    payload: { userId: s.userId, token, network, amount },
  });
  const body = response.json() as { ok?: boolean; message?: string };
  if (!body.ok) s.refusal = body.message;
});

When(/^(\d+) blocks? (?:is|are) mined$/, async function (this: ExchangeWorld, n: string) {
  for (let i = 0; i < Number(n); i += 1) await inject(this, 'POST', '/__control/wallet/block');
});

When('the simulator restarts on the same data', async function (this: ExchangeWorld) {
  const s = state(this);
  await s.sim!.close();
  s.sim = await start(s.store);
});

Then(
  /^my deposit is "(\w+)" with (\d+) of (\d+) confirmations$/,
  async function (this: ExchangeWorld, status: string, confirmed: string, threshold: string) {
    const row = await latest(this);
    assert.deepEqual([row.status, row.confirmedNumber, row.confirmingThreshold], [status, Number(confirmed), Number(threshold)]);
  },
);

Then(/^my USDT balance has grown by ([\d.]+)$/, async function (this: ExchangeWorld, amount: string) {
  assert.equal((await usdt(this)).minus(state(this).before!).toFixed(), new Decimal(amount).toFixed());
});

Then(/^check_has_deposit says (true|false)$/, async function (this: ExchangeWorld, flag: string) {
  // the spec's path and the older wallet/ one answer alike
  for (const path of ['/api/usercenter/account/check_has_deposit', '/api/usercenter/account/wallet/check_has_deposit']) {
    assert.equal((await inject(this, 'GET', path)).data!.hasDeposit, flag === 'true', path);
  }
});

Then(
  /^the address "([^"]*)" with memo "([^"]*)" on (\w+) is (valid|refused: .+)$/,
  function (address: string, memo: string, network: string, verdict: string) {
    const problem = validateAddress(NETWORKS[network], address, memo === '' ? undefined : memo);
    if (verdict === 'valid') assert.equal(problem, undefined);
    else assert.equal(problem && englishRefusal(problem.refusal), verdict.slice('refused: '.length));
  },
);
