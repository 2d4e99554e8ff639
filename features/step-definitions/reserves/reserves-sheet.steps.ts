import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { AccountAuditStore } from '../../../src/presentation/reserves/account-audit.store';
import { BalanceSheetStore, RESERVES_REFRESH_MS } from '../../../src/presentation/reserves/balance-sheet.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import type { ExchangeWorld } from '../../support/world';
import { hashOf, scenario, until } from './reserves.world';

const totals = (assets: string, custodial: string, liabilities: string) => ({
  totalAssets: assets,
  custodialAssets: custodial,
  totalLiabilities: liabilities,
});

function answerSheet(world: ExchangeWorld, data: unknown): void {
  world.http.succeed('GET', '/asset/porl/earnAssets', data);
  world.http.succeed('GET', '/asset/porl/assets', {
    rows: [
      { token: 'BTC', amount: 0.01, notional: 650, proportion: 0.56, custodial: true },
      { token: 'WOO', amount: 1111, notional: 100, proportion: 0.09, custodial: false },
    ],
  });
  world.http.succeed('GET', '/asset/porl/liabilities', {
    rows: [{ token: 'BTC', userBalance: '0.009', userMargin: '0.001', total: '0.010', notional: 650 }],
  });
  world.http.succeed('GET', '/asset/porl/earn/liabilities', { rows: [{ token: 'USDT', amount: 100, notional: 100 }] });
  world.http.succeed('GET', '/earn/public/assets/rwa', { rows: [{ name: 'T-bills', issuer: 'Ondo', notional: 250, apy: 0.05 }] });
}

const sheetLoaded = (world: ExchangeWorld) => () => world.get(BalanceSheetStore).state.status === 'success';

Given(
  'the exchange reports assets of {string} USDT, {string} of them custodial, against liabilities of {string}',
  function (this: ExchangeWorld, a: string, c: string, l: string) {
    answerSheet(this, totals(a, c, l));
  },
);

Given(
  'without WOO the exchange reports assets of {string} USDT, {string} of them custodial, against liabilities of {string}',
  function (this: ExchangeWorld, a: string, c: string, l: string) {
    scenario(this).withoutWoo = totals(a, c, l);
  },
);

When('the visitor opens the proof of reserves', async function (this: ExchangeWorld) {
  this.get(BalanceSheetStore).start();
  await until(sheetLoaded(this));
});

When('the visitor switches the WOO token off', async function (this: ExchangeWorld) {
  answerSheet(this, scenario(this).withoutWoo);
  const store = this.get(BalanceSheetStore);
  store.setExcludeWoo(true);
  await until(() => store.state.status === 'success' && store.state.value.totals.totalLiabilities === '990.00');
  const last = this.http.requests.filter((r) => r.path === '/asset/porl/earnAssets').at(-1);
  assert.deepEqual(last?.params, { excludeWooToken: true });
});

When('{int} minutes pass', async function (this: ExchangeWorld, minutes: number) {
  assert.equal(minutes * 60_000, RESERVES_REFRESH_MS);
  this.fakes.clock.advance(minutes * 60_000);
  await until(() => this.http.requests.filter((r) => r.path === '/asset/porl/earnAssets').length >= 2);
});

Then('the reserve ratio is {string} and the custody ratio is {string}', function (this: ExchangeWorld, reserve: string, custody: string) {
  const state = this.get(BalanceSheetStore).state;
  assert.ok(state.status === 'success');
  assert.deepEqual([state.value.reserveRatio, state.value.custodyRatio], [reserve, custody]);
  if (this.get(BalanceSheetStore).excludeWoo) assert.ok(state.value.assets.every((a) => a.token !== 'WOO'));
});

Then('the balance sheet was fetched {int} times', function (this: ExchangeWorld, times: number) {
  assert.equal(this.http.requests.filter((r) => r.path === '/asset/porl/liabilities').length, times);
  this.get(BalanceSheetStore).dispose();
});

Given(
  'Alice is logged in with user id {int} and application id {string}',
  function (this: ExchangeWorld, userId: number, applicationId: string) {
    this.get(SessionState).loggedIn(anAccount({ userId: String(userId), applicationId }));
  },
);

Given(
  'the audits are {string} at {int} and {string} at {int}',
  function (this: ExchangeWorld, a: string, at: number, b: string, bt: number) {
    this.http.succeed('GET', '/asset/porl/v2/audits', {
      rows: [
        { auditId: a, auditTime: at, recordId: `rec-${a}` },
        { auditId: b, auditTime: bt, recordId: `rec-${b}` },
      ],
    });
  },
);

When(/^(?:Alice|a visitor who is not logged in) opens (?:her|the) account's audit page$/, async function (this: ExchangeWorld) {
  const store = this.get(AccountAuditStore);
  scenario(this).accountAudit = store;
  await store.load();
});

Given('the exchange says Alice is included in {string} only', function (this: ExchangeWorld, auditId: string) {
  // the exchange's user_check answers per audit: Alice's leaves in one, none in the other
  this.http.succeed('GET', '/asset/porl/v2/user_check', { included: false, leafCount: 0, balances: [] });
  this.http.succeedFor(
    'GET',
    '/asset/porl/v2/user_check',
    { auditId },
    { included: true, leafCount: 1, balances: [{ token: 'USDT', amount: '10' }] },
  );
});

Then('she sees {int} user hash offered and {int} earlier audit left out', function (this: ExchangeWorld, offered: number, earlier: number) {
  const rows = (scenario(this).accountAudit as AccountAuditStore).rows;
  assert.ok(rows.status === 'success');
  assert.equal(rows.value.filter((r) => r.included !== false).length, offered);
  assert.equal(rows.value.filter((r) => r.included === false).length, earlier);
  assert.deepEqual(
    rows.value.filter((r) => r.included === true).map((r) => r.audit.auditId),
    ['por-1'],
  );
});

Then('she sees {int} user hashes', function (this: ExchangeWorld, count: number) {
  const rows = (scenario(this).accountAudit as AccountAuditStore).rows;
  assert.ok(rows.status === 'success');
  assert.equal(rows.value.length, count);
});

Then('the hash for {string} is her hash in the sample tree', function (this: ExchangeWorld, auditId: string) {
  const rows = (scenario(this).accountAudit as AccountAuditStore).rows;
  assert.ok(rows.status === 'success');
  assert.equal(rows.value.find((r) => r.audit.auditId === auditId)?.userHash, hashOf('Alice'));
});

Then('the page asks to log in', function (this: ExchangeWorld) {
  assert.deepEqual((scenario(this).accountAudit as AccountAuditStore).rows, { status: 'error', error: ErrorCode.Unauthorized });
});
