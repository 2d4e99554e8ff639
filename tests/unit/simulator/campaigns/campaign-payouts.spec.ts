import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { memoryStore } from '../../../../simulator/store/memory-account-repository';
import { MemoryTradingRepository } from '../../../../simulator/trading/records';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const DAY = 24 * 3600 * 1000;
const S = '/api/social-backend-ui';
// one trading repository across the restart: the ledger, balances and growth rows outlive the first simulator
const store = { ...memoryStore({ sessionIdleMs: 366 * DAY }), trading: new MemoryTradingRepository() };

describe('campaign prizes are paid once when a campaign ends (simulator/competitions/payouts.ts)', () => {
  let sim: RunningSimulator;
  let now = Date.UTC(2026, 0, 7, 12);
  // The book holds still (no step for a minute): the maker epoch's test rests bids inside the spread and hits them; a
  // step between the two could fill them from the simulated flow first (seen once on a loaded machine: 0 instead of 2,500).
  const start = () => testSimulator({ clock: () => now, store, campaignPayoutCheckMs: 20, orderbookIntervalMs: 60_000 });
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = (path: string, t?: string) => call(sim, path, { headers: t ? auth(t) : {} });
  const send = (method: string, path: string, payload: unknown, t?: string) =>
    call(sim, path, { method, headers: t ? auth(t) : {}, payload });
  const usdt = async (t: string) =>
    new Decimal(
      ((await get('/api/v3/asset/balances', t)).json().data.holding as { token: string; holding: number }[]).find(
        (r) => r.token === 'USDT',
      )!.holding,
    );
  const prizes = async (t: string) =>
    ((await get('/api/v3/asset/token/history?type=DISTRIBUTION', t)).json().data.rows as { token: string; amount: number }[]).map(
      (r) => `${r.amount} ${r.token}`,
    );
  const me = async (id: string, t: string) => (await get(`${S}/private/campaigns/${id}`, t)).json().data;
  const buy = (t: string, quantity: number) =>
    send('POST', '/api/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity }, t);
  const signUp = (id: string, t: string) => send('PUT', `${S}/private/campaigns/${id}/signup`, {}, t);

  beforeAll(async () => {
    sim = await start();
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
  });
  afterAll(() => sim.close());

  let a: { token: string; userId: number };
  let b: { token: string; userId: number };
  let paidTime = 0;

  it('closing EZPZ pays 1st 1,000 and 2nd 600 USDT as DISTRIBUTION, tells the winners, and never pays twice', async () => {
    a = await createSession(sim, { ttlMs: 30 * DAY });
    b = await createSession(sim, { ttlMs: 30 * DAY });
    await signUp('EZPZ_COMPETITION', a.token);
    await signUp('EZPZ_COMPETITION', b.token);
    now += 1000;
    await buy(a.token, 0.01); // ≈ 500 USDT of volume: 1st
    await buy(b.token, 0.002); // ≈ 100 USDT (the minimum is 50): 2nd
    expect((await me('EZPZ_COMPETITION', a.token)).me).toMatchObject({ rank: 1, prize: 1000, paidPrize: null });
    const [aBefore, bBefore] = [await usdt(a.token), await usdt(b.token)];
    // a campaign not started yet, or unknown, cannot be closed
    expect((await control(sim, '/campaigns/close', { campaignId: 'WOOTOPIA_2049' })).json()).toEqual({
      ok: false,
      message: 'campaignId: WOOTOPIA_2049 has not started',
    });
    expect((await control(sim, '/campaigns/close', { campaignId: 'NOPE' })).json()).toEqual({
      ok: false,
      message: 'campaignId: no campaign NOPE',
    });

    now += 1000;
    const closed = (await control(sim, '/campaigns/close', { campaignId: 'EZPZ_COMPETITION' })).json().payout;
    expect(closed).toMatchObject({ campaignId: 'EZPZ_COMPETITION', endTime: now, paidTime: now, token: 'USDT' });
    paidTime = closed.paidTime;
    expect(closed.winners.map((w: { userId: number; rank: number; amount: string }) => [w.userId, w.rank, w.amount])).toEqual([
      [a.userId, 1, '1000'],
      [b.userId, 2, '600'],
    ]);
    expect((await usdt(a.token)).minus(aBefore).toFixed()).toBe('1000');
    expect((await usdt(b.token)).minus(bBefore).toFixed()).toBe('600');
    expect(await prizes(a.token)).toEqual(['1000 USDT']);
    const page = await me('EZPZ_COMPETITION', b.token);
    expect(page).toMatchObject({ status: 'ENDED', endTime: now, prizesPaidTime: now, me: { rank: 2, prize: 600, paidPrize: 600 } });
    const told = (await get('/api/social-backend-ui/private/campaign-reward-notifications', b.token)).json().data.rows;
    expect(told).toEqual([
      expect.objectContaining({ campaignId: 'EZPZ_COMPETITION', source: 'PRIZE_RANK_2', token: 'USDT', amount: '600' }),
    ]);
    const inbox = (await get('/api/v3/notifications?category=CAMPAIGNS', b.token)).json().data.rows;
    expect(inbox[0]).toMatchObject({ kind: 'PRIZE', params: { amount: '600', token: 'USDT', campaign: 'EZPZ_COMPETITION', rank: 2 } });

    // closing again, and trading after the end, changes nothing
    now += 1000;
    expect((await control(sim, '/campaigns/close', { campaignId: 'EZPZ_COMPETITION' })).json().payout.paidTime).toBe(closed.paidTime);
    await buy(b.token, 0.02);
    expect((await me('EZPZ_COMPETITION', b.token)).me).toMatchObject({ rank: 2, paidPrize: 600 });
    expect(await prizes(a.token)).toEqual(['1000 USDT']);
  });

  it('after a restart the ended edition stays ended and paid once', async () => {
    const aBefore = await usdt(a.token);
    await sim.close();
    now += 1000;
    sim = await start();
    expect(await me('EZPZ_COMPETITION', a.token)).toMatchObject({
      status: 'ENDED',
      prizesPaidTime: paidTime,
      me: { rank: 1, paidPrize: 1000 },
    });
    expect((await usdt(a.token)).toFixed()).toBe(aBefore.toFixed());
    expect(await prizes(a.token)).toEqual(['1000 USDT']);
  });

  it('a campaign reaching its end is paid by the timer', async () => {
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
    await signUp('HEED_THE_CALL', a.token);
    now += 1000;
    await buy(a.token, 0.004); // ≈ 200 USDT, the minimum is 100: alone, 1st: 2,000
    const { endTime } = await me('HEED_THE_CALL', a.token);
    const before = await usdt(a.token);
    now = endTime;
    let paid: number | null = null;
    // the payout timer (every 20 ms) pays it; a deadline, not a count of polls, so a loaded machine waits longer
    for (const until = Date.now() + 20_000; paid === null && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      paid = (await me('HEED_THE_CALL', a.token)).me.paidPrize;
    }
    expect(paid).toBe(2000);
    expect((await usdt(a.token)).minus(before).toFixed()).toBe('2000');
    expect(await prizes(a.token)).toEqual(['2000 USDT', '1000 USDT']);
  });

  it('a finished market-maker epoch pays each maker its share of the pool: 0.1 and 0.3 ETH of maker volume → 2,500 and 7,500 USDT', async () => {
    const epochs = () =>
      get(`${S}/public/market-makers-dashboards/epochs?program=SPOT`).then(
        (r) => r.json().data.rows as { epochId: number; endTime: number; status: string; paidTime: number | null }[],
      );
    const current = (await epochs())[0]!;
    expect(current).toMatchObject({ status: 'ONGOING', paidTime: null });
    const [m1, m2, taker] = [
      await createSession(sim, { ttlMs: 30 * DAY }),
      await createSession(sim, { ttlMs: 30 * DAY }),
      await createSession(sim, { ttlMs: 30 * DAY }),
    ];
    // resting bids between the book's best bid and ask are hit by a market sell: both fills are maker fills at one price
    const book = (await get('/api/v3/public/orderbook?symbol=SPOT_ETH_USDT&maxLevel=1')).json().data;
    const price = new Decimal(book.bids[0].price).plus(book.asks[0].price).div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
    for (const [m, quantity] of [
      [m1, 0.1],
      [m2, 0.3],
    ] as const) {
      expect(
        (
          await send('POST', '/api/v3/trade/order', { symbol: 'SPOT_ETH_USDT', side: 'BUY', type: 'LIMIT', price, quantity }, m.token)
        ).json().success,
      ).toBe(true);
    }
    await send('POST', '/api/v3/trade/order', { symbol: 'SPOT_ETH_USDT', side: 'SELL', type: 'MARKET', quantity: 0.4 }, taker.token);
    const [u1, u2] = [await usdt(m1.token), await usdt(m2.token)];
    now = current.endTime;
    let paidTime: number | null = null;
    for (const until = Date.now() + 20_000; paidTime === null && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      paidTime = (await epochs()).find((e) => e.epochId === current.epochId)?.paidTime ?? null;
    }
    expect(paidTime).toBe(now);
    expect((await usdt(m1.token)).minus(u1).toFixed()).toBe('2500');
    expect((await usdt(m2.token)).minus(u2).toFixed()).toBe('7500');
    expect(await prizes(m2.token)).toEqual(['7500 USDT']);
    const told = (await get('/api/social-backend-ui/private/campaign-reward-notifications', m1.token)).json().data.rows;
    expect(told).toEqual([expect.objectContaining({ campaignId: 'MM_SPOT', source: 'PRIZE_RANK_2', amount: '2500' })]);
    expect((await get(`${S}/public/market-makers-dashboards/${current.epochId}?program=SPOT`)).json().data).toMatchObject({
      status: 'FINISHED',
      paidTime: now,
    });
  });
});
