import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import { LeaderboardStore } from '../../../src/presentation/social/leaderboard.store';
import { ProfileStore } from '../../../src/presentation/social/profile.store';
import { SessionStore } from '../../../src/presentation/session/session.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import type { ExchangeWorld } from '../../support/world';

const board = (w: ExchangeWorld) => w.get(LeaderboardStore);
const profile = (w: ExchangeWorld) => w.get(ProfileStore);
const uuidOf = (name: string) => `uuid-${name.toLowerCase()}`;
const names = (text: string) => text.split(/,\s*/).filter(Boolean);

/** Signs the member in: the session state, mirrored by the header's store (which loads the cool name). */
async function signIn(w: ExchangeWorld): Promise<void> {
  if (w.get(SessionState).current().status === 'loggedIn') return;
  w.get(SessionState).loggedIn(anAccount());
  w.get(SessionStore).set(w.get(SessionState).current());
  await w.get(SessionStore).refreshCoolName();
}

Given('the simulated traders', function (this: ExchangeWorld, table: DataTable) {
  for (const r of table.hashes()) {
    this.fakes.socialApi.addTrader({
      uuid: uuidOf(r.coolName!),
      coolName: r.coolName!,
      pnl: r.pnl!,
      roi: r.roi!,
      spotVolume: r['spot volume']!,
      futuresVolume: r['futures volume']!,
      daily: [{ time: 1_700_000_000_000, pnl: r.pnl!, cumulativePnl: r.pnl!, cumulativeRoi: r.roi! }],
      assets: [{ asset: 'BTC', volume: '100', share: '1' }],
    });
  }
});

Given('{int} more traders with a PnL of {int} USDT', function (this: ExchangeWorld, count: number, pnl: number) {
  for (let i = 0; i < count; i++)
    this.fakes.socialApi.addTrader({ uuid: `uuid-extra-${String(i).padStart(2, '0')}`, coolName: `Extra${i}`, pnl: String(pnl) });
});

Given('the member is a trader named {string} with a PnL of {int} USDT', async function (this: ExchangeWorld, name: string, pnl: number) {
  this.fakes.socialApi.meUuid = uuidOf(name);
  this.fakes.socialApi.addTrader({ uuid: uuidOf(name), coolName: name, pnl: String(pnl), roi: '0.05' });
  await signIn(this);
});

Given('the member is signed in', async function (this: ExchangeWorld) {
  await signIn(this);
});

Given('{string} keeps their PnL and asset preference private', function (this: ExchangeWorld, name: string) {
  const t = this.fakes.socialApi.traders.find((x) => x.coolName === name)!;
  t.settings = { ...t.settings, showPnl: false, showPortfolio: false };
});

Given('the member keeps their PnL private', async function (this: ExchangeWorld) {
  await this.fakes.socialApi.saveSettings({
    showPnl: false,
    showPortfolio: true,
    showTradingActivity: true,
    showPositions: true,
    showOnLeaderboard: true,
  });
});

When('a visitor opens the leaderboard', async function (this: ExchangeWorld) {
  await board(this).start(false);
});

When('the member opens the leaderboard', async function (this: ExchangeWorld) {
  await board(this).start(true);
});

When(
  'they choose the volume of {string} over {int} days',
  async function (this: ExchangeWorld, type: 'SPOT' | 'FUTURES', days: 7 | 30 | 90) {
    await board(this).choose({ metric: 'VOLUME', volumeType: type, period: days });
  },
);

When('a visitor searches for {string}', async function (this: ExchangeWorld, text: string) {
  board(this).setQuery(text);
  await board(this).search();
});

When('the member opens the profile of {string}', async function (this: ExchangeWorld, name: string) {
  await profile(this).open(uuidOf(name));
});

When('the member opens their own profile', async function (this: ExchangeWorld) {
  await signIn(this);
  await profile(this).open(undefined);
});

When('the member follows the trader', async function (this: ExchangeWorld) {
  await profile(this).toggleFollow();
});

When('the member unfollows the trader', async function (this: ExchangeWorld) {
  await profile(this).toggleFollow();
});

When('the member saves the cool name {string}', async function (this: ExchangeWorld, name: string) {
  // the exchange's cool-name read answers the saved name from now on (as the simulator does)
  this.http.succeed('GET', '/social-backend-ui/private/cool-names', { coolName: name });
  const saved = await profile(this).saveCoolName(name);
  if (saved) this.get(SessionStore).setCoolName(saved);
});

