import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { CampaignMetric, PrizeTier, VolumeScope } from '../../../src/domain/campaigns/competition';
import { payoutState } from '../../../src/domain/campaigns/payout';
import { epochAt, epochWindow, type MarketMakerProgram } from '../../../src/domain/campaigns/market-maker';
import { CampaignListStore } from '../../../src/presentation/campaigns/campaign-list.store';
import { CampaignStore, type SignUpOutcome } from '../../../src/presentation/campaigns/campaign.store';
import { MarketMakerStore } from '../../../src/presentation/campaigns/market-maker.store';
import { worldPart, type ExchangeWorld } from '../../support/world';

const H = 3600 * 1000;
const state = worldPart((): { signUp?: SignUpOutcome } => ({}));
const api = (w: ExchangeWorld) => w.fakes.competitionsApi;
const hoursAgo = (w: ExchangeWorld, h: number) => w.fakes.clock.now() - h * H;
const who = (w: ExchangeWorld, name: string) => (name === 'the member' ? api(w).me : name);
const list = (text: string) => (text.trim() === '' ? [] : text.split(',').map((s) => s.trim()));

function scopeOf(markets: string): VolumeScope {
  if (markets === 'spot') return { spot: true, futures: false };
  if (markets === 'futures') return { spot: false, futures: true };
  if (markets === 'spot+futures') return { spot: true, futures: true };
  const symbols = list(markets);
  return { spot: symbols.some((s) => s.startsWith('SPOT_')), futures: symbols.some((s) => s.startsWith('PERP_')), symbols };
}

function tiersOf(text: string): PrizeTier[] {
  return list(text).map((part) => {
    const [ranks, amount] = part.split(':') as [string, string];
    const [from, to] = ranks.split('-');
    return { fromRank: Number(from), toRank: Number(to ?? from), amount };
  });
}

Given('the exchange runs these campaigns:', function (this: ExchangeWorld, table: DataTable) {
  const now = this.fakes.clock.now();
  for (const r of table.hashes()) {
    api(this).configs.push({
      campaignId: r.campaign!,
      title: r.campaign!,
      metric: r.metric as CampaignMetric,
      scope: scopeOf(r.markets!),
      startTime: now + Number(r.from) * H,
      endTime: now + Number(r.to) * H,
      ...(r.cap ? { volumeCap: r.cap } : {}),
      minVolume: r.minimum!,
      tiers: tiersOf(r.prizes!),
    });
  }
});

Given('the campaign {string} has milestones {string}', function (this: ExchangeWorld, id: string, milestones: string) {
  const i = api(this).configs.findIndex((c) => c.campaignId === id);
  api(this).configs[i] = { ...api(this).configs[i]!, milestones: list(milestones) };
});

Given('the clock is {int} hours later', function (this: ExchangeWorld, hours: number) {
  this.fakes.clock.advance(hours * H);
});

const signUp = (w: ExchangeWorld, name: string, id: string, hours: number, capital = '10000') => {
  const signUps = api(w).signUps.get(id) ?? new Map<string, { at: number; capital: string }>();
  api(w).signUps.set(id, signUps);
  signUps.set(who(w, name), { at: hoursAgo(w, hours), capital });
};
Given('{string} signed up for {string} {int} h ago', function (this: ExchangeWorld, name: string, id: string, hours: number) {
  signUp(this, name, id, hours);
});
Given(
  '{string} signed up for {string} {int} h ago with {int} USDT',
  function (this: ExchangeWorld, name: string, id: string, hours: number, capital: number) {
    signUp(this, name, id, hours, String(capital));
  },
);
Given('the member signed up for {string} {int} h ago', function (this: ExchangeWorld, id: string, hours: number) {
  signUp(this, 'the member', id, hours);
});

const trade = (
  w: ExchangeWorld,
  name: string,
  fill: { symbol: string; price: string; quantity: string; fee?: string; pnl?: string; hours: number },
) => {
  const rows = api(w).fills.get(who(w, name)) ?? [];
  api(w).fills.set(who(w, name), rows);
  rows.push({
    symbol: fill.symbol,
    price: fill.price,
    quantity: fill.quantity,
    fee: fill.fee ?? '0',
    feeAsset: 'USDT',
    realizedPnl: fill.pnl ?? '0',
    time: hoursAgo(w, fill.hours),
  });
};
Given(
  '{string} traded {string} {float} at {string} {int} h ago',
  function (this: ExchangeWorld, name: string, symbol: string, quantity: number, price: string, hours: number) {
    trade(this, name, { symbol, price, quantity: String(quantity), hours });
  },
);
Given(
  'the member traded {string} {float} at {string} {int} h ago',
  function (this: ExchangeWorld, symbol: string, quantity: number, price: string, hours: number) {
    trade(this, 'the member', { symbol, price, quantity: String(quantity), hours });
  },
);
Given('{string} traded with fills:', function (this: ExchangeWorld, name: string, table: DataTable) {
  for (const r of table.hashes())
    trade(this, name, { symbol: r.symbol!, price: r.price!, quantity: r.quantity!, fee: r.fee, pnl: r.pnl, hours: Number(r.hoursAgo) });
});

Given(
  '{string} made maker fills of {string} on {string} this week',
  function (this: ExchangeWorld, name: string, notional: string, symbol: string) {
    const rows = api(this).makerFills.get(name) ?? [];
    api(this).makerFills.set(name, rows);
    rows.push({ symbol, price: notional, quantity: '1', isMaker: true, time: epochWindow(epochAt(this.fakes.clock.now())).startTime + 1 });
  },
);

