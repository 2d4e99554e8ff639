import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

describe('convert REST (/v3/convert/*)', () => {
  let sim: RunningSimulator;
  let now = Date.UTC(2026, 0, 5, 12);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const get = (path: string, t: string) => call(sim, `/api${path}`, { headers: auth(t) });
  const post = (path: string, payload: unknown, t: string) => call(sim, `/api${path}`, { method: 'POST', headers: auth(t), payload });
  const balance = async (t: string, token: string) =>
    ((await get('/v3/asset/balances', t)).json().data.holding as { token: string; holding: number }[]).find((b) => b.token === token)
      ?.holding;
  const rfq = (t: string, sell: string, buy: string, qty: string) =>
    get(`/v3/convert/rfq?sellToken=${sell}&buyToken=${buy}&sellQuantity=${qty}`, t);

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_ETH_USDT', price: '3000' });
  });
  afterAll(() => sim.close());

  it('quotes 0.05 BTC → USDT at the mid less 20 bps, valid 10 s', async () => {
    const { token: t } = await createSession(sim);
    const answer = (await rfq(t, 'BTC', 'USDT', '0.05')).json();
    expect(answer).toMatchObject({
      success: true,
      data: { sellToken: 'BTC', sellQuantity: 0.05, buyToken: 'USDT', buyPrice: 49900, buyQuantity: 2495, expireTimestamp: now + 10_000 },
    });
    expect(answer.data.quoteId).toBeGreaterThan(0);
  });

  it('crosses two tokens through USDT: 1 ETH → BTC at 3,000 ÷ 50,000 = 0.06 less 0.2 % = 0.05988', async () => {
    const { token: t } = await createSession(sim);
    expect((await rfq(t, 'ETH', 'BTC', '1')).json().data).toMatchObject({ buyPrice: 0.05988, buyQuantity: 0.05988 });
  });

  it('refuses bad amounts and unknown tokens with -1005 naming the limit', async () => {
    const { token: t } = await createSession(sim);
    // 1 USDT ÷ 50,000 = 0.00002 BTC minimum
    expect((await rfq(t, 'BTC', 'USDT', '0.00001')).json()).toMatchObject({
      success: false,
      code: -1005,
      message: expect.stringContaining('at least 0.00002 BTC'),
    });
    expect((await rfq(t, 'BTC', 'USDT', '5')).json()).toMatchObject({
      success: false,
      code: -1005,
      message: expect.stringContaining('at most 4 BTC'),
    });
    expect((await rfq(t, 'BTC', 'BTC', '0.01')).json()).toMatchObject({ success: false, code: -1005 });
    expect((await rfq(t, 'NOPE', 'USDT', '1')).json()).toMatchObject({ success: false, code: -1005 });
    expect((await rfq(t, 'BTC', 'USDT', '-1')).json()).toMatchObject({ success: false, code: -1005 });
  });

  it('accepts once: both balances move, CONVERT history row; a second post is refused', async () => {
    const { token: t } = await createSession(sim);
    expect(await balance(t, 'BTC')).toBe(0.1);
    const quote = (await rfq(t, 'BTC', 'USDT', '0.05')).json().data;
    const done = (await post('/v3/convert/rft', { quoteId: quote.quoteId }, t)).json();
    expect(done).toMatchObject({
      success: true,
      data: { quoteId: quote.quoteId, sellQuantity: 0.05, buyQuantity: 2495, status: 'COMPLETED' },
    });
    expect(await balance(t, 'BTC')).toBe(0.05);
    expect(await balance(t, 'USDT')).toBe(12495);
    expect((await post('/v3/convert/rft', { quoteId: quote.quoteId }, t)).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'quoteId: quote already used',
    });
    const history = (await get('/v3/convert/trades', t)).json().data;
    expect(history.meta).toEqual({ total: 1, recordsPerPage: 25, currentPage: 1 });
    expect(history.rows[0]).toMatchObject({
      sellToken: 'BTC',
      sellQuantity: 0.05,
      buyToken: 'USDT',
      buyQuantity: 2495,
      buyPrice: 49900,
      createdTime: now,
    });
  });

  it('two concurrent posts of one quote make one conversion', async () => {
    const { token: t } = await createSession(sim);
    const quote = (await rfq(t, 'BTC', 'USDT', '0.02')).json().data;
    const answers = await Promise.all([1, 2, 3].map(() => post('/v3/convert/rft', { quoteId: quote.quoteId }, t)));
    expect(answers.filter((a) => a.json().success)).toHaveLength(1);
    expect(await balance(t, 'BTC')).toBe(0.08);
    expect(await balance(t, 'USDT')).toBe(10998);
    expect((await get('/v3/convert/trades', t)).json().data.meta.total).toBe(1);
  });

  it("refuses an expired quote, and another user's", async () => {
    const { token: t } = await createSession(sim);
    const { token: other } = await createSession(sim);
    const quote = (await rfq(t, 'USDT', 'BTC', '100')).json().data;
    // 100 × 0.00001996 = 0.001996 BTC, rounded down to BTC's 5 decimals (its spot step 0.00001) → 0.00199
    expect(quote).toMatchObject({ buyPrice: 0.00001996, buyQuantity: 0.00199 });
    expect((await post('/v3/convert/rft', { quoteId: quote.quoteId }, other)).json()).toMatchObject({ success: false, code: -1005 });
    now += 10_000;
    expect((await post('/v3/convert/rft', { quoteId: quote.quoteId }, t)).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'quoteId: quote expired',
    });
    expect(await balance(t, 'USDT')).toBe(10000);
  });

  it('refuses a short balance naming the shortfall', async () => {
    const { token: t } = await createSession(sim);
    const quote = (await rfq(t, 'ETH', 'USDT', '1')).json().data;
    const first = (await rfq(t, 'ETH', 'USDT', '0.6')).json().data;
    expect((await post('/v3/convert/rft', { quoteId: first.quoteId }, t)).json().success).toBe(true);
    expect((await post('/v3/convert/rft', { quoteId: quote.quoteId }, t)).json()).toMatchObject({
      success: false,
      code: -1101,
      message: 'Insufficient ETH: 1 needed, 0.4 available (0.6 short)',
    });
    expect(await balance(t, 'ETH')).toBe(0.4);
  });
});