Then('the leaderboard lists {string}', function (this: ExchangeWorld, expected: string) {
  assert.deepEqual(
    board(this).rows.map((r) => r.coolName),
    names(expected),
  );
});

Then('no row is marked {string}', function (this: ExchangeWorld, _you: string) {
  assert.deepEqual(
    board(this).rows.filter((r) => r.me),
    [],
  );
  assert.equal(board(this).myRow, undefined);
});

Then('the last call was {string}', function (this: ExchangeWorld, call: string) {
  assert.equal(this.fakes.socialApi.calls.at(-1), call);
});

Then('the row of {string} is marked {string}', function (this: ExchangeWorld, name: string, _you: string) {
  assert.deepEqual(
    board(this)
      .rows.filter((r) => r.me)
      .map((r) => r.coolName),
    [name],
  );
  assert.equal(board(this).myRow, undefined);
});

Then("the member's row is pinned with rank {int}", function (this: ExchangeWorld, rank: number) {
  assert.equal(board(this).rows.length, 20);
  assert.equal(
    board(this).rows.some((r) => r.me),
    false,
  );
  assert.equal(board(this).myRow?.rank, rank);
  assert.equal(board(this).myRow?.me, true);
});

Then('the search finds {string}', function (this: ExchangeWorld, expected: string) {
  const hits = board(this).hits;
  assert.equal(hits.status, 'success');
  if (hits.status === 'success')
    assert.deepEqual(
      hits.value.map((h) => h.coolName),
      names(expected),
    );
});

Then('the profile says following with {int} follower(s)', function (this: ExchangeWorld, followers: number) {
  const s = profile(this).summary;
  assert.equal(s.status, 'success');
  if (s.status === 'success')
    assert.deepEqual({ following: s.value.following, followers: s.value.followers }, { following: true, followers });
});

Then('the following list shows {string}', async function (this: ExchangeWorld, expected: string) {
  await board(this).loadFollowing();
  const f = board(this).following;
  assert.deepEqual(f.status === 'success' ? f.value.rows.map((r) => r.coolName) : f.status, names(expected));
});

Then('the leaderboard marks {string} as followed', function (this: ExchangeWorld, expected: string) {
  assert.deepEqual(
    board(this)
      .rows.filter((r) => board(this).followed.has(r.uuid))
      .map((r) => r.coolName),
    names(expected),
  );
});

Then('the following list is empty', async function (this: ExchangeWorld) {
  await board(this).loadFollowing();
  const f = board(this).following;
  assert.deepEqual(f.status === 'success' ? f.value.rows : f.status, []);
});

Then("the profile's PnL and charts are private", function (this: ExchangeWorld) {
  const { performance, overview } = profile(this);
  assert.equal(performance.status === 'success' ? performance.value.pnl : 'not loaded', null);
  assert.deepEqual(overview.status === 'success' ? overview.value : overview.status, { hidden: true, rows: [] });
});

Then('the asset preference is private', function (this: ExchangeWorld) {
  const p = profile(this).portfolio;
  assert.deepEqual(p.status === 'success' ? p.value : p.status, { hidden: true, rows: [] });
});

Then('the trading activity is shown', function (this: ExchangeWorld) {
  const a = profile(this).activity;
  assert.equal(a.status === 'success' ? a.value.hidden : a.status, false);
  assert.equal(a.status === 'success' ? a.value.rows.length : 0, 1);
});

Then("the profile's PnL is {int} USDT", function (this: ExchangeWorld, pnl: number) {
  const p = profile(this).performance;
  assert.equal(p.status === 'success' ? p.value.pnl : p.status, String(pnl));
});

Then("the member's settings show PnL off", async function (this: ExchangeWorld) {
  await profile(this).loadSettings();
  const s = profile(this).settings;
  assert.equal(s.status === 'success' ? s.value.showPnl : s.status, false);
});

Then('the cool name is refused as {string}', function (this: ExchangeWorld, problem: string) {
  assert.deepEqual(profile(this).notice, { kind: 'invalid', problem });
});

Then('no cool name was sent', function (this: ExchangeWorld) {
  assert.deepEqual(
    this.fakes.socialApi.calls.filter((c) => c.startsWith('cool-names')),
    [],
  );
});

Then('the exchange refuses it with {string}', function (this: ExchangeWorld, message: string) {
  assert.deepEqual(profile(this).notice, { kind: 'refused', message });
});

Then("the profile's name is {string}", function (this: ExchangeWorld, name: string) {
  const s = profile(this).summary;
  assert.equal(s.status === 'success' ? s.value.coolName : s.status, name);
});
