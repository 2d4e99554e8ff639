import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import Decimal from 'decimal.js';
import { SessionState } from '../../../src/application/session/session-state';
import { MyWooStore } from '../../../src/presentation/earn/my-woo.store';
import { SavingsStore } from '../../../src/presentation/earn/savings.store';
import { StakingStore } from '../../../src/presentation/earn/staking.store';
import { amountMessage } from '../../../src/presentation/shared/amount-message';
import { ACCOUNT_VIEW_MS } from '../../../src/presentation/member-trading/account/trading-account.store';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { createTestI18n } from '../../../tests/support/test-i18n';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import type { ExchangeWorld } from '../../support/world';

const staking = (w: ExchangeWorld) => w.get(StakingStore);
const savings = (w: ExchangeWorld) => w.get(SavingsStore);
const same = (actual: string | undefined, expected: string) =>
  assert.equal(new Decimal(actual ?? 'NaN').toFixed(), new Decimal(expected).toFixed());

Given('a member signed in to earn with {int} USDT and {int} WOO', async function (this: ExchangeWorld, usdt: number, woo: number) {
  this.fakes.earnApi.wallet.set('USDT', String(usdt));
  this.fakes.earnApi.wallet.set('WOO', String(woo));
  this.get(SessionState).loggedIn(anAccount());
  await staking(this).start(true);
  await savings(this).start(true);
});

async function stake(w: ExchangeWorld, amount: string): Promise<void> {
  staking(w).setStakeAmount(amount);
  await staking(w).stake();
}

Given('the member staked {int} WOO', async function (this: ExchangeWorld, amount: number) {
  await stake(this, String(amount));
  assert.equal(staking(this).notice, undefined);
});

When('the member stakes {int} WOO', async function (this: ExchangeWorld, amount: number) {
  await stake(this, String(amount));
});

Then('the member has {int} WOO staked and {int} WOO available', function (this: ExchangeWorld, staked: number, available: number) {
  same(staking(this).staked, String(staked));
  same(staking(this).available, String(available));
});

Then('the member has {int} WOO staked', function (this: ExchangeWorld, staked: number) {
  same(staking(this).staked, String(staked));
});

Then('the member has {word} WOO available', function (this: ExchangeWorld, available: string) {
  same(staking(this).available, available);
});

Then('the staking page says {string}', function (this: ExchangeWorld, text: string) {
  const done = staking(this).done;
  assert.equal(done?.kind, 'staked');
  // the view formats the amount in the language's grouping: the store keeps the typed decimal
  assert.equal(`Staked ${new Intl.NumberFormat('en').format(Number(done.kind === 'staked' ? done.amount : 0))} WOO.`, text);
});

Then('the staking page shows the refusal {string}', function (this: ExchangeWorld, message: string) {
  assert.deepEqual(staking(this).notice, { kind: 'refused', message });
});

When('the member unstakes {int} WOO', async function (this: ExchangeWorld, amount: number) {
  staking(this).setInstant(false);
  staking(this).setUnstakeAmount(String(amount));
  await staking(this).unstake();
});

When(/^(\d+) days? pass(?:es)?$/, async function (this: ExchangeWorld, days: string) {
  this.fakes.earnApi.advanceDays(Number(days));
  await staking(this).reload();
  await savings(this).reload();
});

Then('{int} WOO is unbonding with {int} days left', function (this: ExchangeWorld, amount: number, left: number) {
  const rows = staking(this).unbondings;
  assert.equal(rows.length, 1);
  same(rows[0].amount, String(amount));
  assert.equal(rows[0].daysLeft, left);
});

Then('nothing is unbonding', function (this: ExchangeWorld) {
  assert.deepEqual(staking(this).unbondings, []);
});

When('the member types {word} WOO to unstake instantly', function (this: ExchangeWorld, amount: string) {
  staking(this).setInstant(true);
  staking(this).setUnstakeAmount(amount);
});

Then('the page shows a fee of {word} WOO and {word} WOO received', function (this: ExchangeWorld, fee: string, received: string) {
  assert.deepEqual(staking(this).instantPreview, { fee, received });
});

When('the member confirms the unstake', async function (this: ExchangeWorld) {
  await staking(this).unstake();
  assert.equal(staking(this).done?.kind, 'unstaked');
});

Then('the staking rewards list {word} WOO and {word} WOO at {int} %', function (this: ExchangeWorld, a: string, b: string, apr: number) {
  const r = staking(this).rewards;
  assert.equal(r.status, 'success');
  const rows = r.status === 'success' ? r.value.rows : [];
  assert.deepEqual(
    rows.map((x) => [new Decimal(x.amount).toFixed(), new Decimal(x.apr).times(100).toFixed()]),
    [
      [a, String(apr)],
      [b, String(apr)],
    ],
  );
});

Then("the member's staking APR is {float} %", function (this: ExchangeWorld, apr: number) {
  const o = staking(this).overview;
  assert.equal(o.status, 'success');
  same(o.status === 'success' ? new Decimal(o.value.apr).times(100).toFixed() : undefined, String(apr));
});

When('the member subscribes {int} USDT to {word}', async function (this: ExchangeWorld, amount: number, productId: string) {
  savings(this).choose(productId);
  savings(this).setAmount(String(amount));
  await savings(this).subscribe();
});