When('a visitor opens the campaigns', async function (this: ExchangeWorld) {
  await this.get(CampaignListStore).start(false);
});
When('the member opens the campaigns', async function (this: ExchangeWorld) {
  await this.get(CampaignListStore).start(true);
});
When('a visitor opens the campaign {string}', async function (this: ExchangeWorld, id: string) {
  await this.get(CampaignStore).start(id, false);
});
When('the member opens the campaign {string}', async function (this: ExchangeWorld, id: string) {
  await this.get(CampaignStore).start(id, true);
});
When('the member refreshes the campaign', async function (this: ExchangeWorld) {
  await this.get(CampaignStore).reload();
});
When(/^the (?:member|visitor) signs up$/, async function (this: ExchangeWorld) {
  state(this).signUp = await this.get(CampaignStore).signUp();
});
When('the member opens the market-maker dashboard of {string}', async function (this: ExchangeWorld, program: string) {
  await this.get(MarketMakerStore).start(program as MarketMakerProgram);
});

Then(
  /^the (ongoing|upcoming|past) campaigns are "(.*)"$/,
  function (this: ExchangeWorld, group: 'ongoing' | 'upcoming' | 'past', ids: string) {
    assert.deepEqual(
      this.get(CampaignListStore)[group].map((c) => c.campaignId),
      list(ids),
    );
  },
);

Then(
  "the card of {string} shows {string} and the member's rank {int}",
  function (this: ExchangeWorld, id: string, top: string, rank: number) {
    const card = this.get(CampaignListStore).tops[id];
    assert.ok(card, `no top of ${id}`);
    assert.deepEqual(
      card.rows.map((r) => `${r.rank} ${r.coolName}`),
      list(top),
    );
    assert.equal(card.me?.rank, rank);
  },
);

Then('the sign-up answers {string}', function (this: ExchangeWorld, expected: string) {
  const outcome = state(this).signUp;
  assert.equal(typeof outcome === 'string' ? outcome : outcome?.message, expected);
});

Then(/^the member (can|cannot) sign up$/, function (this: ExchangeWorld, can: string) {
  assert.equal(this.get(CampaignStore).canSignUp(this.fakes.clock.now()), can === 'can');
});

Then("the member's standing is {string}", function (this: ExchangeWorld, expected: string) {
  const me = this.get(CampaignStore).me;
  assert.ok(me);
  const shown = !me.signedUp
    ? 'not signed up'
    : `${me.rank !== undefined ? `rank ${me.rank}` : 'unranked'}, volume ${me.volume}, progress ${me.progress}`;
  assert.equal(shown, expected);
});

Then("the member's badges are {string}", function (this: ExchangeWorld, expected: string) {
  assert.deepEqual(
    this.get(CampaignStore)
      .badges.filter((b) => b.earned)
      .map((b) => b.config.badgeId),
    list(expected),
  );
});

Then('the leaderboard is {string}', function (this: ExchangeWorld, expected: string) {
  const board = this.get(CampaignStore).board;
  assert.equal(board.status, 'success');
  if (board.status !== 'success') return;
  assert.deepEqual(
    board.value.rows.map((r) => `${r.rank} ${r.coolName} ${r.value}`),
    list(expected),
  );
});

Then('the prize standings are {string}', function (this: ExchangeWorld, expected: string) {
  const standings = this.get(CampaignStore).standings;
  assert.equal(standings.status, 'success');
  if (standings.status !== 'success') return;
  assert.deepEqual(
    standings.value.rows.map((r) => `${r.rank} ${r.coolName} ${r.prize}`),
    list(expected),
  );
});

Then('the milestones reached are {string} and the next is {string}', function (this: ExchangeWorld, reached: string, next: string) {
  const heed = this.get(CampaignStore).heed;
  assert.ok(heed);
  assert.deepEqual(
    heed.milestones.filter((m) => m.reached).map((m) => m.volume),
    list(reached),
  );
  assert.equal(heed.nextMilestone, next);
});

Then('the dashboard is {string}', function (this: ExchangeWorld, expected: string) {
  const dash = this.get(MarketMakerStore).dashboard;
  assert.equal(dash.status, 'success');
  if (dash.status !== 'success') return;
  assert.deepEqual(
    dash.value.rows.map((r) => `${r.rank} ${r.coolName} ${r.makerVolume} ${r.share} ${r.reward}`),
    list(expected),
  );
});

Given('the exchange has not paid the prizes yet', function (this: ExchangeWorld) {
  api(this).holdPayouts = true;
});
Given('the exchange pays the prizes', function (this: ExchangeWorld) {
  api(this).holdPayouts = false;
});

Then('the prizes credited are {string}', function (this: ExchangeWorld, expected: string) {
  assert.deepEqual(api(this).credits, list(expected));
});

Then('the campaign tells the member {string}', function (this: ExchangeWorld, expected: string) {
  const store = this.get(CampaignStore);
  assert.ok(store.campaign);
  const state = payoutState(store.campaign, store.me);
  const paid = store.campaign.prizesPaidTime !== undefined ? ` on ${new Date(store.campaign.prizesPaidTime).toISOString()}` : '';
  const shown =
    state === 'paid' ? `paid ${store.me?.paidPrize} USDT for #${store.me?.rank}${paid}` : state === 'none' ? `no prize${paid}` : state;
  assert.equal(shown, expected);
});
