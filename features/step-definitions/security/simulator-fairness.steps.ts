import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import type { VerifiedIdToken } from '../../../simulator/auth/id-token-verifier';
import type { RunningSimulator } from '../../../simulator/server';
import { attackKit } from '../../../tests/unit/simulator/attacks/attack-fixture';
import { control, testSimulator } from '../../../tests/unit/simulator/support/simulator-fixture';
import { worldPart, type ExchangeWorld } from '../../support/world';

const ADMIN_EMAIL = 'boss@example.com';
const idToken = (uid: string, emailVerified: boolean): VerifiedIdToken => ({
  uid,
  email: ADMIN_EMAIL,
  emailVerified,
  name: null,
  provider: 'password',
  issuedAt: Math.floor(Date.UTC(2026, 0, 12) / 1000) - 10,
});
/** The admin's address signed up by someone who never verified it, and by its owner, who did. */
const ID_TOKENS: Record<string, VerifiedIdToken> = { 'not verified': idToken('uid-attacker', false), verified: idToken('uid-owner', true) };

type Answer = { success?: boolean; code?: number; message?: string; data?: Record<string, unknown> };

/** One listening simulator, driven over HTTP as a member (or a bot) would. */
const part = worldPart(() => ({
  clock: { now: Date.UTC(2026, 0, 12) },
  sim: undefined as RunningSimulator | undefined,
  token: '',
  actingToken: '',
  strangerCode: '',
  before: { holding: 0, frozen: 0 },
  last: undefined as Answer | undefined,
}));
const kit = (w: ExchangeWorld) => attackKit(() => part(w).sim!, part(w).clock);

Given('a running exchange with a member holding 10000 USDT', async function (this: ExchangeWorld) {
  const s = part(this);
  s.sim = await testSimulator({
    clock: () => s.clock.now,
    chainBlockMs: 0,
    adminEmails: [ADMIN_EMAIL],
    auth: { verifier: { verify: async (t: string) => ID_TOKENS[t] }, sessionTtlMs: 60_000 },
  });
  s.token = (await kit(this).session('member')).token;
  s.actingToken = s.token;
  assert.deepEqual(await kit(this).balance(s.token), { holding: 10000, frozen: 0 });
});

After(async function (this: ExchangeWorld) {
  await part(this).sim?.close();
});

Given('the member opens a sub-account and acts as it', async function (this: ExchangeWorld) {
  const s = part(this);
  const sub = (await kit(this).uc(s.token, 'POST', 'sub_accounts', { nickname: 'Second' })).data as { applicationId: string };
  s.actingToken = (await kit(this).uc(s.token, 'POST', 'sub_accounts/switch', { applicationId: sub.applicationId })).data.token as string;
  s.before = await kit(this).balance(s.actingToken);
});

Then('the sub-account is offered no welcome coupon and no new-user task', async function (this: ExchangeWorld) {
  const s = part(this);
  assert.deepEqual((await kit(this).api(s.actingToken, 'GET', '/v3/rewards/coupons')).data.rows, []);
  assert.deepEqual((await kit(this).api(s.actingToken, 'GET', '/v3/rewards/tasks')).data.rows, []);
});

Then('claiming the first-trade task is refused with {int} {string}', async function (this: ExchangeWorld, code: number, message: string) {
  const answer = await kit(this).api(part(this).actingToken, 'POST', '/v3/rewards/tasks/claim', { kind: 'FIRST_TRADE' });
  assert.deepEqual({ success: answer.success, code: answer.code, message: answer.message }, { success: false, code, message });
});

Then("the sub-account's balance has not moved", async function (this: ExchangeWorld) {
  assert.deepEqual(await kit(this).balance(part(this).actingToken), part(this).before);
});

Given('a stranger has a referral code', async function (this: ExchangeWorld) {
  const { token } = await kit(this).session('stranger');
  part(this).strangerCode = (await kit(this).uc(token, 'POST', 'build_referral', { split: '100/0' })).data.referralCode as string;
  assert.match(part(this).strangerCode, /\w+/);
});

