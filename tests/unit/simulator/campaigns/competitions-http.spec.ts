import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const DAY = 24 * 3600 * 1000;
const S = '/api/social-backend-ui';

describe('campaigns, trading competitions and market-maker dashboards (simulator/competitions)', () => {
  let sim: RunningSimulator;
  let now = Date.UTC(2026, 0, 7, 12);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = (path: string, t?: string) => call(sim, path, { headers: t ? auth(t) : {} });
  const send = (method: string, path: string, payload: unknown, t?: string) =>
    call(sim, path, { method, headers: t ? auth(t) : {}, payload });
  const order = (t: string, body: Record<string, unknown>) => send('POST', '/api/v3/trade/order', body, t);
  /** Σ price × quantity of the account's fills of `orderId`. */
  const volumeOf = async (t: string, orderId: number) => {
    const rows = (await get('/api/v3/trade/transactionHistory?size=100', t)).json().data.rows as {
      orderId: number;
      executedPrice: number;
      executedQuantity: number;
    }[];
    return rows
      .filter((r) => r.orderId === orderId)
      .reduce((s, r) => s.plus(new Decimal(r.executedPrice).times(r.executedQuantity)), new Decimal(0));
  };
  const board = async (campaignId: string) =>
    (await send('PUT', `${S}/public/campaigns/leaderboard?campaignId=${campaignId}`, { page: 1, size: 50 })).json().data;

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
  });
  afterAll(() => sim.close());

  it('lists the five named campaigns: ongoing, upcoming and past, each with its own rules and prize pool', async () => {
    const rows = (await get(`${S}/public/campaigns`)).json().data.rows as {
      campaignId: string;
      status: string;
      metric: string;
      prizePool: number;
      scope: unknown;
      volumeCap: number | null;
    }[];
    const byId = Object.fromEntries(rows.map((r) => [r.campaignId, r]));
    expect(Object.keys(byId).sort()).toEqual([
      'EZPZ_COMPETITION',
      'HEED_THE_CALL',
      'PERMABEAR_TEALSTREET',
      'THE_GATHERING',
      'WOOTOPIA_2049',
    ]);
    expect(byId.EZPZ_COMPETITION).toMatchObject({
      status: 'ONGOING',
      metric: 'VOLUME',
      prizePool: 2700,
      volumeCap: 100000,
      scope: { spot: true, futures: false, symbols: null },
    });
    expect(byId.THE_GATHERING).toMatchObject({ status: 'ONGOING', metric: 'PNL', prizePool: 6300 });
    expect(byId.PERMABEAR_TEALSTREET).toMatchObject({
      status: 'ENDED',
      scope: { symbols: ['PERP_BTC_USDT', 'PERP_ETH_USDT'] },
      prizePool: 8500,
    });
    expect(byId.WOOTOPIA_2049).toMatchObject({ status: 'UPCOMING', metric: 'ROI', prizePool: 22200 });
    expect((await get(`${S}/public/campaigns?status=UPCOMING`)).json().data.rows.map((r: { campaignId: string }) => r.campaignId)).toEqual([
      'WOOTOPIA_2049',
    ]);
    const badges = (await get(`${S}/public/campaigns/badge-configurations`)).json().data.rows;
    expect(badges).toContainEqual({ badgeId: 'HEED_10K', campaignId: 'HEED_THE_CALL', rule: { type: 'VOLUME', volume: '10000' } });
  });

  it('refuses a sign-up for an ended campaign and an unknown one; a sign-up is answered once', async () => {
    const { token } = await createSession(sim);
    const ended = (await send('PUT', `${S}/private/campaigns/PERMABEAR_TEALSTREET/signup`, {}, token)).json();
    expect(ended).toMatchObject({ success: false, code: -1005, message: 'campaignId: PERMABEAR_TEALSTREET has ended' });
    expect((await send('PUT', `${S}/private/campaigns/NOPE/signup`, {}, token)).json()).toMatchObject({ success: false, code: -1006 });
    const first = (await send('PUT', `${S}/private/campaigns/WOOTOPIA_2049/signup`, {}, token)).json().data;
    now += 1000;
    const again = (await send('PUT', `${S}/private/campaigns/WOOTOPIA_2049/signup`, {}, token)).json().data;
    expect(again).toEqual(first);
    expect((await send('PUT', `${S}/private/campaigns/WOOTOPIA_2049/signup`, {}, undefined)).statusCode).toBe(401);
  });

  it('ranks signed-up traders only, from fills after their sign-up, in scope; a spot volume campaign ignores perpetuals', async () => {
    const a = await createSession(sim);
    const b = await createSession(sim);
    // a fill before the sign-up does not count
    const before = (await order(a.token, { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.01 })).json().data.orderId;
    expect((await volumeOf(a.token, before)).gt(0)).toBe(true);
    now += 1000;
    expect((await send('PUT', `${S}/private/campaigns/EZPZ_COMPETITION/signup`, {}, a.token)).json().data).toMatchObject({
      signedUp: true,
      signedUpTime: now,
    });
    let mine = (await get(`${S}/private/campaigns/EZPZ_COMPETITION`, a.token)).json().data.me;
    expect(mine).toMatchObject({ signedUp: true, rank: null, qualified: false, volume: 0, progress: 0, badges: ['JOINED'] });
    now += 1000;
    const counted = (await order(a.token, { symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: 0.002 })).json().data.orderId;
    await order(a.token, { symbol: 'PERP_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.001 });
    // b trades but never signs up
    await order(b.token, { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.01 });
    const volume = (await volumeOf(a.token, counted)).toDecimalPlaces(8, Decimal.ROUND_DOWN).toNumber();
    const rows = (await board('EZPZ_COMPETITION')).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rank: 1, tied: 1, value: volume, volume, trades: 1, prize: 1000 });
    mine = (await get(`${S}/private/campaigns/EZPZ_COMPETITION`, a.token)).json().data.me;
    expect(mine).toMatchObject({
      rank: 1,
      qualified: true,
      volume,
      progress: 1,
      prize: 1000,
      badges: ['JOINED', 'QUALIFIED', 'TOP_10', 'PODIUM', 'CHAMPION'],
    });

    // v1: the top by the figure, the caller's row on the private call; v2: paged rows with prizes, the caller's standing
    const v1 = (await get(`${S}/private/trading-competitions/EZPZ_COMPETITION`, b.token)).json().data;
    expect(v1).toMatchObject({ campaignId: 'EZPZ_COMPETITION', status: 'ONGOING', metric: 'VOLUME', me: null });
    expect(v1.rows).toEqual([{ rank: 1, uuid: rows[0].uuid, coolName: rows[0].coolName, value: volume }]);
    expect((await get(`${S}/public/trading-competitions/EZPZ_COMPETITION`)).json().data).not.toHaveProperty('me');
    const v2 = (await get(`${S}/private/v2/trading-competitions/EZPZ_COMPETITION?page=1&size=10`, a.token)).json().data;
    expect(v2.campaign.campaignId).toBe('EZPZ_COMPETITION');
    expect(v2.meta).toEqual({ total: 1, recordsPerPage: 10, currentPage: 1 });
    expect(v2.me).toMatchObject({ rank: 1, prize: 1000 });
    expect((await get(`${S}/public/v2/trading-competitions/EZPZ_COMPETITION`)).json().data.rows[0]).toMatchObject({ rank: 1, prize: 1000 });
  });

  it('HEED_THE_CALL counts spot and perpetuals; its user-data tells the milestones reached', async () => {
    const { token } = await createSession(sim);
    expect((await get(`${S}/private/campaigns/HEED_THE_CALL/user-data`, token)).json().data).toMatchObject({
      signedUp: false,
      milestones: [
        { volume: 1000, reached: false },
        { volume: 10000, reached: false },
        { volume: 100000, reached: false },
      ],
    });
    await send('PUT', `${S}/private/campaigns/HEED_THE_CALL/signup`, {}, token);
    now += 1000;
    const spot = (await order(token, { symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: 0.02 })).json().data.orderId;
    const perp = (await order(token, { symbol: 'PERP_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.01 })).json().data.orderId;
    const total = (await volumeOf(token, spot)).plus(await volumeOf(token, perp));
    expect(total.gt(1000)).toBe(true);
    const data = (await get(`${S}/private/campaigns/HEED_THE_CALL/user-data`, token)).json().data;
    expect(data).toMatchObject({
      signedUp: true,
      rank: 1,
      volume: total.toDecimalPlaces(8, Decimal.ROUND_DOWN).toNumber(),
      nextMilestone: 10000,
    });
    expect(data.milestones[0]).toEqual({ volume: 1000, reached: true });
    expect(data.badges).toContain('HEED_1K');
  });

  it('market-maker dashboards: the epochs of a program and one epoch ranked by maker volume', async () => {
    const epochs = (await get(`${S}/public/market-makers-dashboards/epochs?program=SPOT`)).json().data;
    expect(epochs.rows).toHaveLength(8);
    expect(epochs.rows[0]).toMatchObject({ status: 'ONGOING' });
    expect(epochs.rows[0].endTime - epochs.rows[0].startTime).toBe(7 * DAY);
    const current = epochs.rows[0].epochId as number;

    // a resting bid above the book's best bid is hit by another account's market sell: its fill is a maker fill
    const maker = await createSession(sim);
    const taker = await createSession(sim);
    const book = (await get('/api/v3/public/orderbook?symbol=SPOT_ETH_USDT&maxLevel=1')).json().data;
    const price = new Decimal(book.bids[0].price).plus(book.asks[0].price).div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
    expect((await order(maker.token, { symbol: 'SPOT_ETH_USDT', side: 'BUY', type: 'LIMIT', price, quantity: 0.1 })).json().success).toBe(
      true,
    );
    await order(taker.token, { symbol: 'SPOT_ETH_USDT', side: 'SELL', type: 'MARKET', quantity: 0.1 });
    const dash = (await get(`${S}/public/market-makers-dashboards/${current}?program=SPOT`)).json().data;
    const makerVolume = new Decimal(price).times('0.1').toNumber();
    expect(dash).toMatchObject({
      program: 'SPOT',
      epochId: current,
      status: 'ONGOING',
      mock: false,
      rewardPool: 10000,
      totalMakerVolume: makerVolume,
    });
    expect(dash.rows).toEqual([expect.objectContaining({ rank: 1, makerVolume, share: 1, reward: 10000 })]);
    expect((await get(`${S}/public/market-makers-dashboards/${current}?program=FUTURES`)).json().data.rows).toEqual([]);
    expect((await get(`${S}/public/market-makers-dashboards/${current}?program=SPOT&mock=true`)).json().data).toMatchObject({
      mock: true,
      totalMakerVolume: 1000000,
    });
    expect((await get(`${S}/public/market-makers-dashboards/${current + 1}?program=SPOT`)).json()).toMatchObject({
      success: false,
      code: -1006,
    });
  });
});
