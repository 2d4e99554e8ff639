import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const C = '/api/social-backend-ui';
const L = 'campaigns/LISTING_CAMPAIGN';

describe('the listing campaign REST (simulator/listing)', () => {
  let sim: RunningSimulator;
  const now = Date.UTC(2026, 2, 1, 12);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = async (path: string, t?: string) => (await call(sim, `${C}${path}`, { headers: t ? auth(t) : {} })).json();
  const post = async (path: string, payload: unknown, t: string) =>
    (await call(sim, `${C}${path}`, { method: 'POST', headers: auth(t), payload })).json();
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
    alice = (await createSession(sim)).token;
    bob = (await createSession(sim)).token;
  });
  afterAll(() => sim.close());

  it('a new campaign is in its voting: six candidates in three battles, the rules stated', async () => {
    const c = (await get(`/public/${L}`)).data;
    expect(c.phase).toBe('VOTING');
    expect(c.nextPhase).toEqual({ phase: 'SHOWDOWN', at: now + 4 * 86_400_000 });
    expect(c.candidates.map((x: { token: string; battle: number; status: string }) => `${x.token}:${x.battle}:${x.status}`)).toEqual([
      'ONDO:1:IN_BATTLE',
      'JUP:1:IN_BATTLE',
      'TIA:2:IN_BATTLE',
      'PYTH:2:IN_BATTLE',
      'ENA:3:IN_BATTLE',
      'W:3:IN_BATTLE',
    ]);
    expect(c.ticketRule).toEqual({ base: 1, volumePerTicket: 1000, wooPerTicket: 100, max: 100 });
    expect(c.predictionRule).toEqual({ pool: 1000, cap: 100, token: 'USDT' });
  });

  it('every account has 1 ticket; a vote spends it, the tally and the user data move, a second vote is refused', async () => {
    expect((await get(`/private/${L}/user`, alice)).data).toMatchObject({
      ticketsEarned: 1,
      ticketsSpent: 0,
      ticketsAvailable: 1,
      volume: 0,
      votes: [],
      prediction: null,
    });
    expect((await post(`/private/${L}/vote`, { token: 'jup', tickets: 1 }, alice)).data).toMatchObject({
      token: 'JUP',
      tickets: 1,
      round: 'VOTING',
      time: now,
      ticketsAvailable: 0,
    });
    expect(await post(`/private/${L}/vote`, { token: 'JUP', tickets: 1 }, alice)).toMatchObject({
      success: false,
      code: -1005,
      message: 'tickets: more than you have left',
    });
    expect(await post(`/private/${L}/vote`, { token: 'DOGE', tickets: 1 }, bob)).toMatchObject({
      success: false,
      code: -1005,
      message: 'token: not a candidate you can vote for now',
    });
    expect(await post(`/private/${L}/vote`, { token: 'JUP', tickets: 0 }, bob)).toMatchObject({
      success: false,
      message: 'tickets: must be a whole number of at least 1',
    });
    const c = (await get(`/public/${L}`)).data;
    expect(c.candidates.find((x: { token: string }) => x.token === 'JUP').votes).toBe(1);
    expect(c.totalVotes).toBe(1);
    const user = (await get(`/private/${L}/user`, alice)).data;
    expect(user).toMatchObject({ ticketsSpent: 1, ticketsAvailable: 0 });
    expect(user.votes).toEqual([{ id: 1, token: 'JUP', tickets: 1, round: 'VOTING', time: now }]);
  });

  it('trading volume earns tickets: 1 + one per full 1,000 USDT', async () => {
    const placed = await call(sim, '/api/v3/trade/order', {
      method: 'POST',
      headers: auth(bob),
      payload: { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: 0.05 },
    });
    expect(placed.json().success).toBe(true);
    const user = (await get(`/private/${L}/user`, bob)).data;
    expect(user.volume).toBeGreaterThan(1000);
    expect(user.ticketsEarned).toBe(1 + Math.floor(user.volume / 1000));
    expect((await post(`/private/${L}/vote`, { token: 'ONDO', tickets: 2 }, bob)).data.tickets).toBe(2);
  });

  it('the leaderboards: battles with my votes, voters ranked, the public calls without mine', async () => {
    const battles = (await get(`/private/${L}/battle-leaderboard`, alice)).data.rows;
    expect(battles[0]).toEqual({
      battle: 1,
      leader: 'ONDO',
      candidates: [
        { token: 'ONDO', votes: 2, rank: 1, myVotes: 0 },
        { token: 'JUP', votes: 1, rank: 2, myVotes: 1 },
      ],
    });
    expect((await get(`/public/${L}/battle-leaderboard`)).data.rows[0].candidates[0]).toEqual({ token: 'ONDO', votes: 2, rank: 1 });
    const voters = (await get(`/private/${L}/voting-leaderboard`, alice)).data;
    expect(voters.rows.map((r: { rank: number; tickets: number }) => [r.rank, r.tickets])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(voters.me).toMatchObject({ rank: 2, tickets: 1 });
    expect(voters.meta).toEqual({ total: 2, recordsPerPage: 20, currentPage: 1 });
    expect((await get(`/public/${L}/voting-leaderboard`)).data.me).toBeUndefined();
  });

  it('predict-to-win before the showdown; at the result the winner is named and a correct prediction paid through the ledger', async () => {
    expect((await post(`/private/${L}/predict-to-win`, { token: 'ONDO' }, alice)).data).toEqual({
      token: 'ONDO',
      time: now,
      outcome: 'PENDING',
      reward: 0,
    });
    expect(await post(`/private/${L}/predict-to-win`, { token: 'XYZ' }, bob)).toMatchObject({
      success: false,
      message: 'token: not a candidate',
    });
    await post(`/private/${L}/predict-to-win`, { token: 'TIA' }, bob);
    await control(sim, '/listing/phase', { phase: 'SHOWDOWN' });
    expect(await post(`/private/${L}/predict-to-win`, { token: 'ONDO' }, bob)).toMatchObject({
      success: false,
      message: 'Predictions close when the showdown begins.',
    });
    const show = (await get(`/private/${L}/showdown-leaderboard`, bob)).data;
    expect(show.rows.map((r: { token: string }) => r.token)).toEqual(['ONDO', 'TIA', 'ENA']);
    expect(show.prediction).toMatchObject({ token: 'TIA', outcome: 'PENDING' });
    expect(await post(`/private/${L}/vote`, { token: 'JUP', tickets: 1 }, bob)).toMatchObject({
      success: false,
      message: 'token: not a candidate you can vote for now',
    });
    expect((await post(`/private/${L}/vote`, { token: 'ENA', tickets: 1 }, bob)).data.round).toBe('SHOWDOWN');

    const before = (await call(sim, '/api/v3/asset/balances', { headers: auth(alice) }))
      .json()
      .data.holding.find((r: { token: string }) => r.token === 'USDT').holding;
    expect((await control(sim, '/listing/phase', { phase: 'RESULT' })).json()).toMatchObject({ phase: 'RESULT', winner: 'ENA' });
    expect((await get(`/public/${L}`)).data).toMatchObject({ phase: 'RESULT', winner: 'ENA', nextPhase: null });
    expect((await get(`/private/${L}/user`, alice)).data.prediction).toMatchObject({ token: 'ONDO', outcome: 'LOST', reward: 0 });
    expect((await get(`/private/${L}/showdown-leaderboard`, bob)).data.prediction).toMatchObject({ outcome: 'LOST' });
    const after = (await call(sim, '/api/v3/asset/balances', { headers: auth(alice) }))
      .json()
      .data.holding.find((r: { token: string }) => r.token === 'USDT').holding;
    expect(after).toBe(before);
    expect((await control(sim, '/listing/phase', { phase: 'VOTING' })).json()).toEqual({
      ok: false,
      message: 'The campaign has its result; it cannot go back.',
    });
  });
});

