import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { memoryStore } from '../../../../simulator/store/memory-account-repository';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const DAY = 24 * 3600 * 1000;

describe('the reward centre, reward notifications and promotions (simulator/rewards)', () => {
  let sim: RunningSimulator;
  let now = Date.UTC(2026, 0, 5, 12);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = (path: string, t?: string) => call(sim, `/api${path}`, { headers: t ? auth(t) : {} });
  const send = (method: string, path: string, payload: unknown, t: string) =>
    call(sim, `/api${path}`, { method, headers: auth(t), payload });
  const ledger = async (t: string, type: string) =>
    (await get(`/v3/asset/token/history?type=${type}`, t)).json().data.rows as { token: string; amount: number; type: string }[];
  const task = async (t: string, kind: string) =>
    ((await get('/v3/rewards/tasks', t)).json().data.rows as { kind: string; status: string; progress: string }[]).find(
      (r) => r.kind === kind,
    )!;
  const coupon = async (t: string, kind: string) =>
    ((await get('/v3/rewards/coupons', t)).json().data.rows as { id: number; kind: string; status: string }[]).find(
      (c) => c.kind === kind,
    )!;

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now, store: memoryStore({ sessionIdleMs: 366 * 24 * 3600 * 1000 }) });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
    await control(sim, '/trading/fees', { makerFee: 2, takerFee: 5 });
  });
  afterAll(() => sim.close());

  it('completes the first-deposit task from a real deposit; claiming credits 10 USDT (DISTRIBUTION) and tells it', async () => {
    const { token: t, userId } = await createSession(sim, { ttlMs: 30 * DAY });
    expect(await task(t, 'FIRST_DEPOSIT')).toMatchObject({ status: 'IN_PROGRESS', progress: '0' });
    expect((await send('POST', '/v3/rewards/tasks/claim', { kind: 'FIRST_DEPOSIT' }, t)).json()).toMatchObject({
      success: false,
      message: 'This task is not done yet.',
    });
    expect((await control(sim, '/wallet/deposit', { userId, token: 'USDT', network: 'TRON', amount: '50' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await control(sim, '/wallet/block');
    expect(await task(t, 'FIRST_DEPOSIT')).toMatchObject({ status: 'CLAIMABLE', progress: '1' });
    const claimed = (await send('POST', '/v3/rewards/tasks/claim', { kind: 'FIRST_DEPOSIT' }, t)).json().data;
    expect(claimed).toMatchObject({ status: 'CLAIMED', amount: '10', token: 'USDT' });
    expect((await ledger(t, 'DISTRIBUTION')).map((r) => [r.token, r.amount])).toEqual([['USDT', 10]]);
    expect((await send('POST', '/v3/rewards/tasks/claim', { kind: 'FIRST_DEPOSIT' }, t)).json()).toMatchObject({
      success: false,
      message: 'This reward is already claimed.',
    });
    const told = (await get('/social-backend-ui/private/campaign-reward-notifications', t)).json().data.rows;
    expect(told).toEqual([
      expect.objectContaining({ campaignId: 'REWARD_CENTER', source: 'TASK_FIRST_DEPOSIT', token: 'USDT', amount: '10' }),
    ]);
    const inbox = (await get('/v3/notifications?category=CAMPAIGNS', t)).json().data.rows;
    expect(inbox[0]).toMatchObject({ kind: 'REWARD', params: { amount: '10', token: 'USDT' }, read: false });
    expect(
      (await send('DELETE', `/social-backend-ui/private/campaign-reward-notifications/${told[0].id}`, undefined, t)).json().data.dismissed,
    ).toBe(true);
    expect((await get('/social-backend-ui/private/campaign-reward-notifications', t)).json().data.rows).toEqual([]);
  });

  it('a task reward not claimed within 7 days of the task is expired', async () => {
    const { token: t } = await createSession(sim, { ttlMs: 30 * DAY });
    expect(
      (await send('POST', '/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: 0.001 }, t)).json().success,
    ).toBe(true);
    expect((await task(t, 'FIRST_TRADE')).status).toBe('CLAIMABLE');
    now += 7 * DAY;
    expect((await task(t, 'FIRST_TRADE')).status).toBe('EXPIRED');
    expect((await send('POST', '/v3/rewards/tasks/claim', { kind: 'FIRST_TRADE' }, t)).json().message).toBe('This reward has expired.');
  });

  it('a trading bonus must be claimed, then used: 10 USDT credited once', async () => {
    const { token: t } = await createSession(sim, { ttlMs: 30 * DAY });
    const bonus = await coupon(t, 'TRADING_BONUS');
    expect(bonus.status).toBe('UNCLAIMED');
    expect((await send('POST', `/v3/rewards/coupons/${bonus.id}/use`, undefined, t)).json().message).toBe(
      'Claim this coupon before using it.',
    );
    expect((await send('POST', `/v3/rewards/coupons/${bonus.id}/claim`, undefined, t)).json().data.status).toBe('CLAIMED');
    expect((await send('POST', `/v3/rewards/coupons/${bonus.id}/use`, undefined, t)).json().data.status).toBe('USED');
    expect((await send('POST', `/v3/rewards/coupons/${bonus.id}/use`, undefined, t)).json().message).toBe('This coupon is already used.');
    expect((await ledger(t, 'DISTRIBUTION')).map((r) => r.amount)).toEqual([10]);
  });

  it('a fee-discount coupon lowers the fee the engine charges (taker 5 bp → 4 bp) for its 3 days only', async () => {
    const { token: t } = await createSession(sim, { ttlMs: 30 * DAY });
    const rate = async () => {
      expect(
        (await send('POST', '/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: 0.001 }, t)).json()
          .success,
      ).toBe(true);
      const fill = (await get('/v3/trade/transactionHistory', t)).json().data.rows[0] as {
        fee: number;
        executedPrice: number;
        executedQuantity: number;
      };
      return new Decimal(fill.fee).div(new Decimal(fill.executedPrice).times(fill.executedQuantity)).toFixed();
    };
    expect(await rate()).toBe('0.0005');
    const discount = await coupon(t, 'FEE_DISCOUNT');
    await send('POST', `/v3/rewards/coupons/${discount.id}/claim`, undefined, t);
    expect((await send('POST', `/v3/rewards/coupons/${discount.id}/use`, undefined, t)).json().data.status).toBe('ACTIVE');
    expect((await get('/v3/trade/tradingFee?symbol=SPOT_BTC_USDT', t)).json().data).toMatchObject({ takerFee: '4', makerFee: '1.6' });
    expect(await rate()).toBe('0.0004');
    now += 3 * DAY;
    expect((await coupon(t, 'FEE_DISCOUNT')).status).toBe('USED');
    expect(await rate()).toBe('0.0005');
  });

  it('an APY booster raises USDT flexible savings from 3.65 % to 7.3 %: a whole day on 1,000 USDT pays 0.2, not 0.1', async () => {
    const { token: t } = await createSession(sim, { ttlMs: 30 * DAY });
    await control(sim, '/earn/advance', { days: 1 }); // the earn clock catches up with the days the tests moved
    expect((await send('POST', '/v3/earn/subscribe', { productId: 'USDT_FLEX', amount: '1000' }, t)).json().success).toBe(true);
    const booster = await coupon(t, 'APY_BOOSTER');
    await send('POST', `/v3/rewards/coupons/${booster.id}/claim`, undefined, t);
    await send('POST', `/v3/rewards/coupons/${booster.id}/use`, undefined, t);
    await control(sim, '/earn/advance', { days: 2 });
    // newest first. Subscribed at noon: half a day, 1,000 × 7.3 % ÷ 365 ÷ 2 = 0.1; then a whole day on 1,000.1 (compounding),
    // 1,000.1 × 7.3 % ÷ 365 = 0.20002
    expect((await ledger(t, 'INTEREST')).map((r) => r.amount)).toEqual([0.20002, 0.1]);
  });

  it('earn takes one APR boost, the reward centre’s: a second connection throws', () => {
    expect(() => sim.simulator.earn.boostAprWith((_userId, _productId, apr) => apr)).toThrow('an APR boost is already connected to earn');
  });

  it('serves promotion cards by platform, card type and language; account cards only to members', async () => {
    const { token: t } = await createSession(sim, { ttlMs: 30 * DAY });
    const home = (await get('/promotion/public/promotion?platform=WEB&cardType=HOME&language=ru')).json().data.rows;
    expect(home).toEqual([
      expect.objectContaining({ id: 'WELCOME_REWARDS', language: 'ru', title: 'Приветственные награды', link: '/account/reward-center' }),
    ]);
    // a visitor gets the public card only; a member their own card too
    expect((await get('/promotion/public/promotion?cardType=TRADE')).json().data.rows.map((r: { id: string }) => r.id)).toEqual([
      'USDT_SAVINGS',
    ]);
    const trade = (await get('/promotion/account/promotion?platform=WEB&cardType=TRADE&language=xx', t)).json().data.rows;
    expect(trade).toEqual([
      expect.objectContaining({ id: 'FEE_DISCOUNT_WEEK', language: 'en' }),
      expect.objectContaining({ id: 'USDT_SAVINGS', language: 'en' }),
    ]);
    expect((await get('/promotion/account/promotion?platform=APP&cardType=TRADE', t)).json().data.rows).toEqual([]);
    expect((await get('/usercenter/account/promotion?platform=WEB', t)).json().data.rows.map((r: { id: string }) => r.id)).toEqual([
      'WELCOME_REWARDS',
      'FEE_DISCOUNT_WEEK',
      'USDT_SAVINGS',
      'APY_BOOST_USDT',
    ]);
    expect((await get('/usercenter/account/promotion?platform=APP', t)).json().data.rows.map((r: { id: string }) => r.id)).toEqual([
      'WELCOME_REWARDS',
      'APY_BOOST_USDT',
    ]);
    expect((await get('/promotion/account/promotion')).statusCode).toBe(401);
  });

  it('answers the referral campaign with its progress and the share texts in the language', async () => {
    const { token: t } = await createSession(sim, { ttlMs: 30 * DAY });
    const campaign = (await get('/usercenter/account/referral_campaign?language=es', t)).json().data.rows[0];
    expect(campaign).toMatchObject({
      id: 'REFERRAL_2025',
      language: 'es',
      commissionRate: 0.3,
      durationDays: 365,
      target: 3,
      referees: 0,
      tradedReferees: 0,
      completed: false,
      status: 'ONGOING',
    });
    const sharing = (await get('/usercenter/account/sharing_info?language=ru', t)).json().data;
    expect(sharing.imageUrl).toBe('/promotion/referral-share.svg');
    expect(sharing.texts[0]).toContain(sharing.referralCode);
    expect(sharing.texts[0]).toContain('{link}');
    expect(sharing.language).toBe('ru');
  });
});