When("the sub-account binds the stranger's code", async function (this: ExchangeWorld) {
  part(this).last = await kit(this).uc(part(this).actingToken, 'POST', 'referral_bind', { referralCode: part(this).strangerCode });
});

Then('it is refused with {int} {string}', function (this: ExchangeWorld, code: number, message: string) {
  const last = part(this).last!;
  assert.deepEqual({ success: last.success, code: last.code, message: last.message }, { success: false, code, message });
});

Given("the member's region is {string}", async function (this: ExchangeWorld, region: string) {
  assert.equal((await kit(this).uc(part(this).token, 'POST', 'switch_region', { region })).success, true);
});

const REQUESTS: Record<string, [string, Record<string, unknown>]> = {
  'a spot order': ['/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price: 10000, quantity: 0.01 }],
  'a savings subscription': ['/v3/earn/subscribe', { productId: 'USDT_FLEX', amount: '100' }],
};

When(/^the member sends (a spot order|a savings subscription)$/, async function (this: ExchangeWorld, what: string) {
  const [path, body] = REQUESTS[what];
  part(this).last = await kit(this).api(part(this).token, 'POST', path, body);
});

Then('the member still holds 10000 USDT, none of it frozen', async function (this: ExchangeWorld) {
  assert.deepEqual(await kit(this).balance(part(this).token), { holding: 10000, frozen: 0 });
});

const CARD = { expiry: '12/40', cvc: '123', holder: 'Ada Lovelace' };
const card = worldPart(() => ({ btcBefore: undefined as number | undefined, bought: [] as number[] }));

async function btcOf(w: ExchangeWorld): Promise<number> {
  return (await kit(w).balance(part(w).token, 'BTC')).holding;
}

When(
  /^the member pays (\d+) (USD|EUR) of BTC with the (?:real|test) card "([\d ]+)"$/,
  async function (this: ExchangeWorld, amount: string, fiat: string, number: string) {
    const s = part(this);
    card(this).btcBefore ??= await btcOf(this);
    const quotes = await kit(this).api('', 'GET', `/v3/asset/onramp/quotes?fiat=${fiat}&crypto=BTC&fiatAmount=${amount}`);
    const best = (quotes.data!.rows as { quoteId: number; cryptoAmount: string }[])[0];
    const paid: Answer = await kit(this).api(s.token, 'POST', '/v3/asset/onramp/pay', { quoteId: best.quoteId, card: { ...CARD, number } });
    s.last = paid;
    if (paid.success) card(this).bought.push(Number(best.cryptoAmount));
  },
);

Then("the member's BTC has not moved", async function (this: ExchangeWorld) {
  assert.equal(await btcOf(this), card(this).btcBefore);
});

Then("the member's BTC grew by the 15000 USD purchase alone", async function (this: ExchangeWorld) {
  const { btcBefore, bought } = card(this);
  assert.equal(bought.length, 1);
  assert.ok(Math.abs((await btcOf(this)) - (btcBefore! + bought[0])) < 1e-10);
});

const admin = worldPart(() => ({ token: '', markBefore: '' }));

When(/^someone signs in with the market-data admin's email, (not verified|verified)$/, async function (this: ExchangeWorld, which: string) {
  const answer = await kit(this).api('', 'POST', '/usercenter/login', { idToken: which });
  admin(this).token = answer.data!.token as string;
  admin(this).markBefore = part(this).sim!.simulator.trading.markPrice('PERP_BTC_USDT').toFixed();
});

Then('they hold the roles {string}', async function (this: ExchangeWorld, roles: string) {
  const me = await kit(this).api(admin(this).token, 'GET', '/md/admin/me');
  assert.deepEqual(me.data!.roles, roles === '' ? [] : roles.split(','));
});

Then('their change of the BTC perpetual mark price is refused and the mark is unchanged', async function (this: ExchangeWorld) {
  const answer = await kit(this).api(admin(this).token, 'POST', '/md/admin/mark-price', { symbol: 'PERP_BTC_USDT', price: 1 });
  assert.equal(answer.success, false);
  assert.equal(part(this).sim!.simulator.trading.markPrice('PERP_BTC_USDT').toFixed(), admin(this).markBefore);
});

