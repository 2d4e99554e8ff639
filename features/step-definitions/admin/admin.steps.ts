import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { MarketAdminApiPort } from '../../../src/application/admin/ports/market-admin-api.port';
import { effectStatement } from '../../../src/domain/market-admin/market-admin-effects';
import type { AdminCall } from '../../../src/domain/market-admin/market-admin-rules';
import { MarketAdminStore } from '../../../src/presentation/admin/market-admin.store';
import { buildSimulator, type Simulator } from '../../../simulator/server';
import { memoryStore } from '../../../simulator/store/memory-account-repository';
import { createTestContainer } from '../../../tests/support/test-container';
import { toScaled } from '../../../simulator/trading/scaled';
import { override } from '../../../src/di/overrides';
import { HttpTransport } from '../../../src/di/session.module';
import type { ExchangeWorld } from '../../support/world';
import { adminWorld } from './admin.world';
import { englishRefusal } from '../../../simulator/http/refusal-english';

const SECRET = 'cucumber-control-secret-0123';
const CALLS: Record<string, AdminCall> = {
  'mark price': 'mark-price',
  'index price': 'index-price',
  'funding rate': 'funding-rate',
  'funding-rate cap': 'funding_rate_cap',
};
const sim = (world: ExchangeWorld): Simulator => adminWorld(world).sim ?? assert.fail('no simulator');
const page = (world: ExchangeWorld): MarketAdminStore => adminWorld(world).page ?? assert.fail('the page is not open');

type Json = Record<string, unknown>;
async function inject(world: ExchangeWorld, method: string, url: string, payload?: unknown, token = adminWorld(world).token) {
  const response = await sim(world).app.inject({
    method: method as 'GET',
    url,
    payload: payload as Json | undefined,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(url.startsWith('/__control') ? { 'x-sim-control-secret': SECRET } : {}),
    },
  });
  return { status: response.statusCode, body: response.json() as Json };
}

Given('the exchange simulator is running', async function (this: ExchangeWorld) {
  const started = await buildSimulator({
    store: memoryStore(),
    seed: 'admin-feature',
    distDir: '/nonexistent-dist',
    control: true,
    controlSecret: SECRET,
    rateLimits: false,
    serverPingMs: 0,
    logErrors: false,
  });
  adminWorld(this).sim = started;
  // The app's REST calls (real adapters and client) reach the simulator's /api through the test transport.
  this.http.delegate = async (request) => {
    const query = request.params
      ? `?${new URLSearchParams(
          Object.entries(request.params as Json)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        )}`
      : '';
    const response = await started.app.inject({
      method: request.method as 'GET',
      url: `/api${request.path}${query}`,
      headers: { ...(request.authorization ? { authorization: request.authorization } : {}), 'content-type': 'application/json' },
      payload: typeof request.body === 'string' ? request.body : undefined,
    });
    return { status: response.statusCode, body: response.json() };
  };
});

After(async function (this: ExchangeWorld) {
  await adminWorld(this).sim?.close();
});

Given(/^a signed-in account "([^"]+)" (with|without) the admin role$/, async function (this: ExchangeWorld, email: string, role: string) {
  const created = (await inject(this, 'POST', '/__control/sessions', { email })).body as { token: string; userId: number };
  if (role === 'with') await inject(this, 'POST', '/__control/admin/grant', { email });
  adminWorld(this).token = created.token;
  adminWorld(this).userId = created.userId;
});

Given('the mark price of {word} is fixed at {int}', async function (this: ExchangeWorld, symbol: string, price: number) {
  assert.equal((await inject(this, 'POST', '/api/md/admin/mark-price', { symbol, price })).status, 200);
});

Given(
  /^account (\d+) holds (-?[\d.]+) (\S+) (?:bought|sold) at ([\d.]+) with ([\d.]+) USDT$/,
  function (this: ExchangeWorld, id: string, holding: string, symbol: string, price: string, usdt: string) {
    const a = sim(this).trading.account(Number(id));
    sim(this).trading.ledger.holdExactly(a, 'USDT', toScaled(usdt), 0);
    a.positions.set(symbol, {
      userId: Number(id),
      symbol,
      holding,
      averageOpenPrice: price,
      openingTime: 0,
      positionSide: 'BOTH',
      marginMode: 'CROSS',
      leverage: a.leverage,
      isolatedMargin: '0',
    });
  },
);