describe('a correct prediction is paid', () => {
  let sim: RunningSimulator;
  const now = Date.UTC(2026, 2, 1, 12);
  afterAll(() => sim.close());

  it('100 USDT (1,000 pool, one winner, capped at 100) as a DISTRIBUTION ledger row', async () => {
    sim = await testSimulator({ clock: () => now });
    const { token } = await createSession(sim);
    const headers = { authorization: `Bearer ${token}` };
    await call(sim, `${C}/private/${L}/predict-to-win`, { method: 'POST', headers, payload: { token: 'ONDO' } });
    await control(sim, '/listing/phase', { phase: 'RESULT' });
    expect((await call(sim, `${C}/private/${L}/user`, { headers })).json().data.prediction).toMatchObject({
      token: 'ONDO',
      outcome: 'WON',
      reward: 100,
    });
    const rows = (await call(sim, '/api/v3/asset/token/history?type=DISTRIBUTION', { headers })).json().data.rows;
    expect(rows).toEqual([expect.objectContaining({ token: 'USDT', amount: 100, type: 'DISTRIBUTION' })]);
    const usdt = (await call(sim, '/api/v3/asset/balances', { headers }))
      .json()
      .data.holding.find((r: { token: string }) => r.token === 'USDT');
    expect(usdt.holding).toBe(10_100);
  });
});