const LISTING = '/social-backend-ui/private/campaigns/LISTING_CAMPAIGN';
const family = worldPart(() => ({ mainApp: '', subApp: '', userId: 0, switchToSub: undefined as (() => Promise<string>) | undefined }));
const tickets = async (w: ExchangeWorld, token: string) =>
  (await kit(w).api(token, 'GET', `${LISTING}/user`)).data as { wooHolding: number; ticketsEarned: number; ticketsAvailable: number };

Given('the member opens a sub-account and keeps acting as the main account', async function (this: ExchangeWorld) {
  const s = part(this);
  const me = (await kit(this).uc(s.token, 'GET', 'info')).data as { application_id: string; user_id: number };
  const sub = (await kit(this).uc(s.token, 'POST', 'sub_accounts', { nickname: 'Votes' })).data as { applicationId: string };
  Object.assign(family(this), {
    mainApp: me.application_id,
    subApp: sub.applicationId,
    userId: me.user_id,
    switchToSub: async () =>
      (await kit(this).uc(s.token, 'POST', 'sub_accounts/switch', { applicationId: sub.applicationId })).data.token as string,
  });
  // a first transfer opens the sub-account's wallet
  const opened = await kit(this).api(s.token, 'POST', '/v3/asset/transfer', {
    token: 'USDT',
    amount: 1,
    from: { applicationId: me.application_id },
    to: { applicationId: sub.applicationId },
  });
  assert.equal(opened.success, true);
});

Given('the member deposits {int} WOO', async function (this: ExchangeWorld, amount: number) {
  const sim = part(this).sim!;
  const deposited = await control(sim, '/wallet/deposit', {
    userId: family(this).userId,
    token: 'WOO',
    network: 'ETH',
    amount: String(amount),
  });
  assert.equal(deposited.statusCode, 200);
  // credited once the chain has confirmed it, block by block
  for (let i = 0; i < 64 && (await kit(this).balance(part(this).token, 'WOO')).holding === 0; i++) await control(sim, '/wallet/block');
  assert.equal((await kit(this).balance(part(this).token, 'WOO')).holding, amount);
});

Then(
  'the member has {int} listing tickets and votes all {int} for {word}',
  async function (this: ExchangeWorld, earned: number, votes: number, token: string) {
    const mine = await tickets(this, part(this).token);
    // 1 ticket to start + 1,000 WOO ÷ 100
    assert.deepEqual([mine.ticketsEarned, mine.ticketsAvailable], [earned, earned]);
    assert.equal((await kit(this).api(part(this).token, 'POST', `${LISTING}/vote`, { token, tickets: votes })).success, true);
  },
);

When('the member moves the {int} WOO to the sub-account', async function (this: ExchangeWorld, amount: number) {
  const f = family(this);
  const moved = await kit(this).api(part(this).token, 'POST', '/v3/asset/transfer', {
    token: 'WOO',
    amount,
    from: { applicationId: f.mainApp },
    to: { applicationId: f.subApp },
  });
  assert.equal(moved.success, true);
  part(this).actingToken = await f.switchToSub!();
});

Then(
  'the sub-account holds {int} WOO with {int} tickets earned and none left',
  async function (this: ExchangeWorld, woo: number, earned: number) {
    const token = part(this).actingToken;
    assert.equal((await kit(this).balance(token, 'WOO')).holding, woo);
    const theirs = await tickets(this, token);
    assert.deepEqual([theirs.wooHolding, theirs.ticketsEarned, theirs.ticketsAvailable], [woo, earned, 0]);
  },
);

Then(
  'its vote of {int} ticket is refused with {int} {string}',
  async function (this: ExchangeWorld, count: number, code: number, message: string) {
    const answer = await kit(this).api(part(this).actingToken, 'POST', `${LISTING}/vote`, { token: 'ONDO', tickets: count });
    assert.deepEqual({ success: answer.success, code: answer.code, message: answer.message }, { success: false, code, message });
  },
);