When('they open the market-data admin page', async function (this: ExchangeWorld) {
  // The real REST adapter (not the capability's in-memory fake) over the test transport, so the scenario runs against
  // the simulator.
  const part = adminWorld(this);
  const built = createTestContainer([override(HttpTransport, this.http.adapter), override(MarketAdminApiPort, undefined)]);
  built.fakes.credentials.save(part.token ?? assert.fail('no session'), String(part.userId));
  part.credentials = built.fakes.credentials;
  part.page = built.container.get(MarketAdminStore);
  await part.page.start();
});

When(
  /^they set the (mark price|index price|funding rate|funding-rate cap) of (\S+) to "([^"]+)"$/,
  async function (this: ExchangeWorld, what: string, symbol: string, value: string) {
    const store = page(this);
    store.setDraft(symbol, CALLS[what], value);
    await store.prepare(symbol, CALLS[what]);
  },
);

When('they confirm', async function (this: ExchangeWorld) {
  assert.ok(page(this).pending, 'no confirmation is open');
  await page(this).confirm();
});

Given('the role of {string} is revoked through the control surface', async function (this: ExchangeWorld, email: string) {
  assert.equal((await inject(this, 'POST', '/__control/admin/revoke', { email })).status, 200);
});

Then('they are still signed in', function (this: ExchangeWorld) {
  assert.equal(adminWorld(this).credentials?.token(), adminWorld(this).token);
});

When('they cancel', function (this: ExchangeWorld) {
  page(this).cancel();
});

Then('they see the not-found view', function (this: ExchangeWorld) {
  assert.equal(page(this).status, 'forbidden');
  assert.deepEqual(page(this).rows, []);
});

Then(
  /^calling "POST md\/admin\/(\S+)" for (\S+) at ([\d.]+) is refused with HTTP (\d+) and code (-?\d+)$/,
  async function (this: ExchangeWorld, call: string, symbol: string, value: string, status: string, code: string) {
    const field = call === 'funding-rate' ? 'rate' : call === 'funding_rate_cap' ? 'cap' : 'price';
    const answer = await inject(this, 'POST', `/api/md/admin/${call}`, { symbol, [field]: Number(value) });
    assert.deepEqual([answer.status, answer.body.success, answer.body.code], [Number(status), false, Number(code)]);
  },
);

Then('the audit log is empty', function (this: ExchangeWorld) {
  assert.equal(sim(this).mdAdmin.auditPage(undefined, 1, 10).total, 0);
});

Then('the confirmation says {string}', function (this: ExchangeWorld, text: string) {
  const pending = page(this).pending ?? assert.fail(`no confirmation: ${JSON.stringify(page(this).problem)}`);
  assert.equal(effectStatement(pending.effect), text);
});

Then('nothing has been changed yet', function (this: ExchangeWorld) {
  assert.equal(sim(this).mdAdmin.auditPage(undefined, 1, 10).total, 0);
});

Then('no confirmation is open', function (this: ExchangeWorld) {
  assert.equal(page(this).pending, undefined);
});

Then(
  /^the public (futures|funding_rates) row of (\S+) shows (\w+) ([-\d.]+)$/,
  async function (this: ExchangeWorld, list: string, symbol: string, field: string, value: string) {
    const rows = (await inject(this, 'GET', `/api/md/v3/public/${list}`, undefined, undefined)).body.data as { rows: Json[] };
    assert.equal(rows.rows.find((r) => r.symbol === symbol)?.[field], Number(value));
  },
);

Then('the trading engine marks {word} at {string}', function (this: ExchangeWorld, symbol: string, price: string) {
  assert.equal(sim(this).trading.markPrice(symbol).toFixed(), price);
});

Then(
  /^the newest audit row is "(\S+)" of (\S+) by "([^"]+)" with the old value and the new value ([-\d.]+)$/,
  function (this: ExchangeWorld, call: string, symbol: string, email: string, value: string) {
    const row = page(this).audit.rows[0] ?? assert.fail('the page shows no audit row');
    assert.deepEqual([row.call, row.symbol, row.email, row.newValue], [call, symbol, email, value]);
    assert.ok(row.oldValue !== null && row.oldValue !== value, `old value ${row.oldValue}`);
    assert.equal(page(this).audit.total, sim(this).mdAdmin.auditPage(undefined, 1, 100).total);
  },
);

Then(
  /^the (mark price|index price|funding rate|funding-rate cap) input of (\S+) says "([^"]+)"$/,
  function (this: ExchangeWorld, what: string, symbol: string, message: string) {
    const problem = page(this).problemAt(symbol, CALLS[what]) ?? assert.fail('no problem shown');
    assert.equal(
      problem.kind === 'invalid' ? englishRefusal(problem.refusal.refusal) : problem.kind === 'refused' ? problem.message : problem.kind,
      message,
    );
  },
);
