import type { RunningSimulator } from '../../../../simulator/server';
import { memoryStore } from '../../../../simulator/store/memory-account-repository';
import { MemoryTradingRepository } from '../../../../simulator/trading/records';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

const auth = (t: string) => ({ authorization: `Bearer ${t}` });
const G = '/api/copy-trading-gateway';

describe('copy trading (/copy-trading-gateway/*)', () => {
  const store = { ...memoryStore(), trading: new MemoryTradingRepository() };
  let sim: RunningSimulator;
  const get = (path: string, t?: string) => call(sim, `${G}${path}`, { headers: t ? auth(t) : {} });
  const send = (method: 'POST' | 'PUT', path: string, t: string, payload: unknown) =>
    call(sim, `${G}${path}`, { method, headers: auth(t), payload });
  const settings = { mode: 'FIXED_RATIO', amount: 1000, ratio: 0.5, leverageMode: 'FIXED', leverage: 5, symbols: [], maxSlippage: 0.03 };

  beforeAll(async () => {
    sim = await testSimulator({ seed: 'copy', store, socialTraders: { count: 40, intervalMs: 0 } });
    await control(sim, '/social/trade-batch', { batches: 20 });
    await control(sim, '/social/refresh');
  });
  afterAll(() => sim.close());

  /** A real account that applied as a lead trader, and its uuid. */
  async function lead(profitShare = 0.1) {
    const { token } = await createSession(sim);
    const applied = (await send('POST', '/private/lead-trader/apply', token, { profitShare, minCopyAmount: 50, maxCopiers: 10 })).json();
    expect(applied.success).toBe(true);
    return { token, uuid: applied.data.uuid as string };
  }

  it('lists the lead traders with their figures, sorted, and pages them', async () => {
    const body = (await get('/public/lead-trader-dashboard/promoted-leaderboard-metrics?period=30&sortBy=PNL&size=5')).json();
    expect(body.success).toBe(true);
    const rows = body.data.rows as { pnl: number; tradingDays: number }[];
    expect(rows.length).toBe(5);
    expect(body.data.meta).toMatchObject({ recordsPerPage: 5, currentPage: 1 });
    // the lead traders who traded in the period first, by PnL; the idle ones after them
    const active = rows.filter((r) => r.tradingDays > 0);
    expect(active.length).toBeGreaterThan(0);
    expect(rows.slice(0, active.length)).toEqual(active);
    for (let i = 1; i < active.length; i += 1) expect(active[i - 1]!.pnl).toBeGreaterThanOrEqual(active[i]!.pnl);
    expect(rows[0]).toMatchObject({
      roi: expect.any(Number),
      copierPnl: 0,
      aum: 0,
      copiers: 0,
      tradingDays: expect.any(Number),
      maxDrawdown: expect.any(Number),
    });
    expect((await get('/public/lead-trader-dashboard/promoted-leaderboard-metrics?period=14')).json()).toMatchObject({
      success: false,
      code: -1005,
    });
  });

  it("copies a lead trader's fill by fixed ratio, records it, and stops closing the copied position", async () => {
    const l = await lead();
    const { token } = await createSession(sim);
    expect((await send('POST', '/private/copies', token, { ...settings, leadUuid: l.uuid, amount: 20 })).json()).toMatchObject({
      success: false,
      code: -1005,
      message: expect.stringContaining('amount: The copy amount must be from 50 to 200000 USDT'),
    });
    const started = (await send('POST', '/private/copies', token, { ...settings, leadUuid: l.uuid })).json();
    expect(started.data).toMatchObject({ status: 'RUNNING', settings: { mode: 'FIXED_RATIO', amount: 1000, ratio: 0.5 } });
    expect((await send('POST', '/private/copies', token, { ...settings, leadUuid: l.uuid })).json()).toMatchObject({
      success: false,
      code: -1012,
    });
    const placed = (await control(sim, '/copy/lead-order', { uuid: l.uuid, symbol: 'PERP_BTC_USDT', side: 'BUY', quantity: 0.01 })).json();
    expect(placed.status).toBe('FILLED');
    const mine = (await get('/private/copies?status=RUNNING', token)).json().data.rows[0];
    expect(mine.positions).toEqual([expect.objectContaining({ symbol: 'PERP_BTC_USDT', quantity: 0.005 })]);
    const history = (await get(`/private/copies/${mine.copyId}/history`, token)).json().data.rows;
    expect(history[0]).toMatchObject({
      kind: 'OPEN',
      status: 'FILLED',
      side: 'BUY',
      leadQuantity: 0.01,
      quantity: 0.005,
      executedQuantity: 0.005,
    });
    const positions = (await call(sim, '/api/v3/futures/positions', { headers: auth(token) })).json().data.positions as {
      symbol: string;
      holding: string;
    }[];
    expect(positions.find((p) => p.symbol === 'PERP_BTC_USDT')?.holding).toBe('0.005');
    expect((await get(`/public/lead-traders/${l.uuid}/copiers`)).json().data.rows).toHaveLength(1);

    const stopped = (await send('POST', `/private/copies/${mine.copyId}/stop`, token, { closePositions: true })).json().data;
    expect(stopped).toMatchObject({ status: 'STOPPED', stopReason: 'USER', closedOnStop: true, positions: [] });
    const after = (await call(sim, '/api/v3/futures/positions', { headers: auth(token) })).json().data.positions as {
      symbol: string;
      holding: string;
    }[];
    expect(after.find((p) => p.symbol === 'PERP_BTC_USDT')?.holding ?? 0).toBe(0);
    expect((await get(`/private/copies/${mine.copyId}/history`, token)).json().data.rows[0]).toMatchObject({
      kind: 'STOP',
      side: 'SELL',
      status: 'FILLED',
      quantity: 0.005,
    });
  });

  it('skips a symbol not chosen and keeps positions on a stop that keeps them', async () => {
    const l = await lead();
    const { token } = await createSession(sim);
    const copyId = (await send('POST', '/private/copies', token, { ...settings, leadUuid: l.uuid, symbols: ['PERP_ETH_USDT'] })).json().data
      .copyId;
    await control(sim, '/copy/lead-order', { uuid: l.uuid, symbol: 'PERP_BTC_USDT', side: 'SELL', quantity: 0.01 });
    expect((await get(`/private/copies/${copyId}/history`, token)).json().data.rows[0]).toMatchObject({
      status: 'SKIPPED',
      skipReason: 'SYMBOL_NOT_COPIED',
    });
    await control(sim, '/copy/lead-order', { uuid: l.uuid, symbol: 'PERP_ETH_USDT', side: 'SELL', quantity: 0.2 });
    const kept = (await send('POST', `/private/copies/${copyId}/stop`, token, { closePositions: false })).json().data;
    expect(kept).toMatchObject({ status: 'STOPPED', closedOnStop: false });
    const positions = (await call(sim, '/api/v3/futures/positions', { headers: auth(token) })).json().data.positions as {
      symbol: string;
      holding: string;
    }[];
    expect(positions.find((p) => p.symbol === 'PERP_ETH_USDT')?.holding).toBe('-0.1');
  });

  it('skips a copy whose entry would slip beyond the max, and stops a copy at its portfolio stop loss', async () => {
    const l = await lead();
    const { token } = await createSession(sim);
    const tooMuch = (await send('POST', '/private/copies', token, { ...settings, leadUuid: l.uuid, amount: 20000 })).json();
    expect(tooMuch).toMatchObject({ success: false, code: -1012 }); // more than the 10,000 USDT available
    const copyId = (await send('POST', '/private/copies', token, { ...settings, leadUuid: l.uuid, maxSlippage: 0.001 })).json().data.copyId;
    // the copier's book walk made 1 % worse than the lead's price (the synthetic book is too deep to slip by itself)
    const engine = sim.simulator.copy.service.engine;
    const walk = engine.walkPrice.bind(engine);
    engine.walkPrice = (symbol, side, quantity) => String(Number(walk(symbol, side, quantity)) * 1.01);
    try {
      await control(sim, '/copy/lead-order', { uuid: l.uuid, symbol: 'PERP_ETH_USDT', side: 'BUY', quantity: 1 });
    } finally {
      engine.walkPrice = walk;
    }
    const skipped = (await get(`/private/copies/${copyId}/history`, token)).json().data.rows[0];
    expect(skipped).toMatchObject({
      kind: 'OPEN',
      status: 'SKIPPED',
      skipReason: 'SLIPPAGE',
      quantity: 0.5,
      note: expect.stringContaining('(max 0.1 %)'),
    });
    expect((await get('/private/copies?status=RUNNING', token)).json().data.rows[0].positions).toEqual([]);
    await send('POST', `/private/copies/${copyId}/stop`, token, { closePositions: true });

    const second = (await send('POST', '/private/copies', token, { ...settings, leadUuid: l.uuid, portfolioStopLoss: 0.01 })).json().data
      .copyId;
    await control(sim, '/copy/lead-order', { uuid: l.uuid, symbol: 'PERP_BTC_USDT', side: 'BUY', quantity: 0.01 });
    const entry = (await get('/private/copies?status=RUNNING', token)).json().data.rows[0].positions[0].entryPrice as number;
    // a 0.005 BTC long marked 10 % lower loses more than 1 % of the 1000 USDT amount
    await control(sim, '/trading/mark-price', { symbol: 'PERP_BTC_USDT', price: String(Math.round(entry * 0.9)) });
    await control(sim, '/copy/tick');
    await control(sim, '/trading/mark-price', { symbol: 'PERP_BTC_USDT', price: null });
    const stopped = (await get('/private/copies?status=STOPPED', token))
      .json()
      .data.rows.find((c: { copyId: number }) => c.copyId === second);
    expect(stopped).toMatchObject({ stopReason: 'PORTFOLIO_STOP_LOSS', closedOnStop: true, positions: [] });
    expect((await get(`/private/copies/${second}/history`, token)).json().data.rows[0]).toMatchObject({
      kind: 'STOP',
      side: 'SELL',
      quantity: 0.005,
    });
  });

  it('settles the profit share into the ledger, and keeps the copies across a restart', async () => {
    const l = await lead(0.2);
    const copier = await createSession(sim);
    const copyId = (await send('POST', '/private/copies', copier.token, { ...settings, leadUuid: l.uuid })).json().data.copyId as number;
    // a net realised profit of 150 USDT on the copy (as its fills would leave it): the lead gets 20 % = 30 USDT
    Object.assign(sim.simulator.copy.service.state.copies.get(copyId)!, { realisedPnl: '151.5', fees: '1.5' });
    await control(sim, '/copy/settle');
    const ledger = async (t: string) =>
      (await call(sim, '/api/v3/asset/token/history?type=COPY_PROFIT_SHARED', { headers: auth(t) })).json().data.rows as {
        amount: number;
        type: string;
      }[];
    expect((await ledger(copier.token)).map((r) => r.amount)).toEqual([-30]);
    expect((await ledger(l.token)).map((r) => r.amount)).toEqual([30]);
    await control(sim, '/copy/settle');
    expect(await ledger(copier.token)).toHaveLength(1);

    await sim.close();
    sim = await testSimulator({ seed: 'copy', store, socialTraders: { count: 40, intervalMs: 0 } });
    const again = (await get('/private/copies', copier.token)).json().data.rows[0];
    expect(again).toMatchObject({ copyId, status: 'RUNNING', profitShared: 30 });
    expect((await get('/private/lead-trader', l.token)).json().data.lead).toMatchObject({ profitShare: 0.2, copiers: 1 });
  });
});
