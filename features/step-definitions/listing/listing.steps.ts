import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import { ListingStore } from '../../../src/presentation/listing/listing.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import { createTestI18n } from '../../../tests/support/test-i18n';
import type { ExchangeWorld } from '../../support/world';

const store = (w: ExchangeWorld) => w.get(ListingStore);
const DAY = 86_400_000;
const t = createTestI18n().getFixedT('en', 'listing');

/** The campaign's clock and the app's clock move together. */
function syncClock(w: ExchangeWorld): void {
  const api = w.fakes.listingApi;
  const now = w.fakes.clock.now();
  if (api.now > now) w.fakes.clock.advance(api.now - now);
  else api.now = now;
}

Given('the listing campaign is in its battles with {int} days left', function (this: ExchangeWorld, days: number) {
  const api = this.fakes.listingApi;
  syncClock(this);
  api.schedule = {
    nominationStart: api.now - 3 * DAY,
    votingStart: api.now - DAY,
    showdownStart: api.now + days * DAY,
    resultTime: api.now + (days + 3) * DAY,
  };
});

Given('{string} gave {int} tickets to {string}', function (this: ExchangeWorld, voter: string, tickets: number, token: string) {
  this.fakes.listingApi.addVote(voter, token, tickets);
  syncClock(this);
});

Given('the member traded {word} USDT and holds {word} WOO', function (this: ExchangeWorld, volume: string, woo: string) {
  this.fakes.listingApi.volume = volume;
  this.fakes.listingApi.woo = woo;
});

Given('{int} other members predicted {string}', function (this: ExchangeWorld, n: number, token: string) {
  for (let i = 0; i < n; i++) this.fakes.listingApi.predictFor(`member-${i}`, token);
});

When('the listing campaign moves to its showdown', function (this: ExchangeWorld) {
  this.fakes.listingApi.moveTo('SHOWDOWN');
});

When('the listing campaign moves to its result', function (this: ExchangeWorld) {
  this.fakes.listingApi.moveTo('RESULT');
});

When('a visitor opens the listing campaign', async function (this: ExchangeWorld) {
  syncClock(this);
  await store(this).start(false);
});

When('the member opens the listing campaign', async function (this: ExchangeWorld) {
  syncClock(this);
  this.get(SessionState).loggedIn(anAccount());
  await store(this).start(true);
});

When('the member votes {int} ticket(s) for {string}', async function (this: ExchangeWorld, tickets: number, token: string) {
  store(this).openVote(token);
  store(this).setTickets(tickets);
  assert.equal(await store(this).submitVote(), true);
});

When('the member tries to vote {int} tickets for {string}', async function (this: ExchangeWorld, tickets: number, token: string) {
  store(this).openVote(token);
  store(this).setTickets(tickets);
  assert.equal(await store(this).submitVote(), false);
});

When('the member predicts {string} to win', async function (this: ExchangeWorld, token: string) {
  store(this).openPredict(token);
  assert.equal(await store(this).submitPrediction(), true);
});

When('the member tries to predict {string}', async function (this: ExchangeWorld, token: string) {
  store(this).openPredict(token);
  assert.equal(await store(this).submitPrediction(), false);
});

Then(
  'the phase is {string} and the showdown starts in {int} d {int} h {int} min {int} s',
  function (this: ExchangeWorld, phase: string, d: number, h: number, m: number, s: number) {
    const c = store(this).campaign;
    assert.equal(c.status === 'success' && c.value.phase, phase);
    store(this).tick();
    assert.deepEqual(store(this).countdown, { phase: 'SHOWDOWN', days: d, hours: h, minutes: m, seconds: s });
  },
);

const row = (w: ExchangeWorld, token: string) => store(w).candidates.find((c) => c.token === token)!;

Then('{string} shows {int} votes and {string} {int}', function (this: ExchangeWorld, a: string, va: number, b: string, vb: number) {
  assert.equal(row(this, a).roundVotes, va);
  assert.equal(row(this, b).roundVotes, vb);
});

Then(
  "{string} shows {int} votes and the member's own votes for it are {int}",
  function (this: ExchangeWorld, token: string, votes: number, mine: number) {
    assert.equal(row(this, token).roundVotes, votes);
    assert.equal(row(this, token).myVotes, mine);
  },
);

Then("the voters' leaderboard has no row of the member", function (this: ExchangeWorld) {
  const v = store(this).voters;
  assert.ok(v.status === 'success');
  assert.equal(v.value.me, undefined);
  assert.deepEqual(
    v.value.rows.map((r) => [r.voter, r.tickets]),
    [['whale', 3]],
  );
});

Then('the member has {int} ticket(s) left of {int} earned', function (this: ExchangeWorld, left: number, earned: number) {
  const u = store(this).user;
  assert.ok(u.status === 'success');
  assert.deepEqual([u.value.ticketsAvailable, u.value.ticketsEarned], [left, earned]);
});

Then("the member's votes list {string}", function (this: ExchangeWorld, text: string) {
  const u = store(this).user;
  assert.ok(u.status === 'success');
  assert.deepEqual(
    u.value.votes.map((v) => `${v.token} ${v.tickets} ${v.round}`),
    [text],
  );
});

Then('the dialog says {string}', function (this: ExchangeWorld, text: string) {
  const e = store(this).dialogError;
  assert.ok(e && 'key' in e);
  assert.equal(t(e.key, e.values ?? {}), text);
});

Then('nothing was sent', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.listingApi.sent, []);
});

Then('the battle leaders are {string}', function (this: ExchangeWorld, leaders: string) {
  const b = store(this).battles;
  assert.ok(b.status === 'success');
  assert.equal(b.value.map((x) => x.leader).join(', '), leaders);
});

Then('{string} is {string} and {string} is {string}', function (this: ExchangeWorld, a: string, sa: string, b: string, sb: string) {
  assert.equal(row(this, a).status, sa);
  assert.equal(row(this, b).status, sb);
});

Then('the member cannot vote for {string}', function (this: ExchangeWorld, token: string) {
  assert.equal(row(this, token).votable, false);
  assert.equal(store(this).canVote, true);
});

Then("the member's prediction is {string} and {string}", function (this: ExchangeWorld, token: string, outcome: string) {
  const u = store(this).user;
  assert.ok(u.status === 'success');
  assert.deepEqual([u.value.prediction?.token, u.value.prediction?.outcome], [token, outcome]);
});

Then(
  "the member's prediction is {string} and {string} with {word} USDT",
  function (this: ExchangeWorld, token: string, outcome: string, reward: string) {
    const u = store(this).user;
    assert.ok(u.status === 'success');
    assert.deepEqual([u.value.prediction?.token, u.value.prediction?.outcome, u.value.prediction?.reward], [token, outcome, reward]);
  },
);

Then('{string} won the listing vote', function (this: ExchangeWorld, token: string) {
  const c = store(this).campaign;
  assert.ok(c.status === 'success');
  assert.equal(c.value.winner, token);
  assert.equal(row(this, token).status, 'WINNER');
});