Then(
  'the yield history lists {word} USDT and {word} USDT from {word}',
  function (this: ExchangeWorld, newer: string, older: string, productId: string) {
    const y = savings(this).yields;
    const rows = y.status === 'success' ? y.value.rows : [];
    // newest first
    assert.deepEqual(
      rows.map((r) => [r.productId, new Decimal(r.amount).toFixed()]),
      [
        [productId, older],
        [productId, newer],
      ],
    );
  },
);

Then('the {word} position holds {word} USDT', function (this: ExchangeWorld, productId: string, principal: string) {
  const p = savings(this).active.find((x) => x.productId === productId);
  same(p?.principal, principal);
});

Then(
  'redeeming the position now would lose {word} USDT and return {word} USDT',
  function (this: ExchangeWorld, penalty: string, received: string) {
    const p = savings(this).active[0];
    const preview = savings(this).redeemPreview(p);
    assert.equal(preview.early, true);
    same(preview.penalty, penalty);
    same(preview.received, received);
  },
);

When('the member redeems the position', async function (this: ExchangeWorld) {
  await savings(this).redeem(savings(this).active[0].positionId);
  assert.equal(savings(this).done?.kind, 'redeemed');
});

Then('the member has {word} USDT in the wallet', function (this: ExchangeWorld, amount: string) {
  same(this.fakes.earnApi.wallet.get('USDT'), amount);
});

Then('the member has no active savings', function (this: ExchangeWorld) {
  assert.deepEqual(savings(this).active, []);
});

Then('the savings page shows the refusal {string}', function (this: ExchangeWorld, message: string) {
  assert.deepEqual(savings(this).notice, { kind: 'refused', message });
});

When(
  /^the member asks the calculator for (\S+) over (\S+) days at (\S+) % (compounding|without compounding)$/,
  function (this: ExchangeWorld, amount: string, days: string, apr: string, mode: string) {
    savings(this).setCalc({ calcAmount: amount, calcDays: days, calcApr: apr, calcCompounding: mode === 'compounding' });
  },
);

Then(
  'the calculator estimates {word} of interest, {word} in all, an APY of {word} %',
  function (this: ExchangeWorld, interest: string, total: string, apy: string) {
    assert.deepEqual(savings(this).estimate, { ok: true, interest, total, apyPercent: new Decimal(apy).toFixed(2) });
  },
);

Then('the calculator says the days are wrong', function (this: ExchangeWorld) {
  assert.equal(savings(this).estimate.ok, false);
  assert.equal(!savings(this).estimate.ok && (savings(this).estimate as { field: string }).field, 'days');
});

Given('the member held {int} WOO at each of the last {int} day boundaries', function (this: ExchangeWorld, woo: number, days: number) {
  for (let i = 0; i < days; i++) this.fakes.earnApi.snapshots.push(String(woo));
});

When('the member opens My WOO', async function (this: ExchangeWorld) {
  await this.get(MyWooStore).start();
});

Then(
  'the daily average is {int} WOO, tier {int}, {int} WOO short of tier {int} at {float} %',
  function (this: ExchangeWorld, average: number, tier: number, missing: number, next: number, progress: number) {
    const store = this.get(MyWooStore);
    assert.equal(store.data.status, 'success');
    same(store.data.status === 'success' ? store.data.value.average : undefined, String(average));
    assert.equal(store.standing?.tier?.level ?? 0, tier);
    same(store.standing?.next?.missing, String(missing));
    assert.equal(store.standing?.next?.tier.level, next);
    same(new Decimal(store.standing?.next?.progress ?? 'NaN').times(100).toFixed(), String(progress));
  },
);

const i18n = createTestI18n();

/** The subscribe amount's problem as the form writes it under the field (its own label), in a language. */
function subscribeProblem(w: ExchangeWorld, language: string): string | undefined {
  const s = savings(w);
  const t = i18n.getFixedT(language, 'earn');
  return s.amountProblem && amountMessage(t, language, s.amountProblem, t('staking.amount'), s.product?.token);
}

Then('under the subscribe amount the member reads {string}', function (this: ExchangeWorld, text: string) {
  assert.equal(subscribeProblem(this, 'en'), text);
  assert.equal(savings(this).notice, undefined);
});

Then('in Russian under the subscribe amount the member reads {string}', function (this: ExchangeWorld, text: string) {
  assert.equal(subscribeProblem(this, 'ru'), text);
});

Given("the member's wallet holds {word} USDT", async function (this: ExchangeWorld, usdt: string) {
  this.fakes.privateStream.pushBalances({ USDT: { holding: usdt, frozen: '0', version: 1_000_000 } });
  for (let i = 0; i < 4; i++) {
    await settle();
    this.fakes.frames.flush();
  }
  this.fakes.clock.advance(ACCOUNT_VIEW_MS);
  this.fakes.frames.flush();
});

When('the member chooses to subscribe to {word}', function (this: ExchangeWorld, productId: string) {
  savings(this).choose(productId);
});

Then('the subscribe form shows {word} USDT available', function (this: ExchangeWorld, amount: string) {
  assert.equal(savings(this).available, amount);
});

When('the member asks for the maximum to subscribe', function (this: ExchangeWorld) {
  savings(this).fillMax();
});

Then('the subscribe amount is {word}', function (this: ExchangeWorld, amount: string) {
  assert.equal(savings(this).amount, amount);
});

When('the member types {word} to subscribe', function (this: ExchangeWorld, amount: string) {
  savings(this).setAmount(amount);
});
